/** The builder PDF draws its charts from the shared chart geometry: the same coordinates as the web builder's SVG for the same data. */
import { describe, expect, it } from "vitest";
import { chartGeometry, chartInputOf, type CartesianGeometry } from "../../shared/builder-chart-geometry.ts";
import type { TSectionData } from "../../contracts/reports.ts";
import { renderBuilderReport, type BuilderDocument } from "./render-builder.ts";

let seed = 3;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);

function sectionData(n: number): TSectionData {
  const points = Array.from({ length: n }, (_, i) => ({
    label: `2026-01-${String(i + 1).padStart(2, "0")}`,
    values: [Math.floor(random() * 50), random() < 0.2 ? null : Math.floor(random() * 40)],
  }));
  return {
    kind: "series",
    source: "assessment_results",
    range: { start: "2026-01-01", end: `2026-01-${String(n).padStart(2, "0")}` },
    unit: "count",
    series: [
      { key: "started", label: "Started", unit: "count" },
      { key: "completed", label: "Completed", unit: "count" },
    ],
    points,
    metric: { key: "completion_rate", label: "Completion rate", value: 71.5, unit: "percent", detail: "5 of 7 started assessments completed" },
    table: { columns: [{ key: "date", label: "Date" }], rows: points.map((p) => [p.label]) },
    basis: "Test figures.",
    withheld: null,
  };
}

/** The page content streams of an uncompressed PDF, joined. */
function content(pdf: Uint8Array): string {
  return Buffer.from(pdf).toString("latin1");
}

const doc = (data: TSectionData, visualization: "bar" | "line"): BuilderDocument => ({
  name: "Geometry check",
  organizationName: "Org",
  generatedBy: "Tester",
  sections: [{ type: "chart", title: "Chart", config: { dataSource: "assessment_results", visualization, timeRange: "30d" }, data }],
});

describe("builder PDF", () => {
  it("draws every bar at the geometry's coordinates", async () => {
    const data = sectionData(12);
    const pdf = content(await renderBuilderReport(doc(data, "bar"), { compress: false }));
    expect(pdf.startsWith("%PDF-")).toBe(true);
    const g = chartGeometry(chartInputOf(data), "bar") as CartesianGeometry;
    expect(g.bars.length).toBeGreaterThan(10);
    for (const b of g.bars) expect(pdf, `bar ${b.series}/${b.index}`).toContain(`${b.x} ${b.y} ${b.width} ${b.height} re`);
  });

  it("draws each line through the geometry's points (moveto/lineto) and a dot on each", async () => {
    const data = sectionData(20);
    const pdf = content(await renderBuilderReport(doc(data, "line"), { compress: false }));
    const g = chartGeometry(chartInputOf(data), "line") as CartesianGeometry;
    for (const p of g.points) expect(pdf, `point ${p.series}/${p.index}`).toMatch(new RegExp(`\\n${p.x} ${p.y} [ml]\\n`));
  });

  it("renders every section kind, a withheld note and text, compressed", async () => {
    const data = sectionData(5);
    const pdf = await renderBuilderReport({
      name: "All kinds",
      organizationName: "Org",
      generatedBy: "Tester",
      sections: [
        { type: "metric", title: "Rate", config: { dataSource: "assessment_results", visualization: "line", timeRange: "7d" }, data },
        { type: "table", title: "Rows", config: { dataSource: "assessment_results", visualization: "line", timeRange: "7d" }, data },
        { type: "chart", title: "Pie", config: { dataSource: "ocean_scores", visualization: "pie", timeRange: "7d" }, data: { ...data, withheld: "Not enough responses." } },
        { type: "text", title: "Notes", config: { dataSource: "assessment_results", visualization: "line", timeRange: "7d" }, text: "One\nTwo", data: null },
      ],
    });
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe("%PDF-");
  });
});
