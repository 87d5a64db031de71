/**
 * Partners and launch readiness on the CEO dashboard (spec 2 §2.15, §7; issue 25): the defaults below are the
 * spec's and apply until staff save targets (business_target).
 */

/** Spec default: 5–10 partners. */
export const DEFAULT_PARTNERS_TARGET = { min: 5, max: 10 } as const;
/** Spec default: 95 % launch readiness. */
export const DEFAULT_READINESS_TARGET_PERCENT = 95;
/** Spec default launch date: 1 September (month 9, day 1). */
export const DEFAULT_LAUNCH_MONTH_DAY = { month: 9, day: 1 } as const;

/** Bounds: at most this many partners and checklist items are kept, and their texts this long. */
export const MAX_PARTNERS = 200;
export const MAX_CHECKLIST_ITEMS = 200;
export const MAX_NAME_LENGTH = 120;
export const MAX_NOTE_LENGTH = 500;

const DAY_MS = 86_400_000;

/** The default launch date as YYYY-MM-DD: the next 1 September (UTC) on or after `now`'s day. */
export function defaultLaunchDate(now: Date): string {
  const y = now.getUTCFullYear();
  const { month, day } = DEFAULT_LAUNCH_MONTH_DAY;
  const thisYear = Date.UTC(y, month - 1, day);
  const today = Date.UTC(y, now.getUTCMonth(), now.getUTCDate());
  const year = today <= thisYear ? y : y + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Whole days from `now`'s UTC day to the launch date (YYYY-MM-DD); negative once it has passed. */
export function daysToLaunch(launchDate: string, now: Date): number {
  const [y, m, d] = launchDate.split("-").map(Number) as [number, number, number];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((Date.UTC(y, m - 1, d) - today) / DAY_MS);
}

/** Readiness: the completed share of the checklist, percent with one decimal; null for an empty checklist. */
export function readinessPercent(items: readonly { done: boolean }[]): number | null {
  if (items.length === 0) return null;
  const done = items.filter((i) => i.done).length;
  return Math.round((1000 * done) / items.length) / 10;
}

/** Active partners against the target range: success within or above it, warning from half the minimum, error below. */
export function partnersStatus(active: number, target: { min: number; max: number }): "success" | "warning" | "error" {
  if (active >= target.min) return "success";
  return active >= target.min / 2 ? "warning" : "error";
}
