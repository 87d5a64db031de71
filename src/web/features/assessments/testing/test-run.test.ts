import { describe, expect, it } from "vitest";
import type { TClientItem } from "../../../../contracts/assessments.ts";
import { LIKERT_OPTIONS } from "../../../../domain/assessments/item-types.ts";
import { AGE_RANGE, respondentOf, scoreRequest } from "./test-run.ts";

const item = (id: string): TClientItem => ({
  id,
  module: "m",
  text: id,
  input: { type: "likert", options: LIKERT_OPTIONS },
  flags: { emotionalRegulation: false, darkSide: false, executiveContext: false },
  normed: true,
});

describe("a test run's request", () => {
  it("takes the contract's age range and refuses ages outside it or not whole", () => {
    expect(AGE_RANGE).toEqual({ min: 10, max: 110 });
    expect(respondentOf("", "")).toEqual({});
    expect(respondentOf("female", " 35 ")).toEqual({ sex: "female", age: 35 });
    expect(respondentOf("male", "")).toEqual({ sex: "male" });
    for (const bad of ["9", "111", "35.5", "abc"]) expect(respondentOf("", bad), bad).toBeNull();
  });

  it("sends only valid answers to the type's items, and the respondent only when given", () => {
    const items = [item("a"), item("b"), item("c")];
    expect(scoreRequest("individual", items, { a: 3, b: 9, x: 2 }, {})).toEqual({ typeId: "individual", answers: { a: 3 } });
    expect(scoreRequest("individual", items, { a: 3, b: 4, c: 5 }, { age: 40 })).toEqual({ typeId: "individual", answers: { a: 3, b: 4, c: 5 }, respondent: { age: 40 } });
  });
});
