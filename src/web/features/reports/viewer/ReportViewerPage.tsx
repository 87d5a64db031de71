import { useState } from "react";
import { Link, useParams } from "react-router";
import type { TReportInstance } from "../../../../contracts/reports.ts";
import { Card } from "../../../components/Card.tsx";
import { Icon } from "../../../components/Icon.tsx";
import { LoadFailedPanel, PanelMessage } from "../../../components/PanelMessage.tsx";
import { secondaryButtonClass } from "../../../components/buttons.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useMe } from "../../../lib/auth.tsx";
import { useReportsT } from "../i18n.ts";
import { orderedSections } from "../lib/sections.ts";
import { editPath } from "../paths.ts";
import { useReport } from "../reports-api.ts";
import { ReportsTabs } from "../ReportsTabs.tsx";
import { SectionBody } from "../sections/SectionBody.tsx";
import { Skeleton } from "../ui.tsx";
import { ExportButton } from "./ExportButton.tsx";
import { RatingControl } from "./RatingControl.tsx";
import { ReportHeader } from "./ReportHeader.tsx";
import { SectionFrame } from "./SectionFrame.tsx";
import { SectionNav } from "./SectionNav.tsx";
import { ShareDialog } from "./ShareDialog.tsx";
import { useReadingEvents } from "./use-reading-events.ts";

/** /dashboard/reports/view/:reportId — one report to read (spec 2 §2.2). */
export function ReportViewerPage() {
  const t = useReportsT();
  const { reportId = "" } = useParams();
  const { organization } = useMe();
  if (!organization) {
    return (
      <Card>
        <PanelMessage icon="alert" title={t("manager.noOrganization")} />
      </Card>
    );
  }
  return (
    <div className="mx-auto max-w-6xl">
      <ReportsTabs />
      <LoadedReport organizationId={organization.id} reportId={reportId} />
    </div>
  );
}

function LoadedReport({ organizationId, reportId }: { organizationId: string; reportId: string }) {
  const t = useReportsT();
  const query = useReport(organizationId, reportId);
  if (query.isPending) return <Skeleton label={t("viewer.loading")} rows={4} />;
  if (query.isError) {
    return (
      <Card>
        <LoadFailedPanel
          title={t("viewer.loadFailed")}
          message={errorMessage(query.error)}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
          buttonClassName={secondaryButtonClass}
        />
      </Card>
    );
  }
  return <ReportViewer organizationId={organizationId} report={query.data} />;
}

/** The viewer for a loaded report: header and actions, rating, the section list and the selected section. */
export function ReportViewer({ organizationId, report }: { organizationId: string; report: TReportInstance }) {
  const t = useReportsT();
  useReadingEvents(organizationId, report.id);
  const sections = orderedSections(report.content);
  const [selectedId, setSelectedId] = useState<string | null>(sections[0]?.id ?? null);
  const [sharing, setSharing] = useState(false);
  const selected = sections.find((s) => s.id === selectedId) ?? null;
  return (
    <div className="space-y-6">
      <ReportHeader
        report={report}
        actions={
          <>
            {report.policies.share && (
              <button type="button" className={secondaryButtonClass} onClick={() => setSharing(true)}>
                <Icon name="share" className="h-4 w-4" />
                {t("viewer.share")}
              </button>
            )}
            <ExportButton organizationId={organizationId} reportId={report.id} title={report.title} formats={report.exportFormats.length > 0 ? report.exportFormats : undefined} />
            {report.policies.edit && (
              <Link to={editPath(report.id)} className={secondaryButtonClass}>
                {t("viewer.edit")}
              </Link>
            )}
          </>
        }
      />
      <RatingControl organizationId={organizationId} report={report} />
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="lg:self-start">
          <SectionNav sections={sections} selectedId={selectedId} onSelect={setSelectedId} />
        </div>
        <SectionFrame section={selected}>{selected && <SectionBody section={selected} />}</SectionFrame>
      </div>
      {report.policies.share && <ShareDialog open={sharing} onClose={() => setSharing(false)} organizationId={organizationId} reportId={report.id} />}
    </div>
  );
}
