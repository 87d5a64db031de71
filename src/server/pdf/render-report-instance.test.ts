/** The generated report as a PDF (spec 2 §2.2 renderers): every section type laid out, charts drawn, long sections over pages. */
import { describe, expect, it } from "vitest";
import { renderReportInstance, pieces } from "./render-report-instance.ts";
import { reportInstanceFixture } from "./testing/report-instance-fixture.ts";
import { pdfPageCount, pdfText } from "./testing/pdf-inspect.ts";
import { ReportPool } from "./report-pool.ts";
import { chartGeometry } from "../../shared/chart-geometry.ts";

describe("renderReportInstance", () => {
  it("lays out every section type on a page of its own after the cover", async () => {
    const r = reportInstanceFixture(7);
    const pdf = await renderReportInstance(r, { compress: false, generatedAt: "2026-01-12T08:00:00Z" });
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const sections = Object.keys(r.content.sections).length;
    expect(pdfPageCount(pdf)).toBe(1 + sections);
    const text = pdfText(pdf);
    for (const s of Object.values(r.content.sections)) expect(text, s.title).toContain(s.title);
    for (const want of [
      "Weekly leadership report",
      "January 5, 2026 to January 11, 2026 · Avery Admin",
      "IN REVIEW",
      "Highlights",
      "Assessments Completed up 13.5%: 42 in",
      "Trends against the previous period",
      "Completion rate",
      "72.5%",
      "-3.1% · down",
      "Assessments completed",
      "Low completion rate · High priority",
      "\x95  Remind the members whose assessments are unfinished.", // the bullet in WinAnsi
      "Warning (1)",
      "Completion rate below 70: value 62, threshold 70",
      "Person 20",
      "1. Follow up on unfinished assessments  (High priority)",
      "Written by the team.",
      "\x95 First",
      '"type": "custom_widget",',
      `Page ${1 + sections} of ${1 + sections}`,
    ]) {
      expect(text, want).toContain(want);
    }
    // the chart's legend and y axis
    expect(text).toContain("Completed");
    expect(text).toContain("Started");
  });

  it("runs a long table over as many pages as it needs, with its header on each", async () => {
    const r = reportInstanceFixture(8, { rows: 400 });
    const pdf = await renderReportInstance(r, { compress: false });
    const sections = Object.keys(r.content.sections).length;
    // about 48 rows a page: 400 rows need at least 8 more pages than the one the section starts on
    expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(1 + sections + 7);
    const text = pdfText(pdf);
    expect(text).toContain("Person 400");
    expect(text.split("\n").filter((l) => l === "USER").length).toBeGreaterThanOrEqual(8);
  });

  it("writes the coded words in the reader's language, numbers and periods by Intl; words stored before the codes read as given", async () => {
    const r = reportInstanceFixture(7);
    const de = pdfText(await renderReportInstance(r, { compress: false, locale: "de" }));
    // no German catalog yet: the words fall back to English, the figures and days follow German
    expect(de).toContain("62,5% of the 40 assessments started in");
    const summary = r.content.sections.summary;
    const old = {
      ...r,
      content: {
        sections: {
          summary: {
            ...summary,
            narrative: "Stored before the codes.\nSecond paragraph.",
            highlights: [{ type: "other" as const, title: "Old title", description: "Old description." }],
            basis: "Old basis.",
          },
        },
      },
    };
    const text = pdfText(await renderReportInstance(old, { compress: false }));
    for (const want of ["Stored before the codes.", "Second paragraph.", "Old title: Old description.", "Old basis."]) expect(text, want).toContain(want);
  });

  it("renders in the worker pool", async () => {
    const pool = new ReportPool({ size: 1 });
    try {
      const pdf = await pool.renderReportInstance(reportInstanceFixture(9));
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdfPageCount(pdf)).toBe(10);
    } finally {
      await pool.close();
    }
  });

  it("cuts long paragraphs at spaces so no block is taller than a page", () => {
    const words = Array.from({ length: 800 }, (_, i) => `w${i}`).join(" ");
    const out = pieces(words, 1200);
    expect(out.join(" ")).toBe(words);
    for (const p of out) expect(p.length).toBeLessThanOrEqual(1200);
    expect(pieces("x".repeat(3000), 1200).map((p) => p.length)).toEqual([1200, 1200, 600]);
  });
});

describe("chart geometry", () => {
  it("rounds the axis up and places points and bars inside the box; missing values leave gaps", () => {
    const box = { x: 10, y: 20, width: 300, height: 100 };
    const data = {
      type: "line" as const,
      series: ["a", "b"],
      points: [
        { d: "1", a: 0, b: 5 },
        { d: "2", a: 10, b: null },
        { d: "3", a: 5, b: 2.5 },
      ],
    };
    const g = chartGeometry(data, box);
    expect(g.yMax).toBe(10);
    expect(g.ticks.map((t) => [t.value, t.y])).toEqual([0, 2, 4, 6, 8, 10].map((v) => [v, 120 - v * 10]));
    // the axis is the shared one (d3-scale's nice): 11 rounds up to 12 on steps of 2, nothing to draw gives 0-1
    const eleven = chartGeometry({ type: "bar", series: ["a"], points: [{ d: "x", a: 11 }] }, box);
    expect([eleven.yMax, eleven.ticks.map((t) => t.value)]).toEqual([12, [0, 2, 4, 6, 8, 10, 12]]);
    expect(chartGeometry({ type: "bar", series: ["a"], points: [{ d: "x", a: null }] }, box).yMax).toBe(1);
    expect(g.labelKey).toBe("d");
    expect(g.series[0].points.map((p) => [p.x, p.y])).toEqual([
      [10, 120],
      [160, 20],
      [310, 70],
    ]);
    expect(g.series[1].points).toHaveLength(2);
    const bars = chartGeometry({ ...data, type: "bar" }, box);
    expect(bars.kind).toBe("bar");
    for (const s of bars.series) for (const b of s.bars) expect(b.y + b.height).toBeCloseTo(120);
    expect(bars.series[0].bars[1].height).toBeCloseTo(100);
  });
});
