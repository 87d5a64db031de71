/**
 * The targets the CEO dashboard compares against (spec 1 "CEO charts": a $10K revenue target, 5–10 partners, a
 * launch-readiness target of 95 %, a 1 September launch). Staff edit them; these are only the defaults used while
 * nobody has, and the bounds an edit must stay within.
 */

export interface BusinessTargets {
  /** Revenue a calendar month (UTC), whole US cents. */
  monthlyRevenueCents: number;
  partnersMin: number;
  partnersMax: number;
  /** Launch readiness, whole percent 0–100. */
  readinessPercent: number;
  /** YYYY-MM-DD */
  launchDate: string;
}

/** Spec 1: $10K of revenue a month. */
export const DEFAULT_MONTHLY_REVENUE_CENTS = 1_000_000;
/** Spec 1: 5–10 partners. */
export const DEFAULT_PARTNERS = { min: 5, max: 10 } as const;
/** Spec 1: 95 % launch readiness. */
export const DEFAULT_READINESS_PERCENT = 95;

/** The bounds of an edit: revenue up to $10M a month, up to 1,000 partners, a launch date within 2000–2100. */
export const TARGET_BOUNDS = {
  maxMonthlyRevenueCents: 1_000_000_000,
  maxPartners: 1_000,
  earliestLaunchDate: "2000-01-01",
  latestLaunchDate: "2100-12-31",
} as const;

/** The spec's launch day, 1 September: the next one on or after `now`'s UTC date. */
export function defaultLaunchDate(now: Date): string {
  const y = now.getUTCFullYear();
  const thisYear = Date.UTC(y, 8, 1);
  const today = Date.UTC(y, now.getUTCMonth(), now.getUTCDate());
  return `${today <= thisYear ? y : y + 1}-09-01`;
}

/** The spec's targets, for a dashboard nobody has set targets for yet. */
export function defaultTargets(now: Date): BusinessTargets {
  return {
    monthlyRevenueCents: DEFAULT_MONTHLY_REVENUE_CENTS,
    partnersMin: DEFAULT_PARTNERS.min,
    partnersMax: DEFAULT_PARTNERS.max,
    readinessPercent: DEFAULT_READINESS_PERCENT,
    launchDate: defaultLaunchDate(now),
  };
}

/** Whether a YYYY-MM-DD string names a real calendar day. */
export function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const [y, m, d] = s.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** Whole days from `now`'s UTC date to the launch date (negative once it has passed). */
export function daysToLaunch(launchDate: string, now: Date): number {
  const [y, m, d] = launchDate.split("-").map(Number);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((Date.UTC(y, m - 1, d) - today) / 86_400_000);
}
