import { describe, expect, it } from "vitest";
import { NORM_CITATION } from "../psychometrics/norms.ts";
import {
  NEW_TYPE_DEFAULTS as UNNAMED_DEFAULTS,
  NORM_GROUP_CHOICES,
  newTypeDefaults,
  SAMPLE_TYPES,
  compositeBand,
  sampleDefinition,
  duplicateDefinition,
  validateDefinition,
} from "./type-definition.ts";
import type { CustomQuestion, TypeDefinition } from "./types.ts";

/** The sample types with their words' keys for words (the words are the server catalog's). */
const SAMPLE_DEFS = SAMPLE_TYPES.map((t) => sampleDefinition(t, (key) => key));
/** The §9 defaults with their module named by the key of its words (the words are the server catalog's). */
const NEW_TYPE_DEFAULTS = newTypeDefaults((type) => `moduleNames.${type}`);

const withCustom = (questions: CustomQuestion[]): TypeDefinition => ({
  ...NEW_TYPE_DEFAULTS,
  modules: [...NEW_TYPE_DEFAULTS.modules, { id: "own", name: "Our questions", type: "custom", weight: 0.5, required: false, questions }],
});
const fields = (def: TypeDefinition) => validateDefinition(def).map((p) => p.field);

describe("new type defaults and samples (spec §9)", () => {
  it("match the spec's defaults", () => {
    expect(NEW_TYPE_DEFAULTS).toMatchObject({ category: "individual", estimatedDuration: 30, questionCount: 100, isActive: true });
    expect(Object.values(NEW_TYPE_DEFAULTS.oceanWeights)).toEqual([1, 1, 1, 1, 1]);
    expect(UNNAMED_DEFAULTS.modules).toEqual([{ id: "ocean-core", type: "ocean", weight: 1, required: true }]);
    // the module's name is the catalog's, by module type: the domain writes no words
    expect(NEW_TYPE_DEFAULTS.modules).toEqual([{ id: "ocean-core", name: "moduleNames.ocean", type: "ocean", weight: 1, required: true }]);
    expect(NEW_TYPE_DEFAULTS.scoring).toEqual({
      normGroup: "general",
      benchmarks: { excellent: 80, good: 65, average: 45, belowAverage: 25 },
      useStanines: true,
      usePercentiles: true,
    });
    expect(validateDefinition(NEW_TYPE_DEFAULTS)).toEqual([]);
  });
  it("has the two sample types, valid, with weights summing to 1", () => {
    expect(SAMPLE_TYPES.map((t) => [t.code, t.estimatedDuration, t.questionCount])).toEqual([
      ["EXEC-LEAD", 45, 180],
      ["TEAM-EFF", 25, 90],
    ]);
    expect(SAMPLE_DEFS[0].modules.map((m) => m.type)).toEqual(["ocean", "executive", "darkside"]);
    expect(SAMPLE_DEFS[1].modules.map((m) => m.type)).toEqual(["ocean", "emotional"]);
    for (const t of SAMPLE_DEFS) {
      expect(validateDefinition(t)).toEqual([]);
      expect(t.modules.reduce((s, m) => s + m.weight, 0)).toBeCloseTo(1, 12);
    }
  });
  it("words a sample type by key: its name, description, audiences and module names", () => {
    expect(SAMPLE_DEFS[1]).toMatchObject({
      name: "name",
      description: "description",
      targetAudience: ["audience.teamMembers", "audience.teamLeads"],
      modules: [
        { id: "ocean", name: "modules.ocean" },
        { id: "emotional", name: "modules.emotional" },
      ],
    });
  });
  it("cites Johnson's norms for both norm-group choices, by id and citation only", () => {
    expect(NORM_GROUP_CHOICES).toEqual([
      { id: "respondent", citation: NORM_CITATION },
      { id: "general", citation: NORM_CITATION },
    ]);
  });
});

describe("duplicate (spec §4)", () => {
  it("adds (Copy) and -COPY, numbering when the code is taken and staying within 40 characters", () => {
    const d = duplicateDefinition(SAMPLE_DEFS[0], ["EXEC-LEAD"], (n) => `${n} (Copy)`);
    expect(d.name).toBe("name (Copy)");
    expect(d.code).toBe("EXEC-LEAD-COPY");
    expect(d.modules).toEqual(SAMPLE_DEFS[0].modules);
    expect(duplicateDefinition(SAMPLE_DEFS[0], ["EXEC-LEAD-COPY", "exec-lead-copy-2"], (n) => n).code).toBe("EXEC-LEAD-COPY-3");
    const long = duplicateDefinition({ ...NEW_TYPE_DEFAULTS, code: "A".repeat(40) }, ["A".repeat(35) + "-COPY"], (n) => n);
    expect(long.code).toBe("A".repeat(33) + "-COPY-2");
    expect(long.code.length).toBeLessThanOrEqual(40);
  });
});

describe("validation", () => {
  it("needs modules, unique ids, one module per bank type, a positive weight sum and a required module", () => {
    expect(fields({ ...NEW_TYPE_DEFAULTS, modules: [] })).toContain("modules");
    const dupes: TypeDefinition = {
      ...NEW_TYPE_DEFAULTS,
      modules: [
        { id: "a", name: "A", type: "ocean", weight: 0, required: false },
        { id: "a", name: "B", type: "ocean", weight: 0, required: false },
      ],
    };
    const problems = validateDefinition(dupes);
    expect(problems.map((p) => p.field)).toEqual(expect.arrayContaining(["modules.1.id", "modules.1.type", "modules"]));
    expect(problems.filter((p) => p.field === "modules")).toHaveLength(2);
  });
  it("checks custom questions by type with field paths", () => {
    expect(fields(withCustom([]))).toEqual(["modules.1.questions"]);
    expect(
      validateDefinition(
        withCustom([
          { id: "q1", type: "likert", text: "I plan my week." },
          { id: "q2", type: "multiple_choice", text: "Pick", options: [{ value: 1, label: "Only one" }] },
          {
            id: "q3",
            type: "scenario",
            text: "What do you do?",
            options: [
              { value: 1, label: "A" },
              { value: 1, label: "B" },
            ],
          },
          { id: "q4", type: "scale", text: "Rate", min: 5, max: 5 },
          { id: "q5", type: "ranking", text: "Rank", items: ["a", "b", "c"] },
          { id: "q5", type: "text", text: "Tell us" },
          { id: "q7", type: "scale", text: "Rate with defaults" },
          {
            id: "q8",
            type: "multiple_choice",
            text: "Decimal",
            options: [
              { value: 1.5, label: "A" },
              { value: 2, label: "B" },
            ],
          },
          { id: "q9", type: "ranking", text: "Rank one", items: ["only"] },
        ]),
      ).map((p) => p.field),
    ).toEqual([
      "modules.1.questions.1.options",
      "modules.1.questions.2.options",
      "modules.1.questions.3.max",
      "modules.1.questions.5.id",
      "modules.1.questions.7.options",
      "modules.1.questions.8.items",
    ]);
  });
  it("allows questions only in custom modules", () => {
    const def: TypeDefinition = { ...NEW_TYPE_DEFAULTS, modules: [{ ...NEW_TYPE_DEFAULTS.modules[0], questions: [{ id: "q1", type: "likert", text: "x" }] }] };
    expect(fields(def)).toEqual(["modules.0.questions"]);
  });
  it("needs strictly descending benchmarks and an OCEAN weight above 0 with an OCEAN module", () => {
    const b = { ...NEW_TYPE_DEFAULTS.scoring, benchmarks: { excellent: 80, good: 80, average: 45, belowAverage: 50 } };
    expect(fields({ ...NEW_TYPE_DEFAULTS, scoring: b })).toEqual(["scoring.benchmarks.good", "scoring.benchmarks.belowAverage"]);
    const zero = { openness: 0, conscientiousness: 0, extraversion: 0, agreeableness: 0, neuroticism: 0 };
    expect(fields({ ...NEW_TYPE_DEFAULTS, oceanWeights: zero })).toEqual(["oceanWeights"]);
    expect(fields({ ...NEW_TYPE_DEFAULTS, oceanWeights: { ...zero, openness: 6 } })).toEqual(["oceanWeights.openness"]);
  });
  it("needs known competency nodes on node-based definitions", () => {
    expect(fields({ ...NEW_TYPE_DEFAULTS, nodeIds: ["composure", "made-up"] })).toEqual(["nodeIds.1"]);
    expect(fields({ ...NEW_TYPE_DEFAULTS, nodeIds: [] })).toEqual(["nodeIds"]);
  });
});

describe("composite band", () => {
  it("uses the benchmarks as lower bounds", () => {
    const b = NEW_TYPE_DEFAULTS.scoring.benchmarks;
    expect([80, 79.9, 65, 45, 44.9, 25, 24.9, 0].map((s) => compositeBand(s, b))).toEqual(["excellent", "good", "good", "average", "belowAverage", "belowAverage", "low", "low"]);
    expect(compositeBand(null, b)).toBeNull();
  });
});
