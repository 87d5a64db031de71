/**
 * Pure helpers for the results pages: which tabs a score has data for, number wording, the dark-side summary
 * and actions, report file names. Every band, label and threshold is read from the score (made by src/domain);
 * nothing here re-decides one. No React here.
 */
import type { DarkSideTrait } from "../../../domain/psychometrics/dimension-map.ts";
import type { EntryRisk } from "../../../domain/psychometrics/derailment.ts";
import type { ResponseQuality } from "../../../domain/psychometrics/quality.ts";
import type { DarkSideRiskEntry, NormGroupInfo, ScoreResult } from "../../../domain/psychometrics/result-types.ts";
import type { DesignedResult } from "../../../domain/design/types.ts";
import { DARK_SIDE_TRAITS } from "../../../domain/psychometrics/dark-side-traits.ts";
import { darkSideName, normGroupName } from "../../lib/psychometrics/labels.ts";
import { derailerText } from "./content.ts";
import { resultsT } from "./i18n.ts";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";

export type ResultTabId = "competency" | "design" | "overview" | "facets" | "regulation" | "executive" | "risks";

/** The designed section of a score, if any (a designed type's response carries it; built-in types do not). */
export function designedOf(score: ScoreResult): DesignedResult | undefined {
  return score.designed;
}

/**
 * The one coverage a result shows everywhere: a node-based designed type's coverage validation (the share of the
 * facets it assesses whose confidence is above 0.3, the figure of its Competency profile) or, for every other
 * type, the facet coverage over all 30 facets. `assessed` tells which, for the wording. A node-based result stored
 * before the two were made one still carries the 30-facet figure in `score.coverage`; it is not shown.
 */
/**
 * The coverage card's words, agreeing with each other: the headline says what its percent counts (facets
 * scored, not items asked), and the detail says how many of those scored facets rest on part of their items.
 * "100% · Good coverage" beside "30 of them … approximate" read as full coverage and approximate at once.
 */
export function coverageWords(c: { percent: number; covered: number; total: number }, approximate: number, assessed: boolean): { headline: string; detail: string } {
  const headline = resultsT(assessed ? "facets.percentAssessed" : "facets.percentScored", { percent: Math.round(c.percent) });
  const covered = assessed ? resultsT("facets.coveredAssessed", { covered: c.covered, total: c.total }) : resultsT("facets.covered", { covered: c.covered, total: c.total });
  const short =
    approximate <= 0 ? "" : approximate >= c.covered ? resultsT("facets.coveredShortAll", { count: approximate }) : resultsT("facets.coveredShort", { count: approximate });
  return { headline, detail: short ? `${covered} ${short}` : covered };
}

export function resultCoverage(score: Pick<ScoreResult, "coverage" | "designed">): { coverage: ScoreResult["coverage"]; assessed: boolean } {
  const designed = score.designed;
  if (designed?.kind === "builder" && designed.coverage) return { coverage: designed.coverage, assessed: true };
  return { coverage: score.coverage, assessed: false };
}

export interface ResultTab {
  id: ResultTabId;
  label: string;
}

/**
 * The tabs in order: a designed type's own tab first (Competency profile for node-based types, Design for
 * configured ones), then spec §2's five (Overview is the default when there is no designed tab).
 */
export const RESULT_TAB_IDS: readonly ResultTabId[] = ["competency", "design", "overview", "facets", "regulation", "executive", "risks"];

/** A tab's label ("30 Facets"). */
export function tabLabel(id: ResultTabId): string {
  return resultsT(`tabs.${id}`);
}

function hasMeasured(record: Readonly<Record<string, unknown>> | undefined): boolean {
  return record !== undefined && Object.values(record).some((v) => v !== null && v !== undefined);
}

/**
 * Spec §2: the last four tabs show only when the score carries their data (facets, emotionalRegulation,
 * executiveProfile, darkSideRisks). A designed result adds its tab first; a node-based one shows Overview only
 * when traits were measured too.
 */
export function availableTabs(
  score: Pick<ScoreResult, "facets" | "emotionalRegulation" | "executiveProfile" | "darkSideRisks"> & { traits?: ScoreResult["traits"]; designed?: DesignedResult },
): ResultTab[] {
  const designed = score.designed;
  const builder = designed?.kind === "builder";
  const has: Record<ResultTabId, boolean> = {
    competency: builder && ((designed.nodes?.length ?? 0) > 0 || (designed.facets?.length ?? 0) > 0),
    design: designed?.kind === "manager",
    overview: !builder || hasMeasured(score.traits),
    facets: hasMeasured(score.facets),
    regulation: score.emotionalRegulation !== undefined && hasMeasured(score.emotionalRegulation.scores),
    executive: score.executiveProfile !== undefined && hasMeasured(score.executiveProfile.scores),
    risks: hasMeasured(score.darkSideRisks),
  };
  return RESULT_TAB_IDS.filter((id) => has[id]).map((id) => ({ id, label: tabLabel(id) }));
}

/** The tab to show for a requested id: that one if available, else the first (spec §4: overview by default; a designed type's own tab before it). */
export function selectedTab(requested: string | null, tabs: readonly ResultTab[]): ResultTabId {
  return tabs.find((t) => t.id === requested)?.id ?? tabs[0]?.id ?? "overview";
}

/** Which normed numbers a result shows (a designed type may turn percentiles or stanines off). */
export interface NormedDisplay {
  percentiles: boolean;
  stanines: boolean;
}

/** The normed numbers to show for a score: all, unless its designed type turned some off. */
export function normedDisplay(score: ScoreResult): NormedDisplay {
  const d = designedOf(score);
  return { percentiles: d ? d.usePercentiles : true, stanines: d ? d.useStanines : true };
}

/** An ordinal number as the language writes it: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 101st. */
export function ordinal(n: number): string {
  return resultsT("number.ordinal", { count: Math.round(n), ordinal: true });
}

/** A 0-100 score as shown (whole number). */
export function score100(n: number): string {
  return String(Math.round(n));
}

/** A 1-5 mean as shown (one decimal). */
export function mean5(n: number): string {
  return n.toFixed(1);
}

/** Spec wording for a normed score: "62nd percentile". */
export function percentileText(p: number): string {
  return resultsT("number.percentile", { count: Math.round(p), ordinal: true });
}

/**
 * "Compared with: women between 21 and 40 years old" (+ why, when the pooled norm was used), and the norm
 * sample and source as the score states them (absent in scores made before they were recorded). The group is
 * named by its id in the reader's words; a group this build does not know by its stored label.
 */
export function normGroupText(group: NormGroupInfo): { line: string; detail: string | null; sample: string | null; source: string | null } {
  return {
    line: resultsT("overview.comparedWith", { group: normGroupName(group) }),
    detail: group.pooled ? resultsT("overview.pooledNorm") : null,
    sample: group.sample ? resultsT("overview.normSample", { sample: group.sample }) : null,
    source: group.source ? resultsT("overview.normSource", { source: group.source }) : null,
  };
}

/** Whether the response-quality note calls for caution (any flag the engine raised). */
export function qualityNeedsCaution(q: ResponseQuality): boolean {
  return q.rushed || q.longstringFlag || q.evenOddFlag || q.answered < q.administered;
}

/** The measured dark-side entries in the spec's trait order. */
export function riskEntries(risks: ScoreResult["darkSideRisks"]): Array<{ trait: DarkSideTrait; entry: DarkSideRiskEntry }> {
  if (!risks) return [];
  // the spec's order of the five traits (dark-side-traits.ts lists them without the scale item banks)
  return DARK_SIDE_TRAITS.flatMap((trait) => {
    const entry = risks[trait];
    return entry ? [{ trait, entry }] : [];
  });
}

const RISK_ORDER: Readonly<Record<EntryRisk, number>> = { high: 0, moderate: 1, low: 2 };

/** "A", "A and B", "A, B and C" in the current language. */
function nameList(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return resultsT("number.listAnd", { items: names.slice(0, -1).join(resultsT("number.listSeparator")), last: names[names.length - 1] });
}

/** The dark-side panel's summary sentence from the engine's overall risk and per-trait risks. */
export function riskSummary(overall: EntryRisk | undefined, risks: ScoreResult["darkSideRisks"]): string {
  const entries = riskEntries(risks);
  const high = entries.filter((e) => e.entry.risk === "high").map((e) => darkSideName(e.trait));
  const moderate = entries.filter((e) => e.entry.risk === "moderate").map((e) => darkSideName(e.trait));
  const highClause = high.length ? resultsT("risk.text.high", { count: high.length, names: nameList(high) }) : null;
  const moderateClause = moderate.length ? resultsT("risk.text.moderate", { count: moderate.length, names: nameList(moderate) }) : null;
  const detail =
    highClause && moderateClause
      ? resultsT("risk.text.both", { high: highClause, moderate: moderateClause })
      : highClause || moderateClause
        ? resultsT("risk.text.one", { clause: highClause ?? moderateClause })
        : resultsT("risk.text.none");
  const lead = overall ? resultsT("risk.text.overall", { context: overall }) : "";
  return resultsT("risk.text.full", { overall: lead, detail, caution: resultsT("risk.text.caution") }).trim();
}

/** Recommended actions: the first two mitigations of each high, then moderate, derailer (at most 6). */
export function riskActions(risks: ScoreResult["darkSideRisks"]): string[] {
  const elevated = riskEntries(risks)
    .filter((e) => e.entry.risk !== "low")
    .sort((a, b) => RISK_ORDER[a.entry.risk] - RISK_ORDER[b.entry.risk] || b.entry.riskScore - a.entry.riskScore);
  if (elevated.length === 0) {
    return [resultsT("risk.noElevated.feedback"), resultsT("risk.noElevated.revisit")];
  }
  return elevated.flatMap((e) => derailerText(e.trait).mitigation.slice(0, 2)).slice(0, 6);
}

/** A file name for the PDF report: facetwise-<title>-<yyyy-mm-dd>.pdf. */
export function reportFileName(title: string, completedAt: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  const date = /^\d{4}-\d{2}-\d{2}/.exec(completedAt)?.[0] ?? "";
  return `facetwise-${slug || "results"}${date ? `-${date}` : ""}.pdf`;
}

/** A long date ("12 March 2025") in the user's locale, or "" when invalid. */
export function longDate(iso: string, locale?: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : d.toLocaleDateString(locale ?? displayLocale(), { timeZone: displayTimeZone(), day: "numeric", month: "long", year: "numeric" });
}

/** Share link status at a moment: active, expired or revoked. */
export function shareState(share: { expiresAt: string; revokedAt: string | null }, now: number = Date.now()): "active" | "expired" | "revoked" {
  if (share.revokedAt) return "revoked";
  return new Date(share.expiresAt).getTime() <= now ? "expired" : "active";
}
