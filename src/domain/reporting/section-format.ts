/**
 * What a report section's exports (HTML, PDF) share (spec 2 §2.2): trends as arrows, the direction of a change,
 * a stored key as words when no catalog names it, the alert groups' order and the known section types. Figures,
 * changes and empty states are the reader's words: the server writes them from its catalog in the reader's locale.
 */
import { SECTION_TYPES } from "./templates.ts";

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
