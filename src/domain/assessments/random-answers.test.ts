import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itemsForType } from "../../instruments/catalog.ts";
import { mulberry32 } from "../simulation/prng.ts";
import { validateAnswer } from "./answer-validation.ts";
import type { ItemInput } from "./item-types.ts";
import { LIKERT_OPTIONS } from "./item-types.ts";
import { RANDOM_TEXT_ANSWER, randomAnswer, randomAnswers } from "./random-answers.ts";
import { ASSESSMENT_TYPE_IDS } from "./types.ts";

const inputs: fc.Arbitrary<ItemInput> = fc.oneof(
  fc.constant<ItemInput>({ type: "likert", options: LIKERT_OPTIONS }),
  fc
    .uniqueArray(fc.integer({ min: -100, max: 100 }), { minLength: 1, maxLength: 10 })
    .chain((values) =>
      fc.constantFrom<"multiple_choice" | "scenario">("multiple_choice", "scenario").map((type) => ({ type, options: values.map((value) => ({ value, label: `${value}` })) })),
    ),
  fc
    .tuple(fc.integer({ min: -100, max: 100 }), fc.integer({ min: 0, max: 200 }))
    .map(([min, span]): ItemInput => ({ type: "scale", min, max: Math.min(100, min + span), minLabel: "low", maxLabel: "high" })),
  fc.uniqueArray(fc.string({ minLength: 1, maxLength: 20 }), { minLength: 2, maxLength: 10 }).map((items): ItemInput => ({ type: "ranking", items })),
  fc.integer({ min: 1, max: 1000 }).map((maxLength): ItemInput => ({ type: "text", maxLength })),
);
/** Uniform draws in [0, 1), the ends included. */
const draws = fc.oneof(fc.constantFrom(0, 1 - Number.EPSILON), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }));

describe("random answers for test runs", () => {
  it("are valid answers to any item, whatever the draws (property)", () => {
    fc.assert(
      fc.property(inputs, fc.array(draws, { minLength: 1, maxLength: 20 }), (input, xs) => {
        let n = 0;
        const answer = randomAnswer({ input }, () => xs[n++ % xs.length]);
        expect(validateAnswer({ input }, answer).ok).toBe(true);
      }),
    );
  });

  it("can give every option of a choice and every value of a scale", () => {
    const likert = new Set(Array.from({ length: 5 }, (_, i) => randomAnswer({ input: { type: "likert", options: LIKERT_OPTIONS } }, () => (i + 0.5) / 5)));
    expect([...likert].sort()).toEqual([1, 2, 3, 4, 5]);
    const scale = new Set(Array.from({ length: 11 }, (_, i) => randomAnswer({ input: { type: "scale", min: 0, max: 10, minLabel: "", maxLabel: "" } }, () => (i + 0.5) / 11)));
    expect(scale.size).toBe(11);
  });

  it("rank every item once, in more than one order", () => {
    const input: ItemInput = { type: "ranking", items: ["a", "b", "c", "d"] };
    const random = mulberry32(7);
    const orders = new Set(Array.from({ length: 20 }, () => JSON.stringify(randomAnswer({ input }, random))));
    expect(orders.size).toBeGreaterThan(1);
  });

  it("write the fixed test-run text, cut to the item's limit", () => {
    expect(randomAnswer({ input: { type: "text", maxLength: 1000 } }, Math.random)).toBe(RANDOM_TEXT_ANSWER);
    expect(randomAnswer({ input: { type: "text", maxLength: 4 } }, Math.random)).toBe(RANDOM_TEXT_ANSWER.slice(0, 4));
  });

  it("answer every item of every built-in type validly, and not all alike", () => {
    for (const typeId of ASSESSMENT_TYPE_IDS) {
      const items = itemsForType(typeId);
      const answers = randomAnswers(items, mulberry32(11));
      expect(Object.keys(answers)).toHaveLength(items.length);
      for (const item of items) expect(validateAnswer(item, answers[item.id]).ok, `${typeId} ${item.id}`).toBe(true);
      const likert = items.filter((i) => i.input.type === "likert").map((i) => answers[i.id]);
      expect(new Set(likert).size).toBeGreaterThan(1);
    }
  });
});
