import { useState } from "react";
import { Link, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { ZSharedReport } from "../../../../contracts/reports.ts";
import { secondaryButtonClass } from "../../../components/buttons.ts";
import { CenteredMessage, primaryLinkClass } from "../../../components/CenteredMessage.tsx";
import { Icon } from "../../../components/Icon.tsx";
import { Logo } from "../../../components/Logo.tsx";
import { LoadingState } from "../../../components/Spinner.tsx";
import { api, ApiError, errorMessage } from "../../../lib/api.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { useReportsT } from "../i18n.ts";
import { orderedSections } from "../lib/sections.ts";
import { SectionBody } from "../sections/SectionBody.tsx";
import { dateText, StatusBadge } from "../ui.tsx";
import { SectionFrame } from "../viewer/SectionFrame.tsx";
import { SectionNav } from "../viewer/SectionNav.tsx";

/** /shared/reports/:token — a report opened from a share link: read-only, no account needed, gone once revoked or expired (410). */
export function SharedReportPage() {
  const { token = "" } = useParams();
  const t = useReportsT();
  const query = useQuery({
    queryKey: ["shared-report", token],
    queryFn: ({ signal }) => api.get(`/api/shared/reports/${encodeURIComponent(token)}`, { schema: ZSharedReport, signal, skipAuthRefresh: true }),
    retry: false,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  useDocumentTitle(query.data ? query.data.report.title : t("shared.badge"));

  if (query.isPending) return <LoadingState label={t("viewer.loading")} fullScreen />;
  if (query.isError) {
    const gone = query.error instanceof ApiError && [400, 404, 410].includes(query.error.statusCode);
    const expired = query.error instanceof ApiError && query.error.statusCode === 410;
    return (
      <CenteredMessage
        icon={gone ? "search" : "alert"}
        tone={gone ? "neutral" : "danger"}
        title={expired ? t("shared.expiredTitle") : gone ? t("shared.goneTitle") : t("viewer.loadFailed")}
        actions={
          gone ? (
            <Link to="/" className={primaryLinkClass}>
              <Icon name="home" className="h-4 w-4" />
              {t("shared.home")}
            </Link>
          ) : (
            <button type="button" className={secondaryButtonClass} onClick={() => void query.refetch()} disabled={query.isFetching}>
              <Icon name="refresh" className="h-4 w-4" />
              {t("shared.retry")}
            </button>
          )
        }
      >
        <p>{expired ? t("shared.expired") : gone ? t("shared.gone") : errorMessage(query.error)}</p>
      </CenteredMessage>
    );
  }
  const report = query.data.report;
  const sections = orderedSections(report.content);
  const selected = sections.find((s) => s.id === (selectedId ?? sections[0]?.id)) ?? null;
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white px-4 sm:px-6 dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 py-3">
          <Link to="/" aria-label={t("shared.home")} className="rounded-lg">
            <Logo />
          </Link>
          <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">{t("shared.badge")}</span>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 md:py-8">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-xl font-semibold break-words text-slate-900 dark:text-white">{report.title}</h1>
            <StatusBadge status={report.status} />
          </div>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t("viewer.period", { start: dateText(report.report_period_start), end: dateText(report.report_period_end) })}
            <span aria-hidden="true"> · </span>
            {t("viewer.createdBy", { name: report.created_by_user.full_name })}
          </p>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {t("shared.expiresOn", { date: dateText(report.expires_at) })}
            {report.people_left_out && (
              <>
                <span aria-hidden="true"> · </span>
                {t("shared.peopleLeftOut")}
              </>
            )}
          </p>
        </div>
        <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <div className="lg:self-start">
            <SectionNav sections={sections} selectedId={selected?.id ?? null} onSelect={setSelectedId} />
          </div>
          <SectionFrame section={selected}>{selected && <SectionBody section={selected} />}</SectionFrame>
        </div>
      </main>
    </div>
  );
}
