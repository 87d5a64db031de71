/**
 * How a report section's figures read (spec 2 §2.2), the same in the viewer's exports (HTML, PDF): values by
 * their format, changes with their sign, trends as arrows, metric keys as words, and the empty states.
 */
import { SECTION_TYPES } from "./templates.ts";

/** A withheld or missing figure (fewer answers than the minimum group size, or nothing to compare with). */
export const NO_FIGURE = "—";

/** Spec 2 §2.2 empty states. */
export const EMPTY_STATES = {
  insights: "No Insights Available",
  recommendations: "No Recommendations",
  data: "No Data Available",
  alerts: "All Clear",
  section: "No Section Selected",
} as const;

const round = (v: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};

/** A value by its format: percentages with "%", minutes with "min", numbers grouped in thousands. */
export function formatFigure(v: number | null | undefined, format: "number" | "percentage" | "minutes" = "number"): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return NO_FIGURE;
  if (format === "percentage") return `${round(v, 1)}%`;
  if (format === "minutes") return `${round(v, 1)} min`;
  return Number.isInteger(v) ? v.toLocaleString("en-US") : round(v, 2).toLocaleString("en-US");
}

/** A change in percent with its sign ("+4.2%", "−3%", "0%"). */
export function formatChange(v: number | null | undefined): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return NO_FIGURE;
  const r = round(v, 1);
  return r > 0 ? `+${r}%` : r < 0 ? `−${Math.abs(r)}%` : "0%";
}

/** Trend arrows (up, down, flat). */
export function trendArrow(t: "up" | "down" | "flat" | null | undefined): string {
  return t === "up" ? "▲" : t === "down" ? "▼" : "▬";
}

/** The direction of a change (a missing one is flat). */
export const trendOf = (v: number | null | undefined): "up" | "down" | "flat" => (v === null || v === undefined || v === 0 ? "flat" : v > 0 ? "up" : "down");

/** A metric key as words ("total_users" → "Total users"). */
export function metricLabel(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

/** Spec 2 §2.2: alert groups in this order. */
export const SEVERITY_ORDER = ["critical", "warning", "info"] as const;

/** The section types the exports lay out; others show as raw JSON (spec 2 §2.2 "any other type"). */
export const isKnownSectionType = (t: string): boolean => (SECTION_TYPES as readonly string[]).includes(t);
