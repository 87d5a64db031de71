import type { TInsight } from "../../../../contracts/analytics.ts";
import { useChartsT } from "../../../components/charts/i18n.ts";
import { formatNumber } from "../../../lib/display-preferences.ts";
import { insightNumberLabel, insightText } from "../data/insight-text.ts";
import { useAnalyticsT } from "../i18n.ts";

const TONE: Record<TInsight["severity"], string> = {
  info: "border-sky-200 bg-sky-50 dark:border-sky-900 dark:bg-sky-950/40",
  positive: "border-emerald-200 bg-emerald-50 dark:border-emerald-900 dark:bg-emerald-950/40",
  warning: "border-amber-200 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/40",
};

/** The server's rule-written insights (codes and figures, worded by the catalog), each with the numbers behind it and its n. */
export function InsightList({ insights }: { insights: readonly TInsight[] }) {
  const t = useAnalyticsT();
  const ct = useChartsT();
  if (insights.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">{t("insights.none")}</p>;
  return (
    <ul className="space-y-3" data-testid="insight-list">
      {insights.map((insight, i) => {
        const text = insightText(insight);
        return (
          <li key={`${insight.kind}-${i}`} className={`rounded-xl border p-4 ${TONE[insight.severity]}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{text.title}</h3>
              <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">{ct("n", { n: insight.n })}</span>
            </div>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{text.description}</p>
            {Object.keys(insight.numbers).length > 0 && (
              <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
                {Object.entries(insight.numbers).map(([key, value]) => (
                  <div key={key} className="flex gap-1">
                    <dt>{insightNumberLabel(key)}</dt>
                    <dd className="font-semibold tabular-nums">{formatNumber(Math.round(value * 100) / 100)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        );
      })}
    </ul>
  );
}
