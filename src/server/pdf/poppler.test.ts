/**
 * Every PDF the server renders, read back by poppler (pdfinfo, pdftotext) rather than our own inspector: a viewer
 * must open it, count the same pages and find the text, with the compression the server really uses.
 */
import { describe, expect, it } from "vitest";
import { renderReport } from "./render-report.ts";
import { renderFeedbackReport } from "./render-feedback.ts";
import { renderReportInstance } from "./render-report-instance.ts";
import { renderBuilderReport } from "./render-builder.ts";
import { sampleResults } from "./sample-results.ts";
import { reportInstanceFixture } from "./testing/report-instance-fixture.ts";
import { pdfPageCount } from "./testing/pdf-inspect.ts";
import { comparisonFixture } from "../../web/features/360-review/fixtures.test-support.ts";
import { pdfInfo, pdfToText } from "../../../tests/support/file-readers.ts";
import type { TSectionData } from "../../contracts/reports.ts";

/** Checks the file opens in poppler, has the pages our writer made, and answers its text with spacing collapsed. */
function readWithPoppler(pdf: Uint8Array): { pages: number; text: string } {
  const info = pdfInfo(pdf);
  const pages = Number(info.get("Pages"));
  expect(pages).toBe(pdfPageCount(pdf));
  expect(info.get("PDF version")).toMatch(/^1\.\d$/);
  const text = pdfToText(pdf);
  // pdftotext ends each page with a form feed
  expect(text.split("\f").length - 1).toBe(pages);
  return { pages, text: text.replace(/\s+/g, " ") };
}

const series: TSectionData = {
  kind: "series",
  source: "assessment_results",
  range: { start: "2026-01-01", end: "2026-01-03" },
  unit: "count",
  series: [{ key: "completed", label: "Completed", unit: "count" }],
  points: [1, 2, 3].map((d) => ({ label: `2026-01-0${d}`, values: [d * 7] })),
  metric: { key: "completion_rate", label: "Completion rate", value: 71.5, unit: "percent", detail: "5 of 7 started assessments completed" },
  table: { columns: [{ key: "date", label: "Date" }], rows: [["2026-01-01"], ["2026-01-02"], ["2026-01-03"]] },
  basis: "Test figures.",
  withheld: null,
};

describe("PDFs read by poppler", () => {
  it("the results report", async () => {
    const r = sampleResults("executive", 11, { name: "Riley Chen", email: "riley@example.com" });
    const { pages, text } = readWithPoppler(await renderReport(r, { generatedAt: "2025-03-13T08:00:00Z" }));
    expect(pages).toBeGreaterThan(2);
    for (const want of ["Riley Chen", "Openness", "Neuroticism", "Derailment risks (dark side)", "About these scores"]) expect(text).toContain(want);
  });

  it("the 360 report", async () => {
    const { pages, text } = readWithPoppler(await renderFeedbackReport(comparisonFixture()));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain("per trait (24 statements) and per facet (4 statements)");
  });

  it("a generated report, its long table over several pages", async () => {
    const r = reportInstanceFixture(7);
    const { pages, text } = readWithPoppler(await renderReportInstance(r, { generatedAt: "2026-01-12T08:00:00Z" }));
    expect(pages).toBeGreaterThan(Object.keys(r.content.sections).length);
    for (const s of Object.values(r.content.sections)) expect(text).toContain(s.title);
  });

  it("a builder report with a metric, a table, a chart and text", async () => {
    const config = { dataSource: "assessment_results", visualization: "bar", timeRange: "7d" } as const;
    const pdf = await renderBuilderReport({
      name: "Poppler check",
      organizationName: "Org",
      generatedBy: "Tester",
      sections: [
        { type: "metric", title: "Rate", config, data: series },
        { type: "table", title: "Rows", config, data: series },
        { type: "chart", title: "Bars", config, data: series },
        { type: "text", title: "Notes", config, text: "First line\nSecond line", data: null },
      ],
    });
    const { text } = readWithPoppler(pdf);
    for (const want of ["Poppler check", "Rate", "71.5", "Rows", "2026-01-02", "Bars", "Notes", "Second line"]) expect(text).toContain(want);
  });
});
