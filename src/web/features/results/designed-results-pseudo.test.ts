/**
 * A designed result in the pseudo-locale: the modules' and the composite's basis, the notes and the competency nodes'
 * names come from the catalogs by the score's codes, so no plain English is left (the organization's own module names
 * and questions aside, shown as written). A result scored before the codes keeps what it stored: a note that is the
 * English of a code reads in the reader's words, any other sentence as stored.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { DesignedResult } from "../../../domain/design/types.ts";
import { CompetencyTab, DesignTab } from "../../components/results/DesignedTabs.tsx";
import { designedNodeName, designedNoteText, moduleBasisText } from "../../components/results/designed-words.ts";
import results from "../../locales/en/results.ts";
import tree from "../../locales/en/competency-tree.ts";
import { showPseudoLocale } from "../../lib/pseudo-locale.ts";
import { textOf as text } from "../../lib/html-text.test-support.ts";

/** Plain English words left once the organization's own words (module names, questions, answers) are taken out. */
function englishIn(html: string, own: readonly string[] = []): string[] {
  let t = text(html);
  for (const w of own) t = t.split(w).join(" ");
  return t.match(/[A-Za-z]{3,}/g) ?? [];
}

const builder: DesignedResult = {
  typeId: "ct-b1",
  version: 1,
  kind: "builder",
  facets: [{ facet: "vulnerability", facetCode: "N6", trait: "neuroticism", score: -1.2, confidence: 0.85, t: 42, items: 4, critical: false }],
  nodes: [{ nodeId: "composure", score: 1.2, t: 58, confidence: 0.7, basis: [{ facet: "vulnerability", correlation: -0.5, weight: 0.7 }] }],
  coverage: { percent: 100, band: "good", covered: 1, total: 1, criticalFacets: [] },
  usePercentiles: true,
  useStanines: true,
  notes: ["mappingSource"],
};

const OWN = ["Core traits", "Our leadership", "Our values", "Derailers", "Regulation", "What matters to you?", "Honesty"];
const manager: DesignedResult = {
  typeId: "ct-m1",
  version: 1,
  kind: "manager",
  modules: [
    {
      moduleId: "ocean",
      name: "Core traits",
      type: "ocean",
      weight: 0.4,
      score: 62,
      normed: false,
      basis: {
        code: "ocean",
        traits: [
          { trait: "openness", weight: 1.5 },
          { trait: "neuroticism", weight: 1 },
        ],
      },
    },
    { moduleId: "exec", name: "Our leadership", type: "executive", weight: 0.2, score: 55, normed: false, basis: { code: "executive", count: 7 } },
    { moduleId: "dark", name: "Derailers", type: "darkside", weight: 0.1, score: 60, normed: false, basis: { code: "darkside", count: 4, mean: 40 } },
    { moduleId: "emo", name: "Regulation", type: "emotional", weight: 0.1, score: null, normed: false, basis: { code: "emotionalNone" } },
    { moduleId: "m2", name: "Our values", type: "custom", weight: 0.2, score: 70, normed: false, basis: { code: "custom", count: 1 } },
  ],
  composite: { score: 61, band: "average", basis: { code: "weighted", benchmarks: { excellent: 80, good: 65, average: 45, belowAverage: 25 } } },
  customAnswers: [{ moduleId: "m2", questionId: "q1", text: "What matters to you?", type: "text", answer: "Honesty" }],
  usePercentiles: false,
  useStanines: false,
  notes: ["modulesUnnormed", "customUnnormed"],
};

describe("a designed result in the pseudo-locale", () => {
  beforeAll(() => showPseudoLocale());

  it("a node-based result names its competencies and words its note from the catalogs", () => {
    const html = renderToString(createElement(CompetencyTab, { designed: builder, printing: true }));
    expect(html).toContain('data-testid="node-composure"');
    expect(text(html)).toContain("⟦");
    expect(englishIn(html)).toEqual([]);
  });

  it("a configured type's result words each module's basis, the composite's and the notes from the catalogs, with their facts", () => {
    const html = renderToString(createElement(DesignTab, { designed: manager }));
    expect(englishIn(html, OWN)).toEqual([]);
    // the facts are kept: the benchmarks, the derailers' count and mean, the traits' weights
    expect(text(html)).toMatch(/80\/65\/45\/25/);
    expect(moduleBasisText({ code: "darkside", count: 4, mean: 40 })).toMatch(/4.*40/);
    expect(moduleBasisText({ code: "ocean", traits: [{ trait: "openness", weight: 1.5 }] })).toContain("1.5");
  });

  it("a result stored before the codes: its notes in the reader's words when they are a code's English, other sentences as stored", () => {
    expect(designedNoteText(tree.mappingSource)).toMatch(/^⟦[^A-Za-z]*⟧$/);
    expect(designedNoteText(results.design.notes.modulesUnnormed)).toMatch(/^⟦[^A-Za-z]*⟧$/);
    expect(designedNoteText("A note of an older rule.")).toBe("A note of an older rule.");
    expect(moduleBasisText("Mean of 3 scored answers.")).toBe("Mean of 3 scored answers.");
    // a node the catalog knows is named by it, whatever was stored; one it does not know keeps its stored label
    expect(designedNodeName({ nodeId: "composure", label: "Composure under pressure" })).toMatch(/^⟦[^A-Za-z]*⟧$/);
    expect(designedNodeName({ nodeId: "retired-node", label: "Retired node" })).toBe("Retired node");
  });
});
