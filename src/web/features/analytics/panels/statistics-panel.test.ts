import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TInsights } from "../../../../contracts/analytics.ts";
import { StatisticsPanel } from "./StatisticsPanel.tsx";

const alpha = (scale: string, kind: "domain" | "facet", trait: "neuroticism") => ({
  scale,
  kind,
  trait,
  items: kind === "domain" ? 24 : 4,
  n: 50,
  alpha: 0.81234,
  ci: [0.7512, 0.8734] as [number, number],
  published: null,
  publishedMean: null,
  publishedSource: null,
});

describe("Statistical Analysis table", () => {
  it("names domains and facets as the pages do, never by their code names", () => {
    const statistics = {
      available: true,
      basis: { code: "alpha", typeId: "individual", n: 50, mostResponses: true },
      n: 50,
      alphas: [alpha("neuroticism", "domain", "neuroticism"), alpha("angryHostility", "facet", "neuroticism"), alpha("selfConsciousness", "facet", "neuroticism")],
      correlations: null,
      correlationN: 0,
      correlationForm: null,
    } as unknown as TInsights["statistics"];
    const html = renderToString(createElement(StatisticsPanel, { statistics, state: {} }));
    expect(html).toContain("Angry Hostility");
    expect(html).toContain("Self-Consciousness");
    expect(html).toContain("Neuroticism");
    expect(html).not.toMatch(/angryHostility|selfConsciousness|>neuroticism</);
    expect(html).not.toContain("0.81234");
  });
});

describe("Statistical Analysis says which responses it rests on", () => {
  it("names n and the range", () => {
    const statistics = {
      available: false,
      basis: { code: "too_few", n: 12, minimum: 30 },
      n: 12,
      alphas: [],
      correlations: null,
      correlationN: 0,
      correlationForm: null,
    } as unknown as TInsights["statistics"];
    const html = renderToString(createElement(StatisticsPanel, { statistics, range: { start: "2026-08-31", end: "2026-11-28" }, state: {} })).replace(/<!-- -->/g, "");
    expect(html).toContain("n = 12 completed responses, Aug 31, 2026 to Nov 28, 2026");
  });
});
