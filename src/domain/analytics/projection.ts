/**
 * The completions projection of the insights dashboard: a least-squares line through the organization's full
 * months of completions, projected a few months ahead with its 95% prediction interval, and its one-month-ahead
 * accuracy on the months already seen.
 */
import { linearProjection } from "./stats.ts";

/** Months of history returned for the chart. */
export const PROJECTION_HISTORY_MONTHS = 24;
/** Months the line is fitted through (the most recent). */
export const PROJECTION_FIT_MONTHS = 12;
/** Months projected ahead. */
export const PROJECTION_AHEAD = 3;
/**
 * Fewest real months a projection (and each past forecast of the accuracy) rests on: six months leave four
 * degrees of freedom for the prediction interval (t = 2.78; with four months, two and t = 4.30) and half a
 * year of history, so one unusual month cannot set the direction alone. Our choice; no published rule.
 */
export const PROJECTION_MIN_MONTHS = 6;

export type MonthCount = { month: string; completed: number };
export type CompletionProjection = {
  history: MonthCount[];
  /** The months the line was fitted through (0 without a projection). */
  months: number;
  /** The organization's full months of completions, counted from its first completion. */
  available: number;
  minimum: number;
  points: { value: number; low: number; high: number }[];
  /** 1 - mean absolute percentage error of the one-month-ahead forecasts on past months; null with fewer than 2. */
  accuracy: number | null;
  /** How many past forecasts the accuracy averages. */
  forecasts: number;
};

/**
 * The projection from full months in calendar order (`months`: full months with their completions, possibly
 * starting before the organization had any). Months before the first completion are not data — the organization
 * was not collecting yet — so they are dropped, whatever the range asked for: the fit, its month count and every
 * past forecast of the accuracy rest only on months from the first completion on.
 */
export function completionProjection(months: readonly MonthCount[]): CompletionProjection {
  const first = months.findIndex((m) => m.completed > 0);
  const real = first < 0 ? [] : months.slice(first);
  const history = real.slice(-PROJECTION_HISTORY_MONTHS);
  const recent = history.slice(-PROJECTION_FIT_MONTHS);
  const fit =
    recent.length >= PROJECTION_MIN_MONTHS
      ? linearProjection(
          recent.map((h) => h.completed),
          PROJECTION_AHEAD,
        )
      : null;
  // each past forecast as the projection itself would have made it then: the up to 12 real months before it
  const errors: number[] = [];
  for (let t = PROJECTION_MIN_MONTHS; t < history.length; t++) {
    const f = linearProjection(
      history.slice(Math.max(0, t - PROJECTION_FIT_MONTHS), t).map((h) => h.completed),
      1,
    );
    const actual = history[t].completed;
    if (f && actual > 0) errors.push(Math.abs(f.points[0].value - actual) / actual);
  }
  return {
    history,
    months: fit ? recent.length : 0,
    available: real.length,
    minimum: PROJECTION_MIN_MONTHS,
    points: (fit?.points ?? []).map((p) => ({ value: Math.max(0, p.value), low: Math.max(0, p.low), high: Math.max(0, p.high) })),
    accuracy: errors.length >= 2 ? Math.max(0, 1 - errors.reduce((a, e) => a + e, 0) / errors.length) : null,
    forecasts: errors.length,
  };
}

export type ProjectedMonth = { month: string; value: number; low: number; high: number; actualSoFar: number | null };

/** The month after YYYY-MM. */
function nextMonthOf(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

/**
 * The projected months from `first` on, with the month under way (`current`) read as what has happened so far
 * and what is projected to its end: its actual so far is given, and neither the projection nor its interval
 * reads below it (completions already made cannot be undone). Later months carry no actual.
 */
export function monthInProgress(points: readonly { value: number; low: number; high: number }[], first: string, current: MonthCount): ProjectedMonth[] {
  let month = first;
  return points.map((p, i) => {
    if (i > 0) month = nextMonthOf(month);
    if (month !== current.month) return { month, ...p, actualSoFar: null };
    const floor = current.completed;
    return { month, value: Math.max(p.value, floor), low: Math.max(p.low, floor), high: Math.max(p.high, floor), actualSoFar: floor };
  });
}
