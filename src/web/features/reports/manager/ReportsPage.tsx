import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import type { TReportInstance } from "../../../../contracts/reports.ts";
import type { TemplateType } from "../../../../domain/reporting/templates.ts";
import { Card } from "../../../components/Card.tsx";
import { EmptyState } from "../../../components/EmptyState.tsx";
import { LoadFailedPanel, PanelMessage } from "../../../components/PanelMessage.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { useToast } from "../../../components/Toaster.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useMe } from "../../../lib/auth.tsx";
import { useReportsT } from "../i18n.ts";
import { hasFilters, NO_FILTERS, pinFirst, type ReportFilters } from "../lib/report-filters.ts";
import { useDuplicateReport, useGenerateReport, useReports } from "../reports-api.ts";
import { ReportsTabs } from "../ReportsTabs.tsx";
import { Skeleton } from "../ui.tsx";
import { CreateReportDialog } from "./CreateReportDialog.tsx";
import { DeleteReportDialog } from "./DeleteReportDialog.tsx";
import { ReportFiltersPanel } from "./ReportFiltersPanel.tsx";
import { ReportRow } from "./ReportRow.tsx";
import { BuilderReportsCard } from "./BuilderReportsCard.tsx";

function ManagerPage({ type }: { type?: TemplateType }) {
  const t = useReportsT();
  const { organization } = useMe();
  return (
    <div className="mx-auto max-w-6xl">
      <ReportsTabs />
      {organization ? (
        <ReportsManager key={type ?? "all"} organizationId={organization.id} initialFilters={type ? { ...NO_FILTERS, type } : NO_FILTERS} />
      ) : (
        <Card>
          <PanelMessage icon="alert" title={t("manager.noOrganization")} />
        </Card>
      )}
    </div>
  );
}

/** /dashboard/reports — the reports manager (spec 2 §2.5, §2.6). */
export function ReportsPage() {
  return <ManagerPage />;
}
/** /dashboard/reports/weekly — the manager filtered to weekly reports. */
export function WeeklyReportsPage() {
  return <ManagerPage type="weekly" />;
}
/** /dashboard/reports/monthly */
export function MonthlyReportsPage() {
  return <ManagerPage type="monthly" />;
}
/** /dashboard/reports/custom */
export function CustomReportsPage() {
  return <ManagerPage type="custom" />;
}

/** The list with its filters, count, empty state, row actions, and the create and delete dialogs. */
export function ReportsManager({ organizationId, initialFilters = NO_FILTERS }: { organizationId: string; initialFilters?: ReportFilters }) {
  const t = useReportsT();
  const toast = useToast();
  const [filters, setFilters] = useState<ReportFilters>(initialFilters);
  // the Reporting Center's New Report and Use Template arrive with ?create=1 (and &template=<id>)
  const [search, setSearch] = useSearchParams();
  const [creating, setCreating] = useState(() => search.get("create") === "1");
  const chosenTemplate = search.get("template") ?? undefined;
  const closeCreate = () => {
    setCreating(false);
    if (search.has("create") || search.has("template")) setSearch({}, { replace: true });
  };
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const [pinned, setPinned] = useState<string | null>(null);
  const query = useReports(organizationId, filters);
  const generate = useGenerateReport(organizationId);
  const duplicate = useDuplicateReport(organizationId);
  const onFilters = useCallback((next: ReportFilters) => setFilters(next), []);
  const data = query.data;
  const policies = data?.policies ?? { create: false, edit: false, delete: false };
  const filtered = hasFilters(filters);

  const onCreated = (report: TReportInstance) => {
    closeCreate();
    setPinned(report.id);
    toast.show(t("create.created"));
  };
  const failed = (action: string) => (error: unknown) => toast.show(t("manager.actions.failed", { action, message: errorMessage(error) }), "error");

  const createButton = policies.create && (
    <button type="button" className={primaryButtonClass} onClick={() => setCreating(true)}>
      {t("manager.newReport")}
    </button>
  );

  return (
    <section aria-labelledby="reports-heading" className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <div className="lg:self-start">
        <ReportFiltersPanel filters={filters} onChange={onFilters} />
      </div>
      <div className="min-w-0 space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <div className="mr-auto">
            <h2 id="reports-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
              {t("manager.heading")}
            </h2>
            {data && (
              <p className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
                {t("manager.count", { shown: data.total, all: data.all })}
                {query.isFetching && <Spinner className="ml-2 inline h-3.5 w-3.5" />}
              </p>
            )}
          </div>
          {createButton}
        </div>
        {!data && query.isError ? (
          <Card>
            <LoadFailedPanel
              title={t("manager.loadFailed")}
              message={errorMessage(query.error)}
              retrying={query.isFetching}
              onRetry={() => void query.refetch()}
              buttonClassName={secondaryButtonClass}
            />
          </Card>
        ) : !data ? (
          <Skeleton label={t("manager.loading")} rows={4} />
        ) : data.reports.length === 0 ? (
          <EmptyState icon="file" title={t("manager.empty.title")}>
            <p>{filtered ? t("manager.empty.filtered") : policies.create ? t("manager.empty.first") : t("manager.empty.shared")}</p>
            {!filtered && policies.create && (
              <button type="button" className={`${primaryButtonClass} mt-4`} onClick={() => setCreating(true)}>
                {t("manager.createReport")}
              </button>
            )}
          </EmptyState>
        ) : (
          <>
            {query.isError && <p role="alert" className="text-sm text-red-700 dark:text-red-300">{`${t("manager.loadFailed")}: ${errorMessage(query.error)}`}</p>}
            <ul className="space-y-3">
              {pinFirst(data.reports, pinned).map((report) => (
                <li key={report.id}>
                  <ReportRow
                    report={report}
                    actions={{
                      canEdit: policies.edit && report.policies.edit,
                      canDelete: policies.delete && report.policies.delete,
                      canDuplicate: policies.create,
                      generating: generate.isPending && generate.variables?.reportId === report.id,
                      duplicating: duplicate.isPending && duplicate.variables === report.id,
                      onGenerate: () =>
                        generate.mutate(
                          { reportId: report.id, force: false },
                          { onSuccess: () => toast.show(t("manager.actions.generated")), onError: failed(t("manager.actions.generate")) },
                        ),
                      onDuplicate: () =>
                        duplicate.mutate(report.id, {
                          onSuccess: (copy) => {
                            setPinned(copy.id);
                            toast.show(t("manager.actions.duplicated", { title: copy.title }));
                          },
                          onError: failed(t("manager.actions.duplicate")),
                        }),
                      onDelete: () => setDeleting({ id: report.id, title: report.title }),
                    }}
                  />
                </li>
              ))}
            </ul>
            {data.reports.length < data.total && (
              <p className="text-sm text-slate-500 dark:text-slate-400">{t("manager.countMore", { limit: data.reports.length, total: data.total })}</p>
            )}
          </>
        )}
        {initialFilters.type === "all" && <BuilderReportsCard organizationId={organizationId} />}
      </div>
      <CreateReportDialog open={creating} organizationId={organizationId} templateId={chosenTemplate} onClose={closeCreate} onCreated={onCreated} />
      <DeleteReportDialog organizationId={organizationId} report={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
