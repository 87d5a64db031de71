import type { MemberSubject } from "./actor.ts";
import { holds, isAdmin, isSelf, organizationRule, resourceRule } from "./helpers.ts";

/** A 360 project as policies see it: whose feedback it is and whether it is still open. */
export type ProjectRef = { kind: "feedback360"; subjectId: string; open: boolean; selfInitiatedAllowed: boolean };
/** The organization's 360 setting: may members start a project about themselves. */
export type Feedback360SettingsRef = { kind: "feedback360-settings"; selfInitiatedAllowed: boolean };

/**
 * Managers and admins run a project; never its subject (raters' addresses and progress stay hidden from them, and a
 * subject — admins included — cannot approve raters they named: src/domain/feedback360/anonymity.ts).
 */
const runs = (who: MemberSubject, p: ProjectRef) => !isSelf(who, p.subjectId) && holds("write")(who);

/** 360 projects (spec 2). */
export const feedback360Policies = {
  "feedback360.create": organizationRule("Start 360 projects about someone else", holds("write")),
  "feedback360.bulkDownload": organizationRule("Download every 360 report at once", isAdmin),
  "feedback360.createForSelf": resourceRule<Feedback360SettingsRef>((who, s) => s.selfInitiatedAllowed || holds("write")(who)),
  "feedback360.read": resourceRule<ProjectRef>((who, p) => isSelf(who, p.subjectId) || holds("write")(who)),
  "feedback360.manage": resourceRule<ProjectRef>((who, p) => runs(who, p) && p.open),
  "feedback360.approve": resourceRule<ProjectRef>((who, p) => runs(who, p) && p.open),
  "feedback360.seeRaters": resourceRule<ProjectRef>(runs),
  "feedback360.nominate": resourceRule<ProjectRef>((who, p) => p.open && (runs(who, p) || (isSelf(who, p.subjectId) && (p.selfInitiatedAllowed || holds("write")(who))))),
  // the rule: the subject and admins read the results (released once the project closes)
  "feedback360.readComparison": resourceRule<ProjectRef>((who, p) => isSelf(who, p.subjectId) || isAdmin(who)),
} as const;
