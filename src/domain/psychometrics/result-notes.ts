/**
 * A result's notes on how its numbers were made: by code (what the catalogs word, results-content `notes`) and
 * the English the score stores with them. Apart from result.ts so that a reader (the web's results pages) can
 * word a stored result's notes without loading the scoring engine and its norm tables.
 */
import { TRAITS, type Trait } from "./facets.ts";
import type { NormedScore, ProrationReason, ScoreResult } from "./result-types.ts";

const NOTE_NORMS =
  "Big Five percentiles compare you with Johnson's IPIP-NEO-120 norm group named here; the norms were collected with 'Very Inaccurate … Very Accurate' answer labels.";
const NOTE_UNNORMED =
  "Emotional regulation, executive, derailment and pillar scores have no published norms: they are shown 0-100 as percent of the maximum possible score, not as percentiles. Their bands, benchmarks and 'top 10% / top 25%' lines are fixed reference points, not norms.";
const NOTE_LISTS =
  "Strongest Traits lists up to three traits at the 75th percentile or higher in their desirable direction, Development Areas up to three below the 25th; for Neuroticism the low end is the desirable one, so a high Neuroticism percentile counts as a development area and is coloured as a concern. A trait is never in both lists, and either list may be short or empty.";
const NOTE_MINIMUM =
  "A trait needs at least 12 of its 24 items answered, and a facet 2 of its 4 (half of the full IPIP-NEO-120 scale), before it gets a percentile; with fewer it shows 'not enough answers' and is left out of the lists, profile type and archetypes.";
const NOTE_DARK_SIDE =
  "Derailer levels follow the 0-100 score: moderate from 62.5, high from 75 (agreeing on average with the derailer's statements), critical from 87.5. A derailer needs at least half of its screen items answered. Narcissism, Machiavellianism and Psychopathy here are Facetwise's groupings of CAT-PD-SF scales, not validated Dark Triad measures.";
const TRAIT_BITS = [1, 2, 4, 8, 16];

/** The traits (one bit each, OCEAN order) whose scores were prorated for this reason. */
export function reasonMask(traits: Readonly<Record<Trait, NormedScore | null>>, reason: ProrationReason): number {
  let mask = 0;
  for (let i = 0; i < TRAITS.length; i++) {
    const because = traits[TRAITS[i]]?.proratedBecause;
    if (because === reason || (because === "shortFormAndSkipped" && reason !== "shortFormAndSkipped")) mask |= TRAIT_BITS[i];
  }
  return mask;
}

/** What one of a result's notes says, by code (the catalogs word it: results-content `notes`); `traits` were prorated. */
export type ResultNote = { readonly code: "shortForm" | "skipped"; readonly traits: readonly Trait[] } | { readonly code: "norms" | "minimum" | "lists" | "unnormed" | "darkSide" };

const traitsIn = (mask: number): Trait[] => TRAITS.filter((_, i) => mask & TRAIT_BITS[i]);

/** The notes of a result with these traits, by code, in the order `notes` holds them. */
export function resultNoteCodes(traits: Readonly<Record<Trait, NormedScore | null>>, unnormed: boolean, darkSide: boolean): ResultNote[] {
  const shortForm = reasonMask(traits, "shortForm");
  const skipped = reasonMask(traits, "skipped");
  const list: ResultNote[] = [];
  if (shortForm) list.push({ code: "shortForm", traits: traitsIn(shortForm) });
  if (skipped) list.push({ code: "skipped", traits: traitsIn(skipped) });
  list.push({ code: "norms" }, { code: "minimum" }, { code: "lists" });
  if (unnormed) list.push({ code: "unnormed" });
  if (darkSide) list.push({ code: "darkSide" });
  return list;
}

/** A scored result's notes by code: from its traits' prorating and the unnormed sections it has (what its `notes` say). */
export function noteCodesOf(score: Pick<ScoreResult, "traits" | "emotionalRegulation" | "executiveProfile" | "darkSideRisks" | "pillars">): ResultNote[] {
  const darkSide = score.darkSideRisks !== undefined;
  return resultNoteCodes(score.traits, darkSide || score.emotionalRegulation !== undefined || score.executiveProfile !== undefined || score.pillars !== undefined, darkSide);
}

/** The English of a note, as stored with the score (`notes`); a reader sees the catalog's words for the code. */
export function storedNoteText(n: ResultNote): string {
  switch (n.code) {
    case "shortForm":
      return `This form asks fewer IPIP-NEO-120 items than the full 120, so ${n.traits.join(", ")} raw scores were prorated to the full-form scale (item mean × 24, facets × 4) before norming. Percentiles from prorated scores are approximate: a mean of fewer items spreads wider than a full-form score.`;
    case "skipped":
      return `Some ${n.traits.join(", ")} items were left unanswered, so those raw scores were prorated from the items answered (item mean × 24, facets × 4); their percentiles are approximate.`;
    case "norms":
      return NOTE_NORMS;
    case "minimum":
      return NOTE_MINIMUM;
    case "lists":
      return NOTE_LISTS;
    case "unnormed":
      return NOTE_UNNORMED;
    case "darkSide":
      return NOTE_DARK_SIDE;
  }
}
