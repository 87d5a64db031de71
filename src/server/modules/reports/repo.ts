/** Report storage: every function takes the organization first. */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { DbExecutor } from "../../jobs/repo.ts";
import { report, reportTemplate, reportTemplateSeeding, reportWorkflowStep } from "../../db/schema/reports.ts";
import * as people from "../../people/api.ts";
import { newId } from "../../db/ids.ts";
import type { TemplateSection } from "../../../domain/reporting/templates.ts";

export type TemplateRow = typeof reportTemplate.$inferSelect;
type TemplateValues = { name: string; description: string; templateType: string; sections: TemplateSection[] };

const creatorName = sql<string | null>`${people.displayNameOf(reportTemplate.createdBy)}`;

export async function listTemplates(db: Db, organizationId: string) {
  return db
    .select({ t: reportTemplate, creator: creatorName })
    .from(reportTemplate)
    .where(eq(reportTemplate.organizationId, organizationId))
    .orderBy(desc(reportTemplate.createdAt), desc(reportTemplate.id))
    .limit(500);
}

export async function findTemplate(db: Db, organizationId: string, templateId: string) {
  const [row] = await db
    .select({ t: reportTemplate, creator: creatorName })
    .from(reportTemplate)
    .where(and(eq(reportTemplate.organizationId, organizationId), eq(reportTemplate.id, templateId)));
  return row ?? null;
}

export async function insertTemplate(db: Db, organizationId: string, createdBy: string, v: TemplateValues): Promise<string> {
  const id = newId();
  await db.insert(reportTemplate).values({ id, organizationId, createdBy, ...v });
  return id;
}

/** Answers whether the template existed. */
export async function updateTemplate(db: Db, organizationId: string, templateId: string, v: TemplateValues): Promise<boolean> {
  const rows = await db
    .update(reportTemplate)
    .set(v)
    .where(and(eq(reportTemplate.organizationId, organizationId), eq(reportTemplate.id, templateId)))
    .returning({ id: reportTemplate.id });
  return rows.length > 0;
}

export async function deleteTemplate(db: Db, organizationId: string, templateId: string): Promise<boolean> {
  const rows = await db
    .delete(reportTemplate)
    .where(and(eq(reportTemplate.organizationId, organizationId), eq(reportTemplate.id, templateId)))
    .returning({ id: reportTemplate.id });
  return rows.length > 0;
}

/**
 * Gives the organization the default templates once: the seeding mark and the templates are written together,
 * and an organization already marked gets nothing (so a second call, or two processes at once, add none).
 * Answers whether it seeded.
 */
export async function seedTemplatesOnce(db: Db, organizationId: string, templates: readonly TemplateValues[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx.insert(reportTemplateSeeding).values({ organizationId }).onConflictDoNothing().returning({ id: reportTemplateSeeding.organizationId });
    if (!marked.length) return false;
    if (templates.length) await tx.insert(reportTemplate).values(templates.map((v) => ({ id: newId(), organizationId, createdBy: null, ...v })));
    return true;
  });
}

/** The organizations never given the default templates (all of them, across tenants: the startup backfill). */
export async function organizationsNotSeeded(db: Db): Promise<string[]> {
  const seeded = new Set((await db.select({ id: reportTemplateSeeding.organizationId }).from(reportTemplateSeeding)).map((r) => r.id));
  return (await people.organizationIds(db)).filter((id) => !seeded.has(id));
}

export async function reportFacts(db: DbExecutor, organizationId: string, reportId: string): Promise<{ title: string; createdBy: string | null } | null> {
  const [row] = await db
    .select({ title: report.title, createdBy: report.createdBy })
    .from(report)
    .where(and(eq(report.organizationId, organizationId), eq(report.id, reportId)));
  return row ?? null;
}

/** Steps of a report's workflow as they stand: name, status, assignee and the notes of its last decision. */
export async function workflowSteps(db: DbExecutor, organizationId: string, reportId: string, stepIds: readonly string[]) {
  if (!stepIds.length) return [];
  return db
    .select({
      id: reportWorkflowStep.id,
      name: reportWorkflowStep.stepName,
      status: reportWorkflowStep.status,
      assigneeId: reportWorkflowStep.assigneeId,
      notes: reportWorkflowStep.notes,
    })
    .from(reportWorkflowStep)
    .where(and(eq(reportWorkflowStep.organizationId, organizationId), eq(reportWorkflowStep.reportId, reportId), inArray(reportWorkflowStep.id, [...stepIds])));
}
