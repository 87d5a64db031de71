/**
 * The analytics insights of a generated report are stored as codes and figures (`insight.<kind>.<part>`), worded
 * when read: the English is the dashboards' word for word (literal below), numbers follow the reader's language,
 * and in the pseudo-locale every word comes from a catalog.
 */
import { describe, expect, it } from "vitest";
import type { AnalyticsInsight } from "../../analytics/insights.ts";
import { analyticsInsight } from "./performance-insights.ts";
import { codesOf, isCoded } from "../words.ts";
import { reportWordsFor } from "../../../server/i18n/report-words.ts";
import { PSEUDO_LOCALE } from "../../../server/i18n/index.ts";

const EXAMPLES: AnalyticsInsight[] = [
  { kind: "departmentDifference", department: "Sales", trait: "openness", severity: "info", n: 12, numbers: { d: -0.4249, p: 0.0123 } },
  { kind: "departmentDifference", department: null, trait: "neuroticism", severity: "info", n: 7, numbers: { d: 0.5, p: 0.0004 } },
  { kind: "lowAlpha", scale: "agreeableness", severity: "warning", n: 40, numbers: { alpha: 0.6449 } },
  { kind: "flaggedResponses", severity: "warning", n: 52, numbers: { flaggedShare: 0.1249 } },
];

const coded = () => EXAMPLES.map((i) => analyticsInsight(i)!);

describe("a report's analytics insights", () => {
  it("are codes and figures, no words", () => {
    for (const x of coded()) {
      expect(isCoded(x.title) && isCoded(x.description)).toBe(true);
      expect(codesOf([x.title, x.description]).every((c) => /^(insight|trait|cells)\./.test(c))).toBe(true);
    }
    expect(analyticsInsight({ kind: "projection", month: "2026-12", severity: "info", n: 6, numbers: { value: 41, low: 30, high: 50 } })).toBeNull();
  });

  it("read in English as the dashboards write them, word for word and number for number", () => {
    const en = reportWordsFor();
    expect(coded().map((x) => [en(x.title), en(x.description)])).toEqual([
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
    ]);
    expect(coded().map((x) => x.severity)).toEqual(["low", "low", "medium", "medium"]);
  });

  it("write their numbers in the reader's language", () => {
    const de = reportWordsFor({ locale: "de" });
    expect(de(coded()[2].description)).toContain("0,64");
    expect(de(coded()[2].description)).toContain(",70");
    expect(de(coded()[0].description)).toContain("0,4 SD");
  });

  it("in the pseudo-locale every word comes from a catalog: no plain English is left, no code shows", () => {
    const xa = reportWordsFor({ locale: PSEUDO_LOCALE });
    for (const x of coded())
      for (const text of [xa(x.title), xa(x.description), ...x.recommendations.map(xa)]) {
        expect(text).toContain("⟦");
        expect(text).not.toMatch(/insights?\.|trait\.|cells\./);
        // what is left outside the brackets is numbers and the department's own name
        const outside = text.replace(/⟦[^⟧]*⟧/g, " ").replace(/Sales/g, " ");
        expect(outside, text).not.toMatch(/[A-Za-z]{3,}/);
      }
  });
});
