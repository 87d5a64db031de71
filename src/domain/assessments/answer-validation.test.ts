import { describe, expect, it } from "vitest";
import { moveRank, unsupportedInputMessage, validateAnswer } from "./answer-validation.ts";
import type { AssessmentItem, ItemInput } from "./item-types.ts";
import { LIKERT_OPTIONS } from "./item-types.ts";

const item = (input: ItemInput): AssessmentItem => ({
  id: "x",
  module: "m",
  text: "t",
  input,
  bank: "b",
  normed: false,
  scored: true,
  scales: [],
  flags: { emotionalRegulation: false, darkSide: false, executiveContext: false },
});

describe("strict answer validation", () => {
  it("Likert: integers 1-5 only", () => {
    const it = item({ type: "likert", options: LIKERT_OPTIONS });
    for (const v of [1, 3, 5]) expect(validateAnswer(it, v).ok).toBe(true);
    for (const v of [0, 6, 2.5, "3", null]) expect(validateAnswer(it, v).ok).toBe(false);
  });
  it("choices: one of the option values", () => {
    const it = item({
      type: "scenario",
      options: [
        { value: 1, label: "a" },
        { value: 5, label: "b" },
      ],
    });
    expect(validateAnswer(it, 5).ok).toBe(true);
    expect(validateAnswer(it, 3)).toEqual({ ok: false, problem: { code: "option", options: [1, 5] } });
  });
  it("scale: integers within min..max (default 1-10)", () => {
    const it = item({ type: "scale", min: 1, max: 10, minLabel: "", maxLabel: "" });
    expect(validateAnswer(it, 1).ok).toBe(true);
    expect(validateAnswer(it, 10).ok).toBe(true);
    expect(validateAnswer(it, 0).ok).toBe(false);
    expect(validateAnswer(it, 11).ok).toBe(false);
  });
  it("text: non-blank and within the limit (500 in the question card)", () => {
    const it = item({ type: "text", maxLength: 500 });
    expect(validateAnswer(it, "   ").ok).toBe(false);
    expect(validateAnswer(it, "").ok).toBe(false);
    expect(validateAnswer(it, "a".repeat(500)).ok).toBe(true);
    expect(validateAnswer(it, "a".repeat(501))).toEqual({ ok: false, problem: { code: "textTooLong", max: 500, length: 501 } });
  });
  it("ranking: every item once, ranks 1..n, returned in rank order", () => {
    const it = item({ type: "ranking", items: ["a", "b", "c"] });
    expect(
      validateAnswer(it, [
        { item: "b", rank: 2 },
        { item: "a", rank: 3 },
        { item: "c", rank: 1 },
      ]),
    ).toEqual({
      ok: true,
      value: [
        { item: "c", rank: 1 },
        { item: "b", rank: 2 },
        { item: "a", rank: 3 },
      ],
    });
    expect(
      validateAnswer(it, [
        { item: "a", rank: 1 },
        { item: "b", rank: 1 },
        { item: "c", rank: 3 },
      ]).ok,
    ).toBe(false);
    expect(
      validateAnswer(it, [
        { item: "a", rank: 1 },
        { item: "b", rank: 2 },
      ]).ok,
    ).toBe(false);
    expect(
      validateAnswer(it, [
        { item: "a", rank: 1 },
        { item: "b", rank: 2 },
        { item: "z", rank: 3 },
      ]).ok,
    ).toBe(false);
    expect(
      validateAnswer(it, [
        { item: "a", rank: 1 },
        { item: "b", rank: 2 },
        { item: "c", rank: 4 },
      ]).ok,
    ).toBe(false);
  });
});

describe("spec §5 ranking renumbering", () => {
  const list = [
    { item: "a", rank: 1 },
    { item: "b", rank: 2 },
    { item: "c", rank: 3 },
    { item: "d", rank: 4 },
  ];
  it("moves an item and renumbers the others sequentially", () => {
    expect(moveRank(list, "d", 1)).toEqual([
      { item: "d", rank: 1 },
      { item: "a", rank: 2 },
      { item: "b", rank: 3 },
      { item: "c", rank: 4 },
    ]);
    expect(moveRank(list, "a", 3)).toEqual([
      { item: "b", rank: 1 },
      { item: "c", rank: 2 },
      { item: "a", rank: 3 },
      { item: "d", rank: 4 },
    ]);
  });
  it("clamps the rank and ignores unknown items", () => {
    expect(moveRank(list, "b", 99).map((e) => e.item)).toEqual(["a", "c", "d", "b"]);
    expect(moveRank(list, "b", -5).map((e) => e.item)).toEqual(["b", "a", "c", "d"]);
    expect(moveRank(list, "zz", 1)).toEqual(list);
  });
});

describe("spec §2 unsupported input messages", () => {
  it("names the type or falls back", () => {
    expect(unsupportedInputMessage("slider")).toBe("Unsupported input type: slider");
    expect(unsupportedInputMessage(undefined)).toBe("Unsupported question type");
  });
});
