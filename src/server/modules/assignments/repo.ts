/** Assignments as their organization follows them: assessments given by someone to someone else. */
import { and, desc, eq, isNotNull, lt, ne, or, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { DbExecutor } from "../../jobs/repo.ts";
import { assessment, assessmentResponse } from "../../db/schema/assessments.ts";
import { designedType, designedTypeVersion } from "../../db/schema/design.ts";
import * as people from "../../people/api.ts";

/** How many assignments one list answers (newest first). */
export const LIST_LIMIT = 500;

const latest = sql`(select r.id from ${assessmentResponse} r where r.organization_id = ${assessment.organizationId} and r.assessment_id = ${assessment.id} order by r.started_at desc limit 1)`;

/** The organization's assignments (optionally only those given by one person, or one assignment), each with its latest response. */
export function list(db: Db, organizationId: string, only: { assignedBy?: string; id?: string } = {}) {
  const assigner = sql<string | null>`${people.displayNameOf(assessment.assignedBy)}`;
  const answered = sql<
    number | null
  >`(cardinality(array_remove(${assessmentResponse.answerValues}, null)) + (select count(*) from jsonb_object_keys(${assessmentResponse.answerTexts})))::int`;
  return db
    .select({
      id: assessment.id,
      typeId: assessment.typeId,
      title: assessment.title,
      userId: assessment.userId,
      assigneeName: people.displayNameOf(assessment.userId),
      assigneeEmail: people.emailOf(assessment.userId),
      assignedBy: assessment.assignedBy,
      assignerName: assigner,
      createdAt: assessment.createdAt,
      dueAt: assessment.dueAt,
      lastRemindedAt: assessment.lastRemindedAt,
      reminderCount: assessment.reminderCount,
      responseId: assessmentResponse.id,
      responseStatus: assessmentResponse.status,
      answered,
      /** Questions of the response's version once started; of a designed type's current version before (null: a built-in type not started). */
      itemCount: sql<
        number | null
      >`coalesce(cardinality(${assessmentResponse.answerValues}), (select v.item_count from ${designedType} t join ${designedTypeVersion} v on v.type_id = t.id and v.version = t.current_version where t.id = ${assessment.typeId} and t.organization_id = ${assessment.organizationId}))`,
      startedAt: assessmentResponse.startedAt,
      completedAt: assessmentResponse.completedAt,
    })
    .from(assessment)
    .leftJoin(assessmentResponse, and(eq(assessmentResponse.organizationId, assessment.organizationId), sql`${assessmentResponse.id} = ${latest}`))
    .where(
      and(
        eq(assessment.organizationId, organizationId),
        isNotNull(assessment.assignedBy),
        ne(assessment.assignedBy, assessment.userId),
        only.assignedBy ? eq(assessment.assignedBy, only.assignedBy) : undefined,
        only.id ? eq(assessment.id, only.id) : undefined,
      ),
    )
    .orderBy(desc(assessment.createdAt))
    .limit(LIST_LIMIT);
}

export type AssignmentRow = Awaited<ReturnType<typeof list>>[number];

/** One assignment of the organization, with its latest response. */
export async function find(db: Db, organizationId: string, id: string): Promise<AssignmentRow | null> {
  const [row] = await list(db, organizationId, { id });
  return row ?? null;
}

/**
 * Records a reminder unless one was sent after `notBefore` (atomic: two clicks send one); answers whether
 * this call may send it.
 */
export async function claimReminder(db: DbExecutor, organizationId: string, id: string, now: Date, notBefore: Date): Promise<boolean> {
  const rows = await db
    .update(assessment)
    .set({ lastRemindedAt: now, reminderCount: sql`${assessment.reminderCount} + 1` })
    .where(and(eq(assessment.organizationId, organizationId), eq(assessment.id, id), or(isNull(assessment.lastRemindedAt), lt(assessment.lastRemindedAt, notBefore))))
    .returning({ id: assessment.id });
  return rows.length === 1;
}
