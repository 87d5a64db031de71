import { useState } from "react";
import type { TJobListItem, TJobsOverview } from "../../../contracts/operations.ts";
import { Card } from "../../components/Card.tsx";
import { LoadFailedPanel, PanelMessage } from "../../components/PanelMessage.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { secondaryButtonClass } from "../../components/buttons.ts";
import { errorMessage } from "../../lib/api.ts";
import { useMe } from "../../lib/auth.tsx";
import { useOperationsT } from "./i18n.ts";
import { OperationalDashboard } from "./OperationalDashboard.tsx";
import { useJobs, type JobFilter } from "./operations-api.ts";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(displayLocale(), { timeZone: displayTimeZone(), dateStyle: "medium", timeStyle: "short" }) : null);

const STATE_TONE: Record<TJobListItem["state"], string> = {
  queued: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
  active: "bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300",
  completed: "bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300",
  failed: "bg-red-50 text-red-700 dark:bg-red-950/60 dark:text-red-300",
};

/**
 * /dashboard/operations: the operational dashboard for admins and managers (readAnalytics), then, for admins
 * (viewOperations), the job queue's depth across the platform and this organization's newest jobs.
 */
export function OperationsPage() {
  const t = useOperationsT();
  const { policies, organization } = useMe();
  if (!organization || (!policies.readAnalytics && !policies.viewOperations)) {
    return (
      <div className="mx-auto max-w-6xl">
        <Card>
          <PanelMessage icon="alert" title={t("notAllowed")} />
        </Card>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      {policies.readAnalytics && <OperationalDashboard organizationId={organization.id} />}
      {policies.viewOperations && <JobQueueSection />}
    </div>
  );
}

/** The job queue (admins): totals, per queue, and the organization's newest jobs. */
function JobQueueSection() {
  const t = useOperationsT();
  const [filter, setFilter] = useState<JobFilter>("all");
  const query = useJobs(filter, true);
  return (
    <section className="space-y-6" aria-labelledby="jobs-heading">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="jobs-heading" className="mr-auto text-lg font-semibold text-slate-900 dark:text-white">
          {t("jobsTitle")}
        </h2>
        {query.dataUpdatedAt > 0 && (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {t("updated", { time: new Date(query.dataUpdatedAt).toLocaleTimeString(displayLocale(), { timeZone: displayTimeZone() }) })}
          </p>
        )}
        <button type="button" className={secondaryButtonClass} onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? t("refreshing") : t("refresh")}
        </button>
      </div>
      {query.isPending ? (
        <Card>
          <div className="flex justify-center py-10" aria-busy="true">
            <Spinner />
          </div>
        </Card>
      ) : query.isError ? (
        <Card>
          <LoadFailedPanel
            title={t("loadFailed")}
            message={errorMessage(query.error)}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
            buttonClassName={secondaryButtonClass}
          />
        </Card>
      ) : (
        <>
          <Totals data={query.data} />
          <Card title={t("jobs.title")} description={t("jobs.description")}>
            <div className="mb-4 flex items-center gap-2" role="group" aria-label={t("jobs.filter")}>
              {(["all", "failed"] as const).map((f) => (
                <button
                  key={f}
                  type="button"
                  aria-pressed={filter === f}
                  onClick={() => setFilter(f)}
                  className={`rounded-full px-3 py-1 text-sm font-medium ${filter === f ? "bg-indigo-600 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-300"}`}
                >
                  {f === "all" ? t("jobs.all") : t("jobs.failedOnly")}
                </button>
              ))}
            </div>
            <JobTable jobs={query.data.jobs} filter={filter} />
          </Card>
        </>
      )}
    </section>
  );
}

/** The four counts, then one row per queue. */
function Totals({ data }: { data: TJobsOverview }) {
  const t = useOperationsT();
  const cells = [
    { key: "queued", value: data.totals.queued, hint: null },
    { key: "active", value: data.totals.active, hint: null },
    { key: "failed", value: data.totals.failed, hint: t("totals.failedHint") },
    { key: "completed", value: data.totals.completed, hint: t("totals.completedHint") },
  ] as const;
  return (
    <Card title={t("totals.title")} description={t("totals.description")}>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {cells.map((c) => (
          <div key={c.key} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <dt className="text-sm text-slate-500 dark:text-slate-400">{t(`totals.${c.key}`)}</dt>
            <dd className={`mt-1 text-2xl font-semibold ${c.key === "failed" && c.value > 0 ? "text-red-600 dark:text-red-400" : "text-slate-900 dark:text-white"}`}>{c.value}</dd>
            {c.hint && <dd className="text-xs text-slate-500 dark:text-slate-400">{c.hint}</dd>}
          </div>
        ))}
      </dl>
      <h3 className="mt-6 mb-2 text-sm font-semibold text-slate-900 dark:text-white">{t("queues.title")}</h3>
      {data.queues.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t("queues.none")}</p>
      ) : (
        <div className="-mx-5 overflow-x-auto sm:-mx-6">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
                <th scope="col" className="px-5 py-2 font-medium sm:px-6">
                  {t("queues.queue")}
                </th>
                {(["queued", "active", "failed", "completed"] as const).map((k) => (
                  <th key={k} scope="col" className="px-3 py-2 text-right font-medium">
                    {t(`totals.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.queues.map((q) => (
                <tr key={q.queue} className="border-b border-slate-100 last:border-0 dark:border-slate-800/60">
                  <th scope="row" className="px-5 py-2 font-mono text-xs font-normal sm:px-6">
                    {q.queue}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{q.queued}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{q.active}</td>
                  <td className={`px-3 py-2 text-right tabular-nums ${q.failed > 0 ? "text-red-600 dark:text-red-400" : ""}`}>{q.failed}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{q.completed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/** The organization's newest jobs (no payloads: only what happened to them). */
function JobTable({ jobs, filter }: { jobs: readonly TJobListItem[]; filter: JobFilter }) {
  const t = useOperationsT();
  if (jobs.length === 0) return <PanelMessage icon="check" title={filter === "failed" ? t("jobs.emptyFailed") : t("jobs.empty")} />;
  return (
    <div className="-mx-5 overflow-x-auto sm:-mx-6">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
            {(["id", "queue", "state", "attempts", "created", "finished", "error"] as const).map((k) => (
              <th key={k} scope="col" className="px-3 py-2 font-medium first:pl-5 sm:first:pl-6">
                {t(`jobs.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {jobs.map((j) => (
            <tr key={j.id} className="border-b border-slate-100 align-top last:border-0 dark:border-slate-800/60">
              <td className="px-3 py-2 pl-5 tabular-nums sm:pl-6">{j.id}</td>
              <td className="px-3 py-2 font-mono text-xs">{j.queue}</td>
              <td className="px-3 py-2">
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_TONE[j.state]}`}>{t(`state.${j.state}`)}</span>
              </td>
              <td className="px-3 py-2 tabular-nums">{t("jobs.attemptsOf", { attempts: j.attempts, limit: j.retryLimit + 1 })}</td>
              <td className="px-3 py-2 whitespace-nowrap">{when(j.createdAt)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{when(j.finishedAt) ?? t("jobs.notFinished")}</td>
              <td className="max-w-xs px-3 py-2 break-words text-slate-600 dark:text-slate-400">{j.lastError ?? t("jobs.notFinished")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
