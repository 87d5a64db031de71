import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getQuestions } from "@bigfive-org/questions";
import { ASSESSMENT_TYPES, ASSESSMENT_TYPE_IDS } from "../domain/assessments/types.ts";
import { FLOW_QUESTIONS } from "../domain/assessments/flow-questions.ts";
import { PILLAR_DOMAINS } from "../domain/assessments/pillars.ts";
import { MODULES } from "../domain/assessments/modules.ts";
import { FACET_MAP } from "../domain/psychometrics/data/facet-map.ts";
import { CATPD_SCALES } from "../domain/psychometrics/data/catpd-scales.ts";
import { BARCHARD_SCALES } from "../domain/psychometrics/data/barchard-scales.ts";
import { LEADERSHIP_SCALES } from "../domain/psychometrics/data/leadership-scales.ts";
import { DARK_SIDE_MAP, EXECUTIVE_MAP, REGULATION_MAP } from "../domain/psychometrics/dimension-map.ts";
import { FACETS } from "../domain/psychometrics/facets.ts";
import { hasScale, itemTextKey, PUBLISHED_SCALES } from "../domain/psychometrics/scales.ts";
import { itemBankVersion, itemsForType, compiledKeyForType } from "./catalog.ts";
import { loadIpipNeo120 } from "./ipip-neo-120.ts";

describe("IPIP-NEO-120 from @bigfive-org/questions", () => {
  const items = loadIpipNeo120();
  it("has 120 items with unique ids, 4 per facet and 24 per domain", () => {
    expect(items).toHaveLength(120);
    expect(new Set(items.map((i) => i.id)).size).toBe(120);
    for (const f of FACETS) expect(items.filter((i) => `${i.domain}${i.facet}` === f.code)).toHaveLength(4);
    for (const d of ["N", "E", "O", "A", "C"]) expect(items.filter((i) => i.domain === d)).toHaveLength(24);
  });
  it("maps every facet to a spec facet key, and the keying counts match facet_map.tsv", () => {
    expect(FACET_MAP).toHaveLength(30);
    expect(new Set(FACET_MAP.map((r) => r.key)).size).toBe(30);
    for (const row of FACET_MAP) {
      const fi = items.filter((i) => `${i.domain}${i.facet}` === row.code);
      expect([fi.filter((i) => i.keyed === "plus").length, fi.filter((i) => i.keyed === "minus").length]).toEqual([row.plus, row.minus]);
    }
  });
  it("loads other languages with the same ids and keys", () => {
    const de = loadIpipNeo120("de");
    expect(de.map((i) => `${i.id}${i.keyed}${i.domain}${i.facet}`)).toEqual(items.map((i) => `${i.id}${i.keyed}${i.domain}${i.facet}`));
  });
  it("the item texts are not copied into src/domain (the package is the source)", () => {
    const published = new Set(PUBLISHED_SCALES.flatMap((s) => s.items.map((i) => itemTextKey(i.text))));
    const own = getQuestions("en")
      .filter((q) => q.text.split(" ").length >= 4 && !published.has(itemTextKey(q.text)))
      .map((q) => q.text);
    const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(path.join(dir, n)).isDirectory() ? files(path.join(dir, n)) : [path.join(dir, n)]));
    const domain = path.resolve(import.meta.dirname, "../domain");
    const body = files(domain)
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    expect(own.filter((t) => body.includes(t))).toEqual([]);
  });
});

describe("published scales copied from the shared data", () => {
  const count = (scales: typeof CATPD_SCALES) => Object.fromEntries(scales.map((s) => [s.label, s.items.length]));
  it("CAT-PD-SF v1.1 scale lengths match the README (72 items)", () => {
    expect(count(CATPD_SCALES)).toEqual({
      Grandiosity: 7,
      Exhibitionism: 6,
      Manipulativeness: 6,
      Callousness: 7,
      "Risk Taking": 5,
      Irresponsibility: 7,
      Perfectionism: 6,
      Domineering: 6,
      Rigidity: 10,
      "Affective Lability": 6,
      "Non-Planfulness": 6,
    });
  });
  it("Barchard (2001) has 68 items in 7 scales; the leadership file 185 items in 22 scales", () => {
    expect(BARCHARD_SCALES).toHaveLength(7);
    expect(BARCHARD_SCALES.reduce((a, s) => a + s.items.length, 0)).toBe(68);
    expect(LEADERSHIP_SCALES).toHaveLength(22);
    expect(LEADERSHIP_SCALES.reduce((a, s) => a + s.items.length, 0)).toBe(185);
  });
  it("every scale has a source and unique item numbers", () => {
    for (const s of PUBLISHED_SCALES) {
      expect(s.sources.length).toBeGreaterThan(0);
      expect(new Set(s.items.map((i) => i.n)).size).toBe(s.items.length);
    }
  });
  it("every scale named by the dimension map and the pillar domains exists", () => {
    for (const def of [...Object.values(REGULATION_MAP), ...Object.values(EXECUTIVE_MAP), ...Object.values(DARK_SIDE_MAP)]) {
      for (const s of def.sources) expect(hasScale(s.scale), s.scale).toBe(true);
      expect(def.reason.length).toBeGreaterThan(20);
    }
    for (const d of PILLAR_DOMAINS) for (const s of d.scales) expect(hasScale(s), s).toBe(true);
  });
});

describe("assessment types (spec §9)", () => {
  it.each([
    ["individual", 75, 45, 60],
    ["executive", 90, 60, 90],
    ["organizational", 120, 90, 120],
    ["ipip-neo-120", 120, 15, 25],
  ] as const)("%s asks %s questions in %s-%s minutes", (id, n, min, max) => {
    expect(itemsForType(id)).toHaveLength(n);
    expect(ASSESSMENT_TYPES[id].questionCount).toBe(n);
    expect(ASSESSMENT_TYPES[id].estimatedTime).toEqual({ min, max });
  });
  it("every item id and every item text is unique within a type", () => {
    for (const id of ASSESSMENT_TYPE_IDS) {
      const items = itemsForType(id);
      expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
      expect(new Set(items.map((i) => itemTextKey(i.text))).size).toBe(items.length);
    }
  });
  it("IPIP-NEO items carry trait, facet and keying; pillar and domain appear only in pillar types", () => {
    for (const id of ASSESSMENT_TYPE_IDS) {
      for (const it of itemsForType(id)) {
        if (it.bank === "ipip-neo-120") expect(it.trait && it.facet && it.keyed).toBeTruthy();
        if (ASSESSMENT_TYPES[id].pillars.length === 0) expect(it.pillar).toBeUndefined();
        if (it.bank === "facetwise-flow") expect(it.normed).toBe(false);
      }
    }
  });
  it("the core keeps 2 items of every facet, balanced plus/minus wherever the facet has both keys", () => {
    const core = itemsForType("individual").filter((i) => i.bank === "ipip-neo-120");
    for (const row of FACET_MAP) {
      const fi = core.filter((i) => i.facet === row.key);
      expect(fi).toHaveLength(2);
      if (row.plus && row.minus) expect(fi.map((i) => i.keyed).sort()).toEqual(["minus", "plus"]);
    }
  });
  it("flags derailment, regulation and executive-scenario items with a note", () => {
    const org = itemsForType("organizational");
    expect(org.filter((i) => i.flags.darkSide)).toHaveLength(20);
    expect(org.filter((i) => i.flags.emotionalRegulation)).toHaveLength(26);
    expect(itemsForType("executive").filter((i) => i.flags.executiveContext)).toHaveLength(6);
    for (const it of org) if (it.flags.darkSide || it.flags.emotionalRegulation) expect(it.note).toBeTruthy();
  });
  it("every flow question of every module exists, and all five flow types are used", () => {
    const used = Object.values(MODULES).flatMap((m) => (m.content.source === "flow" ? m.content.questions : []));
    const ids = new Set(FLOW_QUESTIONS.map((q) => q.id));
    for (const q of used) expect(ids.has(q), q).toBe(true);
    expect(new Set(FLOW_QUESTIONS.map((q) => q.input.type))).toEqual(new Set(["scale", "multiple_choice", "scenario", "ranking", "text"]));
    for (const q of FLOW_QUESTIONS) expect(PILLAR_DOMAINS.find((d) => d.id === q.domain)?.pillar).toBe(q.pillar);
  });
  it("records an item-bank version naming the IPIP-NEO-120 package version", () => {
    expect(itemBankVersion("executive")).toMatch(/^executive\/1 .*ipip-neo-120@1\.3\.3#[0-9a-f]{12}/);
    expect(itemBankVersion("executive")).toMatch(/catpd-sf-v1\.1@[0-9a-f]{12}/);
  });
  it("compiles a key for every type with contributions for every scored item", () => {
    for (const id of ASSESSMENT_TYPE_IDS) {
      const k = compiledKeyForType(id);
      k.items.forEach((it, i) => {
        if (it.scored) expect(k.cStart[i + 1] - k.cStart[i], it.id).toBeGreaterThan(0);
      });
    }
  });
});
