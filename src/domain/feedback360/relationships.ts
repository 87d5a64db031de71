/**
 * Rater relationships of a 360 project (spec 2 §3.11: peer, direct_report, manager, other) and how each is
 * reported. The manager is a named group (raters are told so on their form); the others are anonymous
 * groups that show only with enough completed raters (anonymity.ts).
 */
export type Relationship = "peer" | "direct_report" | "manager" | "other";
export const RELATIONSHIPS: readonly Relationship[] = ["peer", "direct_report", "manager", "other"];

/** The anonymous relationships, in display order. */
export const ANONYMOUS_RELATIONSHIPS: readonly Exclude<Relationship, "manager">[] = ["peer", "direct_report", "other"];

/** Spec 2 §9 relationship labels. */
export const RELATIONSHIP_LABELS: Readonly<Record<Relationship, string>> = {
  peer: "Peer / Colleague",
  direct_report: "Direct Report",
  manager: "Manager / Supervisor",
  other: "Other",
};

/** Is this relationship reported by name (the manager) rather than anonymously? */
export function isNamedRelationship(r: Relationship): r is "manager" {
  return r === "manager";
}

/** Minimum group size of a project: default 3, settable 3–5 (the rule). */
export const MIN_GROUP_SIZE = { default: 3, min: 3, max: 5 } as const;

/** "All raters" shows only with at least this many completed raters (and never when it would reveal a hidden group). */
export const ALL_RATERS_MINIMUM = 4;

/** Default project deadline: 14 days after creation. */
export const DEFAULT_DEADLINE_DAYS = 14;

/** Reminders go out this many days before the deadline (scheduled jobs), to raters who have not finished or declined. */
export const REMINDER_DAYS_BEFORE = [7, 2] as const;

/** A subject's own IPIP-NEO-120 counts as their self-rating when completed within this many days of the project's start. */
export const SELF_RATING_RECENT_DAYS = 365;

/** Labels of the comparison's groups (the relationships, the pooled small groups, every rater). */
export const GROUP_LABELS: Readonly<Record<Relationship | "others" | "all" | "self", string>> = {
  self: "Self",
  ...RELATIONSHIP_LABELS,
  others: "Others",
  all: "All raters",
};
