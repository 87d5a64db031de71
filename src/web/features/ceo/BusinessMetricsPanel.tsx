import { useId, useState } from "react";
import type { TBusinessHealth, TBusinessMetric, TBusinessMetrics } from "../../../contracts/business.ts";
import { METRIC_IDS, METRIC_PERIODS, type MetricPeriod } from "../../../domain/billing/metrics.ts";
import { Card } from "../../components/Card.tsx";
import { Icon } from "../../components/Icon.tsx";
import { SimulatedBadge } from "./SimulatedBadge.tsx";
import { secondaryButtonClass } from "../../components/buttons.ts";
import { errorMessage } from "../../lib/api.ts";
import { displayLocale } from "../../lib/display-preferences.ts";
import { useBusinessMetrics } from "./ceo-api.ts";
import { useCeoT } from "./i18n.ts";
import { SegmentedSwitch } from "./SegmentedSwitch.tsx";

const PERIODS = Object.keys(METRIC_PERIODS) as MetricPeriod[];

/** Green when the change goes the metric's good way, red when the other, grey when flat or not comparable. */
function changeTone(m: TBusinessMetric): string {
  if (m.change === null || m.changeDirection === "flat") return "text-slate-500 dark:text-slate-400";
  return m.changeDirection === m.better ? "text-emerald-700 dark:text-emerald-400" : "text-red-600 dark:text-red-400";
}

/**
 * Spec 2 §2.4's Business metrics panel: the 7d/30d/90d switch, six metric cards (each with its stated definition on
 * demand), a skeleton of six while loading, the error box, and the Business Health Score computed from the figures.
 */
export function BusinessMetricsPanel() {
  const t = useCeoT();
  const [period, setPeriod] = useState<MetricPeriod>("30d");
  const query = useBusinessMetrics(period);
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t("metrics.title")}</h2>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{t("metrics.subtitle")}</p>
        </div>
        <div className="flex items-center gap-3">
          {query.data?.source === "simulated" && <SimulatedBadge />}
          <SegmentedSwitch<MetricPeriod>
            label={t("metrics.periodLabel")}
            options={PERIODS.map((p) => ({ value: p, label: t(`metrics.period.${p}`) }))}
            value={period}
            onChange={setPeriod}
          />
        </div>
      </div>
      <div className="mt-5">
        {query.isPending ? (
          <MetricsSkeleton />
        ) : query.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200">
            <p>{t("metrics.error", { message: errorMessage(query.error) })}</p>
            <button type="button" className={`${secondaryButtonClass} mt-3`} onClick={() => void query.refetch()} disabled={query.isFetching}>
              {t("metrics.retry")}
            </button>
          </div>
        ) : (
          <MetricsLoaded data={query.data} />
        )}
      </div>
    </Card>
  );
}

function MetricsSkeleton() {
  const t = useCeoT();
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">{t("metrics.loading")}</span>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {METRIC_IDS.map((id) => (
          <li key={id} data-testid="metric-skeleton" className="h-32 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none dark:bg-slate-800" />
        ))}
      </ul>
    </div>
  );
}

function MetricsLoaded({ data }: { data: TBusinessMetrics }) {
  const t = useCeoT();
  return (
    <div className="space-y-5">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("metrics.title")}>
        {METRIC_IDS.map((id) => (
          <MetricCard key={id} metric={data.data[id]} />
        ))}
      </ul>
      <HealthBlock health={data.health} />
    </div>
  );
}

function MetricCard({ metric }: { metric: TBusinessMetric }) {
  const t = useCeoT();
  const [open, setOpen] = useState(false);
  const definitionId = useId();
  return (
    <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-metric={metric.id}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-300">
          <Icon name={metric.icon} className="h-4 w-4" />
          {metric.name}
        </h3>
        {metric.source === "simulated" && <span className="text-[11px] font-semibold text-amber-700 dark:text-amber-300">{t("metrics.simulatedCard")}</span>}
      </div>
      <p className="mt-2 text-2xl font-semibold tabular-nums text-slate-900 dark:text-white">{metric.formattedValue}</p>
      {metric.unavailableReason && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{metric.unavailableReason}</p>}
      <p className={`mt-1 text-sm tabular-nums ${changeTone(metric)}`}>
        {metric.change === null ? t("metrics.noChange") : metric.changeFormatted}{" "}
        <span className="text-slate-600 dark:text-slate-400">{t("metrics.vsPrevious", { period: t(`metrics.period.${metric.period}`) })}</span>
      </p>
      <button
        type="button"
        className="mt-2 text-xs font-medium text-indigo-600 hover:underline dark:text-indigo-400"
        aria-expanded={open}
        aria-controls={definitionId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t("metrics.hideDefinition") : t("metrics.showDefinition")}
      </button>
      <p id={definitionId} hidden={!open} className="mt-1 text-xs text-slate-600 dark:text-slate-300">
        {metric.definition}
      </p>
    </li>
  );
}

function HealthBlock({ health }: { health: TBusinessHealth }) {
  const t = useCeoT();
  const num = (v: number) => v.toLocaleString(displayLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="health-title" className="rounded-xl bg-indigo-50 p-4 dark:bg-indigo-950/40">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="health-title" className="text-sm font-semibold text-indigo-900 dark:text-indigo-200">
          {t("health.title")}
        </h3>
        {health.score === null ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("health.none")}</p>
        ) : (
          <p className="text-2xl font-semibold tabular-nums text-indigo-900 dark:text-white" data-testid="health-score">
            {t("health.outOf", { score: num(health.score) })}{" "}
            <span className="text-sm font-medium text-indigo-700 dark:text-indigo-300">{t("health.percent", { percent: Math.round(health.score * 10) })}</span>
          </p>
        )}
      </div>
      <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {health.parts.map((p) => (
          <li key={p.id} className="text-sm">
            <span className="font-medium text-slate-800 dark:text-slate-100">{p.name}</span>{" "}
            <span className="tabular-nums text-slate-700 dark:text-slate-200">{p.score === null ? t("health.partNone") : t("health.partScore", { score: num(p.score) })}</span>
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {p.input} · {p.rule}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{health.rule}</p>
    </section>
  );
}
