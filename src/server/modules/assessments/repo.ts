import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { assessment, assessmentResponse, assessmentScore, itemBank, resultShare } from "../../db/schema/assessments.ts";
import { designedType, designedTypeVersion } from "../../db/schema/design.ts";
import { feedbackProject } from "../../db/schema/feedback360.ts";
import * as people from "../../people/api.ts";
import type { DbExecutor } from "../../jobs/repo.ts";
import type { AssessmentScoreRow } from "../../../domain/psychometrics/storage-rows.ts";
import { newId } from "../../db/ids.ts";

/** Answered items of a response: integer answers present plus text/ranking answers. */
const answeredCount = sql<number>`(cardinality(array_remove(${assessmentResponse.answerValues}, null)) + (select count(*) from jsonb_object_keys(${assessmentResponse.answerTexts})))::int`;

/** Creates one assessment per user of the organization; returns their ids and creation times, in order. */
export async function insertAssessments(
  db: DbExecutor,
  organizationId: string,
  rows: { typeId: string; title: string; userId: string; assignedBy: string | null; dueAt?: Date | null }[],
) {
  if (!rows.length) return [];
  const values = rows.map((r) => ({ id: newId(), organizationId, ...r }));
  const created = await db.insert(assessment).values(values).returning({ id: assessment.id, createdAt: assessment.createdAt });
  const byId = new Map(created.map((c) => [c.id, c.createdAt]));
  return values.map((v) => ({ id: v.id, createdAt: byId.get(v.id)! }));
}

/**
 * Assessments of the type the users already hold and have not completed (open assignments), by user: an
 * assignment is not made twice. Locks them (FOR UPDATE) inside the caller's transaction.
 */
/**
 * Serializes giving a type to these people until the transaction ends (a transaction-scoped advisory lock per
 * organization, type and person, taken in a fixed order): two concurrent requests cannot both find no open
 * assessment and both create one.
 */
export async function lockAssignments(db: DbExecutor, organizationId: string, typeId: string, userIds: string[]): Promise<void> {
  for (const userId of [...userIds].sort()) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`assessment:${organizationId}:${typeId}:${userId}`}, 0))`);
  }
}

export async function openAssessmentsOfType(db: DbExecutor, organizationId: string, typeId: string, userIds: string[]): Promise<Map<string, string>> {
  const completed = sql`exists (select 1 from ${assessmentResponse} r where r.organization_id = ${assessment.organizationId} and r.assessment_id = ${assessment.id} and r.status = 'completed')`;
  const rows = await db
    .select({ id: assessment.id, userId: assessment.userId })
    .from(assessment)
    .where(and(eq(assessment.organizationId, organizationId), eq(assessment.typeId, typeId), inArray(assessment.userId, userIds), sql`not ${completed}`))
    .orderBy(assessment.createdAt);
  return new Map(rows.map((r) => [r.userId, r.id]));
}

/** A user's assessments with their latest response (if any), newest first. */
export async function listForUser(db: Db, organizationId: string, userId: string) {
  const assigner = sql<string | null>`${people.displayNameOf(assessment.assignedBy)}`;
  const rows = await db
    .select({
      id: assessment.id,
      typeId: assessment.typeId,
      title: assessment.title,
      assignedBy: assessment.assignedBy,
      assignerName: assigner,
      createdAt: assessment.createdAt,
      dueAt: assessment.dueAt,
      responseId: assessmentResponse.id,
      status: assessmentResponse.status,
      answered: answeredCount,
      itemCount: sql<number | null>`cardinality(${assessmentResponse.answerValues})`,
      startedAt: assessmentResponse.startedAt,
      completedAt: assessmentResponse.completedAt,
    })
    .from(assessment)
    .leftJoin(assessmentResponse, and(eq(assessmentResponse.organizationId, assessment.organizationId), eq(assessmentResponse.assessmentId, assessment.id)))
    .where(and(eq(assessment.organizationId, organizationId), eq(assessment.userId, userId)))
    .orderBy(desc(assessment.createdAt), desc(assessmentResponse.startedAt));
  // one line per assessment: its latest response
  const seen = new Set<string>();
  return rows.filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)));
}

export async function findAssessment(db: Db, organizationId: string, id: string) {
  const rows = await db
    .select()
    .from(assessment)
    .where(and(eq(assessment.organizationId, organizationId), eq(assessment.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** The latest response of an assessment, or null. */
export async function latestResponse(db: Db, organizationId: string, assessmentId: string) {
  const rows = await db
    .select()
    .from(assessmentResponse)
    .where(and(eq(assessmentResponse.organizationId, organizationId), eq(assessmentResponse.assessmentId, assessmentId)))
    .orderBy(desc(assessmentResponse.startedAt))
    .limit(1);
  return rows[0] ?? null;
}

/** The id of the assessment's latest completed response, or null (none completed, or not this organization's). */
export async function latestCompletedResponseId(db: Db, organizationId: string, assessmentId: string): Promise<string | null> {
  const rows = await db
    .select({ id: assessmentResponse.id })
    .from(assessmentResponse)
    .where(and(eq(assessmentResponse.organizationId, organizationId), eq(assessmentResponse.assessmentId, assessmentId), eq(assessmentResponse.status, "completed")))
    .orderBy(desc(assessmentResponse.completedAt))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function insertResponse(
  db: Db,
  organizationId: string,
  r: {
    assessmentId: string;
    userId: string;
    typeId: string;
    itemBankVersion: string;
    itemCount: number;
    respondent: { sex?: "male" | "female"; age?: number };
    /** The version of the consent wording agreed to now. */
    consentVersion: string;
  },
) {
  const id = newId();
  const { itemCount, ...rest } = r;
  const empty = Array.from({ length: itemCount }, () => null) as unknown as number[];
  await db.insert(assessmentResponse).values({ id, organizationId, ...rest, consentAt: sql`now()`, answerValues: empty, answerMs: empty });
  return id;
}

/** Records consent (now, with the wording's version) on an open response that has none yet. */
export async function recordConsent(db: Db, organizationId: string, responseId: string, consentVersion: string) {
  await db
    .update(assessmentResponse)
    .set({ consentAt: sql`now()`, consentVersion })
    .where(
      and(
        eq(assessmentResponse.organizationId, organizationId),
        eq(assessmentResponse.id, responseId),
        eq(assessmentResponse.status, "in_progress"),
        isNull(assessmentResponse.consentAt),
      ),
    );
}

/** Records the respondent's norm-group facts on an open response that has no answer yet. */
export async function setRespondentIfUnanswered(db: Db, organizationId: string, responseId: string, respondent: { sex?: "male" | "female"; age?: number }) {
  await db
    .update(assessmentResponse)
    .set({ respondent })
    .where(
      and(
        eq(assessmentResponse.organizationId, organizationId),
        eq(assessmentResponse.id, responseId),
        eq(assessmentResponse.status, "in_progress"),
        sql`cardinality(array_remove(${assessmentResponse.answerValues}, null)) = 0 and ${assessmentResponse.answerTexts} = '{}'::jsonb`,
      ),
    );
}

/** A response with its taker's name and email, or null. */
export async function findResponse(db: Db, organizationId: string, id: string) {
  const rows = await db
    .select({ r: assessmentResponse, title: assessment.title, userName: people.nameOf(assessmentResponse.userId), userEmail: people.emailOf(assessmentResponse.userId) })
    .from(assessmentResponse)
    .innerJoin(assessment, eq(assessment.id, assessmentResponse.assessmentId))
    .where(and(eq(assessmentResponse.organizationId, organizationId), eq(assessmentResponse.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Saves one answer and its time (and the timer's elapsed time, the largest kept) into an open response of
 * this user that has consent, in one UPDATE; idempotent per item.
 * Integer answers go to their position (1-based) in answer_values; text and ranking answers to
 * answer_texts by item id. Returns the number of answered items, or null when no such open, consented response exists.
 */
export async function saveAnswer(
  db: Db,
  organizationId: string,
  responseId: string,
  userId: string,
  answer: { position: number; itemId: string; value: number | string | readonly unknown[]; timeMs: number | null; elapsedMs: number | null },
) {
  const { position, itemId, value, timeMs, elapsedMs } = answer;
  const target =
    typeof value === "number"
      ? sql`answer_values[${position}] = ${value}::smallint`
      : sql`answer_texts = answer_texts || jsonb_build_object(${itemId}::text, ${JSON.stringify(value)}::jsonb)`;
  const time = timeMs === null ? sql`` : sql`, answer_ms[${position}] = ${timeMs}::int`;
  const elapsed = elapsedMs === null ? sql`` : sql`, elapsed_ms = greatest(elapsed_ms, ${elapsedMs}::int)`;
  const r = await db.execute<{ answered: number }>(sql`
    update assessment_response set ${target}${time}${elapsed}, updated_at = now()
    where organization_id = ${organizationId} and id = ${responseId} and user_id = ${userId} and status = 'in_progress' and consent_at is not null
    returning (cardinality(array_remove(answer_values, null)) + (select count(*) from jsonb_object_keys(answer_texts)))::int as answered`);
  return r.rows[0]?.answered ?? null;
}

/** Marks a response completed with its score, and writes its assessment_scores rows; false if it was not open. */
export async function completeResponse(
  db: Db,
  organizationId: string,
  responseId: string,
  assessmentId: string,
  score: unknown,
  metadata: Record<string, unknown>,
  rows: readonly AssessmentScoreRow[],
  now = new Date(),
): Promise<boolean> {
  const done = await db
    .update(assessmentResponse)
    .set({ status: "completed", score, scoringMetadata: metadata, completedAt: now, scoredAt: now, updatedAt: now })
    .where(and(eq(assessmentResponse.organizationId, organizationId), eq(assessmentResponse.id, responseId), eq(assessmentResponse.status, "in_progress")))
    .returning({ id: assessmentResponse.id });
  if (done.length === 0) return false;
  if (rows.length) {
    await db.insert(assessmentScore).values(
      rows.map((r) => ({
        organizationId,
        assessmentId,
        responseId,
        dimension: r.dimension,
        score: r.score,
        rawScore: r.rawScore,
        percentile: r.percentile,
        stanine: r.stanine,
        scoringRules: r.scoringRules as unknown as Record<string, unknown>,
      })),
    );
  }
  return true;
}

export async function scoreRows(db: Db, organizationId: string, responseId: string) {
  return db
    .select()
    .from(assessmentScore)
    .where(and(eq(assessmentScore.organizationId, organizationId), eq(assessmentScore.responseId, responseId)));
}

export async function insertShare(db: Db, organizationId: string, s: { responseId: string; tokenHash: string; createdBy: string; expiresAt: Date }) {
  const [row] = await db
    .insert(resultShare)
    .values({ id: newId(), organizationId, ...s })
    .returning();
  return row;
}

export async function listShares(db: Db, organizationId: string, responseId: string) {
  return db
    .select()
    .from(resultShare)
    .where(and(eq(resultShare.organizationId, organizationId), eq(resultShare.responseId, responseId)))
    .orderBy(desc(resultShare.createdAt));
}

/** Revokes a share of a response; returns the row, or null when it is not this organization's. */
export async function revokeShare(db: Db, organizationId: string, responseId: string, shareId: string) {
  const rows = await db
    .update(resultShare)
    .set({ revokedAt: new Date() })
    .where(and(eq(resultShare.organizationId, organizationId), eq(resultShare.responseId, responseId), eq(resultShare.id, shareId), isNull(resultShare.revokedAt)))
    .returning();
  return rows[0] ?? null;
}

/**
 * The one lookup not scoped by organization: a public share link carries no session, so the token (its
 * hash, 192 random bits) is the only key. It yields the share's own organization id for every later read.
 */
export async function findShareByTokenHash(db: Db, tokenHash: string) {
  const rows = await db.select().from(resultShare).where(eq(resultShare.tokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

/** Records an item-bank version once (versions are immutable: an existing one is left as it is). */
export async function saveItemBank(db: Db, v: { version: string; typeId: string; items: readonly unknown[] }) {
  await db.insert(itemBank).values({ version: v.version, typeId: v.typeId, items: v.items }).onConflictDoNothing();
}

/** A recorded item-bank version, or null. Item banks are platform data (not a tenant's). */
export async function findItemBank(db: Db, version: string) {
  const rows = await db.select().from(itemBank).where(eq(itemBank.version, version)).limit(1);
  return rows[0] ?? null;
}

/**
 * The caller's response, locked for the rest of the transaction: an autosave racing the submit waits for
 * it and then finds the response no longer open (409), so the score holds every acknowledged answer.
 */
export async function lockResponse(db: Db, organizationId: string, id: string) {
  const rows = await db
    .select()
    .from(assessmentResponse)
    .where(and(eq(assessmentResponse.organizationId, organizationId), eq(assessmentResponse.id, id)))
    .for("update")
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Completed responses (any organization: a platform maintenance task) whose stored result was made under
 * other interpretation rules than `version`, oldest first.
 */
export async function outdatedResults(db: Db, version: string, limit: number): Promise<{ organizationId: string; id: string }[]> {
  return db
    .select({ organizationId: assessmentResponse.organizationId, id: assessmentResponse.id })
    .from(assessmentResponse)
    .where(and(eq(assessmentResponse.status, "completed"), sql`(${assessmentResponse.score} -> 'scoringRules' ->> 'interpretationVersion') is distinct from ${version}`))
    .orderBy(assessmentResponse.completedAt)
    .limit(limit);
}

/** Replaces a completed response's result and its assessment_scores rows (a re-score under new rules). */
export async function replaceResult(
  db: Db,
  organizationId: string,
  r: { id: string; assessmentId: string },
  score: unknown,
  metadata: Record<string, unknown>,
  rows: readonly AssessmentScoreRow[],
): Promise<void> {
  await db
    .update(assessmentResponse)
    .set({ score, scoringMetadata: metadata, scoredAt: new Date() })
    .where(and(eq(assessmentResponse.organizationId, organizationId), eq(assessmentResponse.id, r.id), eq(assessmentResponse.status, "completed")));
  await db.delete(assessmentScore).where(and(eq(assessmentScore.organizationId, organizationId), eq(assessmentScore.responseId, r.id)));
  if (rows.length) {
    await db.insert(assessmentScore).values(
      rows.map((x) => ({
        organizationId,
        assessmentId: r.assessmentId,
        responseId: r.id,
        dimension: x.dimension,
        score: x.score,
        rawScore: x.rawScore,
        percentile: x.percentile,
        stanine: x.stanine,
        scoringRules: x.scoringRules as unknown as Record<string, unknown>,
      })),
    );
  }
}

/** Completed responses (any organization: platform maintenance) with no analytics fact yet, oldest first. */
export async function completedWithoutAnalytics(db: Db, limit: number): Promise<{ organizationId: string; id: string }[]> {
  const rows = await db.execute<{ organization_id: string; id: string }>(sql`
    select r.organization_id, r.id from assessment_response r
    where r.status = 'completed' and not exists (select 1 from analytics_fact f where f.organization_id = r.organization_id and f.response_id = r.id)
    order by r.completed_at limit ${limit}`);
  return rows.rows.map((r) => ({ organizationId: r.organization_id, id: r.id }));
}

/**
 * An untouched self-start: an assessment the person gave themselves (assigned_by is the person; an assignment by
 * a manager or admin names them, a 360 self-rating carries its deadline) that never had a response, no due date,
 * no reminder, and that no 360 project points to. Starting used to make these before consent was asked.
 */
const untouchedSelfStart = sql`${assessment.assignedBy} = ${assessment.userId}
  and ${assessment.dueAt} is null and ${assessment.reminderCount} = 0
  and not exists (select 1 from ${assessmentResponse} r where r.organization_id = ${assessment.organizationId} and r.assessment_id = ${assessment.id})
  and not exists (select 1 from ${feedbackProject} p where p.organization_id = ${assessment.organizationId} and p.self_assessment_id = ${assessment.id})`;

/** The organizations holding untouched self-starts (any organization: the startup clean-up). */
export async function organizationsWithUntouchedSelfStarts(db: DbExecutor): Promise<string[]> {
  const rows = await db.selectDistinct({ id: assessment.organizationId }).from(assessment).where(untouchedSelfStart);
  return rows.map((r) => r.id);
}

/** Deletes the organization's untouched self-starts; answers how many. */
export async function deleteUntouchedSelfStarts(db: DbExecutor, organizationId: string): Promise<number> {
  const rows = await db
    .delete(assessment)
    .where(and(eq(assessment.organizationId, organizationId), untouchedSelfStart))
    .returning({ id: assessment.id });
  return rows.length;
}

/**
 * The organization's measured pace per type: the median of the assessment timer's seconds per question over
 * its completed responses (those with a timer reading), and how many there are.
 */
export async function measuredPaces(db: Db, organizationId: string): Promise<Map<string, { medianSecondsPerQuestion: number; completions: number }>> {
  const r = assessmentResponse;
  const rows = await db
    .select({
      typeId: r.typeId,
      completions: sql<number>`count(*)::int`,
      median: sql<number>`percentile_cont(0.5) within group (order by ${r.elapsedMs}::float8 / 1000 / cardinality(${r.answerValues}))`,
    })
    .from(r)
    .where(and(eq(r.organizationId, organizationId), eq(r.status, "completed"), sql`${r.elapsedMs} > 0`, sql`cardinality(${r.answerValues}) > 0`))
    .groupBy(r.typeId);
  return new Map(rows.map((x) => [x.typeId, { medianSecondsPerQuestion: Number(x.median), completions: Number(x.completions) }]));
}

/* ── for the 360 module (through api.ts): the subject's self-rating ── */

/** The subject's newest completed IPIP-NEO-120 since `since`, with its stored score. */
export async function latestSelfResult(db: DbExecutor, organizationId: string, userId: string, since: Date) {
  const [row] = await db
    .select({ responseId: assessmentResponse.id, assessmentId: assessmentResponse.assessmentId, completedAt: assessmentResponse.completedAt, score: assessmentResponse.score })
    .from(assessmentResponse)
    .where(
      and(
        eq(assessmentResponse.organizationId, organizationId),
        eq(assessmentResponse.userId, userId),
        eq(assessmentResponse.typeId, "ipip-neo-120"),
        eq(assessmentResponse.status, "completed"),
        gt(assessmentResponse.completedAt, since),
      ),
    )
    .orderBy(desc(assessmentResponse.completedAt))
    .limit(1);
  return row ?? null;
}

/** An IPIP-NEO-120 assessment the subject holds and has not completed (to reuse rather than assign another). */
export async function openSelfAssessment(db: DbExecutor, organizationId: string, userId: string): Promise<string | null> {
  const completed = sql`exists (select 1 from ${assessmentResponse} r where r.organization_id = ${assessment.organizationId} and r.assessment_id = ${assessment.id} and r.status = 'completed')`;
  const [row] = await db
    .select({ id: assessment.id })
    .from(assessment)
    .where(and(eq(assessment.organizationId, organizationId), eq(assessment.userId, userId), eq(assessment.typeId, "ipip-neo-120"), sql`not ${completed}`))
    .orderBy(desc(assessment.createdAt))
    .limit(1);
  return row?.id ?? null;
}

export async function insertSelfAssessment(db: DbExecutor, organizationId: string, userId: string, title: string, assignedBy: string, dueAt: Date): Promise<string> {
  const id = newId();
  await db.insert(assessment).values({ id, organizationId, typeId: "ipip-neo-120", title, userId, assignedBy, dueAt });
  return id;
}

const latestResponseOfAssessment = sql`(select r.id from ${assessmentResponse} r where r.organization_id = ${assessment.organizationId} and r.assessment_id = ${assessment.id} order by r.started_at desc limit 1)`;

/**
 * An assessment with its latest response: the title and due date a notice names, the answers given so far and
 * the questions in all (the response's version once started; a designed type's current version before; null: a
 * built-in type not started).
 */
export async function assessmentFacts(db: DbExecutor, organizationId: string, assessmentId: string) {
  const [row] = await db
    .select({
      id: assessment.id,
      typeId: assessment.typeId,
      title: assessment.title,
      userId: assessment.userId,
      assignedBy: assessment.assignedBy,
      dueAt: assessment.dueAt,
      responseId: assessmentResponse.id,
      answered: sql<
        number | null
      >`(cardinality(array_remove(${assessmentResponse.answerValues}, null)) + (select count(*) from jsonb_object_keys(${assessmentResponse.answerTexts})))::int`,
      itemCount: sql<
        number | null
      >`coalesce(cardinality(${assessmentResponse.answerValues}), (select v.item_count from ${designedType} t join ${designedTypeVersion} v on v.type_id = t.id and v.version = t.current_version where t.id = ${assessment.typeId} and t.organization_id = ${assessment.organizationId}))`,
    })
    .from(assessment)
    .leftJoin(assessmentResponse, and(eq(assessmentResponse.organizationId, assessment.organizationId), sql`${assessmentResponse.id} = ${latestResponseOfAssessment}`))
    .where(and(eq(assessment.organizationId, organizationId), eq(assessment.id, assessmentId)));
  return row ?? null;
}

/** Responses started in [start, end): what a plan's monthly allowance counts. */
export async function responsesStartedBetween(db: DbExecutor, organizationId: string, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assessmentResponse)
    .where(
      and(
        eq(assessmentResponse.organizationId, organizationId),
        sql`${assessmentResponse.startedAt} >= ${start.toISOString()}`,
        sql`${assessmentResponse.startedAt} < ${end.toISOString()}`,
      ),
    );
  return row?.n ?? 0;
}
