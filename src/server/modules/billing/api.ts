/**
 * What other modules may ask the billing module: whether one more assessment may start under the organization's
 * plan (refused with 402 PLAN_LIMIT when the month's allowance is used up), in the caller's transaction; for the
 * first-start seed, putting the demo organization on a plan and writing the simulated customer history; and, for
 * the business metrics and the CEO dashboard, the records they are computed from (`businessRecords`), whether
 * any of them is simulated (`anySimulated`, for the "Simulated" badge) and which organizations are simulated
 * customers (`simulatedOrganizationIds`, for the operator console's badge).
 */
export { assertMayStart } from "./service.ts";
export { placeOnPlan } from "./repo.ts";
export { issueDueInvoices } from "./invoicing.ts";
export { businessRecords } from "./records-repo.ts";
export { anySimulated, simulatedOrganizationIds } from "./invoice-repo.ts";
export { writeSimulatedHistory } from "./simulated-history.ts";
export type { PaymentProvider } from "./payment-provider.ts";
/** The sales view's figures from every organization's subscription history (counts only). */
export { salesView } from "./sales.ts";
/** The operator console's reads: an organization's plan and status now, and whether it is simulated (SQL expressions). */
export { planNowOf, simulatedCustomerOf, subscriptionStatusNowOf } from "./operator.ts";
