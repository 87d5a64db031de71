import type { MemberSubject } from "./actor.ts";
import { holds, isSelf, organizationRule, resourceRule } from "./helpers.ts";

/** A result (a completed response) as policies see it: whose it is. */
export type ResultRef = { kind: "result"; ownerId: string };
/** A designed assessment type as policies see it: archived or not, active or not. */
export type DesignedTypeRef = { kind: "designed-type"; archived: boolean; active: boolean };

/** The person who took it, or those who may assign assessments in the same organization. */
const readsResult = resourceRule<ResultRef>((who, r) => isSelf(who, r.ownerId) || holds("write")(who));

/** Assessments, their results, and designed assessment types (issue 12). */
export const assessmentPolicies = {
  "assessments.assign": organizationRule("Assign assessments and follow the assignments", holds("write")),
  // the type manager and the node-based creator: admins and managers
  "assessmentTypes.design": organizationRule("Design assessment types", holds("write")),
  "result.read": readsResult,
  "result.share": readsResult,
  "result.report": readsResult,
} as const;

/**
 * What the member may do with a designed type (sent with each type): admins and managers design; an archived
 * type is kept for its responses and only duplicated; only an active type is assigned. Delete is offered on
 * every live type: the server refuses it, with the reason, when the type has been assigned or answered.
 */
export function designedTypeDecisions(who: MemberSubject, t: DesignedTypeRef) {
  const design = assessmentPolicies["assessmentTypes.design"].allows(who);
  return {
    edit: design && !t.archived,
    duplicate: design,
    delete: design && !t.archived,
    activate: design && !t.archived,
    assign: assessmentPolicies["assessments.assign"].allows(who) && t.active && !t.archived,
  };
}
