/**
 * The report analytics screen's display rules (spec 2 §9), from src/domain/reporting/thresholds.ts: the summary
 * cards' arrows against their bars, the template completion bar colours and the insight priority colours.
 */
import { arrowPositive, completionColour, insightPriorityColour, TARGETS } from "../../../domain/reporting/thresholds.ts";

/** A summary card's arrow: up when the figure is above its bar, down when not, none without a figure. */
export type Arrow = "up" | "down" | null;

/** Generation card: completion rate, arrow up above 80 (target 85). */
export function generationArrow(completionRate: number | null): Arrow {
  return completionRate === null ? null : arrowPositive(completionRate, TARGETS.completionRate.positiveAbove) ? "up" : "down";
}

/** Delivery card: success rate, arrow up above 90 on the card (target 98). */
export function deliveryArrow(successRate: number | null): Arrow {
  return successRate === null ? null : arrowPositive(successRate, TARGETS.deliverySuccess.cardPositiveAbove) ? "up" : "down";
}

const BAR: Record<ReturnType<typeof completionColour>, string> = { green: "bg-emerald-500", yellow: "bg-amber-400", red: "bg-red-500" };

/** The Tailwind class of a template's completion bar (above 80 green, above 60 yellow, else red). */
export function completionBarClass(percent: number): string {
  return BAR[completionColour(percent)];
}

const INSIGHT: Record<ReturnType<typeof insightPriorityColour>, string> = {
  red: "border-red-300 bg-red-50 text-red-900 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-100",
  yellow: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100",
  blue: "border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-500/40 dark:bg-sky-500/10 dark:text-sky-100",
};

/** The colour name and classes of an insight (8 or above red, 6 or above yellow, else blue). */
export function insightTone(priority: number): { colour: ReturnType<typeof insightPriorityColour>; className: string } {
  const colour = insightPriorityColour(priority);
  return { colour, className: INSIGHT[colour] };
}

/** A percentage for display, or the dash when there is no figure. */
export function rateText(rate: number | null, none: string): string {
  return rate === null ? none : `${rate}%`;
}
