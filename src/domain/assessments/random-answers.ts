/**
 * Random valid answers for test runs (the testing sandbox's "Fill with random answers"): every answer passes
 * validateAnswer, and every choice an item offers can come up. Uniform, not a model of any respondent (the
 * simulation's answers.ts models respondents). `random` gives uniform numbers in [0, 1): Math.random, or a seeded
 * source (simulation/prng.ts) where runs must repeat.
 */
import type { RankEntry } from "./answer-validation.ts";
import type { AssessmentItem } from "./item-types.ts";
import type { Rng } from "../simulation/prng.ts";

/** What a text answer of a test run says: nothing invented about a person. */
export const RANDOM_TEXT_ANSWER = "Test run: no written answer.";

/** A uniform integer in lo..hi (both included). */
const pick = (random: Rng, lo: number, hi: number) => lo + Math.min(hi - lo, Math.floor(random() * (hi - lo + 1)));

/** A random valid answer to an item: one of its options, a value of its scale, a full ranking, or a fixed text within its limit. */
export function randomAnswer(item: Pick<AssessmentItem, "input">, random: Rng): number | string | RankEntry[] {
  const input = item.input;
  switch (input.type) {
    case "likert":
    case "multiple_choice":
    case "scenario":
      return input.options[pick(random, 0, input.options.length - 1)].value;
    case "scale":
      return pick(random, input.min, input.max);
    case "text":
      return RANDOM_TEXT_ANSWER.slice(0, input.maxLength);
    case "ranking": {
      // Fisher–Yates over the ranks
      const ranks = input.items.map((_, i) => i + 1);
      for (let i = ranks.length - 1; i > 0; i--) {
        const j = pick(random, 0, i);
        [ranks[i], ranks[j]] = [ranks[j], ranks[i]];
      }
      return input.items.map((it, i) => ({ item: it, rank: ranks[i] }));
    }
  }
}

/** A random valid answer to every item, by item id. */
export function randomAnswers(items: readonly Pick<AssessmentItem, "id" | "input">[], random: Rng): Record<string, number | string | RankEntry[]> {
  return Object.fromEntries(items.map((item) => [item.id, randomAnswer(item, random)]));
}
