/**
 * Property: for every banding rule of spec §4/§5/§9, the band never gets worse as the value rises, and each
 * published threshold value itself lands in the band the spec names for "at or above" (or "above"/"below").
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { benchmarkStanding, PILLAR_BENCHMARKS, pillarGuidance } from "../assessments/pillars.ts";
import { percentileColour, percentileLabel, stanineFromPercentile } from "./bands.ts";
import { manifestationType, RISK_CRITICAL_AT, RISK_HIGH_AT, RISK_MODERATE_AT, riskLevel } from "./derailment.ts";
import { competencyLevel, EXECUTIVE_BENCHMARKS, EXECUTIVE_COMPETENCIES, executiveReadiness } from "./executive.ts";
import { coverageBand } from "./facet-confidence.ts";
import { regulationBand } from "./regulation.ts";

/** A rule, its bands from worst to best, and the thresholds (value → band at that exact value). */
interface Rule {
  readonly name: string;
  readonly f: (x: number) => string | number;
  readonly order: ReadonlyArray<string | number>;
  readonly edges: ReadonlyArray<readonly [number, string | number]>;
  readonly min: number;
  readonly max: number;
}

const b = EXECUTIVE_BENCHMARKS.resultsOrientation;
const pb = PILLAR_BENCHMARKS.executive.performance;
const rules: Rule[] = [
  {
    name: "percentile label",
    f: percentileLabel,
    order: ["Very Low", "Low", "Average", "High", "Exceptional"],
    edges: [
      [10, "Low"],
      [25, "Average"],
      [75, "High"],
      [90, "Exceptional"],
    ],
    min: 1,
    max: 99,
  },
  {
    name: "percentile colour",
    f: percentileColour,
    order: ["orange", "blue", "green"],
    edges: [
      [25, "blue"],
      [75, "green"],
    ],
    min: 1,
    max: 99,
  },
  {
    name: "stanine",
    f: stanineFromPercentile,
    order: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    edges: [
      [4, 2],
      [11, 3],
      [23, 4],
      [40, 5],
      [60, 6],
      [77, 7],
      [89, 8],
      [96, 9],
    ],
    min: 1,
    max: 99,
  },
  {
    name: "coverage band",
    f: coverageBand,
    order: ["poor", "fair", "good"],
    edges: [
      [70, "fair"],
      [85, "good"],
    ],
    min: 0,
    max: 100,
  },
  {
    name: "regulation band",
    f: regulationBand,
    order: ["Needs Development", "Developing", "Strong", "Exceptional"],
    edges: [
      [40, "Developing"],
      [60, "Strong"],
      [80, "Exceptional"],
    ],
    min: 0,
    max: 100,
  },
  {
    name: "readiness",
    f: executiveReadiness,
    order: ["Developing", "Nearly Ready", "Ready"],
    edges: [
      [65, "Nearly Ready"],
      [80, "Ready"],
    ],
    min: 0,
    max: 100,
  },
  {
    name: "competency level (results orientation)",
    f: (x) => competencyLevel("resultsOrientation", x),
    order: ["Developing", "Competent", "Strong", "Exceptional"],
    edges: [
      [b.average, "Competent"],
      [b.good, "Strong"],
      [b.excellent, "Exceptional"],
    ],
    min: 0,
    max: 100,
  },
  {
    name: "risk level",
    f: riskLevel,
    order: ["low", "moderate", "high", "critical"],
    edges: [
      [RISK_MODERATE_AT, "moderate"],
      [RISK_HIGH_AT, "high"],
      [RISK_CRITICAL_AT, "critical"],
    ],
    min: 0,
    max: 2,
  },
  // Guidance is a priority: lower scores are more urgent, so the "better" direction is toward "low" priority.
  {
    name: "pillar guidance",
    f: pillarGuidance,
    order: ["high", "medium", "low"],
    edges: [
      [3.5, "medium"],
      [4.2, "low"],
    ],
    min: 1,
    max: 5,
  },
  {
    name: "benchmark standing",
    f: (x) => benchmarkStanding(x, pb),
    order: ["below average", "above average", "top 25%", "top 10%"],
    edges: [
      [pb.average, "above average"],
      [pb.top25, "top 25%"],
      [pb.top10, "top 10%"],
    ],
    min: 1,
    max: 5,
  },
];

describe("band edges (properties)", () => {
  for (const r of rules) {
    it(`${r.name}: thresholds land on the upper side, just below on the lower side`, () => {
      for (const [x, band] of r.edges) {
        expect(r.f(x)).toBe(band);
        expect(r.order.indexOf(r.f(x - 1e-9))).toBe(r.order.indexOf(band) - 1);
      }
    });
    it(`${r.name}: never gets worse as the value rises`, () => {
      fc.assert(
        fc.property(fc.double({ min: r.min, max: r.max, noNaN: true }), fc.double({ min: r.min, max: r.max, noNaN: true }), (a, c) => {
          const [lo, hi] = a <= c ? [a, c] : [c, a];
          return r.order.indexOf(r.f(lo)) <= r.order.indexOf(r.f(hi));
        }),
      );
    });
  }
  it("every competency's levels are ordered by its own benchmarks", () => {
    for (const c of EXECUTIVE_COMPETENCIES) {
      const e = EXECUTIVE_BENCHMARKS[c];
      expect([competencyLevel(c, e.average - 0.01), competencyLevel(c, e.average), competencyLevel(c, e.good), competencyLevel(c, e.excellent)]).toEqual([
        "Developing",
        "Competent",
        "Strong",
        "Exceptional",
      ]);
    }
  });
  it("manifestation: high extreme and warning at or above, low extreme at or below", () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 5, noNaN: true }), (x) => {
        const m = manifestationType(x);
        return m === (x >= 4.5 ? "high_extreme" : x <= 1.5 ? "low_extreme" : x >= 3.8 ? "warning" : "none");
      }),
    );
  });
});
