/**
 * The Reporting Center page: the builder's state (add, move, delete, retitle, configure, open a saved report),
 * a changed select asking for new data, the SVG chart drawn from the shared geometry, and the page as each role
 * sees it (tabs and actions from the server's policies).
 */
import { QueryClient, QueryClientProvider, QueryObserver } from "@tanstack/react-query";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ZSaveBuilderReport, type TCenterStats, type TCenterTemplateList, type TSectionData } from "../../../contracts/reports.ts";
import { chartGeometry, chartInputOf, type CartesianGeometry } from "../../../shared/builder-chart-geometry.ts";
import { DEFAULT_BUILDER_CONFIG, type CenterAccess } from "../../../domain/reporting/center.ts";
import { ToastProvider } from "../../components/Toaster.tsx";
import { BuilderChart } from "./BuilderChart.tsx";
import { builderBody, builderReducer, initialBuilderState, type BuilderAction, type BuilderState } from "./builder-state.ts";
import { centerKeys, sectionDataQuery } from "./center-api.ts";
import { builderCsv, parseAddresses, ReportingCenter, type CsvHeaders } from "./ReportingCenterPage.tsx";
import reportsCatalog from "../../locales/en/reports.ts";
import { ReportBuilder } from "./ReportBuilder.tsx";

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

function data(over: Partial<TSectionData> = {}): TSectionData {
  return {
    kind: "series",
    source: "assessment_results",
    range: { start: "2026-03-01", end: "2026-03-04" },
    unit: "count",
    series: [
      { key: "started", label: "Started", unit: "count" },
      { key: "completed", label: "Completed", unit: "count" },
    ],
    points: [
      { label: "2026-03-01", values: [4, 3] },
      { label: "2026-03-02", values: [6, 2] },
      { label: "2026-03-03", values: [0, 0] },
      { label: "2026-03-04", values: [9, 8] },
    ],
    metric: { key: "completion_rate", label: "Completion rate", value: 68.4, unit: "percent", detail: "13 of 19 started assessments completed" },
    table: { columns: [{ key: "date", label: "Date" }], rows: [["2026-03-01"]] },
    basis: "From the rollups.",
    withheld: null,
    ...over,
  };
}

const run = (state: BuilderState, ...actions: BuilderAction[]) => actions.reduce(builderReducer, state);

function render(element: ReactElement, seed: (c: QueryClient) => void = () => {}): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed(client);
  return text(renderToString(createElement(MemoryRouter, null, createElement(QueryClientProvider, { client }, createElement(ToastProvider, null, element)))));
}

describe("builder state (spec 2 §2.10)", () => {
  it("adds, retitles, moves, configures and deletes sections; the body passes the save contract", () => {
    let s = run(
      initialBuilderState("Untitled Report"),
      { type: "add", sectionType: "chart", id: "a", title: "New Chart" },
      { type: "add", sectionType: "metric", id: "b", title: "New Metric" },
      { type: "add", sectionType: "text", id: "c", title: "New Text" },
    );
    expect(s.sections.map((x) => x.title)).toEqual(["New Chart", "New Metric", "New Text"]);
    expect(s.selectedId).toBe("c");
    s = run(
      s,
      { type: "update", id: "a", title: "Completions" },
      { type: "move", index: 0, direction: "down" },
      { type: "update", id: "a", config: { visualization: "bar", timeRange: "90d" } },
    );
    expect(s.sections.map((x) => x.id)).toEqual(["b", "a", "c"]);
    expect(s.sections[1]).toMatchObject({ title: "Completions", config: { ...DEFAULT_BUILDER_CONFIG, visualization: "bar", timeRange: "90d" } });
    s = run(s, { type: "select", id: "a" }, { type: "remove", id: "a" });
    expect(s.sections.map((x) => x.id)).toEqual(["b", "c"]);
    expect(s.selectedId).toBeNull();
    s = run(s, { type: "rename", name: "  " }, { type: "update", id: "c", text: "Line one\nLine two" });
    const body = builderBody("org1", s, "Untitled Report");
    expect(body.name).toBe("Untitled Report");
    expect(ZSaveBuilderReport.safeParse(body).success).toBe(true);
    expect(run(s, { type: "saved", id: "r1" }).builderReportId).toBe("r1");
  });

  it("opens a saved report and toggles preview", () => {
    const opened = run(initialBuilderState("x"), {
      type: "open",
      report: {
        id: "r9",
        name: "Board",
        sections: [{ id: "q", type: "table", title: "T", config: DEFAULT_BUILDER_CONFIG }],
        created_at: "",
        updated_at: "",
        created_by_user: { full_name: "" },
        policies: { delete: true },
      },
    });
    expect(opened).toMatchObject({ name: "Board", builderReportId: "r9", preview: false });
    expect(builderBody("org1", opened, "U").builderReportId).toBe("r9");
    expect(run(opened, { type: "togglePreview" }).preview).toBe(true);
  });
});

describe("a changed select asks for the section's data again", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("each configuration is its own query, fetched with that configuration", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { config: { dataSource: TSectionData["source"] } };
        bodies.push(body);
        return new Response(JSON.stringify(data({ source: body.config.dataSource })), { status: 200, headers: { "content-type": "application/json" } });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let s = run(initialBuilderState("x"), { type: "add", sectionType: "chart", id: "a", title: "New Chart" });
    const observer = new QueryObserver(client, sectionDataQuery("org1", "chart", s.sections[0].config));
    const seen: string[] = [];
    const unsubscribe = observer.subscribe((r) => r.data && seen.push(r.data.source));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    // the Data Source select changes the section's configuration: a new query with the new configuration
    s = run(s, { type: "update", id: "a", config: { dataSource: "ocean_scores" } });
    observer.setOptions(sectionDataQuery("org1", "chart", s.sections[0].config));
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    s = run(s, { type: "update", id: "a", config: { timeRange: "year" } });
    observer.setOptions(sectionDataQuery("org1", "chart", s.sections[0].config));
    await vi.waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies).toEqual([
      { organizationId: "org1", type: "chart", config: DEFAULT_BUILDER_CONFIG },
      { organizationId: "org1", type: "chart", config: { ...DEFAULT_BUILDER_CONFIG, dataSource: "ocean_scores" } },
      { organizationId: "org1", type: "chart", config: { ...DEFAULT_BUILDER_CONFIG, dataSource: "ocean_scores", timeRange: "year" } },
    ]);
    await vi.waitFor(() => expect(seen.at(-1)).toBe("ocean_scores"));
    unsubscribe();
    // a metric or table section of the same configuration is a query of its own
    expect(centerKeys.sectionData("org1", "metric", DEFAULT_BUILDER_CONFIG)).not.toEqual(centerKeys.sectionData("org1", "chart", DEFAULT_BUILDER_CONFIG));
  });
});

describe("builder chart", () => {
  it("draws the SVG bars and points at the shared geometry's coordinates (the PDF's too)", () => {
    const d = data();
    const svg = renderToString(createElement(BuilderChart, { data: d, visualization: "bar", title: "C", seriesLabel: (_k: string, f: string) => f, emptyText: "none" }));
    const g = chartGeometry(chartInputOf(d), "bar") as CartesianGeometry;
    expect(g.bars.length).toBeGreaterThan(4);
    for (const b of g.bars) expect(svg).toContain(`x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}"`);
    const line = renderToString(createElement(BuilderChart, { data: d, visualization: "line", title: "C", seriesLabel: (_k: string, f: string) => f, emptyText: "none" }));
    const lg = chartGeometry(chartInputOf(d), "line") as CartesianGeometry;
    for (const l of lg.lines) expect(line).toContain(`d="${l.d}"`);
    for (const p of lg.points) expect(line).toContain(`cx="${p.x}" cy="${p.y}"`);
    const empty = renderToString(
      createElement(BuilderChart, { data: data({ points: [] }), visualization: "pie", title: "C", seriesLabel: (_k: string, f: string) => f, emptyText: "Nothing here" }),
    );
    expect(empty).toContain("Nothing here");
  });
});

/** What the server's policies send each role (spec 2 §6: admins, managers and analysts build; admins and managers schedule). */
const centerAccess = (role: string): CenterAccess => {
  const builds = role === "admin" || role === "manager" || role === "analyst";
  return { newReport: builds, builder: builds, useTemplates: builds, scheduled: role === "admin" || role === "manager", templates: true, history: true };
};
const stats = (role: string): TCenterStats => ({
  totalReports: 12,
  templateReports: 10,
  builderReports: 2,
  scheduledReports: 2,
  lastGenerated: null,
  avgGenerationTime: 1.4,
  recentRuns: [],
  policies: centerAccess(role),
});
const templates = (role: string): TCenterTemplateList => ({
  templates: [
    { id: "t1", name: "Board", description: "", template_type: "weekly", category: "Executive", section_count: 2, favourite: true, uses: 3, last_used: "2026-03-01T10:00:00.000Z" },
    { id: "t2", name: "Checks", description: "", template_type: "weekly", category: "Compliance", section_count: 1, favourite: false, uses: 0, last_used: null },
  ],
  policies: centerAccess(role),
});

describe("Reporting Center page", () => {
  it("an admin sees the tiles, New Report, the builder tab and every Quick Action", () => {
    const html = render(createElement(ReportingCenter, { organizationId: "org1" }), (c) => c.setQueryData(centerKeys.stats("org1"), stats("admin")));
    expect(html).toContain("Reporting Center");
    for (const w of [
      "Total Reports 12",
      "Scheduled 2",
      "Last Generated Never",
      "Avg. Time 1.4s",
      "New Report",
      "Report Builder",
      "Templates",
      "Export Data",
      "Email Report",
      "Share Dashboard",
    ])
      expect(html).toContain(w);
    expect(html).toContain("No reports generated yet.");
    expect(html).not.toContain("Recent Report Performance");
  });

  it("a plain member sees Templates and Share Dashboard, no builder and no New Report", () => {
    const html = render(createElement(ReportingCenter, { organizationId: "org1" }), (c) => {
      c.setQueryData(centerKeys.stats("org1"), stats("user"));
      c.setQueryData(centerKeys.templates("org1"), templates("user"));
    });
    expect(html).toContain("Templates");
    expect(html).toContain("Share Dashboard");
    for (const w of ["New Report", "Report Builder", "Export Data", "Email Report", "Use Template"]) expect(html).not.toContain(w);
    // the templates tab is the first the member sees: favourites first, uses and last use
    expect(html).toMatch(/Board.*Executive.*3 uses.*Last used.*Checks.*Compliance.*0 uses · Never used/);
  });

  it("the builder shows each section with its tools, move up disabled on the first and down on the last", () => {
    const state = run(
      initialBuilderState("Untitled Report"),
      { type: "add", sectionType: "chart", id: "a", title: "Completions" },
      { type: "add", sectionType: "metric", id: "b", title: "Rate" },
      { type: "select", id: "b" },
    );
    const raw = renderToString(
      createElement(
        MemoryRouter,
        null,
        createElement(
          QueryClientProvider,
          {
            client: (() => {
              const c = new QueryClient();
              c.setQueryData(centerKeys.sectionData("org1", "chart", DEFAULT_BUILDER_CONFIG), data());
              c.setQueryData(centerKeys.sectionData("org1", "metric", DEFAULT_BUILDER_CONFIG), data({ kind: "metric" }));
              c.setQueryData(centerKeys.builderReports("org1"), { reports: [] });
              return c;
            })(),
          },
          createElement(ToastProvider, null, createElement(ReportBuilder, { organizationId: "org1", state, dispatch: () => {} })),
        ),
      ),
    );
    expect(raw).toMatch(/<button[^>]*aria-label="Move Completions up"[^>]*disabled=""/);
    expect(raw).not.toMatch(/<button[^>]*aria-label="Move Completions down"[^>]*disabled=""/);
    expect(raw).toMatch(/<button[^>]*aria-label="Move Rate down"[^>]*disabled=""/);
    const html = text(raw);
    for (const w of [
      "Add Chart",
      "Add Table",
      "Add Metric",
      "Add Text",
      "Preview",
      "Save",
      "Export",
      "68.4%",
      "Completion rate",
      "Data Source",
      "Time Range",
      "No saved reports yet.",
    ])
      expect(html).toContain(w);
    expect(raw).toContain("<svg");
  });
});

describe("Quick Actions", () => {
  it("Email Report reads addresses split by commas and lines, and names the first invalid one", () => {
    expect(parseAddresses(" a@x.io, B@x.io\nb@x.io;  ")).toEqual({ emails: ["a@x.io", "b@x.io"], invalid: null });
    expect(parseAddresses("a@x.io, nope")).toEqual({ emails: ["a@x.io", "nope"], invalid: "nope" });
    expect(parseAddresses("  ").emails).toEqual([]);
  });

  it("Export Data writes the builder sections' data as CSV (none without a data section)", async () => {
    const s = run(
      initialBuilderState("x"),
      { type: "add", sectionType: "chart", id: "a", title: "Completions" },
      { type: "add", sectionType: "metric", id: "b", title: "Rate" },
      { type: "add", sectionType: "text", id: "c", title: "Notes" },
    );
    const headers: CsvHeaders = reportsCatalog.center.csv;
    const csv = await builderCsv("org1", s, async () => data(), headers);
    const lines = csv!.trim().split("\r\n");
    expect(lines[0]).toBe("Section,Data source,From,To,Label,Series,Value");
    expect(lines).toContain("Completions,assessment_results,2026-03-01,2026-03-04,2026-03-02,completed,2");
    expect(lines).toContain("Rate,assessment_results,2026-03-01,2026-03-04,Completion rate,completion_rate,68.4");
    expect(lines).toHaveLength(1 + 4 * 2 + 1);
    expect(await builderCsv("org1", run(initialBuilderState("x"), { type: "add", sectionType: "text", id: "c", title: "Notes" }), async () => data(), headers)).toBeNull();
  });
});
