/** 360 feedback storage: every function takes the organization first (the token lookup is the one exception: the link names no organization). */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { DbExecutor } from "../../jobs/repo.ts";
import { feedbackProject, feedbackRater } from "../../db/schema/feedback360.ts";
import * as people from "../../people/api.ts";
import { newId } from "../../db/ids.ts";

export type ProjectRow = typeof feedbackProject.$inferSelect;
export type RaterRow = typeof feedbackRater.$inferSelect;

const personName = (name: string | null, email: string) => (name && name.trim() ? name : email);

/** The subject's name and address and the creator's name, from the people directory. */
const subjectAndCreator = {
  subjectName: people.nameOf(feedbackProject.subjectUserId),
  subjectEmail: people.emailOf(feedbackProject.subjectUserId),
  creatorName: sql<string | null>`${people.displayNameOf(feedbackProject.createdBy)}`,
};

export async function insertProject(
  db: DbExecutor,
  organizationId: string,
  p: { subjectUserId: string; title: string; form: string; deadline: Date; minGroupSize: number; managerApproval: boolean; createdBy: string; selfAssessmentId: string | null },
): Promise<string> {
  const id = newId();
  await db.insert(feedbackProject).values({ id, organizationId, ...p });
  return id;
}

/** A project with its subject's and creator's names, and the organization's name. */
export async function findProject(db: DbExecutor, organizationId: string, projectId: string) {
  const [row] = await db
    .select({ p: feedbackProject, ...subjectAndCreator, organizationName: people.organizationNameOf(feedbackProject.organizationId) })
    .from(feedbackProject)
    .where(and(eq(feedbackProject.organizationId, organizationId), eq(feedbackProject.id, projectId)));
  return row ? { ...row, subjectName: personName(row.subjectName, row.subjectEmail) } : null;
}

/** Locks a project row for the rest of the transaction. */
export async function lockProject(db: DbExecutor, organizationId: string, projectId: string): Promise<ProjectRow | null> {
  const [row] = await db
    .select()
    .from(feedbackProject)
    .where(and(eq(feedbackProject.organizationId, organizationId), eq(feedbackProject.id, projectId)))
    .for("update");
  return row ?? null;
}

/** Projects of the organization (or of one subject), newest first, with rater counts. */
export async function listProjects(db: Db, organizationId: string, subjectUserId: string | null) {
  const raters = sql<number>`(select count(*)::int from ${feedbackRater} r where r.organization_id = ${feedbackProject.organizationId} and r.project_id = ${feedbackProject.id} and r.status <> 'declined')`;
  const completed = sql<number>`(select count(*)::int from ${feedbackRater} r where r.organization_id = ${feedbackProject.organizationId} and r.project_id = ${feedbackProject.id} and r.status = 'completed')`;
  const rows = await db
    .select({ p: feedbackProject, subjectName: people.nameOf(feedbackProject.subjectUserId), subjectEmail: people.emailOf(feedbackProject.subjectUserId), raters, completed })
    .from(feedbackProject)
    .where(and(eq(feedbackProject.organizationId, organizationId), subjectUserId ? eq(feedbackProject.subjectUserId, subjectUserId) : undefined))
    .orderBy(desc(feedbackProject.createdAt))
    .limit(500);
  return rows.map((r) => ({ ...r, subjectName: personName(r.subjectName, r.subjectEmail) }));
}

export async function ratersOf(db: DbExecutor, organizationId: string, projectId: string): Promise<RaterRow[]> {
  return db
    .select()
    .from(feedbackRater)
    .where(and(eq(feedbackRater.organizationId, organizationId), eq(feedbackRater.projectId, projectId)))
    .orderBy(asc(feedbackRater.createdAt), asc(feedbackRater.id));
}

export async function insertRaters(
  db: DbExecutor,
  organizationId: string,
  projectId: string,
  rows: {
    id: string;
    name: string;
    email: string;
    relationship: string;
    customRelationship: string | null;
    tokenHash: string;
    approval: string;
    nominatedBy: string;
    approvedBy: string | null;
    itemCount: number;
    invitedAt: Date | null;
  }[],
): Promise<void> {
  if (!rows.length) return;
  // creation times a microsecond apart keep the raters in the order they were named
  const base = Date.now();
  await db.insert(feedbackRater).values(
    rows.map(({ itemCount, ...r }, i) => ({
      createdAt: sql`${new Date(base).toISOString()}::timestamptz + ${i} * interval '1 microsecond'`,
      ...r,
      organizationId,
      projectId,
      answerValues: sql`array_fill(null::smallint, array[${itemCount}::int])`,
      comments: { strengths: "", improvements: "", additional: "" },
    })),
  );
}

/** Marks raters as approved by `approvedBy` and invited now. */
export async function markInvited(db: DbExecutor, organizationId: string, raterIds: string[], approvedBy: string, at: Date): Promise<void> {
  if (!raterIds.length) return;
  await db
    .update(feedbackRater)
    .set({ approval: "approved", approvedBy, invitedAt: at })
    .where(and(eq(feedbackRater.organizationId, organizationId), inArray(feedbackRater.id, raterIds)));
}

/** Deletes a nomination that has not been started; answers whether one was deleted. */
export async function deleteUnstartedRater(db: DbExecutor, organizationId: string, projectId: string, raterId: string): Promise<boolean> {
  const rows = await db
    .delete(feedbackRater)
    .where(and(eq(feedbackRater.organizationId, organizationId), eq(feedbackRater.projectId, projectId), eq(feedbackRater.id, raterId), eq(feedbackRater.status, "invited")))
    .returning({ id: feedbackRater.id });
  return rows.length > 0;
}

export async function markReminded(db: DbExecutor, organizationId: string, raterIds: string[], at: Date): Promise<void> {
  if (!raterIds.length) return;
  await db
    .update(feedbackRater)
    .set({ lastRemindedAt: at, reminderCount: sql`${feedbackRater.reminderCount} + 1` })
    .where(and(eq(feedbackRater.organizationId, organizationId), inArray(feedbackRater.id, raterIds)));
}

export async function setDeadline(db: DbExecutor, organizationId: string, projectId: string, deadline: Date): Promise<void> {
  await db
    .update(feedbackProject)
    .set({ deadline })
    .where(and(eq(feedbackProject.organizationId, organizationId), eq(feedbackProject.id, projectId)));
}

/** Closes an open project; answers whether it was open. */
export async function closeProject(db: DbExecutor, organizationId: string, projectId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(feedbackProject)
    .set({ status: "closed", closedAt: at })
    .where(and(eq(feedbackProject.organizationId, organizationId), eq(feedbackProject.id, projectId), eq(feedbackProject.status, "open")))
    .returning({ id: feedbackProject.id });
  return rows.length > 0;
}

/** A rater behind a personal link, with the project, the subject's name and the organization's name. */
export async function findRaterByTokenHash(db: DbExecutor, tokenHash: string) {
  const [row] = await db
    .select({
      r: feedbackRater,
      p: feedbackProject,
      ...subjectAndCreator,
      organizationName: people.organizationNameOf(feedbackProject.organizationId),
    })
    .from(feedbackRater)
    .innerJoin(feedbackProject, and(eq(feedbackProject.id, feedbackRater.projectId), eq(feedbackProject.organizationId, feedbackRater.organizationId)))
    .where(eq(feedbackRater.tokenHash, tokenHash));
  return row ? { ...row, subjectName: personName(row.subjectName, row.subjectEmail) } : null;
}

/** The condition under which a rater may still answer: approved, not finished or declined, project open before its deadline. */
const answerable = (now: Date) =>
  sql`${feedbackRater.status} in ('invited', 'in_progress') and ${feedbackRater.approval} = 'approved' and exists (select 1 from ${feedbackProject} p where p.id = ${feedbackRater.projectId} and p.organization_id = ${feedbackRater.organizationId} and p.status = 'open' and p.deadline > ${now.toISOString()}::timestamptz)`;

/** Saves one answer by position (1-based in SQL); answers the number answered, or null when the rater may no longer answer. */
export async function saveRaterAnswer(db: Db, organizationId: string, raterId: string, position: number, value: number, now: Date): Promise<number | null> {
  const rows = await db
    .update(feedbackRater)
    .set({ answerValues: sql`(${feedbackRater.answerValues}[1:${position}] || ${value}::smallint || ${feedbackRater.answerValues}[${position + 2}:])`, status: "in_progress" })
    .where(and(eq(feedbackRater.organizationId, organizationId), eq(feedbackRater.id, raterId), answerable(now)))
    .returning({ answered: sql<number>`cardinality(array_remove(${feedbackRater.answerValues}, null))::int` });
  return rows[0]?.answered ?? null;
}

/** Merges comment fields; answers the comments, or null when the rater may no longer answer. */
export async function saveRaterComments(db: Db, organizationId: string, raterId: string, patch: Record<string, string>, now: Date) {
  const rows = await db
    .update(feedbackRater)
    .set({ comments: sql`${feedbackRater.comments} || ${JSON.stringify(patch)}::jsonb` })
    .where(and(eq(feedbackRater.organizationId, organizationId), eq(feedbackRater.id, raterId), answerable(now)))
    .returning({ comments: feedbackRater.comments });
  return rows[0]?.comments ?? null;
}

/** Completes a rater whose every item is answered; answers whether it did. */
export async function completeRater(db: Db, organizationId: string, raterId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(feedbackRater)
    .set({ status: "completed", completedAt: now })
    .where(and(eq(feedbackRater.organizationId, organizationId), eq(feedbackRater.id, raterId), answerable(now), sql`array_position(${feedbackRater.answerValues}, null) is null`))
    .returning({ id: feedbackRater.id });
  return rows.length > 0;
}

/** Declines (answers are discarded); answers whether it did. */
export async function declineRater(db: Db, organizationId: string, raterId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(feedbackRater)
    .set({
      status: "declined",
      declinedAt: now,
      answerValues: sql`array_fill(null::smallint, array[cardinality(${feedbackRater.answerValues})])`,
      comments: { strengths: "", improvements: "", additional: "" },
    })
    .where(and(eq(feedbackRater.organizationId, organizationId), eq(feedbackRater.id, raterId), answerable(now)))
    .returning({ id: feedbackRater.id });
  return rows.length > 0;
}

/** Closed projects of the organization (or the listed ones), newest first. */
export async function closedProjectIds(db: Db, organizationId: string, ids: string[] | null): Promise<string[]> {
  const rows = await db
    .select({ id: feedbackProject.id })
    .from(feedbackProject)
    .where(and(eq(feedbackProject.organizationId, organizationId), eq(feedbackProject.status, "closed"), ids ? inArray(feedbackProject.id, ids) : undefined))
    .orderBy(desc(feedbackProject.closedAt))
    .limit(200);
  return rows.map((r) => r.id);
}

/** The subject's most recently closed project, or null. */
export async function latestClosedProjectOf(db: Db, organizationId: string, subjectUserId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: feedbackProject.id })
    .from(feedbackProject)
    .where(and(eq(feedbackProject.organizationId, organizationId), eq(feedbackProject.subjectUserId, subjectUserId), eq(feedbackProject.status, "closed")))
    .orderBy(desc(feedbackProject.closedAt))
    .limit(1);
  return row?.id ?? null;
}

export async function projectTitle(db: DbExecutor, organizationId: string, projectId: string): Promise<string | null> {
  const [row] = await db
    .select({ title: feedbackProject.title })
    .from(feedbackProject)
    .where(and(eq(feedbackProject.organizationId, organizationId), eq(feedbackProject.id, projectId)));
  return row?.title ?? null;
}

/** Whether an assessment is the self-rating of one of the organization's 360 projects. */
export async function isSelfRatingOf360(db: DbExecutor, organizationId: string, assessmentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: feedbackProject.id })
    .from(feedbackProject)
    .where(and(eq(feedbackProject.organizationId, organizationId), eq(feedbackProject.selfAssessmentId, assessmentId)))
    .limit(1);
  return row !== undefined;
}
