import { useState } from "react";
import { TRAITS } from "../../../../contracts/analytics.ts";
import { ChartCard, chartQueryState } from "../../../components/charts/index.ts";
import { primaryButtonClass } from "../../../components/buttons.ts";
import { pillarName, traitName } from "../../../lib/psychometrics/labels.ts";
import { SeriesChart } from "../charts/SeriesChart.tsx";
import type { TAdverseImpact } from "../../../../contracts/analytics.ts";
import type { TAdverseImpactRequest } from "../data/analytics-api.ts";
import { figureText, pCell, ratioCell, shownNumber, shownPercent } from "../data/figures.ts";
import { useAdverseImpact, useOrganizationId } from "../data/use-analytics.ts";
import { useAnalyticsT } from "../i18n.ts";

const PILLARS = ["sustainable", "performance", "potential"] as const;
type Measure = TAdverseImpactRequest["measure"];
const selectClass = "rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100";
const labelClass = "flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-300";

/**
 * Adverse impact (a screening aid): selection rates by sex and age for a cut-off on a trait or pillar, with the
 * impact ratio against the highest rate, the four-fifths flag (29 CFR 1607.4(D)) and Fisher's p.
 */
export function AdverseImpactPanel() {
  const t = useAnalyticsT();
  const organizationId = useOrganizationId();
  const [measure, setMeasure] = useState<Measure>("conscientiousness");
  const [cutoff, setCutoff] = useState(50);
  const [direction, setDirection] = useState<"atLeast" | "atMost">("atLeast");
  const [request, setRequest] = useState<TAdverseImpactRequest | null>(null);
  const query = useAdverseImpact(request);
  const result = query.data;
  // the scale the answer was read on (before an answer, the one asked for)
  const pillarScale = result ? result.scale === "pomp" : (request?.measure ?? measure).startsWith("pillar:");
  const rows = (result?.comparisons ?? []).flatMap((c) =>
    c.groups.map((g) => ({
      by: t(`adverse.by.${c.by}`),
      group: t(`adverse.groups.${g.group}`),
      n: g.suppressed ? null : g.n,
      selected: g.suppressed ? null : g.selected,
      rate: g.suppressed ? null : shownPercent(g.rate),
      impactRatio: g.suppressed ? null : shownNumber(g.impactRatio, false, 4),
      belowFourFifths: g.suppressed ? null : g.belowFourFifths,
      p: g.suppressed ? null : shownNumber(g.p, false, 6),
    })),
  );
  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setRequest({ organizationId, measure, cutoff, direction });
        }}
      >
        <label className={labelClass}>
          {t("adverse.measure")}
          <select
            className={selectClass}
            value={measure}
            onChange={(e) => {
              const next = e.target.value as Measure;
              setMeasure(next);
              setDirection(next === "neuroticism" ? "atMost" : "atLeast");
            }}
          >
            {TRAITS.map((tr) => (
              <option key={tr} value={tr}>
                {traitName(tr)}
              </option>
            ))}
            {PILLARS.map((p) => (
              <option key={p} value={`pillar:${p}`}>
                {pillarName(p)}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {t("adverse.cutoff")}
          <input type="number" min={0} max={100} className={`${selectClass} w-24`} value={cutoff} onChange={(e) => setCutoff(Math.max(0, Math.min(100, Number(e.target.value))))} />
        </label>
        <label className={labelClass}>
          {t("adverse.direction")}
          <select className={selectClass} value={direction} onChange={(e) => setDirection(e.target.value as "atLeast" | "atMost")}>
            <option value="atLeast">{t("adverse.atLeast")}</option>
            <option value="atMost">{t("adverse.atMost")}</option>
          </select>
        </label>
        <button type="submit" className={primaryButtonClass}>
          {t("adverse.run")}
        </button>
      </form>
      {request && (
        <ChartCard
          title={t("adverse.title")}
          subtitle={result ? t(`adverse.disclaimers.${result.disclaimer}`) : t("adverse.disclaimer")}
          n={result?.n}
          {...chartQueryState(query)}
          empty={result !== undefined && rows.length === 0}
          data={{ rows }}
        >
          {({ width, height }) => (
            <div className="space-y-4">
              <SeriesChart
                kind="bar"
                data={rows.map((r) => ({ label: `${r.by}: ${r.group}`, impactRatio: r.impactRatio }))}
                xKey="label"
                series={[{ key: "impactRatio", label: t("adverse.columns.impactRatio") }]}
                width={width}
                height={Math.min(height, 240)}
                reference={{ value: 0.8, label: t("adverse.fourFifths") }}
              />
              {result && <AdverseImpactTables result={result} />}
              <p className="text-xs text-slate-500 dark:text-slate-400">{t(pillarScale ? "adverse.scale.pillar" : "adverse.scale.trait")}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">{t("adverse.disclaimer")}</p>
            </div>
          )}
        </ChartCard>
      )}
    </div>
  );
}

/** The result's tables, one per comparison: each group by its code's name, withheld figures in words. */
export function AdverseImpactTables({ result }: { result: TAdverseImpact }) {
  const t = useAnalyticsT();
  const withheld = t("withheld.notEnough");
  return (
    <>
      {result.comparisons.map((c) => (
        <table key={c.by} className="w-full text-left text-xs tabular-nums">
          <caption className="py-1 text-left text-sm font-semibold text-slate-800 dark:text-slate-100">
            {t(`adverse.by.${c.by}`)} · <span className="font-normal">{t(`adverse.notes.${c.note}`)}</span>
          </caption>
          <thead className="text-slate-500 dark:text-slate-400">
            <tr>
              {(["group", "n", "selected", "rate", "impactRatio", "flag", "p"] as const).map((k) => (
                <th key={k} className="py-1 pr-2">
                  {t(`adverse.columns.${k}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="text-slate-700 dark:text-slate-300">
            {c.groups.map((g) => (
              <tr key={g.group}>
                <td className="py-1 pr-2 font-medium">{t(`adverse.groups.${g.group}`)}</td>
                <td className="py-1 pr-2">{g.suppressed ? withheld : figureText(g.n, withheld)}</td>
                <td className="py-1 pr-2">{g.suppressed ? withheld : figureText(g.selected, withheld)}</td>
                <td className="py-1 pr-2">{figureText(shownPercent(g.rate, g.suppressed), withheld, (v) => t("format.percent", { value: v }))}</td>
                <td className="py-1 pr-2">{ratioCell(g.impactRatio, g.suppressed) ?? (g.suppressed ? withheld : t("format.dash"))}</td>
                <td className="py-1 pr-2">{g.suppressed || g.belowFourFifths === null ? t("format.dash") : g.belowFourFifths ? t("adverse.below") : t("adverse.notBelow")}</td>
                <td className="py-1 pr-2">{g.suppressed ? withheld : (pCell(g.p) ?? t("format.dash"))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  );
}
