/**
 * Which rater groups a 360 comparison may show — the anonymity rules, in one place, used by the API, the
 * web page, the PDF and every export alike:
 * - the manager group is shown by name with any number of completed raters (raters are told so);
 * - peer, direct-report and other groups show only with at least `minimum` completed raters;
 * - groups below it are pooled into "Others" when the pool reaches the minimum, else hidden with
 *   "Not enough responses" (and their written feedback with them);
 * - "All raters" needs at least 4 completed raters and shows only when every completed rater is inside a
 *   shown group: otherwise All − manager − the shown groups would give away the hidden raters' scores;
 * - before the project closes no group result is released at all, only counts (release.ts).
 * Only completed raters count anywhere, and only raters someone other than the subject vouched for
 * (`vouchedFor` below) count towards a group's minimum.
 */
import { ALL_RATERS_MINIMUM, ANONYMOUS_RELATIONSHIPS, type Relationship } from "./relationships.ts";

/**
 * Anonymity holds against the person rated (the subject) too. Otherwise a subject could name one real
 * colleague and two addresses they control, answer neutral with those two, and read the colleague's
 * answers as 3 × group − 100. The rule:
 * - the subject's own nominations always wait for approval by a manager or admin who is not the subject
 *   (whatever the organization's self-initiated setting or the project's approval switch say, and whatever
 *   the subject's own role: an admin or manager rated in a project is a subject like any other and cannot
 *   approve raters for it); the approver is shown which addresses belong to no member of the organization;
 * - a rater counts towards a group's minimum (and towards "All raters") only when someone other than the
 *   subject nominated them or approved them (`nominatedBy` / `approvedBy`, user ids). Raters named by a
 *   manager or admin running a project about someone else count — also when that person is an admin;
 * - a rater nobody but the subject vouched for (as nominations approved automatically before this rule,
 *   whose approver is unknown) still answers, but is not counted: a group is shown only when enough vouched
 *   raters finished; the answers of unvouched raters in a shown group join its mean (the subject learns
 *   nothing from them they did not know), and a group whose vouched raters are too few is withheld or
 *   merged exactly as any small group is. An unknown nominator or approver (null) vouches for nobody.
 */
export type Vouching = { nominatedBy: string | null; approvedBy: string | null };

/** Whether someone other than the subject nominated or approved this rater: only then do they count towards a minimum. */
export function vouchedFor(r: Vouching, subjectId: string): boolean {
  return (r.nominatedBy !== null && r.nominatedBy !== subjectId) || (r.approvedBy !== null && r.approvedBy !== subjectId);
}

/**
 * Whether the subject's progress view may show how many raters finished, before the project closes: only
 * overall (never per group) and only once at least the minimum have finished, so the subject cannot tell
 * who finished when from a count that moves by one.
 */
export function subjectMaySeeProgress(completed: number, minimum: number): boolean {
  return completed >= minimum;
}

/** A group of the comparison: a relationship, the merged "others", or every rater. */
export type GroupKey = Relationship | "others" | "all";

export type GroupPlan = {
  key: GroupKey;
  /** Relationships whose completed raters make up the group. */
  members: readonly Relationship[];
  /** Completed raters in the group who count (vouched for by someone other than the subject). */
  count: number;
  shown: boolean;
  /** Why a group with raters is not shown by itself. */
  reason: "not_enough_responses" | "merged_into_others" | "would_reveal_hidden_group" | null;
};

/**
 * The groups to show for these completed-rater counts (completed raters who count: `vouchedFor`). Each relationship with raters gets an entry; "others"
 * appears when groups were pooled; "all" always appears (shown or not, with its reason).
 */
export function planGroups(completed: Readonly<Partial<Record<Relationship, number>>>, minimum: number): GroupPlan[] {
  const n = (r: Relationship) => completed[r] ?? 0;
  const plans: GroupPlan[] = [];
  if (n("manager") > 0) plans.push({ key: "manager", members: ["manager"], count: n("manager"), shown: true, reason: null });
  const small: Relationship[] = [];
  for (const r of ANONYMOUS_RELATIONSHIPS) {
    if (n(r) === 0) continue;
    if (n(r) >= minimum) plans.push({ key: r, members: [r], count: n(r), shown: true, reason: null });
    else small.push(r);
  }
  const pooled = small.reduce((s, r) => s + n(r), 0);
  const merge = small.length > 0 && pooled >= minimum;
  for (const r of small) plans.push({ key: r, members: [r], count: n(r), shown: false, reason: merge ? "merged_into_others" : "not_enough_responses" });
  if (small.length > 0) plans.push({ key: "others", members: small, count: pooled, shown: merge, reason: merge ? null : "not_enough_responses" });
  const total = n("manager") + ANONYMOUS_RELATIONSHIPS.reduce((s, r) => s + n(r), 0);
  const hidden = merge ? 0 : pooled;
  plans.push({
    key: "all",
    members: ["manager", ...ANONYMOUS_RELATIONSHIPS],
    count: total,
    shown: total >= ALL_RATERS_MINIMUM && hidden === 0,
    reason: total < ALL_RATERS_MINIMUM ? "not_enough_responses" : hidden > 0 ? "would_reveal_hidden_group" : null,
  });
  return plans;
}

/** The shown groups' relationships: the raters whose answers and written feedback may be used at all. */
export function reportableRelationships(plans: readonly GroupPlan[]): Set<Relationship> {
  const out = new Set<Relationship>();
  for (const p of plans) if (p.shown && p.key !== "all") for (const m of p.members) out.add(m);
  return out;
}
