/**
 * What the notification subscribers read to write a notice from a domain event's ids — titles, names, addresses
 * and the state the notice describes, always within the event's organization — each asked of the area that owns
 * it, through its port.
 */
import type { DbExecutor } from "../../jobs/repo.ts";
import * as people from "../../people/api.ts";
import { rolesMay } from "../../auth/policies/index.ts";
import * as assessments from "../assessments/api.ts";
import * as feedback360 from "../feedback360/api.ts";
import * as reports from "../reports/api.ts";

/** Members of the organization among these users (those who left get nothing): id, shown name and address. */
export async function members(db: DbExecutor, organizationId: string, userIds: readonly string[]): Promise<Map<string, { id: string; name: string; email: string }>> {
  const rows = await people.namedMembers(db, organizationId, [...new Set(userIds)]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The shown name of whoever acted (their name, else their address); "" for a user no longer stored. */
export const actorName = (db: DbExecutor, userId: string): Promise<string> => people.shownName(db, userId);

export const organizationName = (db: DbExecutor, organizationId: string): Promise<string> => people.organizationName(db, organizationId);

/** An assessment with its latest response, and whether it is the self-rating of a 360 project. */
export async function assessmentFacts(db: DbExecutor, organizationId: string, assessmentId: string) {
  const facts = await assessments.assessmentFacts(db, organizationId, assessmentId);
  if (!facts) return null;
  return { ...facts, selfRatingOf360: await feedback360.isSelfRatingOf360(db, organizationId, assessmentId) };
}

export const projectTitle = feedback360.projectTitle;
export const reportFacts = reports.reportFacts;
export const steps = reports.workflowSteps;

/** The most members told about the organization's plan at once (admins: a handful in practice). */
const PLAN_RECIPIENTS_MAX = 500;

/** The members who may change the organization's plan (the policy's `billing.manage`): those told about its allowance. */
export const planManagers = (db: DbExecutor, organizationId: string) => people.membersWithRoles(db, organizationId, rolesMay("billing.manage"), PLAN_RECIPIENTS_MAX);
