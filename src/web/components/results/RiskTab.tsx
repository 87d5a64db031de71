import { useId, useState } from "react";
import { Link } from "react-router";
import type { DarkSideTrait } from "../../../domain/psychometrics/dimension-map.ts";
import { RISK_SCORE_100_AT, type EntryRisk } from "../../../domain/psychometrics/derailment.ts";
import type { DarkSideRiskEntry, ScoreResult } from "../../../domain/psychometrics/result-types.ts";
import { Icon } from "../Icon.tsx";
import { darkSideName, riskName } from "../../lib/psychometrics/labels.ts";
import { Meter, NotNormed, Pill, ReferencePoints, ResultCard } from "./bars.tsx";
import { derailerText } from "./content.ts";
import { useResultsT } from "./i18n.ts";
import { riskActions, riskEntries, riskSummary, score100 } from "./results-view.ts";

const RISK_PILL: Record<EntryRisk, string> = {
  high: "text-red-800 bg-red-50 ring-red-600/25 dark:text-red-200 dark:bg-red-500/15 dark:ring-red-400/30",
  moderate: "text-amber-800 bg-amber-50 ring-amber-600/25 dark:text-amber-200 dark:bg-amber-500/15 dark:ring-amber-400/30",
  low: "text-emerald-800 bg-emerald-50 ring-emerald-600/25 dark:text-emerald-200 dark:bg-emerald-500/15 dark:ring-emerald-400/30",
};
/** Where the levels start on the 0-100 score (moderate, high, critical), drawn as ticks on each meter. */
const RISK_MARKS = [RISK_SCORE_100_AT.moderate, RISK_SCORE_100_AT.high, RISK_SCORE_100_AT.critical];

const RISK_FILL: Record<EntryRisk, string> = {
  high: "bg-red-500 dark:bg-red-400",
  moderate: "bg-amber-500 dark:bg-amber-400",
  low: "bg-emerald-500 dark:bg-emerald-400",
};

function RiskCard({
  trait,
  entry,
  expanded,
  mitigationOpen,
  printing,
  onToggle,
  onToggleMitigation,
}: {
  trait: DarkSideTrait;
  entry: DarkSideRiskEntry;
  expanded: boolean;
  mitigationOpen: boolean;
  printing: boolean;
  onToggle(): void;
  onToggleMitigation(): void;
}) {
  const t = useResultsT();
  const panelId = useId();
  const mitigationId = useId();
  const text = derailerText(trait);
  const name = darkSideName(trait);
  const open = expanded || printing;
  const showMitigation = mitigationOpen || printing;
  const details = { items: entry.itemsAnswered, asked: entry.itemsAsked ?? entry.itemsAnswered, mean: entry.mean.toFixed(2), critical: RISK_SCORE_100_AT.critical };
  return (
    <li className="rounded-xl border border-slate-200 dark:border-slate-800 print:break-inside-avoid" data-testid={`risk-${trait}`}>
      <h4>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left hover:bg-slate-50 dark:hover:bg-slate-800/50"
        >
          <span className="min-w-0 flex-1">
            <span className="block font-medium text-slate-900 dark:text-white">{name}</span>
            <span className="mt-1.5 block max-w-md">
              <Meter
                value={entry.score}
                size="sm"
                fillClass={RISK_FILL[entry.risk]}
                label={t("risk.meter", { name })}
                valueText={t("number.scoreOf100", { score: score100(entry.score), band: riskName(entry.risk) })}
                marks={RISK_MARKS}
              />
            </span>
          </span>
          <span className="w-8 text-right text-sm font-semibold tabular-nums text-slate-700 dark:text-slate-300">{score100(entry.score)}</span>
          <Pill className={RISK_PILL[entry.risk]}>
            <span data-testid="risk-level">{riskName(entry.risk)}</span>
          </Pill>
          <Icon name="chevron-right" className={`h-4 w-4 shrink-0 text-slate-400 transition-transform print:hidden ${open ? "rotate-90" : ""}`} />
        </button>
      </h4>
      {open && (
        <div id={panelId} className="space-y-4 border-t border-slate-100 px-4 py-4 text-sm dark:border-slate-800">
          <p className="text-slate-600 dark:text-slate-400">{text.about}</p>
          <div>
            <h5 className="font-semibold text-slate-900 dark:text-white">{t("risk.warningSigns")}</h5>
            {entry.indicators.length === 0 ? (
              <p className="mt-1 text-slate-600 dark:text-slate-400">{t("risk.noIndicator")}</p>
            ) : (
              <>
                <p className="mt-1 text-slate-600 dark:text-slate-400">{t("risk.indicators")}</p>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
                  {entry.indicators.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <div>
            <h5 className="font-semibold text-slate-900 dark:text-white">{t("risk.impact")}</h5>
            <p className="mt-1 text-slate-700 dark:text-slate-300">{text.impact}</p>
          </div>
          <div>
            <button
              type="button"
              aria-expanded={showMitigation}
              aria-controls={mitigationId}
              onClick={onToggleMitigation}
              className="inline-flex items-center gap-1.5 font-semibold text-indigo-700 hover:underline dark:text-indigo-300 print:hidden"
            >
              <Icon name="chevron-right" className={`h-4 w-4 transition-transform ${showMitigation ? "rotate-90" : ""}`} />
              {showMitigation ? t("risk.hideMitigation") : t("risk.showMitigation")}
            </button>
            <h5 className="hidden font-semibold text-slate-900 print:block">{t("risk.mitigation")}</h5>
            {showMitigation && (
              <ul id={mitigationId} className="mt-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
                {text.mitigation.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            )}
          </div>
          <p className="text-xs text-slate-500 dark:text-slate-400">{entry.riskLevel === "critical" ? t("risk.detailsCritical", details) : t("risk.details", details)}</p>
        </div>
      )}
    </li>
  );
}

/**
 * Spec §2 dark-side risk panel: one expandable card per trait (one open at a time), mitigation toggles, summary and
 * actions; with `analysisPath`, a link to the assessment's dark-side analysis dashboard.
 */
export function RiskTab({ score, printing, analysisPath = null }: { score: ScoreResult; printing: boolean; analysisPath?: string | null }) {
  const t = useResultsT();
  const [expanded, setExpanded] = useState<DarkSideTrait | null>(null);
  const [mitigation, setMitigation] = useState<ReadonlySet<DarkSideTrait>>(new Set());
  const entries = riskEntries(score.darkSideRisks);
  const short = Object.entries(score.notEnough?.darkSide ?? {}) as Array<[DarkSideTrait, { itemsAnswered: number; itemsAsked: number; minimumItems: number }]>;
  const overall = score.darkSideOverallRisk;
  return (
    <div className="space-y-5">
      <ResultCard id="risk-summary-heading" title={t("risk.summary")}>
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-slate-600 dark:text-slate-400">{t("risk.overall")}</span>
          {overall && (
            <Pill className={RISK_PILL[overall]}>
              <span data-testid="overall-risk">{riskName(overall)}</span>
            </Pill>
          )}
        </div>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{riskSummary(overall, score.darkSideRisks)}</p>
        {analysisPath && score.darkSideRisks && (
          <Link to={analysisPath} className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300 print:hidden">
            {t("risk.analysisLink")}
            <Icon name="chevron-right" className="h-4 w-4" />
          </Link>
        )}
      </ResultCard>

      <ResultCard
        id="risk-cards-heading"
        title={t("risk.derailers")}
        description={
          <>
            {t("risk.derailersNote", { moderate: RISK_SCORE_100_AT.moderate, high: RISK_SCORE_100_AT.high, critical: RISK_SCORE_100_AT.critical })} <NotNormed />
            <span className="mt-1 block text-xs font-medium text-slate-600 dark:text-slate-300" data-testid="composites-note">
              {t("risk.composites")}
            </span>
            <ReferencePoints />
          </>
        }
      >
        <ul className="space-y-2">
          {entries.map(({ trait, entry }) => (
            <RiskCard
              key={trait}
              trait={trait}
              entry={entry}
              printing={printing}
              expanded={expanded === trait}
              mitigationOpen={mitigation.has(trait)}
              onToggle={() => setExpanded((current) => (current === trait ? null : trait))}
              onToggleMitigation={() =>
                setMitigation((current) => {
                  const next = new Set(current);
                  if (next.has(trait)) next.delete(trait);
                  else next.add(trait);
                  return next;
                })
              }
            />
          ))}
          {short.map(([trait, c]) => (
            <li key={trait} className="rounded-xl border border-dashed border-slate-200 px-4 py-3 dark:border-slate-800" data-testid={`risk-${trait}`}>
              <span className="block font-medium text-slate-900 dark:text-white">{darkSideName(trait)}</span>
              <span className="text-sm text-slate-500 dark:text-slate-400">{t("risk.notEnough", { answered: c.itemsAnswered, asked: c.itemsAsked, minimum: c.minimumItems })}</span>
            </li>
          ))}
        </ul>
      </ResultCard>

      <ResultCard id="risk-actions-heading" title={t("risk.actions")}>
        <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
          {riskActions(score.darkSideRisks).map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      </ResultCard>
    </div>
  );
}
