import { describe, expect, it } from "vitest";
import { syntheticNeoItems } from "../psychometrics/synthetic-neo.fixture.ts";
import { PUBLISHED_SCALES } from "../psychometrics/scales.ts";
import { LIKERT_OPTIONS, TEXT_ANSWER_MAX } from "../assessments/item-types.ts";
import { BUILDER_TEMPLATES, COMPETENCY_GROUPS } from "./competency-tree.ts";
import { builderDefinition, builderPreview } from "./builder.ts";
import { composeDesigned, executiveNeoFacetCodes, neoItemsPerFacet, oceanItemsPerFacet } from "./compose.ts";
import { SAMPLE_TYPES, newTypeDefaults, sampleDefinition } from "./type-definition.ts";
import type { TypeDefinition } from "./types.ts";

/** The sample types with their words' keys for words (the words are the server catalog's). */
const SAMPLE_DEFS = SAMPLE_TYPES.map((t) => sampleDefinition(t, (key) => key));

const neo = syntheticNeoItems();
const neoTexts = new Set(neo.map((n) => n.text));
const publishedTexts = new Set(PUBLISHED_SCALES.flatMap((s) => s.items.map((i) => i.text)));

function expectOnlyCitedTexts(def: TypeDefinition) {
  const c = composeDesigned("ct-test", def.name || "Test", def, neo);
  for (const item of c.items) {
    if (item.bank === "custom") continue;
    expect(neoTexts.has(item.text) || publishedTexts.has(item.text), `${item.id}: ${item.text}`).toBe(true);
  }
  expect(new Set(c.items.map((i) => i.id)).size).toBe(c.items.length);
  expect(new Set(c.items.map((i) => i.text)).size).toBe(c.items.length);
  return c;
}

const NEW_TYPE_DEFAULTS = newTypeDefaults(() => "OCEAN Core");

const mixed: TypeDefinition = {
  ...NEW_TYPE_DEFAULTS,
  name: "Mixed",
  questionCount: 60,
  modules: [
    { id: "exec", name: "Executive", type: "executive", weight: 0.5, required: true },
    {
      id: "ours",
      name: "Our questions",
      type: "custom",
      weight: 0.5,
      required: false,
      questions: [
        { id: "q1", type: "likert", text: "I enjoy our weekly planning." },
        { id: "q2", type: "scale", text: "How ready are you?" },
        {
          id: "q3",
          type: "scenario",
          text: "A client calls late.",
          options: [
            { value: 1, label: "Ignore" },
            { value: 3, label: "Answer" },
          ],
        },
        { id: "q4", type: "ranking", text: "Rank", items: ["a", "b"] },
        { id: "q5", type: "text", text: "Anything else?" },
      ],
    },
  ],
};

describe("facet item selection by k", () => {
  it("takes the first plus-keyed, the balanced pair, the pair plus the next, or all", () => {
    const n1 = neo.filter((n) => n.domain === "A" && n.facet === 3); // A3: 2 plus, 2 minus; plus first in the fixture
    expect(neoItemsPerFacet(n1, 1).map((n) => n.keyed)).toEqual(["plus"]);
    expect(neoItemsPerFacet(n1, 2).map((n) => n.keyed)).toEqual(["plus", "minus"]);
    expect(neoItemsPerFacet(n1, 3).map((n) => n.id)).toEqual(["syn-A3-1", "syn-A3-2", "syn-A3-3"]);
    expect(neoItemsPerFacet(n1, 4)).toHaveLength(4);
    const a2 = neo.filter((n) => n.domain === "A" && n.facet === 2); // all minus-keyed
    expect(neoItemsPerFacet(a2, 1).map((n) => n.id)).toEqual(["syn-A2-1"]);
  });
});

describe("composition of manager types", () => {
  it("asks about 90-100 questions for the new-type defaults (3 per facet)", () => {
    expect(oceanItemsPerFacet(NEW_TYPE_DEFAULTS)).toBe(3);
    const c = expectOnlyCitedTexts(NEW_TYPE_DEFAULTS);
    expect(c.items).toHaveLength(90);
    expect(c.items.every((i) => i.module === "ocean-core" && i.normed && i.facet !== undefined)).toBe(true);
    expect(c.type.profiles).toEqual({ facets: true, executiveProfile: false, emotionalRegulation: false, darkSide: false, pillars: false });
    expect(c.type.secondsPerQuestion).toBe(20); // 30 min × 60 / 90
  });
  it("composes the sample types from the cited banks with design module ids and weights", () => {
    const exec = expectOnlyCitedTexts(SAMPLE_DEFS[0]);
    // (180 − 4 − 20) / 30 = 5.2 → 4 per facet: 120 + 4 VIA-R Originality + 20 CAT-PD screen.
    expect(exec.items).toHaveLength(144);
    expect(exec.modules.map((m) => [m.id, m.weight, m.itemCount])).toEqual([
      ["ocean", 0.5, 120],
      ["executive", 0.3, 4],
      ["darkside", 0.2, 20],
    ]);
    expect(new Set(exec.items.map((i) => i.module))).toEqual(new Set(["ocean", "executive", "darkside"]));
    expect(exec.type.profiles).toMatchObject({ facets: true, executiveProfile: true, darkSide: true, emotionalRegulation: false });
    const team = expectOnlyCitedTexts(SAMPLE_DEFS[1]);
    // (90 − 26) / 30 ≈ 2.1 → 2 per facet: 60 + the N6 top-up (2) + 24 regulation items.
    expect(team.items).toHaveLength(86);
    expect(team.modules.map((m) => m.itemCount)).toEqual([60, 26]);
    expect(team.items.filter((i) => i.module === "emotional").every((i) => i.flags.emotionalRegulation)).toBe(true);
  });
  it("asks a shared IPIP text once: a full OCEAN module leaves nothing for the Vulnerability top-up", () => {
    const def: TypeDefinition = { ...SAMPLE_DEFS[1], questionCount: 200 };
    const c = expectOnlyCitedTexts(def);
    expect(c.modules.map((m) => m.itemCount)).toEqual([120, 24]);
  });
  it("adds the executive map's IPIP-NEO pairs when there is no OCEAN module, and builds custom items", () => {
    const c = expectOnlyCitedTexts(mixed);
    const codes = executiveNeoFacetCodes();
    expect(codes).toEqual(["E1", "E3", "O4", "O5", "A3", "A4", "C4", "C6"]);
    expect(c.modules.map((m) => m.itemCount)).toEqual([4 + 2 * codes.length, 5]);
    expect(c.type.profiles).toMatchObject({ facets: false, executiveProfile: true });
    const custom = c.items.filter((i) => i.bank === "custom");
    expect(custom.map((i) => [i.id, i.module, i.scored, i.normed])).toEqual([
      ["custom.ours.q1", "ours", true, false],
      ["custom.ours.q2", "ours", true, false],
      ["custom.ours.q3", "ours", true, false],
      ["custom.ours.q4", "ours", false, false],
      ["custom.ours.q5", "ours", false, false],
    ]);
    expect(custom.map((i) => i.input)).toEqual([
      { type: "likert", options: LIKERT_OPTIONS },
      { type: "scale", min: 1, max: 10, minLabel: "", maxLabel: "" },
      {
        type: "scenario",
        options: [
          { value: 1, label: "Ignore" },
          { value: 3, label: "Answer" },
        ],
      },
      { type: "ranking", items: ["a", "b"] },
      { type: "text", maxLength: TEXT_ANSWER_MAX },
    ]);
    expect(custom.every((i) => i.scales.length === 0 && !i.flags.darkSide && !i.flags.emotionalRegulation && !i.flags.executiveContext)).toBe(true);
  });
});

describe("composition of node-based types", () => {
  it("asks exactly the preview's items, all IPIP-NEO-120, in inventory order", () => {
    const selections = [...BUILDER_TEMPLATES.map((t) => t.nodeIds), COMPETENCY_GROUPS.flatMap((g) => g.nodes.map((n) => n.id)), ["composure"]];
    for (const ids of selections) {
      const def = builderDefinition({ title: "T", description: "", type: "individual", nodeIds: ids }, "Competency items");
      const c = expectOnlyCitedTexts(def);
      expect(c.items).toHaveLength(builderPreview(ids).questionCount);
      expect(c.type.questionCount).toBe(c.items.length);
      expect(c.items.every((i) => i.module === "competencies" && i.normed && i.facet && i.keyed)).toBe(true);
      const nums = c.items.map((i) => neo.find((n) => n.id === i.id)!.num);
      expect([...nums].sort((a, b) => a - b)).toEqual(nums);
      expect(c.type.profiles.facets).toBe(false);
      expect(c.modules).toHaveLength(1);
    }
  });
  it("takes 4 items of directly linked facets and the balanced pair of indirect ones", () => {
    const c = composeDesigned("ct-x", "X", builderDefinition({ title: "X", description: "", type: "individual", nodeIds: ["composure"] }, "Competency items"), neo);
    const per = (facet: string) => c.items.filter((i) => i.facet === facet);
    expect(per("vulnerability")).toHaveLength(4);
    expect(per("anxiety")).toHaveLength(4);
    expect(per("angryHostility").map((i) => i.keyed)).toEqual(["plus", "minus"]);
    expect(c.type.estimatedTime).toEqual({ min: 3, max: 5 });
  });
});
