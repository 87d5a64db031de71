import { comparisonLabel } from "../data/basis-text.ts";
import { Card } from "../../../components/Card.tsx";
import { LoadFailedPanel } from "../../../components/PanelMessage.tsx";
import { LoadingState } from "../../../components/Spinner.tsx";
import { secondaryButtonClass } from "../../../components/buttons.ts";
import { errorMessage } from "../../../lib/api.ts";
import { traitName } from "../../../lib/psychometrics/labels.ts";
import { recommendations } from "../data/ocean-view.ts";
import { useAnalyticsT } from "../i18n.ts";
import { AnalyticsFrame } from "../ui/AnalyticsFrame.tsx";
import { DateRangePicker } from "../ui/DateRangePicker.tsx";
import { useOceanPage } from "./use-ocean.ts";

const KIND_TONE = {
  develop: "border-amber-200 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/40",
  strength: "border-emerald-200 bg-emerald-50 dark:border-emerald-900 dark:bg-emerald-950/40",
  maintain: "border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900",
} as const;

/** Recommendations derived from the figures on the distribution page (never contradicting them). */
export function OceanRecommendationsPage() {
  const t = useAnalyticsT();
  const { range, setRange, query, rows } = useOceanPage();
  const comparison = query.data ? comparisonLabel(query.data.comparison) : "";
  const recs = recommendations(rows);
  return (
    <AnalyticsFrame controls={<DateRangePicker value={range} onChange={setRange} defaultPreset="last90" />}>
      <Card title={t("recommendations.title")} description={t("recommendations.subtitle", { comparison })}>
        {query.isPending ? (
          <LoadingState label={t("insights.loading")} />
        ) : query.error ? (
          <LoadFailedPanel
            title={t("insights.failed")}
            message={errorMessage(query.error)}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
            buttonClassName={secondaryButtonClass}
          />
        ) : recs.length === 0 ? (
          <p className="text-sm">{t("withheld.notEnough")}</p>
        ) : (
          <ul className="space-y-3" data-testid="recommendations">
            {recs.map((r) => (
              <li key={r.trait} className={`rounded-xl border p-4 ${KIND_TONE[r.kind]}`}>
                <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
                  {t(`recommendations.kind.${r.kind}`)} · {traitName(r.trait)}
                </h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  {t("recommendations.figures", { value: r.organization, comparisonValue: r.comparison, comparison, n: r.n })}
                </p>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(`recommendations.advice.${r.trait}.${r.kind}`)}</p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </AnalyticsFrame>
  );
}
