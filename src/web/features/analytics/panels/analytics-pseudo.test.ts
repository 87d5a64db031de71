/**
 * The analytics states a small organization reaches (withheld departments, the members with no department,
 * hidden adverse-impact groups, insights of every kind, the month charts' notes and axes) in the pseudo-locale: no
 * plain English is left, so every word on them comes from the catalogs; months are Intl's words, never YYYY-MM.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { showPseudoLocale } from "../../../lib/pseudo-locale.ts";
import { AdverseImpactTables } from "./AdverseImpactPanel.tsx";
import { engagementRows, predictiveRows } from "../data/month-rows.ts";
import { DepartmentHeatmapPanel } from "./DepartmentHeatmapPanel.tsx";
import { InsightList } from "./InsightList.tsx";
import { EngagementPanel, PredictivePanel, QualityPanel } from "./MonthsPanels.tsx";
import { DEPARTMENTS, HIDDEN_IMPACT, INSIGHTS, MONTHS, PREDICTIVE, RANGE } from "./analytics-fixtures.test-support.ts";

/** The page's text outside the pseudo-locale's brackets, without the organization's own department names. */
const outside = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/⟦[^⟧]*⟧/g, " ")
    .replace(/\b(Sales|HR)\b/g, " ");

/** A calendar month written as YYYY-MM. */
const ISO_MONTH = /\b\d{4}-\d{2}\b/;

describe("analytics in the pseudo-locale", () => {
  beforeAll(() => showPseudoLocale());

  it.each([
    ["insights", () => createElement(InsightList, { insights: INSIGHTS })],
    ["department heatmap", () => createElement(DepartmentHeatmapPanel, { departments: DEPARTMENTS, state: {} })],
    ["adverse impact", () => createElement(AdverseImpactTables, { result: HIDDEN_IMPACT })],
    ["user engagement's range cut", () => createElement(EngagementPanel, { months: MONTHS, range: RANGE, state: {} })],
    ["assessment quality's withheld months", () => createElement(QualityPanel, { months: MONTHS, benchmark: { value: 94.3 }, range: RANGE, minGroupSize: 5, state: {} })],
    ["the month under way", () => createElement(PredictivePanel, { predictive: PREDICTIVE, accuracy: null, state: {} })],
  ])("%s show no plain English", (_name, element) => {
    const html = renderToString(element());
    expect(html).toContain("⟦");
    expect(outside(html)).not.toMatch(/[A-Za-z]{3,}/);
    expect(html).not.toMatch(ISO_MONTH);
  });

  it("the month axes name months by Intl, and projected months through the catalog", () => {
    const intlMonth = (m: string) => new Date(`${m}-01T12:00:00Z`).toLocaleString("en", { year: "numeric", month: "short", timeZone: "UTC" });
    expect(engagementRows(MONTHS).map((r) => r.month)).toEqual(MONTHS.map((m) => intlMonth(m.month)));
    const labels = predictiveRows(PREDICTIVE).map((r) => r.month);
    expect(labels).toHaveLength(3);
    for (const label of labels) expect(label).not.toMatch(ISO_MONTH);
    // the completed month is Intl's; the projected ones are the catalog's sentence around Intl's month
    expect(labels[0]).toBe(intlMonth("2026-10"));
    expect(labels.slice(1).map((l) => [l.startsWith("⟦"), outside(l).trim()])).toEqual([
      [true, ""],
      [true, ""],
    ]);
    expect(labels[1]).toContain(intlMonth("2026-11"));
  });
});
