/**
 * A builder section's data as the data layer answers it (center-data.ts: its words as codes and facts, the report
 * words of src/contracts/report-words.ts under `builder`, types and traits by their codes) and as it leaves the
 * server: worded for one reader, in their language, by the one report-words writer (i18n/report-words.ts).
 */
import type { TSectionData } from "../../../contracts/reports.ts";
import type { Coded, Words } from "../../../domain/reporting/words.ts";

type Cell = string | number | null;

/** TSectionData with its words as codes: labels, the headline's detail, a category's name, a table cell, basis and withheld. */
export type CodedSectionData = Omit<TSectionData, "series" | "points" | "metric" | "table" | "basis" | "withheld"> & {
  series: (Omit<TSectionData["series"][number], "label"> & { label: Coded })[];
  /** A day (as its date) or a category (a type's or a trait's name). */
  points: { label: string | Coded; values: (number | null)[] }[];
  metric: Omit<TSectionData["metric"], "label" | "detail"> & { label: Coded; detail: Coded | null };
  table: { columns: { key: string; label: Coded }[]; rows: (Cell | Coded)[][] };
  basis: Coded;
  withheld: Coded | null;
};

/** The section's data in one reader's words (`say`: that reader's report-words writer). */
export function sectionInWords(d: CodedSectionData, say: (w: Words) => string): TSectionData {
  const cell = (c: Cell | Coded): Cell => (c !== null && typeof c === "object" ? say(c) : c);
  return {
    ...d,
    series: d.series.map((s) => ({ ...s, label: say(s.label) })),
    points: d.points.map((p) => ({ ...p, label: typeof p.label === "string" ? p.label : say(p.label) })),
    metric: { ...d.metric, label: say(d.metric.label), detail: d.metric.detail === null ? null : say(d.metric.detail) },
    table: { columns: d.table.columns.map((c) => ({ ...c, label: say(c.label) })), rows: d.table.rows.map((r) => r.map(cell)) },
    basis: say(d.basis),
    withheld: d.withheld === null ? null : say(d.withheld),
  };
}
