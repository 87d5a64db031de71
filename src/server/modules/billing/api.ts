/**
 * What other modules may ask the billing module: whether one more assessment may start under the organization's
 * plan (refused with 402 PLAN_LIMIT when the month's allowance is used up), in the caller's transaction; and, for
 * the first-start seed, putting the demo organization on a plan.
 */
export { assertMayStart } from "./service.ts";
export { placeOnPlan } from "./repo.ts";
/** The operator console's reads: an organization's plan and status now, and whether it is simulated (SQL expressions). */
export { planNowOf, simulatedCustomerOf, subscriptionStatusNowOf } from "./operator.ts";
