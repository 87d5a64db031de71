/** Reporting Center storage: builder reports, runs, the stats' counts, template use and favourites (organization first). */
import { and, count, desc, eq, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { builderReport, report, reportEvent, reportRun, reportSchedule, reportTemplate, reportTemplateFavourite } from "../../db/schema/reports.ts";
import * as people from "../../people/api.ts";
import { newId } from "../../db/ids.ts";

const creatorName = sql<string | null>`${people.displayNameOf(builderReport.createdBy)}`;

export async function listBuilderReports(db: Db, organizationId: string) {
  return db
    .select({ r: builderReport, creator: creatorName })
    .from(builderReport)
    .where(eq(builderReport.organizationId, organizationId))
    .orderBy(desc(builderReport.updatedAt), desc(builderReport.id))
    .limit(200);
}

export async function findBuilderReport(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ r: builderReport, creator: creatorName })
    .from(builderReport)
    .where(and(eq(builderReport.organizationId, organizationId), eq(builderReport.id, id)));
  return row ?? null;
}

export async function insertBuilderReport(db: Db, organizationId: string, createdBy: string, v: { name: string; sections: unknown[] }): Promise<string> {
  const id = newId();
  await db.insert(builderReport).values({ id, organizationId, createdBy, ...v });
  return id;
}

/** Answers whether the report existed. */
export async function updateBuilderReport(db: Db, organizationId: string, id: string, v: { name: string; sections: unknown[] }): Promise<boolean> {
  const rows = await db
    .update(builderReport)
    .set({ ...v, updatedAt: new Date() })
    .where(and(eq(builderReport.organizationId, organizationId), eq(builderReport.id, id)))
    .returning({ id: builderReport.id });
  return rows.length > 0;
}

export async function deleteBuilderReport(db: Db, organizationId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(builderReport)
    .where(and(eq(builderReport.organizationId, organizationId), eq(builderReport.id, id)))
    .returning({ id: builderReport.id });
  return rows.length > 0;
}

/** Starts a run (status processing); answers its id. */
export async function startRun(
  db: Db,
  organizationId: string,
  v: { name: string; kind: string; builderReportId: string | null; generatedBy: string; recipients?: string[] },
): Promise<string> {
  const id = newId();
  await db.insert(reportRun).values({
    id,
    organizationId,
    name: v.name,
    kind: v.kind,
    builderReportId: v.builderReportId,
    generatedBy: v.generatedBy,
    recipients: v.recipients ?? [],
    status: "processing",
  });
  return id;
}

export async function finishRun(
  db: Db,
  organizationId: string,
  id: string,
  v: { status: "completed" | "failed"; sizeBytes: number | null; processingMs: number; error: string | null },
) {
  await db
    .update(reportRun)
    .set({ ...v, finishedAt: new Date() })
    .where(and(eq(reportRun.organizationId, organizationId), eq(reportRun.id, id)));
}

const runnerName = sql<string | null>`${people.displayNameOf(reportRun.generatedBy)}`;

/** The latest runs, newest first. */
export async function recentRuns(db: Db, organizationId: string, limit: number) {
  return db
    .select({ run: reportRun, by: runnerName })
    .from(reportRun)
    .where(eq(reportRun.organizationId, organizationId))
    .orderBy(desc(reportRun.startedAt), desc(reportRun.id))
    .limit(limit);
}

/** The stats tiles' figures: reports (from templates, and saved in the builder), enabled schedules, the latest generation, and the generation times' sums and counts. */
export async function centerFigures(db: Db, organizationId: string) {
  const [[reports], [built], [schedules], [runs], [events]] = await Promise.all([
    db
      .select({ n: count(), last: max(report.generatedAt) })
      .from(report)
      .where(eq(report.organizationId, organizationId)),
    db.select({ n: count() }).from(builderReport).where(eq(builderReport.organizationId, organizationId)),
    db
      .select({ n: count() })
      .from(reportSchedule)
      .where(and(eq(reportSchedule.organizationId, organizationId), eq(reportSchedule.enabled, true))),
    db
      .select({ n: count(reportRun.processingMs), sum: sql<string | null>`sum(${reportRun.processingMs})::text`, last: max(reportRun.finishedAt) })
      .from(reportRun)
      .where(and(eq(reportRun.organizationId, organizationId), eq(reportRun.status, "completed"))),
    db
      .select({ n: count(reportEvent.amount), sum: sql<string | null>`sum(${reportEvent.amount})::text` })
      .from(reportEvent)
      .where(and(eq(reportEvent.organizationId, organizationId), eq(reportEvent.kind, "generated"))),
  ]);
  return {
    templateReports: Number(reports.n),
    builderReports: Number(built.n),
    scheduledReports: Number(schedules.n),
    lastReportGenerated: reports.last,
    lastRunFinished: runs.last,
    runs: { sumMs: Number(runs.sum ?? 0), count: Number(runs.n) },
    events: { sumMs: Number(events.sum ?? 0), count: Number(events.n) },
  };
}

/** The organization's templates with the reports made from each (count and latest) and whether `userId` marked it a favourite. */
export async function templatesWithUse(db: Db, organizationId: string, userId: string) {
  const uses = db
    .select({ templateId: report.templateId, uses: count().as("uses"), lastUsed: max(report.createdAt).as("last_used") })
    .from(report)
    .where(eq(report.organizationId, organizationId))
    .groupBy(report.templateId)
    .as("uses");
  return db
    .select({
      t: reportTemplate,
      uses: uses.uses,
      lastUsed: uses.lastUsed,
      favourite: sql<boolean>`exists (select 1 from ${reportTemplateFavourite} f where f.organization_id = ${organizationId} and f.template_id = ${reportTemplate.id} and f.user_id = ${userId})`,
    })
    .from(reportTemplate)
    .leftJoin(uses, eq(uses.templateId, reportTemplate.id))
    .where(eq(reportTemplate.organizationId, organizationId))
    .orderBy(desc(reportTemplate.createdAt), desc(reportTemplate.id))
    .limit(500);
}

export async function templateExists(db: Db, organizationId: string, templateId: string): Promise<boolean> {
  const rows = await db
    .select({ id: reportTemplate.id })
    .from(reportTemplate)
    .where(and(eq(reportTemplate.organizationId, organizationId), eq(reportTemplate.id, templateId)));
  return rows.length > 0;
}

export async function setFavourite(db: Db, organizationId: string, templateId: string, userId: string, favourite: boolean): Promise<void> {
  if (favourite) await db.insert(reportTemplateFavourite).values({ organizationId, templateId, userId }).onConflictDoNothing();
  else
    await db
      .delete(reportTemplateFavourite)
      .where(and(eq(reportTemplateFavourite.organizationId, organizationId), eq(reportTemplateFavourite.templateId, templateId), eq(reportTemplateFavourite.userId, userId)));
}
