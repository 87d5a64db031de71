import { describe, expect, it } from "vitest";
import { fillMessage } from "../../contracts/messages.ts";
import { DEFINITION_PROBLEM_CODES, problemParams, type DefinitionProblem } from "../../domain/design/problems.ts";
import { newTypeDefaults, validateDefinition } from "../../domain/design/type-definition.ts";
import type { TypeDefinition } from "../../domain/design/types.ts";
import { errors } from "../../server/locales/en/errors.ts";
import webDesign from "../../web/locales/en/assessment-design.ts";
import designProblems from "./en/design-problems.ts";

/** The §9 defaults, their module named as the English catalog names it. */
const NEW_TYPE_DEFAULTS = newTypeDefaults(() => "OCEAN Core");

const words = designProblems.words as unknown as Record<string, Record<string, string>>;
const english = (p: DefinitionProblem) =>
  fillMessage(
    (designProblems as unknown as Record<string, string>)[p.code],
    problemParams(p, (key) => {
      const [fact, code] = key.split(".");
      return words[fact][code];
    }),
  );

describe("definition problems' words", () => {
  it("every problem code has a sentence, and both sides read the same catalog", () => {
    for (const code of DEFINITION_PROBLEM_CODES) expect(typeof (designProblems as unknown as Record<string, unknown>)[code], code).toBe("string");
    expect(errors.assessments.definition).toBe(designProblems);
    expect(webDesign.problems).toBe(designProblems);
  });

  it("words each problem in the English it always had", () => {
    const def: TypeDefinition = {
      ...NEW_TYPE_DEFAULTS,
      oceanWeights: { ...NEW_TYPE_DEFAULTS.oceanWeights, openness: 6 },
      scoring: { ...NEW_TYPE_DEFAULTS.scoring, benchmarks: { excellent: 60, good: 65, average: 45, belowAverage: 25 } },
      modules: [
        { id: "a", name: "A", type: "ocean", weight: 1, required: true },
        { id: "a", name: "B", type: "ocean", weight: 0, required: false },
        {
          id: "c",
          name: "C",
          type: "custom",
          weight: 1,
          required: false,
          questions: [
            { id: "q", type: "likert", text: " ", options: [{ value: 1, label: "x" }] },
            { id: "q", type: "scenario", text: "s", options: [{ value: 1.5, label: "" }] },
            { id: "r", type: "ranking", text: "r", items: ["x"] },
          ],
        },
      ],
      nodeIds: ["made-up"],
    };
    expect(validateDefinition(def).map((p) => [p.field, english(p)])).toEqual([
      ["modules.1.id", 'Another module already has the id "a".'],
      ["modules.1.type", "Only one ocean module is allowed."],
      ["modules.2.questions.0.text", "The question needs a text."],
      ["modules.2.questions.0.options", "A likert question takes no options."],
      ["modules.2.questions.1.id", 'Another question of this module already has the id "q".'],
      ["modules.2.questions.1.options", "A scenario question needs 2 to 10 options."],
      ["modules.2.questions.1.options", "Option values must be whole numbers."],
      ["modules.2.questions.1.options", "Every option needs a label."],
      ["modules.2.questions.2.items", "A ranking question needs 2 to 10 items."],
      ["scoring.benchmarks.good", "The Good benchmark must be below Excellent."],
      ["oceanWeights.openness", "The openness weight must be between 0 and 5."],
      ["nodeIds.0", '"made-up" is not a competency of the tree.'],
    ]);
    const mc: TypeDefinition = {
      ...NEW_TYPE_DEFAULTS,
      modules: [{ id: "c", name: "C", type: "custom", weight: 1, required: true, questions: [{ id: "q", type: "multiple_choice", text: "m", options: [] }] }],
    };
    expect(validateDefinition(mc).map(english)).toEqual(["A multiple-choice question needs 2 to 10 options."]);
  });
});
