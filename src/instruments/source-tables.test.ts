/**
 * The product's psychometric tables against copies of their published sources (tests/fixtures/psychometrics,
 * see its README for citations), and scoring with random answers against a hand computation from those
 * sources. A swapped key inside a facet, a changed norm value or a flipped CAT-PD, Barchard or 16PF key fails
 * here; uniform answers (which a swapped pair of same-direction keys survives) are not used.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BARCHARD_SCALES } from "../domain/psychometrics/data/barchard-scales.ts";
import { CATPD_SCALES } from "../domain/psychometrics/data/catpd-scales.ts";
import { FACET_MAP } from "../domain/psychometrics/data/facet-map.ts";
import { IPIP_NEO_120_NORM_GROUPS } from "../domain/psychometrics/data/ipip-neo-120-norms.ts";
import { LEADERSHIP_SCALES } from "../domain/psychometrics/data/leadership-scales.ts";
import { DARK_SIDE_MAP, REGULATION_MAP } from "../domain/psychometrics/dimension-map.ts";
import { FACETS, TRAITS } from "../domain/psychometrics/facets.ts";
import { percentileFromT, selectNorm, tFromRaw } from "../domain/psychometrics/norms.ts";
import { itemTextKey, PUBLISHED_SCALES } from "../domain/psychometrics/scales.ts";
import type { AssessmentItem } from "../domain/assessments/item-types.ts";
import { itemsForType, scoreStoredResponse } from "./catalog.ts";
import { loadIpipNeo120 } from "./ipip-neo-120.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../../tests/fixtures/psychometrics");

type Row = Record<string, string>;
function tsv(name: string): Row[] {
  const [head, ...lines] = readFileSync(path.join(FIXTURES, name), "utf8").replace(/\r/g, "").trim().split("\n");
  const cols = head.split("\t");
  return lines.map((l) => Object.fromEntries(l.split("\t").map((v, i) => [cols[i], v])));
}

/** Johnson's numbered key: item number → facet code and keying. */
const JOHNSON_KEY = new Map(tsv("ipip_neo_120_johnson_key.tsv").map((r) => [Number(r.item_number), { facet: r.facet, keyed: r.keyed === "-" ? "minus" : "plus" }]));

/** mulberry32 (test data only). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random answers 1-5 for every Likert item of a type (neutral answers elsewhere). */
function randomAnswers(typeId: string, seed: number): { answers: Record<string, unknown>; likert: Map<string, number> } {
  const rnd = prng(seed);
  const answers: Record<string, unknown> = {};
  const likert = new Map<string, number>();
  for (const it of itemsForType(typeId)) {
    const input = it.input;
    if (input.type === "likert") {
      const v = 1 + Math.floor(rnd() * 5);
      answers[it.id] = v;
      likert.set(it.id, v);
    } else if (input.type === "scale") answers[it.id] = input.min;
    else if (input.type === "text") answers[it.id] = "text";
    else if (input.type === "ranking") answers[it.id] = input.items.map((x, k) => ({ item: x, rank: k + 1 }));
    else answers[it.id] = input.options[0].value;
  }
  return { answers, likert };
}

describe("IPIP-NEO-120: every item's facet and key against Johnson's numbered key", () => {
  it("the key has 120 items, 4 per facet, 55 reverse-keyed", () => {
    expect(JOHNSON_KEY.size).toBe(120);
    for (const f of FACETS) expect([...JOHNSON_KEY.values()].filter((k) => k.facet === f.code)).toHaveLength(4);
    expect([...JOHNSON_KEY.values()].filter((k) => k.keyed === "minus")).toHaveLength(55);
  });
  it("@bigfive-org/questions item n has Johnson's facet and keying, item by item", () => {
    const items = loadIpipNeo120();
    const mismatches = items.flatMap((it, i) => {
      const k = JOHNSON_KEY.get(i + 1)!;
      return `${it.domain}${it.facet}` === k.facet && it.keyed === k.keyed ? [] : [`#${i + 1}: ${it.domain}${it.facet}/${it.keyed} vs ${k.facet}/${k.keyed}`];
    });
    expect(mismatches).toEqual([]);
  });
  it("the compiled items of every type carry Johnson's facet and keying", () => {
    const num = new Map(loadIpipNeo120().map((it, i) => [it.id, i + 1]));
    for (const typeId of ["individual", "executive", "organizational", "ipip-neo-120"]) {
      for (const it of itemsForType(typeId).filter((x) => x.bank === "ipip-neo-120")) {
        const k = JOHNSON_KEY.get(num.get(it.id)!)!;
        const code = FACETS.find((f) => f.key === it.facet)!.code;
        expect(`${typeId} ${it.id} ${code}/${it.keyed}`).toBe(`${typeId} ${it.id} ${k.facet}/${k.keyed}`);
      }
    }
  });
  it("facet_map.tsv keying counts agree with Johnson's key", () => {
    for (const row of FACET_MAP) {
      const ks = [...JOHNSON_KEY.values()].filter((k) => k.facet === row.code);
      expect([ks.filter((k) => k.keyed === "plus").length, ks.filter((k) => k.keyed === "minus").length]).toEqual([row.plus, row.minus]);
    }
  });
});

describe("data/*.ts tables equal their source tables", () => {
  it.each([
    ["catpd_sf_v1.1_scales.tsv", CATPD_SCALES],
    ["barchard2001_emotional_intelligence.tsv", BARCHARD_SCALES],
    ["leadership_executive_scales.tsv", LEADERSHIP_SCALES],
  ] as const)("%s: every scale, item number, key and text", (file, scales) => {
    const rows = tsv(file);
    const byName = new Map<string, Row[]>();
    for (const r of rows) byName.set(r.scale, [...(byName.get(r.scale) ?? []), r]);
    expect(scales.map((s) => s.name).sort()).toEqual([...byName.keys()].sort());
    for (const s of scales) {
      const expected = byName.get(s.name)!.map((r) => ({ n: Number(r.item_number), keyed: r.keyed === "-" ? "minus" : "plus", text: r.text }));
      expect(
        s.items.map((i) => ({ n: i.n, keyed: i.keyed, text: i.text })),
        s.name,
      ).toEqual(expected);
    }
  });
  it("facet_map.tsv: keys, codes, labels, keying counts and alphas", () => {
    const rows = tsv("facet_map.tsv");
    const alphaCol = Object.keys(rows[0]).find((c) => c.startsWith("alpha_"))!;
    const keyedCol = Object.keys(rows[0]).find((c) => c.startsWith("keyed"))!;
    const labelCol = Object.keys(rows[0]).find((c) => c.startsWith("ipip_label"))!;
    expect(FACET_MAP.map((f) => ({ key: f.key, code: f.code, ipip: f.ipipLabel, neo: f.neoLabel, keyed: `${f.plus}/${f.minus}`, alpha: f.alpha ?? "" }))).toEqual(
      rows.map((r) => ({
        key: r.product_key,
        code: r.ipip120_code,
        ipip: r[labelCol],
        neo: r.neo_pi_r_label,
        keyed: r[keyedCol],
        alpha: /^\.\d+$/.test(r[alphaCol]) ? r[alphaCol] : "",
      })),
    );
  });
  it("ipipneo_norms_johnson.json: every 120-item group's domain and facet means and SDs", () => {
    const json = JSON.parse(readFileSync(path.join(FIXTURES, "ipipneo_norms_johnson.json"), "utf8")) as {
      norms: {
        "120": Record<string, { domain_mean: Record<string, number>; domain_sd: Record<string, number>; facet_mean: Record<string, number>; facet_sd: Record<string, number> }>;
      };
    };
    const src = json.norms["120"];
    // matched by the source's own group name (one label is corrected to the ages we use: see build-data.ts)
    expect(IPIP_NEO_120_NORM_GROUPS.map((g) => g.sourceLabel ?? g.label).sort()).toEqual(Object.keys(src).sort());
    for (const g of IPIP_NEO_120_NORM_GROUPS) {
      const s = src[g.sourceLabel ?? g.label];
      expect({ dm: g.domainMean, ds: g.domainSd, fm: g.facetMean, fs: g.facetSd }, g.label).toEqual({ dm: s.domain_mean, ds: s.domain_sd, fm: s.facet_mean, fs: s.facet_sd });
    }
  });
});

describe("scoring with random answers on the real keys, by hand from the source tables", () => {
  const num = new Map(loadIpipNeo120().map((it, i) => [it.id, i + 1]));
  const keyedValue = (v: number, keyed: string) => (keyed === "minus" ? 6 - v : v);

  it.each([
    ["ipip-neo-120", 11],
    ["ipip-neo-120", 12],
    ["individual", 13],
    ["organizational", 14],
  ] as const)("%s (seed %s): facet and domain raw and percentile from Johnson's key and norms", (typeId, seed) => {
    const { answers, likert } = randomAnswers(typeId, seed);
    const respondent = { sex: "female" as const, age: 44 };
    const r = scoreStoredResponse(typeId, { answers, respondent });
    const norm = selectNorm(respondent);
    const sum = new Map<string, number>();
    const n = new Map<string, number>();
    for (const it of itemsForType(typeId).filter((x) => x.bank === "ipip-neo-120")) {
      const k = JOHNSON_KEY.get(num.get(it.id)!)!;
      for (const code of [k.facet, k.facet[0]]) {
        sum.set(code, (sum.get(code) ?? 0) + keyedValue(likert.get(it.id)!, k.keyed));
        n.set(code, (n.get(code) ?? 0) + 1);
      }
    }
    const group = IPIP_NEO_120_NORM_GROUPS.find((g) => g.id === norm.id)!;
    for (const f of FACETS) {
      const raw = (sum.get(f.code)! * 4) / n.get(f.code)!;
      const p = percentileFromT(tFromRaw(raw, group.facetMean[f.code], group.facetSd[f.code]));
      expect(r.facets![f.key], f.code).toMatchObject({ raw, percentile: p });
    }
    for (const t of TRAITS) {
      const d = { openness: "O", conscientiousness: "C", extraversion: "E", agreeableness: "A", neuroticism: "N" }[t];
      const raw = (sum.get(d)! * 24) / n.get(d)!;
      expect(r.raw[t], t).toBeCloseTo(raw, 9);
      expect(r.percentile[t], t).toBe(percentileFromT(tFromRaw(raw, group.domainMean[d as "N"], group.domainSd[d as "N"])));
    }
  });

  /** Source keys of CAT-PD, Barchard and IPIP leadership items by scale name and text. */
  const sourceKey = new Map<string, string>();
  for (const file of ["catpd_sf_v1.1_scales.tsv", "barchard2001_emotional_intelligence.tsv", "leadership_executive_scales.tsv"])
    for (const r of tsv(file)) sourceKey.set(`${r.scale}|${itemTextKey(r.text)}`, r.keyed === "-" ? "minus" : "plus");
  const scaleName = new Map(PUBLISHED_SCALES.map((s) => [s.id, s.name]));

  /** Keyed mean of the items of `scales` asked in a type, keys read from the source TSVs. */
  function handMean(items: readonly AssessmentItem[], likert: Map<string, number>, scales: readonly string[]): number {
    let s = 0;
    let c = 0;
    for (const it of items) {
      const v = likert.get(it.id);
      if (v === undefined) continue;
      for (const m of it.scales) {
        if (!scales.includes(m.scale)) continue;
        const keyed = sourceKey.get(`${scaleName.get(m.scale)}|${itemTextKey(it.text)}`);
        expect(keyed, `${m.scale}: ${it.text}`).toBeDefined();
        s += keyedValue(v, keyed!);
        c++;
      }
    }
    return s / c;
  }

  it.each([21, 22, 23])("derailers (executive, seed %s): keyed means from the CAT-PD-SF key", (seed) => {
    const { answers, likert } = randomAnswers("executive", seed);
    const r = scoreStoredResponse("executive", { answers });
    const items = itemsForType("executive");
    for (const [trait, def] of Object.entries(DARK_SIDE_MAP)) {
      const mean = handMean(
        items,
        likert,
        def.sources.map((x) => x.scale),
      );
      expect(r.darkSideRisks![trait as keyof typeof DARK_SIDE_MAP]!.mean, trait).toBeCloseTo(mean, 9);
    }
  });

  it.each([31, 32, 33])("regulation from a single published scale (organizational, seed %s): Barchard and 16PF keys", (seed) => {
    const { answers, likert } = randomAnswers("organizational", seed);
    const r = scoreStoredResponse("organizational", { answers });
    const items = itemsForType("organizational");
    for (const d of ["selfAwareness", "emotionalStability"] as const) {
      const scales = REGULATION_MAP[d].sources.map((x) => x.scale);
      expect(scales).toHaveLength(1);
      expect(r.emotionalRegulation!.details[d]!.mean, d).toBeCloseTo(handMean(items, likert, scales), 9);
    }
  });
});
