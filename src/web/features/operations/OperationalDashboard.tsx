import { useState } from "react";
import type { TOrganizationOperational } from "../../../contracts/analytics.ts";
import { errorRateTone, type Tone } from "../../../domain/platform/health.ts";
import { Card } from "../../components/Card.tsx";
import { LoadFailedPanel } from "../../components/PanelMessage.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { ChartCard } from "../../components/charts/index.ts";
import { secondaryButtonClass } from "../../components/buttons.ts";
import { errorMessage } from "../../lib/api.ts";
import { useOperationsT } from "./i18n.ts";
import { useOperational } from "./operational-api.ts";
import { PerformanceChart } from "./PerformanceChart.tsx";
import { uptimeWindow } from "./uptime-hint.ts";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";

const TONE: Record<Tone, string> = {
  green: "text-emerald-600 dark:text-emerald-400",
  yellow: "text-amber-600 dark:text-amber-400",
  red: "text-red-600 dark:text-red-400",
};
const HEALTH_TONE: Record<TOrganizationOperational["health"], string> = {
  healthy: "bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/15 dark:text-emerald-300",
  warning: "bg-amber-50 text-amber-700 ring-amber-600/20 dark:bg-amber-500/15 dark:text-amber-300",
  critical: "bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-950/60 dark:text-red-300",
};
const ms = (v: number | null) => (v === null ? "—" : `${v.toLocaleString(displayLocale(), { maximumFractionDigits: 1 })} ms`);
const num = (v: number, digits = 2) => v.toLocaleString(displayLocale(), { maximumFractionDigits: digits });
function duration(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d > 0 ? `${d}d ${h}h` : h > 0 ? `${h}h ${m}m` : `${m}m ${seconds % 60}s`;
}

/**
 * Spec 1 Operational Dashboard as an organization sees it: the service's health, KPI cards (uptime, response
 * time, error rate, the organization's own jobs) and System Performance (response times). Platform-wide
 * traffic, queues and processes are for platform operators (said on the page).
 */
export function OperationalDashboard({ organizationId }: { organizationId: string }) {
  const t = useOperationsT();
  const [auto, setAuto] = useState(true);
  const query = useOperational(organizationId, auto);
  const data = query.data;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        {data && <HealthBadge data={data} />}
        <div className="ml-auto flex flex-wrap items-center gap-3">
          {query.dataUpdatedAt > 0 && (
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {t("updated", { time: new Date(query.dataUpdatedAt).toLocaleTimeString(displayLocale(), { timeZone: displayTimeZone() }) })}
            </p>
          )}
          <div className="inline-flex rounded-lg border border-slate-200 p-0.5 dark:border-slate-700" role="group" aria-label={t("ops.polling")}>
            {([true, false] as const).map((on) => (
              <button
                key={String(on)}
                type="button"
                aria-pressed={auto === on}
                onClick={() => setAuto(on)}
                className={`rounded-md px-3 py-1 text-sm font-medium ${auto === on ? "bg-indigo-600 text-white" : "text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"}`}
              >
                {on ? t("ops.auto") : t("ops.manual")}
              </button>
            ))}
          </div>
          <button type="button" className={secondaryButtonClass} onClick={() => void query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? t("refreshing") : t("refresh")}
          </button>
        </div>
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
            title={t("ops.loadFailed")}
            message={errorMessage(query.error)}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
            buttonClassName={secondaryButtonClass}
          />
        </Card>
      ) : (
        <Loaded data={query.data} refresh={() => void query.refetch()} refreshing={query.isFetching} />
      )}
    </div>
  );
}

function HealthBadge({ data }: { data: TOrganizationOperational }) {
  const t = useOperationsT();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${HEALTH_TONE[data.health]}`} role="status">
        {t("ops.health", { status: t(`ops.healthStatus.${data.health}`) })}
      </span>
      {data.healthReasons.length > 0 && <span className="text-sm text-slate-600 dark:text-slate-400">{data.healthReasons.join(" · ")}</span>}
    </div>
  );
}

function Loaded({ data, refresh, refreshing }: { data: TOrganizationOperational; refresh(): void; refreshing: boolean }) {
  const t = useOperationsT();
  const kpis = [
    {
      key: "uptime",
      value: `${num(data.systemUptime, 3)}%`,
      hint: t(uptimeWindow(data.uptimeSeconds) === "sinceStart" ? "ops.kpi.uptimeHintSinceStart" : "ops.kpi.uptimeHint", { time: duration(data.uptimeSeconds) }),
      tone: "",
    },
    { key: "response", value: ms(data.responseTime.mean), hint: t("ops.kpi.responseHint", { p50: ms(data.responseTime.p50), p95: ms(data.responseTime.p95) }), tone: "" },
    { key: "errorRate", value: `${num(data.errorRate, 3)}%`, hint: t("ops.kpi.errorHint"), tone: TONE[errorRateTone(data.errorRate)] },
    {
      key: "ownJobs",
      value: num(data.ownJobs.queued + data.ownJobs.active, 0),
      hint: t("ops.kpi.ownJobsHint", { queued: data.ownJobs.queued, active: data.ownJobs.active, failed: data.ownJobs.failed }),
      tone: data.ownJobs.failed > 0 ? TONE.yellow : "",
    },
  ] as const;
  return (
    <>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {kpis.map((k) => (
          <div key={k.key} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <dt className="text-sm text-slate-500 dark:text-slate-400">{t(`ops.kpi.${k.key}`)}</dt>
            <dd className={`mt-1 text-2xl font-semibold tabular-nums ${k.tone || "text-slate-900 dark:text-white"}`}>{k.value}</dd>
            <dd className="mt-1 text-xs text-slate-500 dark:text-slate-400">{k.hint}</dd>
          </div>
        ))}
      </dl>
      <ChartCard
        title={t("ops.chart.title")}
        subtitle={t("ops.chart.subtitle")}
        empty={data.history.every((p) => p.p50 === null)}
        emptyMessage={t("ops.chart.empty")}
        onRefresh={refresh}
        refreshing={refreshing}
        data={{ rows: data.history.map((p) => ({ at: p.at, p50: p.p50, p95: p.p95, errorRate: p.errorRate })) }}
      >
        {(size) => <PerformanceChart points={data.history} size={size} labels={{ p50: t("ops.chart.p50"), p95: t("ops.chart.p95") }} />}
      </ChartCard>
      <p className="text-sm text-slate-500 dark:text-slate-400">{t("ops.platformOnly")}</p>
    </>
  );
}
