import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { TResults } from "../../../contracts/assessments.ts";
import { RadarChart } from "../../components/charts/RadarChart.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/Tabs.tsx";
import { facetRadarRows } from "../../components/results/facet-radar.ts";
import { FacetAnalysisView } from "./FacetAnalysisView.tsx";
import { ExecutiveTab } from "../../components/results/ExecutiveTab.tsx";
import { FacetsTab } from "../../components/results/FacetsTab.tsx";
import { scoreFixture } from "../../components/results/fixtures.test-support.ts";
import { OverviewTab } from "../../components/results/OverviewTab.tsx";
import { RegulationTab } from "../../components/results/RegulationTab.tsx";
import { RiskTab } from "../../components/results/RiskTab.tsx";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("results tabs render the spec's content", () => {
  const executive = scoreFixture("executive");
  const organizational = scoreFixture("organizational");

  it("Overview: five trait bars with percentile, stanine, raw and marks; the three cards; the norm group", () => {
    const html = renderToString(createElement(OverviewTab, { score: executive }));
    const t = text(html);
    for (const trait of ["Openness", "Conscientiousness", "Extraversion", "Agreeableness", "Neuroticism"]) expect(t).toContain(trait);
    expect(html.match(/role="meter"/g)?.length).toBeGreaterThanOrEqual(5);
    const o = executive.traits.openness!;
    expect(t).toContain(`Stanine ${o.stanine}`);
    expect(t).toContain(`Raw ${Math.round(o.raw)}`);
    // Scale marks at 10, 25, 50, 75, 90 on each trait bar.
    expect(html.match(/left:10%/g)?.length).toBeGreaterThanOrEqual(5);
    expect(html.match(/left:90%/g)?.length).toBeGreaterThanOrEqual(5);
    for (const card of ["Strongest Traits", "Development Areas", "Profile Balance"]) expect(t).toContain(card);
    expect(t).toContain(`Compared with: ${executive.normGroup.label}`);
    expect(t).toContain(executive.profile.balance);
    expect(t).toContain("1-5 score, not normed"); // pillars (keyed means on 1-5)
  });

  it("30 Facets: thirty facets with percentile, stanine and raw score", () => {
    const html = renderToString(createElement(FacetsTab, { score: executive }));
    expect(html.match(/data-testid="facet-/g)?.length).toBe(30);
    expect(text(html)).toContain("Angry Hostility");
    expect(text(html)).toContain("Facet coverage");
  });

  it("30 Facets links to the 30-Facet Personality Analysis when given where", () => {
    const html = renderToString(createElement(MemoryRouter, null, createElement(FacetsTab, { score: executive, analysisHref: "/dashboard/assessments/r1/facets" })));
    expect(html).toContain('href="/dashboard/assessments/r1/facets"');
    expect(text(html)).toContain("See the 30 facets on a radar");
    expect(renderToString(createElement(FacetsTab, { score: executive }))).not.toContain("/facets");
  });

  it("30-Facet Personality Analysis: the title, a radar of 30 axes with its table toggle, and the top 5 highest and lowest", () => {
    const results: TResults = {
      response: {
        id: "r1",
        assessmentId: "a1",
        typeId: "executive",
        title: "Executive assessment",
        completedAt: "2025-03-12T10:00:00.000Z",
        user: { id: "u1", name: "Ada Lovelace", email: "ada@example.com" },
      },
      score: executive,
      policies: { read: true, share: true, report: true },
    };
    const html = renderToString(createElement(MemoryRouter, null, createElement(FacetAnalysisView, { results })));
    const t = text(html);
    expect(t).toContain("30-Facet Personality Analysis");
    expect(t).toContain("Top 5 highest");
    expect(t).toContain("Top 5 lowest");
    expect(t).toContain("Ada Lovelace");
    expect(html).toContain('data-axes="30"');
    expect(html).toContain('aria-expanded="false"');
    expect(t).toContain("Show data table");
    expect(t).toContain("percentile against Johnson's IPIP-NEO norms");
    expect(html.match(/data-facet="/g)?.length).toBe(10);
    expect(html).toContain('href="/dashboard/assessments/r1/results?tab=facets"');
  });

  it("Radar data table: the same numbers, a row per axis grouped by trait, and a missing value said as such (never 0)", () => {
    const rows = facetRadarRows({ ...executive.facets!, trust: null }, { trust: 64, order: 12.4 });
    const html = renderToString(
      createElement(RadarChart, {
        title: "Facets",
        rows,
        series: [
          { key: "self", label: "Self" },
          { key: "others", label: "Others", dashed: true },
        ],
        defaultTableOpen: true,
      }),
    );
    expect(html.match(/<tr data-row=/g)?.length).toBe(30);
    expect(html.match(/scope="rowgroup"/g)?.length).toBe(5);
    const trust = /<tr data-row="trust">(.*?)<\/tr>/.exec(html)![1];
    expect(text(trust)).toContain("Trust No score 64");
    const order = /<tr data-row="order">(.*?)<\/tr>/.exec(html)![1];
    expect(text(order)).toContain(`Order ${Math.round(executive.facets!.order!.percentile)} 12`);
    expect(html).toContain('tabindex="0"');
    expect(text(html)).toContain("Self has no score for Trust");
  });

  it("Emotional Regulation: overall, seven dimensions, strengths, opportunities, EQ quadrants, balance sentence", () => {
    const profile = organizational.emotionalRegulation!;
    const t = text(renderToString(createElement(RegulationTab, { profile })));
    for (const s of ["Self-Awareness", "Self-Management", "Social Awareness", "Relationship Management", "Stress Tolerance", "Impulse Control", "Emotional Stability"])
      expect(t).toContain(s);
    for (const s of ["Key Strengths", "Development Opportunities", "EQ Quadrants", "internal", "external", profile.quadrants.sentence, "0-100 score, not normed"])
      expect(t).toContain(s);
  });

  it("Executive Profile: eight bars with benchmark markers, readiness, strengths, priorities, actions", () => {
    const profile = executive.executiveProfile!;
    const html = renderToString(createElement(ExecutiveTab, { profile, printing: false }));
    const t = text(html);
    expect(html.match(/data-testid="competency-/g)?.length).toBe(8);
    expect(t).toContain("Executive Readiness");
    expect(t).toContain(profile.readiness ?? "");
    for (const s of ["Leadership Strengths", "Development Priorities", "Recommended Actions", "Comparison with benchmarks"]) expect(t).toContain(s);
    expect(html).toContain('title="Good: 70"');
  });

  it("Risk Indicators: a card per derailer, all collapsed at first, summary and actions", () => {
    const html = renderToString(createElement(RiskTab, { score: executive, printing: false }));
    expect(html.match(/aria-expanded="false"/g)?.length).toBe(5);
    expect(html).not.toContain('aria-expanded="true"');
    const t = text(html);
    for (const s of ["Narcissism", "Machiavellianism", "Psychopathy", "Perfectionism", "Micromanagement", "Summary", "Recommended actions"]) expect(t).toContain(s);
    // Printing opens every card and its mitigation list.
    const printed = text(renderToString(createElement(RiskTab, { score: executive, printing: true })));
    expect(printed).toContain("Warning signs");
    expect(printed).toContain("Impact");
    expect(printed).toContain("Mitigation strategies");
  });
});

describe("Tabs", () => {
  it("renders a tablist with one tab stop and the selected panel only", () => {
    const html = renderToString(
      createElement(Tabs, {
        value: "b",
        onValueChange: () => undefined,
        children: [
          createElement(TabsList, {
            key: "list",
            label: "Sections",
            children: [createElement(TabsTrigger, { key: "a", value: "a", children: "A" }), createElement(TabsTrigger, { key: "b", value: "b", children: "B" })],
          }),
          createElement(TabsContent, { key: "pa", value: "a", children: "Panel A" }),
          createElement(TabsContent, { key: "pb", value: "b", children: "Panel B" }),
        ],
      }),
    );
    expect(html).toContain('role="tablist"');
    expect(html.match(/tabindex="0"/g)?.length).toBe(2); // the selected tab and its panel
    expect(html).toContain('aria-selected="true"');
    expect(html).toContain("Panel B");
    expect(html).not.toContain("Panel A");
  });

  it("parts outside Tabs throw (spec 1 §8)", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderToString(createElement(TabsTrigger, { value: "a", children: "A" }))).toThrow("TabsTrigger must be used within Tabs");
    expect(() => renderToString(createElement(TabsContent, { value: "a", children: "A" }))).toThrow("TabsContent must be used within Tabs");
    quiet.mockRestore();
  });
});
