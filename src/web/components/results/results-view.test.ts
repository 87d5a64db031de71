import { describe, expect, it } from "vitest";
import { scoreFixture } from "./fixtures.test-support.ts";
import {
  coverageWords,
  availableTabs,
  longDate,
  normGroupText,
  ordinal,
  percentileText,
  qualityNeedsCaution,
  reportFileName,
  riskActions,
  riskEntries,
  riskSummary,
  selectedTab,
  shareState,
} from "./results-view.ts";

const individual = scoreFixture("individual");
const executive = scoreFixture("executive");
const organizational = scoreFixture("organizational");
const ids = (s: Parameters<typeof availableTabs>[0]) => availableTabs(s).map((t) => t.label);

describe("tabs", () => {
  it("shows only the tabs whose data the score carries (spec §2)", () => {
    expect(ids(individual)).toEqual(["Overview", "30 Facets"]);
    expect(ids(executive)).toEqual(["Overview", "30 Facets", "Executive Profile", "Risk Indicators"]);
    expect(ids(organizational)).toEqual(["Overview", "30 Facets", "Emotional Regulation", "Risk Indicators"]);
    expect(ids({})).toEqual(["Overview"]);
    // Present but with nothing measured counts as absent.
    expect(ids({ darkSideRisks: { narcissism: null, machiavellianism: null, psychopathy: null, perfectionism: null, micromanagement: null } })).toEqual(["Overview"]);
  });

  it("falls back to Overview for a tab that is not there", () => {
    const tabs = availableTabs(individual);
    expect(selectedTab(null, tabs)).toBe("overview");
    expect(selectedTab("facets", tabs)).toBe("facets");
    expect(selectedTab("risks", tabs)).toBe("overview");
  });
});

describe("wording", () => {
  it("ordinals", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 99, 101, 111].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "99th",
      "101st",
      "111th",
    ]);
    expect(percentileText(62)).toBe("62nd percentile");
  });

  it("norm group line", () => {
    expect(normGroupText(individual.normGroup).line).toBe(`Compared with: ${individual.normGroup.label}`);
    expect(normGroupText({ id: "general", label: "all respondents", pooled: true }).detail).toMatch(/equal-weight mix of Johnson's 8 sex × age norm groups/);
    // the sample and source travel with the score; a score without them (scored earlier) shows neither
    expect(normGroupText(individual.normGroup).sample).toMatch(/self-selected Internet respondents.*sample size and collection years are not stated/);
    expect(normGroupText(individual.normGroup).source).toMatch(/Johnson, J\. A\. \(2014\).*Journal of Research in Personality, 51, 78–89/);
    expect(normGroupText({ id: "general", label: "x", pooled: true }).sample).toBeNull();
  });

  it("quality caution follows the engine's flags", () => {
    expect(qualityNeedsCaution({ ...individual.quality, rushed: false, longstringFlag: false, evenOddFlag: false, answered: 5, administered: 5 })).toBe(false);
    expect(qualityNeedsCaution({ ...individual.quality, rushed: true, longstringFlag: false, evenOddFlag: false, answered: 5, administered: 5 })).toBe(true);
    expect(qualityNeedsCaution({ ...individual.quality, rushed: false, longstringFlag: false, evenOddFlag: false, answered: 4, administered: 5 })).toBe(true);
  });

  it("file names and dates", () => {
    expect(reportFileName("Individual — Zoë's", "2025-03-12T10:00:00.000Z")).toBe("facetwise-individual-zoe-s-2025-03-12.pdf");
    expect(reportFileName("", "x")).toBe("facetwise-results.pdf");
    expect(longDate("2025-03-12T10:00:00.000Z", "en-GB")).toBe("12 March 2025");
    expect(longDate("nope")).toBe("");
  });

  it("share states", () => {
    const now = Date.parse("2025-03-12T00:00:00.000Z");
    expect(shareState({ expiresAt: "2025-03-20T00:00:00.000Z", revokedAt: null }, now)).toBe("active");
    expect(shareState({ expiresAt: "2025-03-01T00:00:00.000Z", revokedAt: null }, now)).toBe("expired");
    expect(shareState({ expiresAt: "2025-03-20T00:00:00.000Z", revokedAt: "2025-03-10T00:00:00.000Z" }, now)).toBe("revoked");
  });
});

describe("dark side", () => {
  const scored = executive.darkSideRisks!;
  // The fixture's own entries, with every risk set to low, then two raised (the summary reads only the risks).
  const risks = Object.fromEntries(Object.entries(scored).map(([k, v]) => [k, v && { ...v, risk: "low" as const, riskLevel: "low" as const }])) as typeof scored;
  const entry = risks.narcissism!;
  const withRisks = { ...risks, narcissism: { ...entry, risk: "high" as const, riskScore: 1.8 }, perfectionism: { ...risks.perfectionism!, risk: "moderate" as const } };

  it("lists measured entries in the spec's order", () => {
    expect(riskEntries(risks).map((e) => e.trait)).toEqual(["narcissism", "machiavellianism", "psychopathy", "perfectionism", "micromanagement"]);
    expect(riskEntries(undefined)).toEqual([]);
  });

  it("summarises from the engine's overall risk and entries", () => {
    expect(riskSummary("low", risks)).toMatch(/^Overall derailment risk is low\. None of the five/);
    expect(riskSummary("moderate", withRisks)).toMatch(/moderate\. Narcissism shows a high risk; Perfectionism shows a moderate risk\./);
  });

  it("recommends mitigations of elevated derailers first", () => {
    expect(riskActions(risks)).toHaveLength(2);
    const actions = riskActions(withRisks);
    expect(actions).toHaveLength(4);
    expect(actions[0]).toMatch(/contributions of others/);
  });
});

describe("coverageWords: the coverage card's words agree", () => {
  it("says what the percent counts, and that every scored facet is approximate when all rest on part of their items", () => {
    const all = coverageWords({ percent: 100, covered: 30, total: 30 }, 30, false);
    expect(all.headline).toBe("100% of facets scored");
    expect(all.detail).toBe(
      "30 of 30 facets have enough answers to score. All 30 rest on fewer than their 4 items (this form asks part of each facet), so every facet percentile is approximate.",
    );
    expect(all.detail).not.toContain("of them");
  });
  it("names a part when only some are approximate, and nothing when none are", () => {
    expect(coverageWords({ percent: 90, covered: 27, total: 30 }, 4, false).detail).toBe(
      "27 of 30 facets have enough answers to score. 4 of them rest on fewer than 4 items, so their percentiles are approximate.",
    );
    expect(coverageWords({ percent: 100, covered: 30, total: 30 }, 0, false)).toEqual({
      headline: "100% of facets scored",
      detail: "30 of 30 facets have enough answers to score.",
    });
    expect(coverageWords({ percent: 80, covered: 8, total: 10 }, 0, true).headline).toBe("80% of assessed facets above confidence 0.3");
  });
});
