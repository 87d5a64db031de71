/**
 * The PDFs in the pseudo-locale (en-XA), read back by poppler: every word the renderers print comes from the pdf
 * catalog, so once the input's own texts (names, titles, item texts, comments, figures' labels) and the dates
 * Intl writes are taken out, no run of plain English words is left. The pseudo-locale's accented letters reach
 * the built-in fonts partly unaccented (ĥ prints as h), so a word counts as plain English only when every one of
 * its letters is ASCII. A result carries English words of its own (bands, notes, the quadrants' sentence): those are
 * not its "own texts", so for the results PDF only the person, the title, the item texts, the norms' description and
 * the citations (quoted as published) and the assessment type's name on the cover are.
 */
import { describe, expect, it } from "vitest";
import { PSEUDO_LOCALE } from "../i18n/index.ts";
import { pseudoString } from "../i18n/pseudo.ts";
import { winAnsiSafe } from "./layout.ts";
import { metricLabel } from "../../domain/reporting/section-format.ts";
import { renderFeedbackReport } from "./render-feedback.ts";
import { renderReport } from "./render-report.ts";
import { sampleResults } from "./sample-results.ts";
import { citationsFor, scalesUsed } from "./sources.ts";
import type { TResults } from "../../contracts/assessments.ts";
import { renderReportInstance } from "./render-report-instance.ts";
import { renderBuilderReport, type BuilderDocument } from "./render-builder.ts";
import { pdfWords } from "./kit/words.ts";
import { reportInstanceFixture } from "./testing/report-instance-fixture.ts";
import { comparisonFixture } from "../../web/features/360-review/fixtures.test-support.ts";
import { pdfToText } from "../../../tests/support/file-readers.ts";
import type { TSectionData } from "../../contracts/reports.ts";

const GENERATED_AT = "2026-01-12T08:00:00Z";
const reader = { locale: PSEUDO_LOCALE, timeZone: "Asia/Tokyo" } as const;

/**
 * Every string in a value, the builder's object keys as words (its sections name their metrics by key). A report's
 * sections carry their words as codes: a code is not text the PDF may print, and their keys are not words either
 * (the words must come from the catalog).
 */
function inputTexts(v: unknown, keysAsWords: boolean, out: string[] = []): string[] {
  if (typeof v === "string") out.push(v);
  else if (Array.isArray(v)) for (const x of v) inputTexts(x, keysAsWords, out);
  else if (v && typeof v === "object")
    for (const [k, x] of Object.entries(v)) {
      if (k === "code" && typeof x === "string") continue;
      if (keysAsWords) out.push(metricLabel(k));
      inputTexts(x, keysAsWords, out);
    }
  return out;
}

/** The input's texts and the dates Intl writes for its timestamps and days, as the PDF may print them. */
function allowedValues(input: unknown, keysAsWords: boolean): string[] {
  const w = pdfWords(reader);
  const texts = inputTexts(input, keysAsWords);
  const dates = [...texts, GENERATED_AT].flatMap((s) => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? [w.day(s)] : /^\d{4}-\d{2}-\d{2}T/.test(s) ? [w.date(s), w.dateTime(s)] : []));
  return [...texts, ...dates].map((s) => s.replace(/\s+/g, " ").trim()).filter((s) => s.length > 1);
}

const WORD = String.raw`(?<![\p{L}\p{N}])[A-Za-z]{2,}(?![\p{L}\p{N}])`;
/** Runs of two or more words made only of ASCII letters: English that bypassed the catalog. */
const englishRuns = (s: string) => s.match(new RegExp(`${WORD}(?:[\\s,.:;()'"“”·/-]+${WORD})+`, "gu")) ?? [];

/**
 * English runs left in the PDF's text once the input's own texts are removed; a run all of whose words occur in the
 * input (a cell cut with "…", an upper-case column title) is the input's.
 */
function untranslated(pdf: Uint8Array, input: unknown, keysAsWords = true): string[] {
  const values = allowedValues(input, keysAsWords);
  let text = pdfToText(pdf).replace(/\s+/g, " ");
  for (const v of [...values].sort((a, b) => b.length - a.length)) text = text.split(v).join(" ");
  // the input's words in any case (table headers print upper-case), and its raw JSON (a section of an unknown type is printed as such, codes and all)
  const vocabulary = new Set([...values, ...(keysAsWords ? [JSON.stringify(input)] : [])].flatMap((v) => v.toLowerCase().match(/[a-z]+/g) ?? []));
  return englishRuns(text).filter((run) => !(run.toLowerCase().match(/[a-z]+/g) ?? []).every((word) => vocabulary.has(word)));
}

const series: TSectionData = {
  kind: "series",
  source: "assessment_results",
  range: { start: "2026-01-01", end: "2026-01-03" },
  unit: "count",
  series: [{ key: "completed", label: "Completed", unit: "count" }],
  points: [1, 2, 3].map((d) => ({ label: `2026-01-0${d}`, values: [d * 7 + 1000] })),
  metric: { key: "completion_rate", label: "Completion rate", value: 71.5, unit: "percent", detail: "5 of 7 started assessments completed" },
  table: {
    columns: [
      { key: "date", label: "Date" },
      { key: "count", label: "Count" },
    ],
    rows: [
      ["2026-01-01", 1234],
      ["2026-01-02", 5.25],
    ],
  },
  basis: "Test figures.",
  withheld: "Hidden because of a small group.",
};

const builderDocument = (): BuilderDocument => {
  const config = { dataSource: "assessment_results", visualization: "bar", timeRange: "7d" } as const;
  return {
    name: "Quarterly people figures",
    organizationName: "Acme Industries",
    generatedBy: "Ada Lovelace",
    sections: [
      { type: "metric", title: "Rate", config, data: series },
      { type: "table", title: "Rows", config, data: series },
      { type: "chart", title: "Bars", config, data: series },
      { type: "chart", title: "Slices", config: { ...config, visualization: "pie" }, data: series },
      { type: "text", title: "", config, text: "First line\nSecond line", data: null },
    ],
  };
};

/**
 * A realistic result with every section the results PDF has: the organizational sample (facets, regulation, dark
 * side, pillars) with the executive sample's leadership profile, a rushed answer pattern (the quality note's
 * caution) and a trait and facet short of answers.
 */
function fullResult(): TResults {
  const org = sampleResults("organizational", 11, { name: "Riley Chen", email: "riley@example.com" });
  const exec = sampleResults("executive", 11);
  const s = org.score;
  return {
    ...org,
    score: {
      ...s,
      executiveProfile: exec.score.executiveProfile,
      traits: { ...s.traits, openness: null },
      percentile: { ...s.percentile, openness: null },
      facets: s.facets ? { ...s.facets, fantasy: null } : s.facets,
      notEnough: {
        traits: { openness: { itemsAnswered: 9, itemsAsked: 24, itemsFullForm: 24, minimumItems: 12 } },
        facets: { fantasy: { itemsAnswered: 1, itemsAsked: 4, itemsFullForm: 4, minimumItems: 2 } },
        darkSide: {},
      } as NonNullable<TResults["score"]["notEnough"]>,
      quality: { ...s.quality, rushed: true, fastAnswers: 40 },
    },
  };
}

/** What the results PDF prints of its own: the person, the title, item texts, the norms' description, citations, scales. */
function resultTexts(r: TResults): string[] {
  const s = r.score;
  return [
    r.response.user.name,
    r.response.user.email,
    r.response.title,
    r.response.id,
    s.normGroup.sample ?? "",
    s.normGroup.source ?? "",
    ...Object.values(s.darkSideRisks ?? {}).flatMap((e) => e?.indicators ?? []),
    ...citationsFor(s).flatMap((c) => [c.title, c.text]),
    ...scalesUsed(s.typeId).flatMap((b) => [b.title, ...b.scales]),
    ...Object.values(s.scoringRules).map(String),
  ];
}

describe("PDFs in the pseudo-locale", () => {
  it("the results report holds no English outside the person's, the items' and the sources' own texts", async () => {
    const r = fullResult();
    const pdf = await renderReport(r, { ...reader, compress: false, generatedAt: GENERATED_AT });
    const text = pdfToText(pdf);
    for (const heading of ["The 30 facets", "Emotional regulation", "Executive leadership profile", "Derailment risks (dark side)", "Response quality"])
      expect(text).toContain(winAnsiSafe(pseudoString(heading)));
    expect(text).toContain(winAnsiSafe(pseudoString("Pillars: sustainable, performance, potential")).slice(0, 20));
    expect(untranslated(pdf, resultTexts(r))).toEqual([]);
  });

  it("the results check finds English a section prints past the catalog", async () => {
    const r = fullResult();
    const pdf = await renderReport(r, { locale: "en", generatedAt: GENERATED_AT });
    expect(untranslated(pdf, resultTexts(r))).toEqual(expect.arrayContaining([expect.stringMatching(/Overall derailment risk/)]));
  });

  it("the 360 report holds no English outside the comparison's own texts", async () => {
    const c = comparisonFixture();
    const pdf = await renderFeedbackReport(c, { ...reader, generatedAt: GENERATED_AT });
    const text = pdfToText(pdf);
    expect(text).toContain(winAnsiSafe(pseudoString("The five traits")));
    expect(text).not.toContain("The five traits");
    expect(untranslated(pdf, c)).toEqual([]);
  });

  it("a generated report holds no English outside the report's own texts: its section words come from the catalog", async () => {
    // the section of an unknown type prints its raw JSON (codes and keys included): left out here
    const r = reportInstanceFixture(7);
    const { custom: _custom, ...sections } = r.content.sections;
    const known = { ...r, content: { sections } };
    const pdf = await renderReportInstance(known, { ...reader, generatedAt: GENERATED_AT });
    expect(pdfToText(pdf)).toContain(winAnsiSafe(pseudoString("Low completion rate")));
    expect(untranslated(pdf, known, false)).toEqual([]);
    // and the check finds the same section words in English
    const english = await renderReportInstance(known, { locale: "en", generatedAt: GENERATED_AT });
    expect(untranslated(english, known, false)).toEqual(expect.arrayContaining([expect.stringMatching(/Low completion rate/)]));
  });

  it("a builder report holds no English outside the builder's own texts", async () => {
    const b = builderDocument();
    const pdf = await renderBuilderReport(b, { ...reader, generatedAt: GENERATED_AT });
    expect(untranslated(pdf, b)).toEqual([]);
  });

  it("the check finds English a renderer prints past the catalog", async () => {
    const b = builderDocument();
    // in English every catalog word is plain English: the same check must find it
    const pdf = await renderBuilderReport(b, { locale: "en", generatedAt: GENERATED_AT });
    expect(untranslated(pdf, b)).toEqual(expect.arrayContaining([expect.stringMatching(/Assessment Results/)]));
  });
});
