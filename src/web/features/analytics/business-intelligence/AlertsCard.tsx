import type { TAlert } from "../../../../contracts/analytics.ts";
import { Card } from "../../../components/Card.tsx";
import { Icon } from "../../../components/Icon.tsx";
import { ChartError, useChartsT } from "../../../components/charts/index.ts";
import { ACTIVE_USERS_MIN } from "../../../../domain/analytics/alerts.ts";
import { useAnalyticsT } from "../i18n.ts";
import { alertCounts, alertParams } from "./bi-view.ts";

const TONE: Record<TAlert["severity"], string> = {
  warning: "border-amber-200 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/40",
  info: "border-sky-200 bg-sky-50 dark:border-sky-900 dark:bg-sky-950/40",
};
const BADGE: Record<TAlert["severity"], string> = {
  warning: "bg-amber-200 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  info: "bg-sky-200 text-sky-900 dark:bg-sky-900 dark:text-sky-100",
};

/** Alerts from the executive figures of the range (server rules, domain/analytics/alerts.ts), or All clear. */
export function AlertsCard({ alerts, error, onRetry }: { alerts: readonly TAlert[] | undefined; error?: unknown; onRetry?(): void }) {
  const t = useAnalyticsT();
  const ct = useChartsT();
  const counts = alertCounts(alerts ?? []);
  return (
    <Card title={t("alerts.title")} description={t("alerts.subtitle")}>
      <p data-testid="period-note" className="mb-3 text-xs text-amber-800 dark:text-amber-300">
        {t("period.activityAlert", { threshold: ACTIVE_USERS_MIN })}
      </p>
      {error && !alerts ? (
        <ChartError height={120} message={error instanceof Error ? error.message : undefined} onRetry={onRetry} />
      ) : !alerts ? (
        <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
          {ct("loading")}
        </p>
      ) : alerts.length === 0 ? (
        <div data-testid="alerts-all-clear" className="flex items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
          <Icon name="check" className="h-5 w-5 text-emerald-600 dark:text-emerald-400" />
          <div>
            <p className="font-semibold text-slate-900 dark:text-white">{t("alerts.allClear")}</p>
            <p>{t("alerts.allClearBody")}</p>
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {[counts.warning > 0 ? t("alerts.warnings", { count: counts.warning }) : null, counts.info > 0 ? t("alerts.infos", { count: counts.info }) : null]
              .filter(Boolean)
              .join(" · ")}
          </p>
          <ul className="space-y-3" data-testid="alert-list">
            {alerts.map((alert) => {
              const params = alertParams(alert);
              return (
                <li key={alert.kind} data-kind={alert.kind} className={`rounded-xl border p-4 ${TONE[alert.severity]}`}>
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
                      <span className={`mr-2 rounded-full px-2 py-0.5 text-[11px] font-semibold ${BADGE[alert.severity]}`}>{t(`alerts.severity.${alert.severity}`)}</span>
                      {t(`alerts.${alert.kind}.title`, params)}
                    </h3>
                    <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">{ct("n", { n: alert.n })}</span>
                  </div>
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(`alerts.${alert.kind}.body`, params)}</p>
                  {alert.departments && alert.departments.length > 0 && (
                    <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
                      {alert.departments.map((d) => (
                        <li key={d.department}>{t("alerts.withheldDepartments.item", { department: d.department, count: d.responses, covered: d.covered })}</li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Card>
  );
}
