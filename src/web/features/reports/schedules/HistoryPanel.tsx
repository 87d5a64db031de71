import { useState } from "react";
import { Link } from "react-router";
import type { TRun } from "../../../../contracts/report-schedules.ts";
import { Card } from "../../../components/Card.tsx";
import { EmptyState } from "../../../components/EmptyState.tsx";
import { LoadFailedPanel } from "../../../components/PanelMessage.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { useToast } from "../../../components/Toaster.tsx";
import { ghostButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { saveBlob } from "../../../lib/download.ts";
import { errorMessage } from "../../../lib/api.ts";
import { viewPath } from "../paths.ts";
import { useSchedulesT } from "./i18n.ts";
import { downloadRun, useRunActions, useRuns } from "./schedules-api.ts";
import { displayLocale, displayTimeZone } from "../../../lib/display-preferences.ts";

const FILTERS = ["all", "completed", "failed", "processing"] as const;
type Filter = (typeof FILTERS)[number];

const STATUS_CLASS: Record<TRun["status"], string> = {
  completed: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200",
  failed: "bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200",
  processing: "bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200",
};

/** A file name for a run's PDF: its name with spaces as underscores (as the builder's export). */
export function runFileName(run: Pick<TRun, "name">): string {
  return `${run.name.replace(/[\\/:*?"<>|]+/g, "-").replace(/\s+/g, "_")}.pdf`;
}

/** The History tab (spec 2 §2.10): real runs with their size and processing time; View, Download, Resend and Retry work. */
export function HistoryPanel({ organizationId }: { organizationId: string }) {
  const t = useSchedulesT();
  const toast = useToast();
  const [filter, setFilter] = useState<Filter>("all");
  const query = useRuns(organizationId, filter);
  const actions = useRunActions(organizationId);
  const [downloading, setDownloading] = useState<string | null>(null);
  const fail = (e: unknown) => toast.show(errorMessage(e), "error");

  const download = async (run: TRun) => {
    setDownloading(run.id);
    try {
      saveBlob(await downloadRun(organizationId, run.id), runFileName(run));
    } catch (e) {
      fail(e);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section aria-labelledby="history-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="history-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("history.heading")}
        </h2>
        <label className="text-sm text-slate-700 dark:text-slate-300">
          {t("history.filter.label")}{" "}
          <select
            className="ml-1 rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-white"
            value={filter}
            onChange={(e) => setFilter(e.target.value as Filter)}
          >
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`history.filter.${f}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Card>
        {query.isPending ? (
          <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500 dark:text-slate-400">
            <Spinner className="h-4 w-4" /> {t("history.loading")}
          </div>
        ) : query.isError ? (
          <LoadFailedPanel
            title={t("history.loadFailed")}
            message={errorMessage(query.error)}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
            buttonClassName={secondaryButtonClass}
          />
        ) : query.data.runs.length === 0 ? (
          <EmptyState icon="file" title={t("history.empty.title")}>
            {t("history.empty.body")}
          </EmptyState>
        ) : (
          <div className="overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <thead className="text-xs uppercase text-slate-500 dark:text-slate-400">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    {t("history.columns.report")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("history.columns.generated")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("history.columns.status")}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    {t("history.columns.size")}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    {t("history.columns.time")}
                  </th>
                  <th scope="col" className="py-2">
                    {t("history.columns.actions")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                {query.data.runs.map((run) => (
                  <tr key={run.id} className="align-top">
                    <td className="py-2 pr-4">
                      <div className="font-medium text-slate-900 dark:text-white">{run.name}</div>
                      <div className="text-xs text-slate-500 dark:text-slate-400">
                        {t(`history.kind.${run.type}`, { defaultValue: run.type })}
                        {run.generated_by ? ` · ${t("history.by", { name: run.generated_by })}` : ""}
                      </div>
                      {run.error ? <div className="text-xs text-red-700 dark:text-red-300">{t("history.errorLabel", { message: run.error })}</div> : null}
                    </td>
                    <td className="py-2 pr-4 whitespace-nowrap text-slate-700 dark:text-slate-300">
                      {new Date(run.generated_at).toLocaleString(displayLocale(), { timeZone: displayTimeZone() })}
                    </td>
                    <td className="py-2 pr-4">
                      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[run.status]}`}>{t(`history.status.${run.status}`)}</span>
                    </td>
                    <td className="py-2 pr-4 text-right tabular-nums">{run.size === null ? "—" : run.size.toFixed(3)}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{run.processing_time === null ? "—" : run.processing_time.toFixed(1)}</td>
                    <td className="py-2">
                      <div className="flex flex-wrap gap-1">
                        {run.report_id ? (
                          <Link className={ghostButtonClass} to={viewPath(run.report_id)}>
                            {t("history.view")}
                          </Link>
                        ) : null}
                        {run.can_download ? (
                          <button type="button" className={ghostButtonClass} disabled={downloading === run.id} onClick={() => void download(run)}>
                            {t("history.download")}
                          </button>
                        ) : null}
                        {run.can_resend ? (
                          <button
                            type="button"
                            className={ghostButtonClass}
                            disabled={actions.resend.isPending}
                            onClick={() => actions.resend.mutate(run.id, { onSuccess: () => toast.show(t("history.resent", { count: run.recipients.length })), onError: fail })}
                          >
                            {t("history.resend")}
                          </button>
                        ) : null}
                        {run.can_retry ? (
                          <button
                            type="button"
                            className={ghostButtonClass}
                            disabled={actions.retry.isPending}
                            onClick={() => actions.retry.mutate(run.id, { onSuccess: () => toast.show(t("history.retried")), onError: fail })}
                          >
                            {t("history.retry")}
                          </button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </section>
  );
}
