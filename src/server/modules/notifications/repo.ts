/**
 * What the notification subscribers read to write a notice from a domain event's ids: titles, names, addresses
 * and the state the notice describes, always within the event's organization.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../../jobs/repo.ts";
import {
  assessment,
  assessmentResponse,
  designedType,
  designedTypeVersion,
  feedbackProject,
  member,
  organization,
  report,
  reportWorkflowStep,
  user,
} from "../../db/schema/index.ts";

/** A person as a notice names them: their name, else their address. */
const shownName = sql<string>`coalesce(nullif(${user.name}, ''), ${user.email})`;

/** Members of the organization among these users (those who left get nothing): id, shown name and address. */
export async function members(db: DbExecutor, organizationId: string, userIds: readonly string[]): Promise<Map<string, { id: string; name: string; email: string }>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: user.id, name: shownName, email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, organizationId), inArray(member.userId, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The shown name of whoever acted (their name, else their address); "" for a user no longer stored. */
export async function actorName(db: DbExecutor, userId: string): Promise<string> {
  const [row] = await db.select({ name: shownName }).from(user).where(eq(user.id, userId));
  return row?.name ?? "";
}

export async function organizationName(db: DbExecutor, organizationId: string): Promise<string> {
  const [row] = await db.select({ name: organization.name }).from(organization).where(eq(organization.id, organizationId));
  return row?.name ?? "";
}

const latestResponse = sql`(select r.id from ${assessmentResponse} r where r.organization_id = ${assessment.organizationId} and r.assessment_id = ${assessment.id} order by r.started_at desc limit 1)`;

/**
 * An assessment with its latest response: the title and due date a notice names, the answers given so far and
 * the questions in all (the response's version once started; a designed type's current version before; null: a
 * built-in type not started), and whether it is the self-rating of a 360 project.
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
      selfRatingOf360: sql<boolean>`exists (select 1 from ${feedbackProject} p where p.organization_id = ${assessment.organizationId} and p.self_assessment_id = ${assessment.id})`,
    })
    .from(assessment)
    .leftJoin(assessmentResponse, and(eq(assessmentResponse.organizationId, assessment.organizationId), sql`${assessmentResponse.id} = ${latestResponse}`))
    .where(and(eq(assessment.organizationId, organizationId), eq(assessment.id, assessmentId)));
  return row ?? null;
}

export async function projectTitle(db: DbExecutor, organizationId: string, projectId: string): Promise<string | null> {
  const [row] = await db
    .select({ title: feedbackProject.title })
    .from(feedbackProject)
    .where(and(eq(feedbackProject.organizationId, organizationId), eq(feedbackProject.id, projectId)));
  return row?.title ?? null;
}

export async function reportFacts(db: DbExecutor, organizationId: string, reportId: string): Promise<{ title: string; createdBy: string | null } | null> {
  const [row] = await db
    .select({ title: report.title, createdBy: report.createdBy })
    .from(report)
    .where(and(eq(report.organizationId, organizationId), eq(report.id, reportId)));
  return row ?? null;
}

/** Steps of a report's workflow as they stand: name, status, assignee and the notes of its last decision. */
export async function steps(db: DbExecutor, organizationId: string, reportId: string, stepIds: readonly string[]) {
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
