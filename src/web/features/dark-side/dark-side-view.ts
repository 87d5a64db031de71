/**
 * View-model helpers of the dark-side dashboard: which state to show, the spec's error text, the tabs, and the
 * colours of the domain's bands (the thresholds themselves live in src/domain/psychometrics/dark-side-bands.ts).
 */
import type { TRiskLevel } from "../../../contracts/dark-side.ts";
import type { CapacityBand, StressBand } from "../../../domain/psychometrics/dark-side-bands.ts";
import { ApiError } from "../../lib/api.ts";
import { darkSideT } from "./i18n.ts";

/** The four tabs of spec §2, in order (Overview first and default). */
export const DARK_SIDE_TABS = ["overview", "traits", "stress", "interventions"] as const;
export type DarkSideTab = (typeof DARK_SIDE_TABS)[number];

/** The tab named in the address, or Overview. */
export function selectedTab(param: string | null): DarkSideTab {
  return DARK_SIDE_TABS.find((t) => t === param) ?? "overview";
}

/** A 404: there is no analysis the caller may read (no derailer screen, not completed, or not theirs): the empty state. */
export function isNoAnalysis(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 404;
}

/**
 * Spec §8: the message in 'Error loading dark side analysis: {message}' — a non-OK answer gives 'Failed to fetch
 * dark side analysis', another error its own message, anything else 'Unknown error occurred'.
 */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code !== "INVALID_RESPONSE") return darkSideT("page.fetchFailed");
  if (error instanceof Error && error.message.trim() !== "") return error.message;
  return darkSideT("page.unknownError");
}

/** The results page of a response (a path string: features do not import each other). */
export function resultsPath(responseId: string): string {
  return `/dashboard/assessments/${encodeURIComponent(responseId)}/results`;
}

/** A 360 facet's self − others difference with one decimal (a plus sign when the self-rating is higher). */
export function formatDifference(difference: number): string {
  return `${difference > 0 ? "+" : ""}${difference.toFixed(1)}`;
}

/** Spec §2 stress bar colours. */
export const STRESS_FILL: Readonly<Record<StressBand, string>> = {
  red: "bg-red-500 dark:bg-red-400",
  orange: "bg-orange-500 dark:bg-orange-400",
  yellow: "bg-yellow-400 dark:bg-yellow-300",
  green: "bg-emerald-500 dark:bg-emerald-400",
};

/** Spec §2 adaptive capacity and impact bar colours. */
export const CAPACITY_FILL: Readonly<Record<CapacityBand, string>> = {
  green: "bg-emerald-500 dark:bg-emerald-400",
  yellow: "bg-yellow-400 dark:bg-yellow-300",
  red: "bg-red-500 dark:bg-red-400",
};

/** Text colour of a value shown in its band. */
export const BAND_TEXT: Readonly<Record<StressBand, string>> = {
  red: "text-red-700 dark:text-red-300",
  orange: "text-orange-700 dark:text-orange-300",
  yellow: "text-yellow-700 dark:text-yellow-300",
  green: "text-emerald-700 dark:text-emerald-300",
};

/** The coloured dot of an insight, by severity. */
export const SEVERITY_DOT: Readonly<Record<TRiskLevel, string>> = {
  critical: "bg-red-600 dark:bg-red-400",
  high: "bg-orange-500 dark:bg-orange-400",
  moderate: "bg-yellow-400 dark:bg-yellow-300",
  low: "bg-emerald-500 dark:bg-emerald-400",
};

/** A risk level's word in its colour. */
export const LEVEL_TEXT: Readonly<Record<TRiskLevel, string>> = {
  critical: "text-red-700 dark:text-red-300",
  high: "text-orange-700 dark:text-orange-300",
  moderate: "text-yellow-700 dark:text-yellow-300",
  low: "text-emerald-700 dark:text-emerald-300",
};

/** Risk-level badges. */
export const LEVEL_BADGE: Readonly<Record<TRiskLevel, string>> = {
  critical: "text-red-800 bg-red-50 ring-red-600/30 dark:text-red-200 dark:bg-red-500/15 dark:ring-red-400/30",
  high: "text-orange-800 bg-orange-50 ring-orange-600/30 dark:text-orange-200 dark:bg-orange-500/15 dark:ring-orange-400/30",
  moderate: "text-yellow-800 bg-yellow-50 ring-yellow-600/30 dark:text-yellow-200 dark:bg-yellow-500/15 dark:ring-yellow-400/30",
  low: "text-emerald-800 bg-emerald-50 ring-emerald-600/25 dark:text-emerald-200 dark:bg-emerald-500/15 dark:ring-emerald-400/30",
};
