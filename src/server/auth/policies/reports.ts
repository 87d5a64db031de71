import type { CenterAccess } from "../../../domain/reporting/center.ts";
import { canAdvance, canReject, type WorkflowStep } from "../../../domain/reporting/workflow.ts";
import type { MemberSubject } from "./actor.ts";
import { holds, isAdmin, isSelf, organizationRule, resourceRule } from "./helpers.ts";

/** A report as policies see it: who made it (null for a report the system made on a schedule). */
export type ReportRef = { kind: "report"; createdBy: string | null };
/** A share link of a report as policies see it: who made it (null when that member was removed). */
export type ShareLinkRef = { kind: "share-link"; createdBy: string | null };
/** A workflow comment as policies see it: who wrote it, and who made the report it is on. */
export type CommentRef = { kind: "comment"; authorId: string | null; reportCreatedBy: string | null };
/** A saved Reporting Center builder report as policies see it: whose it is. */
export type BuilderReportRef = { kind: "builder-report"; ownerId: string | null };
/** A distribution subscription as policies see it: a member's own (individual) or a list's. */
export type SubscriptionRef = { kind: "subscription"; subscriptionType: "individual" | "list"; userId: string | null };
/** A workflow step of a report and the decision asked of it (spec 2 §4: advance, or reject). */
export type ReportStepRef = { kind: "report-step"; step: WorkflowStep; decision: "advance" | "reject" };

/** Admins and managers, or the report's creator. */
const managesOrMade = resourceRule<ReportRef>((who, r) => holds("write")(who) || isSelf(who, r.createdBy));

/** Reports, templates, schedules, distribution and the Reporting Center (spec 2 §4, §6). */
export const reportPolicies = {
  // admins and managers create, edit and delete templates; every member reads them
  "reports.manageTemplates": organizationRule("Create, edit and delete report templates", holds("write")),
  // spec 2 §6: only admins and managers see scheduled reports; every member reads the History
  "reports.schedule": organizationRule("Schedule reports", holds("write")),
  // any member subscribes themselves to a template and sees their own deliveries
  "reports.manageDistribution": organizationRule("Manage distribution lists, list subscriptions and everyone's deliveries", holds("write")),
  // spec 2 §6: admins, managers and analysts; every member reads, comments and rates reports
  "reports.create": organizationRule("Create reports from templates", holds("create_reports")),
  // spec 2 §6: the same people as reports.create (admins, managers and analysts)
  "reports.build": organizationRule("Use the Reporting Center's builder, New Report and Use Template", holds("create_reports")),
  "reports.edit": managesOrMade,
  "reports.generate": managesOrMade,
  "reports.assign": managesOrMade,
  // links and emails that open the report outside the organization: its author, admins and managers
  "reports.share": managesOrMade,
  // admins, or the report's creator
  "reports.delete": resourceRule<ReportRef>((who, r) => isAdmin(who) || isSelf(who, r.createdBy)),
  // the link's creator, or admins and managers
  "reports.revokeShare": resourceRule<ShareLinkRef>((who, l) => holds("write")(who) || isSelf(who, l.createdBy)),
  // the comment's author, the report's author, or admins and managers
  "reports.resolveComment": resourceRule<CommentRef>((who, c) => holds("write")(who) || isSelf(who, c.authorId) || isSelf(who, c.reportCreatedBy)),
  // its owner, or admins
  "reports.deleteBuilderReport": resourceRule<BuilderReportRef>((who, b) => isAdmin(who) || isSelf(who, b.ownerId)),
  // a member's own subscription: that member, or admins; a list's: those who manage distribution
  "reports.cancelSubscription": resourceRule<SubscriptionRef>((who, s) => (s.subscriptionType === "list" ? holds("write")(who) : isAdmin(who) || isSelf(who, s.userId))),
  // spec 2 §4: a step in progress, by its assignee or anyone when unassigned; never Reject on the draft step
  "reports.review": resourceRule<ReportStepRef>((who, s) => (s.decision === "advance" ? canAdvance(s.step, who.userId) : canReject(s.step, who.userId))),
} as const;

/** What the member sees in the Reporting Center (spec 2 §6), from the build and schedule policies. */
export function centerDecisions(who: MemberSubject): CenterAccess {
  const builds = reportPolicies["reports.build"].allows(who);
  const schedules = reportPolicies["reports.schedule"].allows(who);
  return { newReport: builds, builder: builds, useTemplates: builds, scheduled: schedules, templates: true, history: true };
}
