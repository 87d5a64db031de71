/**
 * The minimum-data rule: how many answered items a scale needs before it gets a number.
 *
 * A trait, facet or derailer is scored only when at least half of its items are answered; below that it shows
 * "not enough answers" instead of a percentile, stanine, label or risk level, and it is left out of the
 * strongest / development lists, the profile type and the archetypes. For the Big Five the half is taken of
 * the full IPIP-NEO-120 scale (12 of 24 items per domain, 2 of 4 per facet), because the score is prorated to
 * that length before Johnson's norms are applied; for a derailer it is half of the items the form asks.
 *
 * Source: IPIP's own scoring instructions (ipip.ori.org/newScoringInstructions.htm) sum all items and give no
 * rule for missing answers. Prorating (mean of the answered items × scale length) is the usual way to score a
 * scale with missing items; Mazza, Enders & Ruehlman (2015), "Addressing item-level missing data: A comparison
 * of proration and full information maximum likelihood estimation", Multivariate Behavioral Research 50(5),
 * 504–519, describe the practice and show that its bias grows with the share of items missing. We therefore
 * prorate only when at least half of the items are present — a common rule of thumb in scale scoring (our
 * choice of cut-off, not a number from those sources). It agrees with the spec's coverage rule: a facet with
 * 1 of 4 items has confidence 0.25, below the 0.3 "critical" line, while 2 of 4 (0.5) is covered.
 */

/** Share of a scale's items that must be answered before it is scored (at least half). */
export const MIN_ANSWERED_SHARE = 0.5;

/** The fewest answered items a scale of `length` items needs: ceil(length / 2) (12 of 24, 2 of 4, 2 of 3). */
export function minimumItems(length: number): number {
  return Math.max(1, Math.ceil(length * MIN_ANSWERED_SHARE));
}

/** Whether `answered` items are enough for a scale of `length` items. */
export function enoughAnswers(answered: number, length: number): boolean {
  return answered >= minimumItems(length);
}

/** How many items a scale has, were asked and were answered; set where a scale was left unscored. */
export interface AnswerCount {
  readonly itemsAnswered: number;
  /** Items the form asked. */
  readonly itemsAsked: number;
  /** Items the rule measures against (full IPIP-NEO-120 scale for the Big Five, items asked for derailers). */
  readonly itemsFullForm: number;
  readonly minimumItems: number;
}
