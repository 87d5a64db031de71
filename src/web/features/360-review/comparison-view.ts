/**
 * What the comparison page draws from the server's comparison (spec 2 §2.12): which series can be compared,
 * which are selected at first, the radar's rows, and the groups left out with why. The rules themselves
 * (anonymity, gaps, labels) were applied by the server with src/domain; nothing is recomputed here.
 */
import type { TComparison, TGroupKey } from "../../../contracts/feedback360.ts";
import type { Relationship } from "../../../domain/feedback360/relationships.ts";
import { relationshipLabel, review360T } from "./i18n.ts";

/** A line of the comparison: the subject's own rating or a rater group. */
export type SeriesKey = "self" | TGroupKey;

/** Spec 2 §2.12: the comparison groups selected at first. */
export const DEFAULT_SERIES: readonly SeriesKey[] = ["self", "peer", "manager", "direct_report"];

/** Display order of the series (the manager first among groups: a named group). */
const SERIES_ORDER: readonly SeriesKey[] = ["self", "manager", "peer", "direct_report", "other", "others", "all"];

/** The series that can be compared: self when the subject has rated themselves, then every shown group. */
export function selectableSeries(c: Pick<TComparison, "self" | "groups">): SeriesKey[] {
  const shown = new Set<SeriesKey>(c.groups.filter((g) => g.shown).map((g) => g.key));
  if (c.self.available) shown.add("self");
  return SERIES_ORDER.filter((k) => shown.has(k));
}

/**
 * The spec's default selection, limited to the series there are (only shown groups). When peers or direct
 * reports were pooled into "Others", Others stands in for them (else their ratings would be off by default).
 */
export function defaultSeries(selectable: readonly SeriesKey[]): SeriesKey[] {
  const pooledStandIn = selectable.includes("others") && (!selectable.includes("peer") || !selectable.includes("direct_report"));
  return selectable.filter((k) => DEFAULT_SERIES.includes(k) || (k === "others" && pooledStandIn));
}

/** The selection with one series switched on or off, in display order. */
export function toggleSeries(selected: readonly SeriesKey[], key: SeriesKey): SeriesKey[] {
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return SERIES_ORDER.filter((k) => next.has(k));
}

/** "Self", a relationship's label (spec 2 §9), "Others" or "All raters". */
export function seriesLabel(key: SeriesKey): string {
  if (key === "self") return review360T("series.self");
  if (key === "others") return review360T("series.others");
  if (key === "all") return review360T("series.all");
  return relationshipLabel(key as Relationship);
}

/** A row of the comparison's traits or facets. */
type ScaleRow = TComparison["traits"][number];

/** A radar row: the axis label and each selected series' score (null when it has none). */
export type RadarRow = { key: string; label: string } & Partial<Record<SeriesKey, number | null>>;

/** A series' score on a row. */
export function seriesScore(row: ScaleRow, key: SeriesKey): number | null {
  return key === "self" ? row.self : (row.groups[key] ?? null);
}

/** The radar's rows: one per trait (or facet), with each selected series' score rounded to a whole point. */
export function radarRows(rows: readonly ScaleRow[], series: readonly SeriesKey[], label: (key: string) => string): RadarRow[] {
  return rows.map((row) => {
    const out: RadarRow = { key: row.key, label: label(row.key) };
    for (const s of series) {
      const v = seriesScore(row, s);
      out[s] = v === null ? null : Math.round(v);
    }
    return out;
  });
}

/** Facet radar rows: self against the mean of every rater in a shown group ("others"). */
export function facetRadarRows(rows: readonly ScaleRow[], label: (key: string) => string): Array<{ key: string; label: string; self: number | null; others: number | null }> {
  return rows.map((row) => ({
    key: row.key,
    label: label(row.key),
    self: row.self === null ? null : Math.round(row.self),
    others: row.others === null ? null : Math.round(row.others),
  }));
}

/** A group with raters that is not shown, and why (Not enough responses, Merged into Others, or All raters held back). */
export type HiddenGroup = { key: TGroupKey; count: number; reason: NonNullable<TComparison["groups"][number]["reason"]> };

/** The groups with completed raters that the comparison leaves out, each with its reason. */
export function hiddenGroups(c: Pick<TComparison, "groups">): HiddenGroup[] {
  return c.groups.flatMap((g) => (!g.shown && g.reason !== null && g.count > 0 ? [{ key: g.key, count: g.count, reason: g.reason }] : []));
}

/** A score on the 0–100 scale as shown: a whole number, or a dash when there is none. */
export function formatScore(x: number | null): string {
  return x === null ? "–" : x.toFixed(1);
}

/** A signed gap with one decimal ("+12.5", "−3.0"), or a dash. */
export function formatGap(x: number | null): string {
  if (x === null) return "–";
  const abs = Math.abs(x).toFixed(1);
  return x > 0 ? `+${abs}` : x < 0 ? `\u2212${abs}` : abs;
}

/** rwg(J) with two decimals, or a dash when it is not computed (fewer than two raters, or a group below the minimum). */
export function formatAgreement(x: number | null): string {
  return x === null ? "–" : x.toFixed(2);
}
