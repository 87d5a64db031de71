/**
 * Results of designed types: the tab list (a node-based type's Competency profile first, tabs without data
 * hidden; a configured type's Design tab first), the tabs' content, and percentiles/stanines hidden when the
 * type turned them off.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { DesignedResult } from "../../../domain/design/types.ts";
import type { ScoreResult } from "../../../domain/psychometrics/result-types.ts";
import { CompetencyTab, DesignTab, tPosition } from "../../components/results/DesignedTabs.tsx";
import { FacetsTab } from "../../components/results/FacetsTab.tsx";
import { scoreFixture } from "../../components/results/fixtures.test-support.ts";
import { OverviewTab } from "../../components/results/OverviewTab.tsx";
import { availableTabs, normedDisplay, selectedTab } from "../../components/results/results-view.ts";
import { NormedDisplayProvider } from "../../components/results/score-display.tsx";

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const builder: DesignedResult = {
  typeId: "ct-b1",
  version: 1,
  kind: "builder",
  facets: [
    { facet: "competence", facetCode: "C1", trait: "conscientiousness", score: 1.2, confidence: 0.9, t: 58, items: 4, critical: false },
    { facet: "anxiety", facetCode: "N1", trait: "neuroticism", score: -0.6, confidence: 0.2, t: 46, items: 1, critical: true },
  ],
  nodes: [
    {
      nodeId: "strategic",
      label: "Strategic thinking",
      score: 0.9,
      t: 56,
      confidence: 0.55,
      basis: [
        { facet: "competence", correlation: 0.6, weight: 0.6 },
        { facet: "anxiety", correlation: -0.3, weight: 0.3 },
      ],
    },
  ],
  coverage: { percent: 50, band: "poor", covered: 1, total: 2, criticalFacets: ["anxiety"] },
  usePercentiles: true,
  useStanines: true,
  notes: [],
};
const manager: DesignedResult = {
  typeId: "ct-m1",
  version: 2,
  kind: "manager",
  modules: [
    { moduleId: "ocean", name: "OCEAN Core", type: "ocean", weight: 0.6, score: 62, normed: false, basis: "Mean of the keyed items, as 0-100." },
    { moduleId: "m2", name: "Our values", type: "custom", weight: 0.4, score: null, normed: false, basis: "Only text questions." },
  ],
  composite: { score: 62, band: "average", basis: "Weighted mean of the scored modules." },
  customAnswers: [{ moduleId: "m2", questionId: "q1", text: "What matters to you?", type: "text", answer: "Honesty" }],
  usePercentiles: false,
  useStanines: false,
  notes: [],
};

const individual = scoreFixture("individual");
const noTraits = { ...individual, traits: Object.fromEntries(Object.keys(individual.traits).map((k) => [k, null])) as ScoreResult["traits"], facets: undefined };

describe("designed results: tabs", () => {
  it("a node-based type shows Competency profile first and selected, and hides tabs without data", () => {
    const tabs = availableTabs({ ...noTraits, designed: builder });
    expect(tabs.map((t) => t.label)).toEqual(["Competency profile"]);
    expect(selectedTab(null, tabs)).toBe("competency");
    const withTraits = availableTabs({ ...individual, designed: builder });
    expect(withTraits.map((t) => t.id)).toEqual(["competency", "overview", "facets"]);
    expect(selectedTab(null, withTraits)).toBe("competency");
    expect(selectedTab("facets", withTraits)).toBe("facets");
  });

  it("a configured type shows Design first; built-in types keep Overview first", () => {
    const tabs = availableTabs({ ...individual, designed: manager });
    expect(tabs.map((t) => t.id)).toEqual(["design", "overview", "facets"]);
    expect(selectedTab(null, tabs)).toBe("design");
    expect(availableTabs(individual).map((t) => t.id)).toEqual(["overview", "facets"]);
    expect(selectedTab(null, availableTabs(individual))).toBe("overview");
  });
});

describe("designed results: one coverage", () => {
  it("the 30 Facets tab of a node-based result shows the type's coverage (assessed facets above confidence 0.3), not a second verdict over all 30", () => {
    // a result stored before the two were made one: 11 of 30 facets (36.7 %, poor) beside the type's 8 of 11 (72.7 %, fair)
    const designed: DesignedResult = { ...builder, coverage: { percent: (100 * 8) / 11, band: "fair", covered: 8, total: 11, criticalFacets: ["anxiety"] } };
    const score = { ...individual, coverage: { percent: (100 * 11) / 30, band: "poor", covered: 11, total: 30, criticalFacets: [] }, designed } as ScoreResult;
    const t = text(renderToString(createElement(FacetsTab, { score })));
    expect(t).toContain("73%");
    expect(t).toContain("Fair");
    expect(t).toContain("8 of 11");
    expect(t).not.toContain("37%");
    expect(t).not.toMatch(/\bPoor\b/);
    expect(t).not.toContain("11 of 30");
    // the competency tab says the same
    const competency = text(renderToString(createElement(CompetencyTab, { designed, printing: true })));
    expect(competency).toContain("73% of facets above confidence 0.3 (8 of 11)");
  });
});

describe("designed results: content", () => {
  it("Competency profile: t bars on 20-80 with 50 marked, confidence, the basis, the facet table, coverage and how it was made (not a norm)", () => {
    const html = renderToString(createElement(CompetencyTab, { designed: builder, printing: true }));
    const t = text(html);
    expect(t).toContain("Strategic thinking");
    expect(t).toContain("t 56");
    expect(t).toContain("confidence 0.55");
    expect(html).toContain(`width:${tPosition(56)}%`);
    expect(html).toContain("left:50%");
    for (const m of ["20", "50", "80"]) expect(t).toContain(m);
    expect(tPosition(20)).toBe(0);
    expect(tPosition(80)).toBe(100);
    expect(t).toContain("-0.30"); // basis correlation (printing opens it)
    expect(html.match(/<tr[^>]*data-facet=/g)?.length).toBe(2);
    expect(t).toContain("Low confidence");
    expect(t).toContain("Flagged facets (confidence below 0.3): Anxiety");
    expect(t).toContain("(answer − 3.5) / 2.5");
    expect(t).toContain("min(1, total weight / 10)");
    expect(t).toContain("2.5 × the confidence");
    expect(t).toContain("t = 50 + 10 × score / 1.5");
    expect(t).toContain("not a norm");
    expect(t).toContain("weighted mean of its linked facets");
  });

  it("Design: module scores with the Unnormed badge and basis, the composite band with the reference-point note, custom answers as given", () => {
    const t = text(renderToString(createElement(DesignTab, { designed: manager })));
    expect(t).toContain("OCEAN Core Unnormed 62");
    expect(t).toContain("Mean of the keyed items, as 0-100.");
    expect(t).toContain("Nothing scored in this module");
    expect(t).toContain("62 Average");
    expect(t).toContain("fixed reference points");
    expect(t).toContain("not norms");
    expect(t).toContain("What matters to you? Honesty");
  });

  it("percentiles and stanines are hidden in Overview and 30 Facets when the type turns them off", () => {
    const score = { ...individual, designed: manager } as ScoreResult;
    expect(normedDisplay(score)).toEqual({ percentiles: false, stanines: false });
    expect(normedDisplay(individual)).toEqual({ percentiles: true, stanines: true });
    const shown = text(renderToString(createElement(OverviewTab, { score: individual })));
    expect(shown).toMatch(/percentile/i);
    expect(shown).toContain("Stanine");
    const wrap = (el: ReturnType<typeof createElement>) => createElement(NormedDisplayProvider, { value: normedDisplay(score) }, el);
    const overview = renderToString(wrap(createElement(OverviewTab, { score })));
    const traitRows = [...overview.matchAll(/data-testid="trait-\w+"(.*?)<\/li>/gs)].map((m) => text(m[1]));
    expect(traitRows).toHaveLength(5);
    for (const row of traitRows) expect(row).not.toMatch(/percentile|Stanine/i);
    for (const m of overview.matchAll(/data-testid="trait-\w+"(.*?)<\/li>/gs)) expect(m[1]).not.toContain('role="meter"');
    expect(text(overview)).toContain("Raw");
    const facets = renderToString(wrap(createElement(FacetsTab, { score })));
    const facetRows = [...facets.matchAll(/data-testid="facet-\w+"(.*?)<\/li>/gs)].map((m) => text(m[1]));
    expect(facetRows.length).toBeGreaterThan(0);
    for (const row of facetRows) expect(row).not.toMatch(/percentile|Stanine/i);
    expect(facets).not.toContain('role="meter"');
    expect(text(facets)).toContain("Raw");
  });
});
