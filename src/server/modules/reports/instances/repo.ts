/** Report storage: reports, their workflow steps and comments. Every function takes the organization first. */
import { and, asc, count, desc, eq, gte, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../../jobs/repo.ts";
import { report, reportComment, reportWorkflowStep } from "../../../db/schema/reports.ts";
import * as people from "../../../people/api.ts";
import { newId } from "../../../db/ids.ts";
import type { TReportContent } from "../../../../contracts/reports.ts";
import type { StepStatus, StepType } from "../../../../domain/reporting/workflow.ts";

export type ReportRow = typeof report.$inferSelect;
export type StepRow = typeof reportWorkflowStep.$inferSelect;
export type CommentRow = typeof reportComment.$inferSelect;

/** A person's name as the app shows it (their name, else their address). */
const nameOf = (id: AnyColumn) => sql<string | null>`${people.displayNameOf(id)}`;
const creatorName = nameOf(report.createdBy);

export async function findReport(db: DbExecutor, organizationId: string, reportId: string) {
  const [row] = await db
    .select({ r: report, creator: creatorName })
    .from(report)
    .where(and(eq(report.organizationId, organizationId), eq(report.id, reportId)));
  return row ?? null;
}
export type FoundReport = NonNullable<Awaited<ReturnType<typeof findReport>>>;

/** The report row locked for an update in a transaction (concurrent saves queue behind each other). */
export async function lockReport(tx: DbExecutor, organizationId: string, reportId: string): Promise<ReportRow | null> {
  const [row] = await tx
    .select()
    .from(report)
    .where(and(eq(report.organizationId, organizationId), eq(report.id, reportId)))
    .for("update");
  return row ?? null;
}

export type ReportFilters = { status?: string; type?: string; priority?: string; q?: string; since?: string };

/**
 * The search's last word as a prefix ("leader" finds "leadership"), with the words before it: the prefix is
 * only a plain last word (letters and digits only, so nothing else reaches to_tsquery's syntax), not a
 * negated (-word) or quoted one, nor one after OR. Null when the last word is not plain.
 */
export function prefixSearch(q: string): { rest: string; prefix: string } | null {
  const tokens = q.trim().split(/\s+/).filter(Boolean);
  const last = tokens.at(-1);
  if (!last || !/^[\p{L}\p{N}]+$/u.test(last) || /^or$/i.test(last)) return null;
  if ((q.match(/"/g) ?? []).length % 2 === 1) return null;
  if (tokens.length > 1 && /^or$/i.test(tokens[tokens.length - 2])) return null;
  return { rest: tokens.slice(0, -1).join(" "), prefix: `${last}:*` };
}

/**
 * Full-text search over the title and the content's words (websearch syntax: words, "phrases", -not, OR),
 * the last plain word also as a prefix. Written on the GIN index's expression, so report_search_idx serves it.
 */
export function searchCondition(q: string): SQL {
  const doc = sql`to_tsvector('english', ${report.title} || ' ' || ${report.searchText})`;
  const words = sql`${doc} @@ websearch_to_tsquery('english', ${q})`;
  const p = prefixSearch(q);
  if (!p) return words;
  if (!p.rest) return sql`(${words} or ${doc} @@ to_tsquery('english', ${p.prefix}))`;
  return sql`(${words} or ${doc} @@ (websearch_to_tsquery('english', ${p.rest}) && to_tsquery('english', ${p.prefix})))`;
}

/** The filters as a condition. */
function where(organizationId: string, f: ReportFilters): SQL {
  const parts: SQL[] = [eq(report.organizationId, organizationId)];
  if (f.status) parts.push(eq(report.status, f.status));
  if (f.type) parts.push(eq(report.templateType, f.type));
  if (f.priority) parts.push(eq(report.priority, f.priority));
  if (f.since) parts.push(gte(report.createdAt, new Date(`${f.since}T00:00:00Z`)));
  if (f.q) parts.push(searchCondition(f.q));
  return and(...parts)!;
}

/** The newest-updated reports matching the filters, and how many match. */
export async function listReports(db: DbExecutor, organizationId: string, f: ReportFilters, limit: number) {
  const cond = where(organizationId, f);
  const rows = await db.select({ r: report, creator: creatorName }).from(report).where(cond).orderBy(desc(report.updatedAt), desc(report.id)).limit(limit);
  const [{ n }] = await db.select({ n: count() }).from(report).where(cond);
  return { rows, total: Number(n) };
}

export async function countReports(db: DbExecutor, organizationId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(report).where(eq(report.organizationId, organizationId));
  return Number(n);
}

export type NewReport = {
  templateId: string | null;
  templateName: string;
  templateType: string;
  title: string;
  priority: string;
  tags: string[];
  periodStart: string;
  periodEnd: string;
  content: TReportContent;
  searchText: string;
  generatedAt: Date | null;
  createdBy: string | null;
};

export async function insertReport(db: DbExecutor, organizationId: string, v: NewReport, now: Date): Promise<string> {
  const id = newId();
  await db.insert(report).values({ id, organizationId, ...v, status: "draft", version: 1, createdAt: now, updatedAt: now });
  return id;
}

export type ReportChanges = Partial<Pick<ReportRow, "title" | "tags" | "priority" | "content" | "searchText" | "version" | "generatedAt" | "status" | "publishedAt">>;

export async function updateReport(db: DbExecutor, organizationId: string, reportId: string, v: ReportChanges, now: Date): Promise<void> {
  await db
    .update(report)
    .set({ ...v, updatedAt: now })
    .where(and(eq(report.organizationId, organizationId), eq(report.id, reportId)));
}

export async function deleteReport(db: DbExecutor, organizationId: string, reportId: string): Promise<boolean> {
  const rows = await db
    .delete(report)
    .where(and(eq(report.organizationId, organizationId), eq(report.id, reportId)))
    .returning({ id: report.id });
  return rows.length > 0;
}

/* ── workflow steps ── */

export type NewStep = { position: number; stepType: StepType; stepName: string; status: StepStatus; assigneeId: string | null };

export async function insertSteps(db: DbExecutor, organizationId: string, reportId: string, steps: readonly NewStep[]): Promise<void> {
  await db.insert(reportWorkflowStep).values(steps.map((s) => ({ id: newId(), organizationId, reportId, ...s })));
}

export async function listSteps(db: DbExecutor, organizationId: string, reportId: string) {
  return db
    .select({ s: reportWorkflowStep, assignee: nameOf(reportWorkflowStep.assigneeId) })
    .from(reportWorkflowStep)
    .where(and(eq(reportWorkflowStep.organizationId, organizationId), eq(reportWorkflowStep.reportId, reportId)))
    .orderBy(asc(reportWorkflowStep.position));
}

export type StepChanges = Partial<Pick<StepRow, "status" | "assigneeId" | "dueDate" | "completedAt" | "completedBy" | "notes">>;

export async function updateStep(db: DbExecutor, organizationId: string, stepId: string, v: StepChanges, now: Date): Promise<void> {
  await db
    .update(reportWorkflowStep)
    .set({ ...v, updatedAt: now })
    .where(and(eq(reportWorkflowStep.organizationId, organizationId), eq(reportWorkflowStep.id, stepId)));
}

/* ── comments ── */

export async function insertComment(
  db: DbExecutor,
  organizationId: string,
  v: { reportId: string; userId: string; commentType: string; sectionId: string | null; text: string },
  now: Date,
): Promise<string> {
  const id = newId();
  await db.insert(reportComment).values({ id, organizationId, ...v, createdAt: now });
  return id;
}

export async function listComments(db: DbExecutor, organizationId: string, reportId: string) {
  return db
    .select({ c: reportComment, author: nameOf(reportComment.userId), resolver: nameOf(reportComment.resolvedBy) })
    .from(reportComment)
    .where(and(eq(reportComment.organizationId, organizationId), eq(reportComment.reportId, reportId)))
    .orderBy(asc(reportComment.createdAt), asc(reportComment.id));
}

/** Resolves an unresolved comment of the report; false when there is none (unknown, or already resolved). */
export async function resolveComment(db: DbExecutor, organizationId: string, reportId: string, commentId: string, by: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(reportComment)
    .set({ resolvedBy: by, resolvedAt: now })
    .where(and(eq(reportComment.organizationId, organizationId), eq(reportComment.reportId, reportId), eq(reportComment.id, commentId), sql`${reportComment.resolvedAt} is null`))
    .returning({ id: reportComment.id });
  return rows.length > 0;
}

/** A comment of the report with its author (null when there is none). */
export async function findComment(db: DbExecutor, organizationId: string, reportId: string, commentId: string): Promise<{ id: string; userId: string | null } | null> {
  const [row] = await db
    .select({ id: reportComment.id, userId: reportComment.userId })
    .from(reportComment)
    .where(and(eq(reportComment.organizationId, organizationId), eq(reportComment.reportId, reportId), eq(reportComment.id, commentId)));
  return row ?? null;
}

/* ── members (who can be assigned, and their addresses for notices): read from the people directory ── */

export const listMembers = (db: DbExecutor, organizationId: string) => people.listMembers(db, organizationId, 1000);

export const findMembers = (db: DbExecutor, organizationId: string, userIds: readonly string[]) => people.namedMembers(db, organizationId, userIds);
