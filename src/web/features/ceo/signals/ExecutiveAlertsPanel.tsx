import type { TExecutiveAlert, TExecutiveAlerts } from "../../../../contracts/business-signals.ts";
import { Card } from "../../../components/Card.tsx";
import { displayLocale } from "../../../lib/display-preferences.ts";
import { useExecutiveAlerts } from "./api.ts";
import { useSignalsT } from "./i18n.ts";
import { QueryState, StatusPill } from "./QueryState.tsx";

const pct = (v: number) => v.toLocaleString(displayLocale(), { maximumFractionDigits: 2 });
const TONE: Record<TExecutiveAlert["level"], "critical" | "warning" | "success"> = { critical: "critical", warning: "warning", success: "success" };

/**
 * Executive alerts (spec 2 §9) from real signals: each alert, then the three figures with their formulas and the
 * counts behind them (GET /api/business/alerts).
 */
export function ExecutiveAlertsPanel() {
  const t = useSignalsT();
  const query = useExecutiveAlerts();
  return (
    <Card title={t("alerts.title")} description={t("alerts.subtitle")}>
      <QueryState query={query}>{(data) => <AlertsBody data={data} />}</QueryState>
    </Card>
  );
}

/** The panel's content for one answer (exported for the CEO page at merge). */
export function AlertsBody({ data }: { data: TExecutiveAlerts }) {
  const t = useSignalsT();
  const alertText = (a: TExecutiveAlert) => {
    if (a.code === "all-clear") return t("alerts.item.all-clear", { target: data.systemHealth.target });
    if (a.code === "critical-issues") return t("alerts.item.critical-issues", { count: a.value });
    const target = a.code === "system-health" ? data.systemHealth.target : data.securityScore.target;
    return t(`alerts.item.${a.code}`, { value: pct(a.value), target });
  };
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="alerts-summary">
        {t("alerts.summary", { critical: data.summary.critical, warning: data.summary.warning })}
      </p>
      <ul className="space-y-2" aria-label={t("alerts.title")}>
        {data.alerts.map((a) => (
          <li key={a.code} data-level={a.level} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
            <StatusPill tone={TONE[a.level]}>{t(`alerts.level.${a.level}`)}</StatusPill>
            <span className="text-sm text-slate-800 dark:text-slate-100">{alertText(a)}</span>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 md:grid-cols-3">
        <Figure title={t("alerts.health.title")} value={`${pct(data.systemHealth.percent)} %`} formula={t("alerts.health.formula")}>
          <ul className="space-y-0.5">
            {(["uptime", "requests", "jobs", "deliveries"] as const).map((p) => (
              <li key={p}>
                {t(`alerts.health.parts.${p}`)}: {pct(data.systemHealth.parts[p] ?? 100)} %
              </li>
            ))}
          </ul>
          <p className="mt-1 font-medium">{t("alerts.health.weakest", { part: t(`alerts.health.parts.${data.systemHealth.weakestPart}`) })}</p>
        </Figure>
        <Figure
          title={t("alerts.security.title")}
          value={`${pct(data.securityScore.percent)} %`}
          formula={t("alerts.security.formula", { points: data.securityScore.pointsPerEvent })}
        >
          <p>{t("alerts.security.lockouts", { count: data.securityScore.lockouts })}</p>
          <p>{t("alerts.security.refused", { count: data.securityScore.refusedTargets })}</p>
          <p>{t("alerts.security.mfa")}</p>
        </Figure>
        <Figure title={t("alerts.critical.title")} value={String(data.criticalIssues.count)} formula={t("alerts.critical.formula")}>
          <p>{t("alerts.critical.failedJobs", { count: data.criticalIssues.failedJobs })}</p>
          <p>{t("alerts.critical.operational", { value: data.criticalIssues.operationalCritical ? t("alerts.critical.yes") : t("alerts.critical.no") })}</p>
        </Figure>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t("alerts.counts", {
          jobsCompleted: data.counts.jobsCompleted,
          jobsFailed: data.counts.jobsFailed,
          mailsSucceeded: data.counts.mailsSucceeded,
          mailsFailed: data.counts.mailsFailed,
          deliveredReports: data.counts.reportDeliveriesDelivered,
          failedReports: data.counts.reportDeliveriesFailed,
          requests: data.counts.requests,
        })}
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t("window", { hours: data.windowHours, minutes: Math.max(1, Math.round(data.requestWindowSeconds / 60)) })}</p>
    </div>
  );
}

function Figure({ title, value, formula, children }: { title: string; value: string; formula: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" aria-label={title}>
      <h3 className="text-sm font-medium text-slate-600 dark:text-slate-400">{title}</h3>
      <p className="mt-1 text-2xl font-semibold text-slate-900 dark:text-white">{value}</p>
      <div className="mt-2 space-y-0.5 text-xs text-slate-600 dark:text-slate-300">{children}</div>
      <p className="mt-2 text-xs text-slate-600 italic dark:text-slate-400">{formula}</p>
    </section>
  );
}
