import { describe, expect, it } from "vitest";
import { benchmarkStanding, PILLAR_BENCHMARKS, PILLAR_DOMAINS, pillarDomainOfFacet, pillarGuidance } from "./pillars.ts";
import { FACETS } from "../psychometrics/facets.ts";

describe("spec §9 pillar guidance", () => {
  it.each([
    [1, "high"],
    [3.4999, "high"],
    [3.5, "medium"],
    [4.1999, "medium"],
    [4.2, "low"],
    [5, "low"],
  ])("guidance(%s) = %s", (s, g) => {
    expect(pillarGuidance(s)).toBe(g);
  });
});

describe("spec §9 benchmarks per type and pillar (average/top10/top25)", () => {
  it("hold the spec's figures", () => {
    expect(PILLAR_BENCHMARKS.individual).toEqual({
      sustainable: { average: 3.8, top10: 4.6, top25: 4.2 },
      performance: { average: 3.9, top10: 4.7, top25: 4.3 },
      potential: { average: 3.7, top10: 4.5, top25: 4.1 },
    });
    expect(PILLAR_BENCHMARKS.executive).toEqual({
      sustainable: { average: 4.0, top10: 4.8, top25: 4.4 },
      performance: { average: 4.1, top10: 4.8, top25: 4.5 },
      potential: { average: 3.9, top10: 4.7, top25: 4.3 },
    });
    expect(PILLAR_BENCHMARKS.organizational).toEqual({
      sustainable: { average: 3.6, top10: 4.5, top25: 4.1 },
      performance: { average: 3.8, top10: 4.6, top25: 4.2 },
      potential: { average: 3.5, top10: 4.4, top25: 4.0 },
    });
  });
  it("standing edges land on the upper side", () => {
    const b = PILLAR_BENCHMARKS.individual.sustainable;
    expect(benchmarkStanding(4.6, b)).toBe("top 10%");
    expect(benchmarkStanding(4.5999, b)).toBe("top 25%");
    expect(benchmarkStanding(4.2, b)).toBe("top 25%");
    expect(benchmarkStanding(4.1999, b)).toBe("above average");
    expect(benchmarkStanding(3.8, b)).toBe("above average");
    expect(benchmarkStanding(3.7999, b)).toBe("below average");
  });
});

describe("pillar domains", () => {
  it("every facet feeds at most one domain, neuroticism facets count against their domain", () => {
    const fed = PILLAR_DOMAINS.flatMap((d) => d.facets.map((f) => f.code));
    expect(new Set(fed).size).toBe(fed.length);
    for (const f of FACETS) {
      const pd = pillarDomainOfFacet(f.code);
      if (pd && f.domain === "N") expect(pd.direction).toBe(-1);
    }
    expect(PILLAR_DOMAINS.every((d) => d.reason.length > 20)).toBe(true);
  });
});
