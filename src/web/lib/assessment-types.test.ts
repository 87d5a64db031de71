import { describe, expect, it } from "vitest";
import { ASSESSMENT_TYPE_IDS, ASSESSMENT_TYPES } from "../../domain/assessments/types.ts";
import assessmentTypes from "../locales/en/assessment-types.ts";
import { inReaderWords, isBuiltInTypeId, typeName } from "./assessment-types.ts";

describe("built-in assessment types in the reader's words", () => {
  it("the catalog words every built-in type, in the English the API sends", () => {
    expect(Object.keys(assessmentTypes).sort()).toEqual([...ASSESSMENT_TYPE_IDS].sort());
    for (const id of ASSESSMENT_TYPE_IDS) {
      expect(assessmentTypes[id]).toEqual({ name: ASSESSMENT_TYPES[id].name, description: ASSESSMENT_TYPES[id].description });
      expect(inReaderWords({ id, name: "from the API", description: "from the API", questionCount: 1 })).toEqual({
        id,
        name: ASSESSMENT_TYPES[id].name,
        description: ASSESSMENT_TYPES[id].description,
        questionCount: 1,
      });
      expect(typeName({ id, name: "from the API" })).toBe(ASSESSMENT_TYPES[id].name);
    }
  });

  it("a designed type keeps the name and description its organization gave it", () => {
    const designed = { id: "custom_4f2a", name: "Onboarding check", description: "Ours" };
    expect(isBuiltInTypeId(designed.id)).toBe(false);
    expect(inReaderWords(designed)).toBe(designed);
    expect(typeName(designed)).toBe("Onboarding check");
    expect(isBuiltInTypeId("toString")).toBe(false);
  });
});
