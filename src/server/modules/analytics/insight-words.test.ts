/**
 * The insights in a report's words: every insight code has its words in the server's analytics catalog, the
 * English is the dashboards' (literal below), numbers follow the reader's language, and the pseudo-locale
 * renders every word through the catalog.
 */
import { describe, expect, it } from "vitest";
import { INSIGHT_KINDS, type AnalyticsInsight } from "../../../domain/analytics/insights.ts";
import { en } from "../../locales/en/index.ts";
import { PSEUDO_LOCALE, translator } from "../../i18n/index.ts";
import { insightInWords } from "./insight-words.ts";

const EXAMPLES: AnalyticsInsight[] = [
  { kind: "departmentDifference", department: "Sales", trait: "openness", severity: "info", n: 12, numbers: { d: -0.4249, p: 0.0123 } },
  { kind: "departmentDifference", department: null, trait: "neuroticism", severity: "info", n: 7, numbers: { d: 0.51, p: 0.0004 } },
  { kind: "lowAlpha", scale: "agreeableness", severity: "warning", n: 40, numbers: { alpha: 0.6449 } },
  { kind: "flaggedResponses", severity: "warning", n: 52, numbers: { flaggedShare: 0.1249 } },
  { kind: "projection", month: "2026-12", severity: "info", n: 6, numbers: { value: 41.4, low: -0.2, high: 55.6 } },
  { kind: "projectionInProgress", month: "2026-11", asOf: "2026-11-20", severity: "info", n: 6, numbers: { value: 41.4, low: 38, high: 55.6, actualSoFar: 38 } },
];

describe("analytics insights in words", () => {
  it("every insight code has a title and a description in the English catalog", () => {
    for (const kind of INSIGHT_KINDS) expect(Object.keys(en.analytics.insights[kind]).length, kind).toBeGreaterThanOrEqual(2);
    expect(new Set(EXAMPLES.map((i) => i.kind))).toEqual(new Set(INSIGHT_KINDS));
  });

  it("writes the English the dashboards write, word for word and number for number", () => {
    const words = EXAMPLES.map((i) => insightInWords(i, translator("en")));
    expect(words.map((w) => [w.title, w.description])).toEqual([
      [
        "Openness in Sales",
        "Openness in Sales is 0.4 SD below the organization mean, n = 12, p = .012 (Welch's t against the rest of the organization, Holm-adjusted for every department × trait cell).",
      ],
      [
        "Neuroticism in No department",
        "Neuroticism in No department is 0.5 SD above the organization mean, n = 7, p < .001 (Welch's t against the rest of the organization, Holm-adjusted for every department × trait cell).",
      ],
      ["Low internal consistency: Agreeableness", "Cronbach's alpha for Agreeableness is 0.64 (n = 40), below the conventional .70: read differences on this scale with care."],
      ["Response quality", "12% of responses have a quality flag (rushed, long runs of identical answers or inconsistent halves), n = 52."],
      [
        "Completions projected for December 2026",
        "About 41 completions are projected for December 2026 (95% prediction interval 0–56), from a straight line through the last 6 full months.",
      ],
      [
        "Completions in November 2026: so far and projected",
        "38 completed in November 2026 so far (to Nov 20, 2026); about 41 projected by the end of the month (95% prediction interval 38–56, never below the completions already made), from a straight line through the last 6 full months.",
      ],
    ]);
    // severity, n and the figures pass through unchanged (the report's rules read them)
    words.forEach((w, i) =>
      expect({ severity: w.severity, n: w.n, numbers: w.numbers }).toEqual({ severity: EXAMPLES[i].severity, n: EXAMPLES[i].n, numbers: EXAMPLES[i].numbers }),
    );
  });

  it("writes a projection's month and day in the reader's language, never as YYYY-MM", () => {
    const [projection, inProgress] = EXAMPLES.filter((i) => i.kind === "projection" || i.kind === "projectionInProgress").map((i) => insightInWords(i, translator("de")));
    expect(projection.title).toContain("Dezember 2026");
    expect(inProgress.description).toContain("November 2026");
    expect(inProgress.description).toContain(new Intl.DateTimeFormat("de", { dateStyle: "medium", timeZone: "UTC" }).format(Date.UTC(2026, 10, 20)));
    for (const w of [projection, inProgress, ...EXAMPLES.map((i) => insightInWords(i, translator(PSEUDO_LOCALE)))]) {
      expect(`${w.title} ${w.description}`).not.toMatch(/\b\d{4}-\d{2}\b/);
    }
  });

  it("in the pseudo-locale every word comes from the catalog: no plain English is left, no key shows", () => {
    for (const i of EXAMPLES) {
      const w = insightInWords(i, translator(PSEUDO_LOCALE));
      for (const text of [w.title, w.description]) {
        expect(text).toContain("⟦");
        expect(text).not.toMatch(/insights\.|traits\.|noDepartment/);
        // what is left outside the brackets is numbers and the department's own name (months and days are Intl's, inside)
        const outside = text.replace(/⟦[^⟧]*⟧/g, " ").replace(/Sales/g, " ");
        expect(outside, text).not.toMatch(/[A-Za-z]{3,}/);
      }
    }
  });
});
