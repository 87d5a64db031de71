import { useState } from "react";
import type { DesignedNodeScore, DesignedResult } from "../../../domain/design/types.ts";
import { coverageName, facetName, traitName } from "../../lib/psychometrics/labels.ts";
import { Pill, ResultCard } from "./bars.tsx";
import { compositeBasisText, designedNodeName, designedNoteText, moduleBasisText } from "./designed-words.ts";
import { useResultsT } from "./i18n.ts";

const BAND_CLASS = {
  good: "text-emerald-800 bg-emerald-50 ring-emerald-600/25 dark:text-emerald-200 dark:bg-emerald-500/15 dark:ring-emerald-400/30",
  fair: "text-amber-800 bg-amber-50 ring-amber-600/25 dark:text-amber-200 dark:bg-amber-500/15 dark:ring-amber-400/30",
  poor: "text-red-800 bg-red-50 ring-red-600/25 dark:text-red-200 dark:bg-red-500/15 dark:ring-red-400/30",
} as const;
const UNNORMED_CLASS = "text-amber-800 bg-amber-50 ring-amber-600/25 dark:text-amber-200 dark:bg-amber-500/15 dark:ring-amber-400/30";

/** Position of a t score on the shown 20-80 scale, 0-100. */
export function tPosition(t: number): number {
  return Math.max(0, Math.min(100, ((t - 20) / 60) * 100));
}

const T_MARKS = [20, 35, 50, 65, 80];

function TBar({ t, label }: { t: number; label: string }) {
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={20}
      aria-valuemax={80}
      aria-valuenow={Math.round(t)}
      className="relative h-3 w-full rounded-full bg-slate-100 dark:bg-slate-800 print:border print:border-slate-300"
    >
      <div className="h-full rounded-full bg-indigo-500 dark:bg-indigo-400 print:[print-color-adjust:exact]" style={{ width: `${tPosition(t)}%` }} />
      <span aria-hidden="true" className="absolute -top-1 h-[calc(100%+0.5rem)] w-0.5 -translate-x-1/2 rounded bg-slate-900/60 dark:bg-white/70" style={{ left: "50%" }} />
    </div>
  );
}

function TScale() {
  return (
    <div aria-hidden="true" className="relative mt-1 h-4 text-[10px] text-slate-500 dark:text-slate-400">
      {T_MARKS.map((m) => (
        <span
          key={m}
          className={`absolute -translate-x-1/2 tabular-nums ${m === 50 ? "font-semibold text-slate-600 dark:text-slate-300" : ""}`}
          style={{ left: `${tPosition(m)}%` }}
        >
          {m}
        </span>
      ))}
    </div>
  );
}

function NodeRow({ node, printing }: { node: DesignedNodeScore; printing: boolean }) {
  const t = useResultsT();
  const [open, setOpen] = useState(false);
  const shown = open || printing;
  const name = designedNodeName(node);
  return (
    <li className="py-3" data-testid={`node-${node.nodeId}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-slate-900 dark:text-white">{name}</p>
        <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
          <span className="font-semibold text-slate-900 dark:text-white">{t("competency.tValue", { t: Math.round(node.t) })}</span> ·{" "}
          {t("competency.confidence", { value: node.confidence.toFixed(2) })}
        </p>
      </div>
      <div className="mt-1.5">
        <TBar t={node.t} label={t("competency.tOf", { name })} />
      </div>
      <button
        type="button"
        aria-expanded={shown}
        onClick={() => setOpen((o) => !o)}
        className="mt-1.5 text-xs font-medium text-indigo-700 hover:underline dark:text-indigo-300 print:hidden"
      >
        {shown ? t("competency.hideBasis") : t("competency.showBasis")}
      </button>
      {shown && (
        <table className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          <thead className="text-slate-500 dark:text-slate-400">
            <tr>
              <th className="pr-3 text-left font-medium">{t("competency.basisFacet")}</th>
              <th className="pr-3 text-right font-medium">{t("competency.basisCorrelation")}</th>
              <th className="text-right font-medium">{t("competency.basisWeight")}</th>
            </tr>
          </thead>
          <tbody>
            {node.basis.map((b) => (
              <tr key={b.facet}>
                <td className="pr-3">{facetName(b.facet)}</td>
                <td className="pr-3 text-right tabular-nums">{b.correlation.toFixed(2)}</td>
                <td className="text-right tabular-nums">{b.weight.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}

function Coverage({ coverage }: { coverage: NonNullable<DesignedResult["coverage"]> }) {
  const t = useResultsT();
  return (
    <ResultCard id="designed-coverage-heading" title={t("competency.coverage")}>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300" data-testid="designed-coverage">
        <Pill className={BAND_CLASS[coverage.band]}>{coverageName(coverage.band)}</Pill>
        {t("competency.coverageValue", { percent: Math.round(coverage.percent), covered: coverage.covered, total: coverage.total })}
      </p>
      <p className={`mt-1 text-sm ${coverage.criticalFacets.length ? "text-amber-800 dark:text-amber-200" : "text-slate-500 dark:text-slate-400"}`}>
        {coverage.criticalFacets.length ? t("competency.criticalFacets", { facets: coverage.criticalFacets.map((f) => facetName(f)).join(", ") }) : t("competency.noCritical")}
      </p>
    </ResultCard>
  );
}

/** A node-based type's result: the competency profile on the t scale, the facets, the coverage, and how it was made. */
export function CompetencyTab({ designed, printing }: { designed: DesignedResult; printing: boolean }) {
  const t = useResultsT();
  const nodes = designed.nodes ?? [];
  const facets = designed.facets ?? [];
  return (
    <div className="space-y-5">
      {nodes.length > 0 && (
        <ResultCard id="competency-heading" title={t("competency.profile")} description={t("competency.profileNote")}>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {nodes.map((n) => (
              <NodeRow key={n.nodeId} node={n} printing={printing} />
            ))}
          </ul>
          <TScale />
        </ResultCard>
      )}
      {facets.length > 0 && (
        <ResultCard id="designed-facets-heading" title={t("competency.facets")} description={t("competency.facetsNote")}>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm text-slate-700 dark:text-slate-300" data-testid="designed-facets">
              <thead className="text-xs text-slate-500 dark:text-slate-400">
                <tr>
                  <th className="py-1 pr-3 font-medium">{t("competency.facet")}</th>
                  <th className="py-1 pr-3 font-medium">{t("competency.trait")}</th>
                  <th className="py-1 pr-3 text-right font-medium">{t("competency.items")}</th>
                  <th className="py-1 pr-3 text-right font-medium">{t("competency.score")}</th>
                  <th className="py-1 pr-3 text-right font-medium">{t("competency.confidenceCol")}</th>
                  <th className="py-1 pr-3 text-right font-medium">{t("competency.t")}</th>
                  <th className="py-1 font-medium" />
                </tr>
              </thead>
              <tbody>
                {facets.map((f) => (
                  <tr key={f.facet} className="border-t border-slate-100 dark:border-slate-800" data-facet={f.facet}>
                    <td className="py-1 pr-3">
                      {facetName(f.facet)} <span className="text-xs text-slate-500 dark:text-slate-400">{f.facetCode}</span>
                    </td>
                    <td className="py-1 pr-3">{traitName(f.trait)}</td>
                    <td className="py-1 pr-3 text-right tabular-nums">{f.items}</td>
                    <td className="py-1 pr-3 text-right tabular-nums">{f.score.toFixed(2)}</td>
                    <td className="py-1 pr-3 text-right tabular-nums">{f.confidence.toFixed(2)}</td>
                    <td className="py-1 pr-3 text-right tabular-nums">{Math.round(f.t)}</td>
                    <td className="py-1">{f.critical && <span className="text-xs font-semibold text-amber-700 dark:text-amber-300">{t("competency.critical")}</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </ResultCard>
      )}
      {designed.coverage && <Coverage coverage={designed.coverage} />}
      <ResultCard id="competency-how-heading" title={t("competency.howTitle")}>
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-600 dark:text-slate-400" data-testid="competency-how">
          <li>{t("competency.how.normalise")}</li>
          <li>{t("competency.how.facet")}</li>
          <li>{t("competency.how.confidence")}</li>
          <li>{t("competency.how.t")}</li>
          <li>{t("competency.how.node")}</li>
          {designed.notes.map((n) => (
            <li key={n}>{designedNoteText(n)}</li>
          ))}
        </ul>
      </ResultCard>
    </div>
  );
}

function answerText(answer: unknown, t: ReturnType<typeof useResultsT>): string {
  if (answer === null || answer === undefined || answer === "") return t("design.noAnswer");
  if (Array.isArray(answer))
    return answer
      .map((a: unknown) => (typeof a === "object" && a !== null && "item" in a && "rank" in a ? t("design.rank", { rank: String(a.rank), item: String(a.item) }) : String(a)))
      .join("; ");
  return typeof answer === "object" ? JSON.stringify(answer) : String(answer);
}

/** A configured type's result: module scores (unnormed 0-100), the composite with its benchmark band, custom answers as given. */
export function DesignTab({ designed }: { designed: DesignedResult }) {
  const t = useResultsT();
  const modules = designed.modules ?? [];
  const answers = designed.customAnswers ?? [];
  const composite = designed.composite;
  return (
    <div className="space-y-5">
      {composite && (
        <ResultCard id="composite-heading" title={t("design.composite")}>
          <p className="flex flex-wrap items-center gap-3" data-testid="composite">
            <span className="text-3xl font-semibold text-slate-900 tabular-nums dark:text-white">{composite.score === null ? "–" : Math.round(composite.score)}</span>
            {composite.band && (
              <Pill className="text-indigo-800 bg-indigo-50 ring-indigo-600/25 dark:text-indigo-200 dark:bg-indigo-500/15">{t(`design.band.${composite.band}`)}</Pill>
            )}
          </p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{compositeBasisText(composite.basis)}</p>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400" data-testid="benchmarks-note">
            {t("design.benchmarksNote")}
          </p>
        </ResultCard>
      )}
      {modules.length > 0 && (
        <ResultCard id="modules-heading" title={t("design.modules")} description={t("design.modulesNote")}>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {modules.map((m) => (
              <li key={m.moduleId} className="py-3" data-testid={`module-${m.moduleId}`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
                    {m.name}
                    <Pill className={UNNORMED_CLASS}>{t("design.unnormed")}</Pill>
                  </p>
                  <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
                    <span className="font-semibold text-slate-900 dark:text-white">{m.score === null ? t("design.noScore") : Math.round(m.score)}</span> ·{" "}
                    {t("design.weight", { value: m.weight.toFixed(2) })}
                  </p>
                </div>
                {m.score !== null && (
                  <div
                    role="meter"
                    aria-label={m.name}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(m.score)}
                    className="mt-1.5 h-2.5 w-full rounded-full bg-slate-100 dark:bg-slate-800"
                  >
                    <div className="h-full rounded-full bg-indigo-500 dark:bg-indigo-400" style={{ width: `${Math.max(0, Math.min(100, m.score))}%` }} />
                  </div>
                )}
                <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{moduleBasisText(m.basis)}</p>
              </li>
            ))}
          </ul>
        </ResultCard>
      )}
      {answers.length > 0 && (
        <ResultCard
          id="custom-answers-heading"
          title={t("design.customAnswers")}
          description={
            <span className="flex items-center gap-2">
              {t("design.customNote")} <Pill className={UNNORMED_CLASS}>{t("design.unnormed")}</Pill>
            </span>
          }
        >
          <dl className="space-y-3 text-sm">
            {answers.map((a) => (
              <div key={`${a.moduleId}-${a.questionId}`} data-testid="custom-answer">
                <dt className="font-medium text-slate-900 dark:text-white">{a.text}</dt>
                <dd className="mt-0.5 text-slate-700 dark:text-slate-300">{answerText(a.answer, t)}</dd>
              </div>
            ))}
          </dl>
        </ResultCard>
      )}
      {designed.notes.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
          {designed.notes.map((n) => (
            <li key={n}>{designedNoteText(n)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
