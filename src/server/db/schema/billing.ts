/**
 * The billing area's tables (src/server/modules/billing): each organization's subscription and its history, the
 * invoices issued for its periods, and the sales and marketing spend staff enter. Amounts are whole US cents.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, organization, user } from "./auth.ts";

/** An organization's subscription: billed monthly from `billingAnchor` (the day it started). One per organization. */
export const subscription = pgTable("subscription", {
  organizationId: text("organization_id")
    .primaryKey()
    .references(() => organization.id, { onDelete: "cascade" }),
  billingAnchor: timestamp("billing_anchor", { withTimezone: true }).notNull(),
  /** Part of the simulated customer history of the demo (badged wherever figures use it). */
  simulated: boolean("simulated").notNull().default(false),
  createdAt: createdAt(),
});

/**
 * A stretch of a subscription's history: a plan held from `startsAt` until `endsAt` (null: until changed). A change
 * that takes effect later (a downgrade or a cancellation at the period's end) is a stretch starting in the future.
 * Stretches of one organization do not overlap.
 */
export const subscriptionSpan = pgTable(
  "subscription_span",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    plan: text("plan").notNull(),
    status: text("status").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Its monthly value: the plan's list price, or the Enterprise contract's value. */
    monthlyValueCents: integer("monthly_value_cents").notNull(),
    changedBy: text("changed_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("subscription_span_org_starts_idx").on(t.organizationId, t.startsAt),
    check("subscription_span_plan_check", sql`${t.plan} in ('starter', 'professional', 'enterprise')`),
    check("subscription_span_status_check", sql`${t.status} in ('active', 'past_due', 'cancelled')`),
    check("subscription_span_value_check", sql`${t.monthlyValueCents} >= 0`),
    check("subscription_span_order_check", sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** One invoice: a billing period of a subscription, issued at the period's start, marked paid by platform staff. */
export const invoice = pgTable(
  "invoice",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The platform admin who marked it paid (no payment processor yet). */
    paidBy: text("paid_by").references(() => user.id, { onDelete: "set null" }),
    simulated: boolean("simulated").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("invoice_org_period_idx").on(t.organizationId, t.periodStart), check("invoice_amount_check", sql`${t.amountCents} >= 0`)],
);

/** A line of an invoice: the plan held for part or all of the period, and its amount. */
export const invoiceLine = pgTable(
  "invoice_line",
  {
    id: text("id").primaryKey(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoice.id, { onDelete: "cascade" }),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    plan: text("plan").notNull(),
    amountCents: integer("amount_cents").notNull(),
  },
  (t) => [index("invoice_line_org_invoice_idx").on(t.organizationId, t.invoiceId)],
);

/** Sales and marketing spend of one calendar month (UTC), entered by platform staff (CAC's numerator). */
export const salesSpend = pgTable(
  "sales_spend",
  {
    id: text("id").primaryKey(),
    month: text("month").notNull(),
    amountCents: integer("amount_cents").notNull(),
    note: text("note"),
    enteredBy: text("entered_by").references(() => user.id, { onDelete: "set null" }),
    simulated: boolean("simulated").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("sales_spend_month_idx").on(t.month),
    check("sales_spend_month_check", sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check("sales_spend_amount_check", sql`${t.amountCents} >= 0`),
  ],
);
