/** Report storage: every function takes the organization first. */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { reportTemplate } from "../../db/schema/index.ts";
import { newId } from "../../db/ids.ts";
import type { TemplateSection } from "../../../domain/reporting/templates.ts";

export type TemplateRow = typeof reportTemplate.$inferSelect;
type TemplateValues = { name: string; description: string; templateType: string; sections: TemplateSection[] };

const creatorName = sql<string | null>`(select coalesce(nullif(name, ''), email) from "user" where id = ${reportTemplate.createdBy})`;

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
