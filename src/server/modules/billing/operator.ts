/**
 * What the operator console (modules/operator) reads of billing: an organization's plan and subscription status
 * now, and whether its subscription is part of the demo's simulated history, as SQL expressions over an
 * organization id column, so the organization table can sort and page on them in one query. Read-only.
 */
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/** The span that holds at `now` (started, not yet ended); the latest started when two touch. */
const spanNow = (organizationId: AnyColumn | SQL, now: Date, column: "plan" | "status"): SQL<string | null> =>
  sql<
    string | null
  >`(select s.${sql.raw(column)} from "subscription_span" s where s.organization_id = ${organizationId} and s.starts_at <= ${now.toISOString()}::timestamptz and (s.ends_at is null or s.ends_at > ${now.toISOString()}::timestamptz) order by s.starts_at desc limit 1)`;

/** The organization's plan at `now` (starter, professional, enterprise), or null without a subscription. */
export const planNowOf = (organizationId: AnyColumn | SQL, now: Date): SQL<string | null> => spanNow(organizationId, now, "plan");

/** The organization's subscription status at `now` (active, past_due, cancelled), or null without a subscription. */
export const subscriptionStatusNowOf = (organizationId: AnyColumn | SQL, now: Date): SQL<string | null> => spanNow(organizationId, now, "status");

/** Whether the organization's subscription belongs to the demo's simulated customer history. */
export const simulatedCustomerOf = (organizationId: AnyColumn | SQL): SQL<boolean> =>
  sql<boolean>`coalesce((select b.simulated from "subscription" b where b.organization_id = ${organizationId}), false)`;
