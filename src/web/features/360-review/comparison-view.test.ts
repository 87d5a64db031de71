import { describe, expect, it } from "vitest";
import { defaultSeries, facetRadarRows, formatAgreement, formatGap, formatScore, hiddenGroups, radarRows, selectableSeries, seriesLabel, toggleSeries } from "./comparison-view.ts";
import { RELATIONSHIP_LABELS, RELATIONSHIPS } from "../../../domain/feedback360/relationships.ts";
import { i18n } from "../../lib/i18n.ts";
import { comparisonFixture } from "./fixtures.test-support.ts";
import { relationshipLabel, review360T } from "./i18n.ts";

describe("series to compare", () => {
  const c = comparisonFixture();

  it("self and the shown groups only, manager first", () => {
    expect(selectableSeries(c)).toEqual(["self", "manager", "peer", "others", "all"]);
    expect(selectableSeries({ ...c, self: { available: false, completedAt: null } })).toEqual(["manager", "peer", "others", "all"]);
  });

  it("spec 2 §2.12 default: self, peer, manager, direct report, where shown", () => {
    expect(defaultSeries(selectableSeries(c))).toEqual(["self", "manager", "peer", "others"]);
    expect(defaultSeries(["self", "manager", "peer", "direct_report", "other", "all"])).toEqual(["self", "manager", "peer", "direct_report"]);
    expect(defaultSeries(["others", "all"])).toEqual(["others"]);
    // peers and direct reports pooled into Others: Others is drawn by default in their place
    expect(defaultSeries(["self", "manager", "others", "all"])).toEqual(["self", "manager", "others"]);
    expect(defaultSeries(["self", "peer", "direct_report", "others"])).toEqual(["self", "peer", "direct_report"]);
  });

  it("toggles keep the display order", () => {
    expect(toggleSeries(["self", "peer"], "manager")).toEqual(["self", "manager", "peer"]);
    expect(toggleSeries(["self", "manager", "peer"], "self")).toEqual(["manager", "peer"]);
    expect(toggleSeries([], "all")).toEqual(["all"]);
  });

  it("labels: Self, the spec's relationship labels, Others, All raters", () => {
    expect(["self", "peer", "direct_report", "manager", "other", "others", "all"].map((k) => seriesLabel(k as never))).toEqual([
      "Self",
      "Peer / Colleague",
      "Direct Report",
      "Manager / Supervisor",
      "Other",
      "Others",
      "All raters",
    ]);
  });
});

describe("radar rows", () => {
  it("one row per trait with the selected series' scores, rounded; missing scores are null", () => {
    const c = comparisonFixture();
    const rows = radarRows(c.traits, ["self", "peer", "direct_report"], (k) => k.toUpperCase());
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual({ key: "openness", label: "OPENNESS", self: 40, peer: c.traits[0].groups.peer, direct_report: null });
    const frac = radarRows([{ ...c.traits[0], self: 40.6 }], ["self"], (k) => k);
    expect(frac[0].self).toBe(41);
  });

  it("30 facet rows: self against others", () => {
    const c = comparisonFixture();
    const rows = facetRadarRows(c.facets, (k) => k);
    expect(rows).toHaveLength(30);
    expect(Object.keys(rows[0]).sort()).toEqual(["key", "label", "others", "self"]);
  });
});

describe("groups left out", () => {
  it("lists groups with raters that are not shown, with the reason", () => {
    expect(hiddenGroups(comparisonFixture())).toEqual([
      { key: "direct_report", count: 2, reason: "merged_into_others" },
      { key: "other", count: 1, reason: "merged_into_others" },
    ]);
  });
});

describe("formatting", () => {
  it("scores, gaps and agreement", () => {
    expect(formatScore(null)).toBe("–");
    expect(formatScore(49.5)).toBe("49.5");
    expect(formatGap(12.34)).toBe("+12.3");
    expect(formatGap(-3)).toBe("\u22123.0");
    expect(formatGap(0)).toBe("0.0");
    expect(formatGap(null)).toBe("–");
    expect(formatAgreement(0.8)).toBe("0.80");
    expect(formatAgreement(null)).toBe("–");
  });
});

describe("relationship and gap words come from the catalog", () => {
  it("the English catalog holds spec 2 §9's words, equal to the domain's", () => {
    for (const r of RELATIONSHIPS) expect(relationshipLabel(r)).toBe(RELATIONSHIP_LABELS[r]);
    for (const label of ["Aligned", "Small Gap", "Moderate Gap", "Large Gap"] as const) expect(review360T(`gapLabels.${label}`)).toBe(label);
  });

  it("a series label follows the catalog, not the domain's constant", async () => {
    i18n.addResourceBundle("xx", "review360", { relationships: { peer: "Pair" } }, true, true);
    await i18n.changeLanguage("xx");
    try {
      expect(seriesLabel("peer")).toBe("Pair");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
