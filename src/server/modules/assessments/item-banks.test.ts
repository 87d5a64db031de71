import { describe, expect, it } from "vitest";
import { LIKERT_OPTIONS, type AssessmentItem } from "../../../domain/assessments/item-types.ts";
import { withLikertCodes } from "./item-banks.ts";

const flags = { emotionalRegulation: false, darkSide: false, executiveContext: false };
const item = (id: string, input: unknown): AssessmentItem => ({ id, module: "m", text: id, input, bank: "b", normed: true, scored: true, scales: [], flags }) as AssessmentItem;

describe("withLikertCodes", () => {
  it("reads a version stored with English Likert labels with the coded options, and leaves other items as stored", () => {
    const old = item("a", { type: "likert", options: ["Strongly Disagree", "Disagree", "Neutral", "Agree", "Strongly Agree"].map((label, i) => ({ value: i + 1, label })) });
    const choice = item("b", { type: "multiple_choice", options: [{ value: 1, label: "Often" }] });
    const coded = item("c", { type: "likert", options: LIKERT_OPTIONS });
    const [a, b, c] = withLikertCodes([old, choice, coded]);
    expect(a!.input).toEqual({ type: "likert", options: LIKERT_OPTIONS });
    expect(b).toBe(choice);
    expect(c).toBe(coded);
  });
});
