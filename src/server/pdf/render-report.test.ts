import { describe, expect, it } from "vitest";
import { renderReport } from "./render-report.ts";
import { sampleResults } from "./sample-results.ts";
import { citationsFor, scalesUsed } from "./sources.ts";
import { pdfPageCount, pdfText } from "./testing/pdf-inspect.ts";
import type { TBuiltInTypeId } from "../../contracts/assessments.ts";
import { pdfWords } from "./kit/words.ts";
import { noteText } from "./sections/about.ts";
import { normGroupName } from "./sections/big-five.ts";
import { noteCodesOf } from "../../domain/psychometrics/result.ts";
import { GENERAL_NORM, NORM_TABLES } from "../../domain/psychometrics/norms.ts";
import { eqQuadrants } from "../../domain/psychometrics/regulation.ts";

const SECTIONS = {
  facets: "The 30 facets",
  er: "Emotional regulation",
  ex: "Executive leadership profile",
  ds: "Derailment risks (dark side)",
  pillars: "Pillars: sustainable, performance, potential",
};

describe("renderReport", () => {
  it.each<[TBuiltInTypeId, (keyof typeof SECTIONS)[]]>([
    ["individual", ["facets", "pillars"]],
    ["executive", ["facets", "ex", "ds", "pillars"]],
    ["organizational", ["facets", "er", "ds", "pillars"]],
    ["ipip-neo-120", ["facets"]],
  ])("renders a %s result with exactly its sections", async (type, present) => {
    const r = sampleResults(type, 11, { name: "Riley Chen", email: "riley@example.com" });
    const pdf = await renderReport(r, { compress: false, generatedAt: "2025-03-13T08:00:00Z" });
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(pdf);
    const lines = text.split("\n");
    for (const key of Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]) expect(lines.includes(SECTIONS[key]), key).toBe(present.includes(key));
    expect(text).toContain("Riley Chen");
    expect(text).toContain(`${r.response.title}`);
    expect(text).toContain("March 12, 2025");
    expect(text).toContain(`Compared with: ${r.score.normGroup.label}`.slice(0, 25));
    for (const trait of ["Openness", "Conscientiousness", "Extraversion", "Agreeableness", "Neuroticism"]) expect(text).toContain(trait);
    expect(text).toContain("Response quality");
    expect(text).toContain("About these scores");
    // no internal words reach the reader (the markers are "published" or "fixed" reference points, not "the spec's")
    expect(text.replace(/\s+/g, " ")).not.toMatch(/\bspec(?:'s|s|ification)?\b/i);
    expect(text).toContain("Johnson, J. A. (2014)");
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it("prints each trait's percentile, stanine and label from the score", async () => {
    const r = sampleResults("individual", 3);
    const text = pdfText(await renderReport(r, { compress: false }));
    const p = r.score.percentile.conscientiousness!;
    expect(text).toContain(`Percentile ${p}`);
    expect(text).toContain(`Stanine ${r.score.stanine.conscientiousness} of 9`);
    expect(text).toContain(r.score.traits.conscientiousness!.label.toUpperCase());
  });

  it("compressed and uncompressed documents hold the same text", async () => {
    const r = sampleResults("executive", 5);
    const opts = { generatedAt: "2025-03-13T08:00:00Z" };
    const [plain, packed] = await Promise.all([renderReport(r, { ...opts, compress: false }), renderReport(r, opts)]);
    expect(packed.length).toBeLessThan(plain.length / 2);
    expect(pdfText(packed)).toBe(pdfText(plain));
  });

  it("prints names outside the built-in font's alphabet without garbage", async () => {
    const r = sampleResults("ipip-neo-120", 1, { name: "Zoë Ștefan 王芳", email: "z@example.com" });
    const text = pdfText(await renderReport(r, { compress: false }));
    expect(text).toContain("Zo\u00eb Stefan ??");
  });

  it("returns bytes in an ArrayBuffer of their own (transferable without copying)", async () => {
    const pdf = await renderReport(sampleResults("ipip-neo-120"));
    expect(pdf.byteOffset).toBe(0);
    expect(pdf.buffer.byteLength).toBe(pdf.length);
  });
});

describe("sources", () => {
  it("lists the scales a type asks, IPIP-NEO-120 first", () => {
    const org = scalesUsed("organizational");
    expect(org[0].bank).toBe("ipip-neo-120");
    expect(org[0].scales).toHaveLength(30);
    expect(org.map((b) => b.bank)).toEqual(expect.arrayContaining(["barchard-2001", "catpd-sf-v1.1", "ipip-leadership"]));
    expect(scalesUsed("ipip-neo-120").map((b) => b.bank)).toEqual(["ipip-neo-120"]);
    expect(scalesUsed("no-such-type")).toEqual([]);
  });
  it("cites only the item banks the assessment asked", () => {
    const titles = (t: TBuiltInTypeId) => citationsFor(sampleResults(t).score).map((c) => c.title);
    expect(titles("ipip-neo-120")).toEqual(["Big Five items", "Big Five norms", "Public domain"]);
    expect(titles("organizational")).toEqual(expect.arrayContaining(["Derailment (dark-side) scales", "Emotional regulation scales", "0-100 scores without norms"]));
    expect(titles("executive")).not.toContain("Emotional regulation scales");
  });
  it("names the norm group the result used", () => {
    const s = sampleResults("individual").score;
    expect(citationsFor(s).find((c) => c.title === "Big Five norms")!.text).toContain(s.normGroup.label);
  });
});

describe("strongest traits and development areas read in their desirable direction", () => {
  it("lists a low Neuroticism as Emotional stability at 100 − its percentile, so the card's words agree with its numbers", async () => {
    const r = sampleResults("ipip-neo-120", 11, { name: "Riley Chen", email: "riley@example.com" });
    const score = { ...r.score, percentile: { ...r.score.percentile, neuroticism: 21 }, profile: { ...r.score.profile, strongest: ["neuroticism" as const], development: [] } };
    const text = pdfText(await renderReport({ ...r, score }, { compress: false, generatedAt: "2025-03-13T08:00:00Z" })).replace(/\s+/g, " ");
    const card = text.slice(text.indexOf("STRONGEST TRAITS"), text.indexOf("DEVELOPMENT AREAS"));
    expect(card).toContain("1 Emotional stability 79th");
    expect(card).not.toContain("Neuroticism");
    expect(card).not.toContain("21st");
  });
});

describe("the score's English words come from the shared catalogs in the same English", () => {
  it("the notes on how the numbers were made, the norm groups and the quadrants' sentence", () => {
    const w = pdfWords();
    for (const t of ["organizational", "executive", "individual", "ipip-neo-120"] as const) {
      const s = sampleResults(t, 11).score;
      // trait names are capitalized in the catalog's words, lower-case codes in the stored English
      expect(noteCodesOf(s).map((n) => noteText(w, n).toLowerCase())).toEqual(s.notes.map((n) => n.toLowerCase()));
    }
    for (const n of [...NORM_TABLES, GENERAL_NORM]) expect(normGroupName(w, n)).toBe(n.label);
    for (const scores of [
      {},
      { selfAwareness: 90, selfManagement: 90, socialAwareness: 20, relationshipManagement: 20 },
      { selfAwareness: 20, socialAwareness: 90 },
      { selfAwareness: 50, socialAwareness: 52 },
    ]) {
      const q = eqQuadrants(scores);
      expect(w.content(`quadrantBalance.${q.balance}`)).toBe(q.sentence);
    }
  });
});
