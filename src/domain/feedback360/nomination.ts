/**
 * Rater nomination (spec 2 §2.13, §5): the rater form's checks (as codes; the web's review360 catalog holds the
 * spec's messages word for word), and
 * the warning when a group cannot reach the project's minimum with the raters named so far.
 */
import { ANONYMOUS_RELATIONSHIPS, type Relationship } from "./relationships.ts";

export type RaterDraft = { name: string; email: string; relationship: Relationship; customRelationship?: string | null };

/** What can be wrong with a rater's fields (spec 2 §5). */
export const NOMINATION_ERRORS = ["nameRequired", "emailRequired", "emailInvalid", "emailDuplicate", "relationshipRequired"] as const;
export type NominationError = (typeof NOMINATION_ERRORS)[number];

/** Spec 2 §5 "a simple address pattern". */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type NominationErrors = Partial<Record<"name" | "email" | "customRelationship", NominationError>>;

/** The form's errors (codes) for one rater against those already added (emails compared case-insensitively). */
export function checkRater(draft: RaterDraft, addedEmails: readonly string[]): NominationErrors {
  const errors: NominationErrors = {};
  if (!draft.name.trim()) errors.name = "nameRequired";
  const email = draft.email.trim();
  if (!email) errors.email = "emailRequired";
  else if (!SIMPLE_EMAIL.test(email)) errors.email = "emailInvalid";
  else if (addedEmails.some((e) => e.trim().toLowerCase() === email.toLowerCase())) errors.email = "emailDuplicate";
  if (draft.relationship === "other" && !draft.customRelationship?.trim()) errors.customRelationship = "relationshipRequired";
  return errors;
}

/** A group that cannot reach the minimum with the raters named so far (declined raters do not count). */
export type ShortGroup = { relationship: Exclude<Relationship, "manager">; named: number; minimum: number; mergeable: boolean };

/**
 * The anonymous groups with raters named but fewer than the minimum. `mergeable` says whether the short
 * groups together would still reach it (they would then be shown pooled as "Others").
 */
export function shortGroups(named: Readonly<Partial<Record<Relationship, number>>>, minimum: number): ShortGroup[] {
  const short = ANONYMOUS_RELATIONSHIPS.filter((r) => (named[r] ?? 0) > 0 && (named[r] ?? 0) < minimum);
  const pooled = short.reduce((s, r) => s + (named[r] ?? 0), 0);
  return short.map((r) => ({ relationship: r, named: named[r] ?? 0, minimum, mergeable: pooled >= minimum }));
}
