import { describe, expect, it } from "vitest";
import { ASSESSMENT_TYPE_IDS } from "../../domain/assessments/types.ts";
import assessmentTypes from "../locales/en/assessment-types.ts";
import { inReaderWords, isBuiltInTypeId, typeName } from "./assessment-types.ts";

describe("built-in assessment types in the reader's words", () => {
  it("the catalog words every built-in type, whatever name the answer carries", () => {
    expect(Object.keys(assessmentTypes).sort()).toEqual([...ASSESSMENT_TYPE_IDS].sort());
    for (const id of ASSESSMENT_TYPE_IDS) {
      expect(assessmentTypes[id].name).not.toBe("");
      expect(inReaderWords({ id, name: "from the API", description: "from the API", questionCount: 1 })).toEqual({
        id,
        name: assessmentTypes[id].name,
        description: assessmentTypes[id].description,
        questionCount: 1,
      });
      expect(typeName({ id, name: "from the API" })).toBe(assessmentTypes[id].name);
      expect(typeName({ id, name: null })).toBe(assessmentTypes[id].name);
      expect(inReaderWords({ id, name: "", description: "" }).description).toBe(assessmentTypes[id].description);
    }
    expect(typeName({ id: "individual", name: null })).toBe("Individual");
  });

  it("a designed type keeps the name and description its organization gave it", () => {
    const designed = { id: "custom_4f2a", name: "Onboarding check", description: "Ours" };
    expect(isBuiltInTypeId(designed.id)).toBe(false);
    expect(inReaderWords(designed)).toBe(designed);
    expect(typeName(designed)).toBe("Onboarding check");
    expect(isBuiltInTypeId("toString")).toBe(false);
    // an answer that names no designed type shows its id rather than nothing
    expect(typeName({ id: "ct-gone", name: null })).toBe("ct-gone");
  });
});
