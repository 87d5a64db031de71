/**
 * The psychometrics catalog against src/domain: every code the domain defines (traits, facets, pillars and
 * domains, bands and levels, dimensions, archetypes) has an English string, and the catalog holds nothing the
 * domain does not define. The catalog is the one English for names; where the domain still carries a word (the
 * score's band words, the facet and pillar-domain tables) the catalog's equals it. The domain's banding functions are swept over their
 * whole input range, so a new band word in the domain fails here until the catalog has it.
 */
import { describe, expect, it } from "vitest";
import { PILLARS } from "../../../domain/assessments/item-types.ts";
import { benchmarkStanding, PILLAR_BENCHMARKS, PILLAR_DOMAINS, pillarGuidance } from "../../../domain/assessments/pillars.ts";
import { ARCHETYPES } from "../../../domain/psychometrics/archetypes.ts";
import { balanceOfVariance, percentileLabel, profileType } from "../../../domain/psychometrics/bands.ts";
import { entryRisk, riskLevel } from "../../../domain/psychometrics/derailment.ts";
import { DARK_SIDE_TRAITS } from "../../../domain/psychometrics/dimension-map.ts";
import { competencyLevel, EXECUTIVE_COMPETENCIES, executiveReadiness } from "../../../domain/psychometrics/executive.ts";
import { coverageBand } from "../../../domain/psychometrics/facet-confidence.ts";
import { FACETS, TRAITS } from "../../../domain/psychometrics/facets.ts";
import { REGULATION_DIMENSIONS, regulationBand } from "../../../domain/psychometrics/regulation.ts";
import catalog from "../../locales/en/psychometrics.ts";
import * as names from "./labels.ts";

/** The values 0, step, 2·step … up to max. */
const sweep = (max: number, step: number) => Array.from({ length: Math.round(max / step) + 1 }, (_, i) => i * step);
const keys = (section: object) => Object.keys(section).sort();
const distinct = <T>(values: readonly T[]) => [...new Set(values)];

describe("psychometrics catalog = the domain's codes", () => {
  it("traits and their descriptions", () => {
    expect(keys(catalog.trait)).toEqual([...TRAITS].sort());
    expect(keys(catalog.traitDescription)).toEqual([...TRAITS].sort());
    for (const t of TRAITS) {
      expect(names.traitName(t)).toBe(catalog.trait[t]);
      expect(names.traitDescription(t)).toBe(catalog.traitDescription[t]);
      expect(names.traitDescription(t)).not.toBe("");
    }
  });

  it("all 30 facets by code, NEO and IPIP names", () => {
    const codes = FACETS.map((f) => f.code).sort();
    expect(keys(catalog.facet)).toEqual(codes);
    expect(keys(catalog.facetIpip)).toEqual(codes);
    for (const f of FACETS) {
      expect(catalog.facet[f.code as keyof typeof catalog.facet]).toBe(f.neoLabel);
      expect(catalog.facetIpip[f.code as keyof typeof catalog.facetIpip]).toBe(f.ipipLabel);
      expect(names.facetName(f.key)).toBe(f.neoLabel);
      expect(names.facetIpipName(f.key)).toBe(f.ipipLabel !== f.neoLabel ? f.ipipLabel : null);
    }
  });

  it("pillars and pillar domains", () => {
    expect(keys(catalog.pillar)).toEqual([...PILLARS].sort());
    for (const p of PILLARS) expect(names.pillarName(p)).toBe(catalog.pillar[p]);
    expect(keys(catalog.domain)).toEqual(PILLAR_DOMAINS.map((d) => d.id).sort());
    for (const d of PILLAR_DOMAINS) expect(names.domainName(d.id)).toBe(d.label);
    expect(names.pillarName("unknown-pillar")).toBe("unknown-pillar");
  });

  it("percentile bands: every label percentileLabel gives over 0-100", () => {
    const labels = distinct(sweep(100, 0.5).flatMap((p) => [percentileLabel(p, "high"), percentileLabel(p, "low")]));
    expect(labels.map((l) => names.PERCENTILE_BAND_CODES[l]).sort()).toEqual(keys(catalog.band));
    for (const l of labels) expect(names.percentileBandName(l)).toBe(l);
  });

  it("regulation bands, competency levels and readiness", () => {
    const bands = distinct(sweep(100, 0.5).map(regulationBand));
    expect(bands.map((b) => names.REGULATION_BAND_CODES[b]).sort()).toEqual(keys(catalog.regulationBand));
    for (const b of bands) expect(names.regulationBandName(b)).toBe(b);

    const levels = distinct(EXECUTIVE_COMPETENCIES.flatMap((c) => sweep(100, 0.5).map((s) => competencyLevel(c, s))));
    expect(levels.map((l) => names.LEVEL_CODES[l]).sort()).toEqual(keys(catalog.level));
    for (const l of levels) expect(names.levelName(l)).toBe(l);

    const readiness = distinct(sweep(100, 0.5).map(executiveReadiness));
    expect(readiness.map((r) => names.READINESS_CODES[r]).sort()).toEqual(keys(catalog.readiness));
    for (const r of readiness) expect(names.readinessName(r)).toBe(r);
  });

  it("profile balance and type", () => {
    const balances = distinct(sweep(2000, 1).map(balanceOfVariance));
    expect(balances.map((b) => names.BALANCE_CODES[b]).sort()).toEqual(keys(catalog.balance));
    for (const b of balances) expect(names.balanceName(b)).toBe(b);

    const types = distinct([profileType([]), profileType([90, 90, 90, 10, 10]), profileType([50, 50, 50, 50, 50])]);
    expect(types.map((t) => names.PROFILE_TYPE_CODES[t]).sort()).toEqual(keys(catalog.profileType));
    for (const t of types) expect(names.profileTypeName(t)).toBe(t);
  });

  it("pillar standing and guidance", () => {
    const benchmarks = Object.values(PILLAR_BENCHMARKS).flatMap((byPillar) => Object.values(byPillar));
    const standings = distinct(benchmarks.flatMap((b) => sweep(4, 0.05).map((s) => benchmarkStanding(1 + s, b))));
    expect(standings.map((s) => names.STANDING_CODES[s]).sort()).toEqual(keys(catalog.standing));
    // shown as a fixed reference line, never as a bare "top 10%" that reads like a norm
    for (const s of standings) expect(names.standingName(s)).toMatch(new RegExp(`“${s.replace(/^(above|below) /, "")}” line$`));
    const priorities = distinct(sweep(4, 0.05).map((s) => pillarGuidance(1 + s)));
    expect([...priorities].sort()).toEqual(keys(catalog.priority));
  });

  it("risk and coverage codes", () => {
    expect(distinct(sweep(3, 0.05).map((s) => entryRisk(riskLevel(s)))).sort()).toEqual(keys(catalog.risk));
    expect(distinct(sweep(100, 0.5).map(coverageBand)).sort()).toEqual(keys(catalog.coverage));
  });

  it("regulation, executive and dark-side dimensions", () => {
    expect(keys(catalog.regulation)).toEqual([...REGULATION_DIMENSIONS].sort());
    for (const d of REGULATION_DIMENSIONS) expect(names.regulationName(d)).toBe(catalog.regulation[d]);
    expect(keys(catalog.executive)).toEqual([...EXECUTIVE_COMPETENCIES].sort());
    for (const c of EXECUTIVE_COMPETENCIES) expect(names.executiveName(c)).toBe(catalog.executive[c]);
    expect(keys(catalog.darkSide)).toEqual([...DARK_SIDE_TRAITS].sort());
    for (const t of DARK_SIDE_TRAITS) expect(names.darkSideName(t)).toBe(catalog.darkSide[t]);
  });

  it("archetypes: names and summaries", () => {
    expect(keys(catalog.archetype)).toEqual(ARCHETYPES.map((a) => names.ARCHETYPE_CODES[a.name]).sort());
    for (const a of ARCHETYPES) {
      expect(names.archetypeName(a.name)).toBe(a.name);
      expect(names.archetypeSummary(a.name)).toBe(a.summary);
    }
  });
});
