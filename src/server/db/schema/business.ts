/**
 * The vendor's own records for the CEO dashboard (spec 2 §2.15, §7): the partners staff maintain, the launch
 * checklist, and the targets the dashboard compares against. Platform data: no organization owns these rows.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, user } from "./auth.ts";

/** A partner of the vendor: active, or in the pipeline (the CEO charts' partners figure). */
export const businessPartner = pgTable(
  "business_partner",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    status: text("status").notNull(),
    note: text("note"),
    simulated: boolean("simulated").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("business_partner_status_check", sql`${t.status} in ('active', 'pipeline')`), index("business_partner_status_idx").on(t.status)],
);

/** One item of the launch checklist: readiness is the completed share; `position` orders the list. */
export const launchChecklistItem = pgTable("launch_checklist_item", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  position: integer("position").notNull(),
  doneAt: timestamp("done_at", { withTimezone: true }),
  doneBy: text("done_by").references(() => user.id, { onDelete: "set null" }),
  simulated: boolean("simulated").notNull().default(false),
  createdAt: createdAt(),
});

/**
 * The targets the CEO dashboard compares against, edited by staff (one row, id 'current'; no row: the spec's
 * defaults from src/domain/billing). Amounts in whole US cents, the launch date as YYYY-MM-DD.
 */
export const businessTarget = pgTable(
  "business_target",
  {
    id: text("id").primaryKey(),
    monthlyRevenueCents: integer("monthly_revenue_cents").notNull(),
    partnersMin: integer("partners_min").notNull(),
    partnersMax: integer("partners_max").notNull(),
    readinessPercent: integer("readiness_percent").notNull(),
    launchDate: text("launch_date").notNull(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("business_target_id_check", sql`${t.id} = 'current'`),
    check("business_target_revenue_check", sql`${t.monthlyRevenueCents} >= 0`),
    check("business_target_partners_check", sql`${t.partnersMin} >= 0 and ${t.partnersMax} >= ${t.partnersMin}`),
    check("business_target_readiness_check", sql`${t.readinessPercent} between 0 and 100`),
    check("business_target_date_check", sql`${t.launchDate} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
  ],
);
