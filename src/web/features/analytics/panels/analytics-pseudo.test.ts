/**
 * The analytics states a small organization reaches (withheld departments, the members with no department,
 * hidden adverse-impact groups, insights of every kind) in the pseudo-locale: no plain English is left, so
 * every word on them comes from the catalogs.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { showPseudoLocale } from "../../../lib/pseudo-locale.ts";
import { AdverseImpactTables } from "./AdverseImpactPanel.tsx";
import { DepartmentHeatmapPanel } from "./DepartmentHeatmapPanel.tsx";
import { InsightList } from "./InsightList.tsx";
import { DEPARTMENTS, HIDDEN_IMPACT, INSIGHTS } from "./analytics-fixtures.test-support.ts";

/** The page's text outside the pseudo-locale's brackets, without the organization's own department names. */
const outside = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/⟦[^⟧]*⟧/g, " ")
    .replace(/\b(Sales|HR)\b/g, " ");

describe("analytics in the pseudo-locale", () => {
  beforeAll(() => showPseudoLocale());

  it.each([
    ["insights", () => createElement(InsightList, { insights: INSIGHTS })],
    ["department heatmap", () => createElement(DepartmentHeatmapPanel, { departments: DEPARTMENTS, state: {} })],
    ["adverse impact", () => createElement(AdverseImpactTables, { result: HIDDEN_IMPACT })],
  ])("%s show no plain English", (_name, element) => {
    const html = renderToString(element());
    expect(html).toContain("⟦");
    expect(outside(html)).not.toMatch(/[A-Za-z]{3,}/);
  });
});
