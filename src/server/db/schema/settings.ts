/** The settings module's table: an organization's settings. */
import { pgTable, text, jsonb, boolean, integer } from "drizzle-orm/pg-core";
import { updatedAt, organization } from "./auth.ts";

/** An organization's settings (a row once an admin changed one; no row = the defaults). */
export const organizationSetting = pgTable("organization_setting", {
  organizationId: text("organization_id")
    .primaryKey()
    .references(() => organization.id, { onDelete: "cascade" }),
  /** Show trait, facet and pillar tags above questions to respondents (default: hidden, they bias answers). */
  showItemTags: boolean("show_item_tags").notNull().default(false),
  /** The spec's industry (Technology, Finance, Healthcare, Education, Retail); null = not set. */
  industry: text("industry"),
  /** The organization's department names (null = the spec's defaults). */
  departments: jsonb("departments").$type<string[]>(),
  /** No analytics figure covers fewer responses than this (3-10). */
  minGroupSize: integer("min_group_size").notNull().default(5),
  /** Members may start a 360 project about themselves (else only managers and admins create them). */
  selfInitiated360: boolean("self_initiated_360").notNull().default(false),
  /** The organization's time zone (an IANA name): its plan's monthly allowance counts its calendar months. */
  timeZone: text("time_zone").notNull().default("UTC"),
  /** The demo organization's respondents are simulated (shown with a badge). */
  simulated: boolean("simulated").notNull().default(false),
  updatedAt: updatedAt(),
});
