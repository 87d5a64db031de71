import type { TCeoDashboard } from "../../../contracts/business.ts";
import { displayLocale } from "../../lib/display-preferences.ts";
import { signedPercent, usd } from "./format.ts";
import { useCeoT } from "./i18n.ts";

type Status = "success" | "warning" | "error";
const STATUS_TONE: Record<Status, string> = {
  success: "bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/15 dark:text-emerald-300",
  warning: "bg-amber-50 text-amber-700 ring-amber-600/20 dark:bg-amber-500/15 dark:text-amber-300",
  error: "bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-950/60 dark:text-red-300",
};
const BAR_TONE: Record<Status, string> = { success: "bg-emerald-500", warning: "bg-amber-500", error: "bg-red-500" };

/** Spec 1's KPI cards (revenue, customers, partners, launch readiness), each against its target with its status. */
export function KpiCards({ kpis }: { kpis: TCeoDashboard["kpis"] }) {
  const t = useCeoT();
  const { revenue, customers, partners, readiness } = kpis;
  const pct = (v: number) => Math.round(v).toLocaleString(displayLocale());
  const launch =
    readiness.daysToLaunch >= 0 ? t("kpi.daysToLaunch", { count: readiness.daysToLaunch, date: readiness.launchDate }) : t("kpi.launched", { date: readiness.launchDate });
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={t("kpi.title")}>
      <Kpi
        id="revenue"
        title={t("kpi.revenue")}
        value={usd(revenue.valueCents)}
        status={revenue.status}
        progress={revenue.progress}
        hint={t("kpi.revenueTarget", { target: usd(revenue.targetCents), progress: pct(revenue.progress * 100) })}
      />
      <Kpi
        id="customers"
        title={t("kpi.customers")}
        value={customers.value.toLocaleString(displayLocale())}
        status={null}
        hint={customers.change === null ? t("kpi.customersNoChange") : t("kpi.customersChange", { change: signedPercent(customers.change) })}
      />
      <Kpi
        id="partners"
        title={t("kpi.partners")}
        value={partners.active.toLocaleString(displayLocale())}
        status={partners.status}
        progress={partners.targetMin === 0 ? 1 : partners.active / partners.targetMin}
        hint={t("kpi.partnersTarget", { min: partners.targetMin, max: partners.targetMax, pipeline: partners.pipeline })}
      />
      <Kpi
        id="readiness"
        title={t("kpi.readiness")}
        value={readiness.percent === null ? "—" : `${pct(readiness.percent)}%`}
        status={readiness.status}
        progress={readiness.percent === null ? undefined : readiness.targetPercent === 0 ? 1 : readiness.percent / readiness.targetPercent}
        hint={`${readiness.percent === null ? t("kpi.readinessNone") : t("kpi.readinessTarget", { target: readiness.targetPercent, done: readiness.done, items: readiness.items })} · ${launch}`}
      />
    </ul>
  );
}

function Kpi({ id, title, value, status, progress, hint }: { id: string; title: string; value: string; status: Status | null; progress?: number; hint: string }) {
  const t = useCeoT();
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900" data-kpi={id}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm text-slate-600 dark:text-slate-400">{title}</h3>
        {status && (
          <span className={`shrink-0 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONE[status]}`}>{t(`kpi.status.${status}`)}</span>
        )}
      </div>
      <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-900 dark:text-white">{value}</p>
      {progress !== undefined && status && (
        <div className="mt-2 h-1.5 rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
          <div className={`h-1.5 rounded-full ${BAR_TONE[status]}`} style={{ width: `${Math.min(100, Math.max(0, progress * 100))}%` }} />
        </div>
      )}
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{hint}</p>
    </li>
  );
}
