/** Scheduled reports and generation runs: storage (every function takes the organization first, except the due sweep). */
import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { distributionList, reportRun, reportSchedule, reportTemplate } from "../../db/schema/reports.ts";
import * as people from "../../people/api.ts";
import { newId } from "../../db/ids.ts";

export type ScheduleRow = typeof reportSchedule.$inferSelect;
export type RunRow = typeof reportRun.$inferSelect;

const templateName = sql<string | null>`(select name from ${reportTemplate} where ${reportTemplate.id} = ${reportSchedule.templateId})`;
const listName = sql<string | null>`(select name from ${distributionList} where ${distributionList.id} = ${reportSchedule.distributionListId})`;
const runnerName = sql<string | null>`${people.displayNameOf(reportRun.generatedBy)}`;

export async function listSchedules(db: Db, organizationId: string) {
  return db
    .select({ s: reportSchedule, templateName, listName })
    .from(reportSchedule)
    .where(eq(reportSchedule.organizationId, organizationId))
    .orderBy(desc(reportSchedule.createdAt), desc(reportSchedule.id))
    .limit(500);
}

export async function findSchedule(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ s: reportSchedule, templateName, listName })
    .from(reportSchedule)
    .where(and(eq(reportSchedule.organizationId, organizationId), eq(reportSchedule.id, id)));
  return row ?? null;
}

export async function templateExists(db: Db, organizationId: string, templateId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reportTemplate.id })
    .from(reportTemplate)
    .where(and(eq(reportTemplate.organizationId, organizationId), eq(reportTemplate.id, templateId)));
  return !!row;
}

export async function listExists(db: Db, organizationId: string, listId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: distributionList.id })
    .from(distributionList)
    .where(and(eq(distributionList.organizationId, organizationId), eq(distributionList.id, listId)));
  return !!row;
}

export async function insertSchedule(db: Db, organizationId: string, v: Omit<typeof reportSchedule.$inferInsert, "id" | "organizationId">): Promise<string> {
  const id = newId();
  await db.insert(reportSchedule).values({ id, organizationId, ...v });
  return id;
}

export async function setEnabled(db: Db, organizationId: string, id: string, enabled: boolean, nextRunAt: Date | null): Promise<void> {
  await db
    .update(reportSchedule)
    .set({ enabled, nextRunAt, updatedAt: new Date() })
    .where(and(eq(reportSchedule.organizationId, organizationId), eq(reportSchedule.id, id)));
}

export async function deleteSchedule(db: Db, organizationId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(reportSchedule)
    .where(and(eq(reportSchedule.organizationId, organizationId), eq(reportSchedule.id, id)))
    .returning({ id: reportSchedule.id });
  return rows.length > 0;
}

/** Enabled schedules whose next run is due, across organizations (the sweep). */
export async function dueSchedules(db: Db, now: Date, limit = 100): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(reportSchedule)
    .where(and(eq(reportSchedule.enabled, true), lte(reportSchedule.nextRunAt, now)))
    .orderBy(reportSchedule.nextRunAt)
    .limit(limit);
}

/**
 * Claims one due tick: moves next_run_at from `due` to `next` only if no other process did it first. Answers
 * whether this process claimed it (so each tick runs once, however many processes sweep).
 */
export async function claimTick(db: Db, id: string, due: Date, next: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(reportSchedule)
    .set({ nextRunAt: next, lastRunAt: now })
    .where(and(eq(reportSchedule.id, id), eq(reportSchedule.enabled, true), eq(reportSchedule.nextRunAt, due)))
    .returning({ id: reportSchedule.id });
  return rows.length > 0;
}

export async function insertRun(db: Db, organizationId: string, v: Omit<typeof reportRun.$inferInsert, "id" | "organizationId">): Promise<string> {
  const id = newId();
  await db.insert(reportRun).values({ id, organizationId, ...v });
  return id;
}

export async function updateRun(db: Db, organizationId: string, id: string, v: Partial<typeof reportRun.$inferInsert>): Promise<void> {
  await db
    .update(reportRun)
    .set(v)
    .where(and(eq(reportRun.organizationId, organizationId), eq(reportRun.id, id)));
}

export async function findRun(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ r: reportRun, runner: runnerName })
    .from(reportRun)
    .where(and(eq(reportRun.organizationId, organizationId), eq(reportRun.id, id)));
  return row ?? null;
}

export async function listRuns(db: Db, organizationId: string, status: string | undefined, limit: number) {
  return db
    .select({ r: reportRun, runner: runnerName })
    .from(reportRun)
    .where(and(eq(reportRun.organizationId, organizationId), status ? eq(reportRun.status, status) : undefined))
    .orderBy(desc(reportRun.startedAt), desc(reportRun.id))
    .limit(limit);
}

/** The previous run of a schedule before this one (for a custom schedule's period). */
export async function previousRunStart(db: Db, organizationId: string, scheduleId: string, before: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: reportRun.startedAt })
    .from(reportRun)
    .where(and(eq(reportRun.organizationId, organizationId), eq(reportRun.scheduleId, scheduleId), sql`${reportRun.startedAt} < ${before}`))
    .orderBy(desc(reportRun.startedAt))
    .limit(1);
  return row?.at ?? null;
}
