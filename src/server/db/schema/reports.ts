/** Reporting: report templates (spec 2 §3.4); reports, workflow and distribution follow. */
import { pgTable, text, jsonb, index, boolean } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, organizationRef, user } from "./auth.ts";
import type { TemplateSection } from "../../../domain/reporting/templates.ts";

export const reportTemplate = pgTable(
  "report_template",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** weekly | monthly | quarterly | custom */
    templateType: text("template_type").notNull().default("weekly"),
    /** The sections in order (each type at most once), with their configurations. */
    sections: jsonb("sections").$type<TemplateSection[]>().notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("report_template_org_created_idx").on(t.organizationId, t.createdAt)],
);
