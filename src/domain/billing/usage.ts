/**
 * A plan's assessment allowance (spec 3 §9: Starter, up to 50 assessments a month): what counts, when it is
 * reached, when people are told. An assessment counts when a response to it is started in the calendar month of
 * the organization's time zone; a response already started always finishes, so only starting is refused.
 */
import { PLANS, type PlanId } from "./plans.ts";

/** The shares of the allowance at which admins are told: 80 % (nearly there) and 100 % (reached). */
export const USAGE_WARNING_SHARE = 0.8;

export type UsageLevel = "unlimited" | "ok" | "warning" | "reached";

export interface UsageState {
  plan: PlanId;
  used: number;
  /** null: the plan has no limit. */
  limit: number | null;
  /** What may still be started this month (null: no limit). */
  remaining: number | null;
  level: UsageLevel;
}

/** Where an organization stands against its plan's monthly allowance, having started `used` this month. */
export function usageState(plan: PlanId, used: number): UsageState {
  if (!Number.isSafeInteger(used) || used < 0) throw new Error("usage is a whole number of assessments");
  const limit = PLANS[plan].monthlyAssessmentLimit;
  if (limit === null) return { plan, used, limit: null, remaining: null, level: "unlimited" };
  const level: UsageLevel = used >= limit ? "reached" : used >= Math.ceil(limit * USAGE_WARNING_SHARE) ? "warning" : "ok";
  return { plan, used, limit, remaining: Math.max(0, limit - used), level };
}

/** Whether one more assessment may be started this month. */
export function mayStart(state: UsageState): boolean {
  return state.remaining === null || state.remaining > 0;
}

/**
 * What assigning `count` people would leave: how many of them could start this month, and whether that is fewer
 * than asked (the assign dialog warns before it sends; assigning itself is not refused, since an assignment is
 * not started until its person opens it, perhaps next month).
 */
export function assignmentFit(state: UsageState, count: number): { fits: boolean; startable: number | null } {
  if (state.remaining === null) return { fits: true, startable: null };
  return { fits: count <= state.remaining, startable: Math.min(count, state.remaining) };
}

/** The level change worth telling admins about when usage moves from `before` to `after` (crossing 80 % or 100 %), or null. */
export function crossedLevel(before: UsageState, after: UsageState): "warning" | "reached" | null {
  const rank = { unlimited: 0, ok: 0, warning: 1, reached: 2 } as const;
  if (rank[after.level] <= rank[before.level]) return null;
  return after.level === "reached" ? "reached" : after.level === "warning" ? "warning" : null;
}
