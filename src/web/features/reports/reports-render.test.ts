import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { TReportList, TReportSection } from "../../../contracts/reports.ts";
import { ToastProvider } from "../../components/Toaster.tsx";
import { ReportEditor } from "./editor/ReportEditorPage.tsx";
import { SectionEditor } from "./editor/SectionEditor.tsx";
import { report, section, summary, workflow } from "./fixtures.test-support.ts";
import { NO_FILTERS } from "./lib/report-filters.ts";
import { CreateReportForm } from "./manager/CreateReportDialog.tsx";
import { DeleteReportDialog } from "./manager/DeleteReportDialog.tsx";
import { ReportsManager } from "./manager/ReportsPage.tsx";
import { reportKeys } from "./reports-api.ts";
import { ReportsTabBar } from "./ReportsTabs.tsx";
import { SectionBody } from "./sections/SectionBody.tsx";
import { templateKeys } from "./templates-api.ts";
import { ReportViewer } from "./viewer/ReportViewerPage.tsx";
import { CommentList, WorkflowManager } from "./workflow/WorkflowManager.tsx";

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

function raw(element: ReactElement, seed: (client: QueryClient) => void = () => {}, path = "/dashboard/reports"): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed(client);
  return renderToString(createElement(MemoryRouter, { initialEntries: [path] }, createElement(QueryClientProvider, { client }, createElement(ToastProvider, null, element))));
}
const render = (...args: Parameters<typeof raw>) => text(raw(...args));

function list(over: Partial<TReportList> = {}): TReportList {
  return { reports: [summary()], total: 1, all: 4, policies: { create: true, edit: true, delete: true }, ...over };
}

describe("section renderers (spec 2 §2.2)", () => {
  const show = (s: TReportSection) => render(createElement(SectionBody, { section: s }));

  it("executive summary: key metrics, narrative, highlights by type, trends in points for rates and % for counts, with arrows, — with a reason when null", () => {
    const out = raw(
      createElement(SectionBody, {
        section: section({
          id: "e",
          type: "executive_summary",
          key_metrics: { completion_rate: 81.25, total_users: 1200 },
          narrative: "Completion rose by a tenth.",
          highlights: [
            { type: "positive", title: "Up", description: "More finished" },
            { type: "negative", title: "Down", description: "Fewer started" },
          ],
          trends: { completion_rate: 12.5, new_users: -4, total_users: null },
        }),
      }),
    );
    const s = text(out);
    expect(s).toContain("Completion rate 81.3%");
    expect(s).toContain("Total users 1,200");
    expect(s).toContain("Completion rose by a tenth.");
    expect(out).toContain('data-highlight="positive"');
    expect(out).toContain('data-highlight="negative"');
    // a rate's trend is its change in points (the unit its highlight uses); a count's is a percent change
    expect(s).toContain("Completion rate ↑ up 12.5 points");
    expect(s).toContain("New users ↓ down 4%");
    expect(out).toContain('title="No comparison: there is no figure for the previous period"');
  });

  it("metrics dashboard: change %, trend arrows, percentage format, secondary metrics, and a chart card", () => {
    const s = show(
      section({
        id: "m",
        type: "metrics_dashboard",
        title: "Metrics",
        primary_metrics: [
          { key: "completion_rate", label: "Completion rate", value: 72.5, change: 3.2, trend: "up", format: "percentage" },
          { key: "total_users", label: "Total users", value: 40, change: null, trend: "flat", format: "number" },
        ],
        secondary_metrics: [{ key: "new_users", label: "New users", value: 5 }],
        chart_data: { type: "line", series: ["responses"], points: [{ day: "2025-02-22", responses: 4 }] },
      }),
    );
    expect(s).toContain("Completion rate 72.5% ↑ +3.2%");
    expect(s).toContain("Total users 40 —");
    expect(s).toContain("New users 5");
    expect(s).toContain("Metrics");
    expect(s).toContain("2025-02-22 4");
  });

  it("trend analysis: totals, direction, insights with significance; none gives No Insights Available", () => {
    const s = show(
      section({
        id: "t",
        type: "trend_analysis",
        event_trends: [{ event: "completed", label: "Assessments completed", total_events: 30, previous_events: 20, change: 50, trend_direction: "up" }],
        insights: [{ description: "Completions grew", significance: "high" }],
      }),
    );
    expect(s).toContain("Assessments completed 30 events (previous 20) ↑ +50%");
    expect(s).toContain("Completions grew High significance");
    expect(
      show(section({ id: "t", type: "trend_analysis", event_trends: [{ event: "x", label: "X", total_events: 1, previous_events: 0, change: null, trend_direction: "up" }] })),
    ).toContain("No Insights Available");
  });

  it("performance insights: title, description, recommendations, severity as priority; empty state", () => {
    const s = show(
      section({ id: "p", type: "performance_insights", insights: [{ title: "Slow", description: "Takes long", recommendations: ["Shorten it"], severity: "medium" }] }),
    );
    expect(s).toContain("Slow Medium priority Takes long Shorten it");
    expect(show(section({ id: "p", type: "performance_insights", insights: [] }))).toContain("No Insights Available");
  });

  it("alerts: summary counts, grouped by severity with value and threshold; All Clear when none", () => {
    const s = show(
      section({
        id: "a",
        type: "alerts_warnings",
        alerts: [
          { severity: "info", title: "Quiet", description: "Few active", metric_value: 6, threshold_value: 10 },
          { severity: "warning", title: "Low completion", description: "Below 70", metric_value: 62.5, threshold_value: 70 },
        ],
        summary: { critical: 0, warning: 1, info: 1, total_alerts: 2 },
      }),
    );
    expect(s).toContain("Critical 0 Warning 1 Info 1 Total alerts 2");
    expect(s.indexOf("Low completion")).toBeLessThan(s.indexOf("Quiet"));
    expect(s).toContain("Value 62.5 · threshold 70");
    expect(s).not.toContain("All Clear");
    const clear = show(section({ id: "a", type: "alerts_warnings", alerts: [], summary: { critical: 0, warning: 0, info: 0, total_alerts: 0 } }));
    expect(clear).toContain("All Clear");
  });

  it("tables (user activity, assessment summary, table): headers and rows; No Data Available when empty", () => {
    for (const type of ["user_activity", "assessment_summary", "table"]) {
      const s = show(
        section({
          id: "u",
          type,
          headers: ["user_name", "assessments_completed"],
          data: [
            ["Ada", 3],
            ["Grace", null],
          ],
        }),
      );
      expect(s).toContain("User name Assessments completed");
      expect(s).toContain("Ada 3 Grace —");
      expect(show(section({ id: "u", type, headers: ["a"], data: [] }))).toContain("No Data Available");
    }
  });

  it("recommendations numbered with priority; No Recommendations when none", () => {
    const s = show(
      section({
        id: "r",
        type: "recommendations",
        recommendations: [
          { title: "Remind", description: "Send reminders", priority: "high" },
          { title: "Thank", description: "Say thanks", priority: "low" },
        ],
      }),
    );
    expect(s).toContain("1 Remind High priority Send reminders");
    expect(s).toContain("2 Thank Low priority Say thanks");
    expect(show(section({ id: "r", type: "recommendations", recommendations: [] }))).toContain("No Recommendations");
  });

  it("text: paragraphs split on newlines; html sanitized; unknown types as JSON", () => {
    const plain = raw(createElement(SectionBody, { section: section({ id: "x", type: "text", content: "One\nTwo" }) }));
    expect(plain).toContain("<p>One</p><p>Two</p>");
    const html = raw(
      createElement(SectionBody, { section: section({ id: "x", type: "text", format: "html", content: "<p>Hi<script>alert(1)</script></p><img src=x onerror=alert(1)>" }) }),
    );
    expect(html).toContain("<p>Hi</p>");
    expect(html).not.toMatch(/script|onerror|<img/);
    const unknown = show(section({ id: "z", type: "sentiment_cloud", narrative: "odd" }));
    expect(unknown).toContain('"narrative": "odd"');
  });
});

describe("reports manager (spec 2 §2.5, §2.6)", () => {
  const seed = (l: TReportList) => (c: QueryClient) => c.setQueryData(reportKeys.list("org1", NO_FILTERS), l);

  it("rows show the §2.6 and §3.2 fields, the count and the actions the policies allow", () => {
    const s = render(createElement(ReportsManager, { organizationId: "org1" }), seed(list()));
    expect(s).toContain("1 of 4 reports");
    expect(s).toContain("New Report");
    for (const part of [
      "Week 9 people report",
      "In Review",
      "High priority",
      "v3",
      "Leadership weekly · Weekly",
      "2 sections",
      "By Ada Lovelace",
      "board",
      "q1",
      "12 views",
      "3 downloads",
      "2 shares",
      "Avg. read 2 min 5 s",
      "★ 4.5 (2)",
    ])
      expect(s).toContain(part);
    expect(s).toContain("View");
    expect(s).toContain("Edit");
    expect(s).toContain("Duplicate");
    expect(s).toContain("Delete");
    // generated already: no Generate
    expect(s).not.toMatch(/ Generate /);
  });

  it("Generate only before the first generation; no Edit, Delete, Duplicate or New Report without the policies", () => {
    const s = render(
      createElement(ReportsManager, { organizationId: "org1" }),
      seed(list({ reports: [summary({ generated_at: null })], policies: { create: false, edit: false, delete: false } })),
    );
    expect(s).toMatch(/ Generate /);
    expect(s).toContain("Not generated yet");
    expect(s).not.toContain("New Report");
    expect(s).not.toMatch(/>Edit</);
    expect(s).not.toContain("Duplicate");
    expect(s).not.toMatch(/ Delete /);
  });

  it("empty: 'Get started…' with Create Report when unfiltered; 'Try adjusting your filters' when filtered", () => {
    const empty = list({ reports: [], total: 0, all: 0 });
    const s = render(createElement(ReportsManager, { organizationId: "org1" }), seed(empty));
    expect(s).toContain("No reports found");
    expect(s).toContain("Get started by creating your first report");
    expect(s).toContain("Create Report");
    const filters = { ...NO_FILTERS, type: "monthly" as const };
    const f = render(createElement(ReportsManager, { organizationId: "org1", initialFilters: filters }), (c) => c.setQueryData(reportKeys.list("org1", filters), empty));
    expect(f).toContain("Try adjusting your filters");
    expect(f).not.toContain("Create Report");
  });

  it("the filters offer the spec's statuses (In Review label), types, priorities and ranges", () => {
    const html = raw(createElement(ReportsManager, { organizationId: "org1" }), seed(list()));
    for (const option of ["Draft", "In Review", "Approved", "Published", "Weekly", "Monthly", "Quarterly", "Urgent", "Last 7 days", "Last 30 days", "Last 90 days"])
      expect(html).toContain(`>${option}</option>`);
    expect(html).not.toContain(">Archived</option>");
    expect(text(html)).toContain("Clear Filters");
  });

  it("delete asks the spec's question", () => {
    const s = render(createElement(DeleteReportDialog, { organizationId: "org1", report: { id: "r1", title: "Week 9" }, onClose: () => {} }));
    expect(s).toContain("Are you sure you want to delete this report?");
    expect(s).toContain("Week 9");
    expect(s).toContain("Cancel");
  });

  it("create form: active templates, the default period, Auto-generate checked", () => {
    const html = raw(createElement(CreateReportForm, { organizationId: "org1", onCancel: () => {}, onCreated: () => {}, today: "2025-03-01" }), (c) =>
      c.setQueryData(templateKeys.list("org1"), {
        templates: [
          {
            id: "t1",
            name: "Leadership weekly",
            description: "",
            template_type: "weekly",
            sections: [],
            is_active: true,
            created_at: "2025-01-01T00:00:00Z",
            updated_at: "2025-01-01T00:00:00Z",
            created_by_user: { full_name: "Ada" },
            policies: { edit: true, delete: true },
          },
          {
            id: "t2",
            name: "Retired",
            description: "",
            template_type: "monthly",
            sections: [],
            is_active: false,
            created_at: "2025-01-01T00:00:00Z",
            updated_at: "2025-01-01T00:00:00Z",
            created_by_user: { full_name: "Ada" },
            policies: { edit: true, delete: true },
          },
        ],
        policies: { create: true },
      }),
    );
    expect(html).toMatch(/<option value="t1" selected="">Leadership weekly/);
    expect(html).not.toContain("Retired");
    expect(html).toContain('value="2025-02-22"');
    expect(html).toContain('value="2025-02-28"');
    expect(html).toMatch(/type="checkbox"[^>]*checked=""/);
    expect(text(html)).toContain("Create Report");
  });

  it("the tab bar lists the four tabs of spec 2 §2.6 and marks the current one", () => {
    const html = raw(createElement(ReportsTabBar, { policies: { readAnalytics: true } }), () => {}, "/dashboard/reports/weekly");
    expect(text(html)).toContain("Reports Templates Analytics Distribution");
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/dashboard\/reports"/);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it("the tab bar offers report analytics only to those who read analytics", () => {
    const html = raw(createElement(ReportsTabBar, { policies: { readAnalytics: false } }), () => {}, "/dashboard/reports");
    expect(text(html)).toContain("Reports Templates Distribution");
    expect(html).not.toContain('href="/dashboard/reports/analytics"');
  });
});

describe("viewer (spec 2 §2.2)", () => {
  it("header, actions, rating and the first section with its Generated time", () => {
    const html = raw(createElement(ReportViewer, { organizationId: "org1", report: report() }));
    const s = text(html);
    expect(s).toContain("Week 9 people report");
    expect(s).toContain("In Review");
    expect(s).toContain("Created by Ada Lovelace");
    expect(s).toContain("Share");
    expect(s).toContain("Export");
    expect(html).toContain('href="/dashboard/reports/edit/r1"');
    expect(s).toContain("4.5 average from 2 ratings");
    expect(s).toContain("Executive Summary");
    expect(s).toContain("Generated ");
    expect(s).toContain("Completion rose.");
    expect(html.match(/type="radio"/g)).toHaveLength(5);
  });

  it("no Edit without the policy; No Section Selected for a report without sections", () => {
    const html = raw(
      createElement(ReportViewer, {
        organizationId: "org1",
        report: report({ policies: { edit: false, delete: false, generate: false, share: false }, content: { sections: {} } }),
      }),
    );
    expect(html).not.toContain("/dashboard/reports/edit/");
    expect(text(html)).toContain("No Section Selected");
    expect(text(html)).not.toContain("Share");
    const sharer = raw(createElement(ReportViewer, { organizationId: "org1", report: report({ content: { sections: {} } }) }));
    expect(text(sharer)).toContain("Share");
  });
});

describe("editor (spec 2 §2.3)", () => {
  const seedWorkflow = (c: QueryClient) => c.setQueryData(reportKeys.workflow("org1", "r1"), workflow());

  it("Save Changes disabled while clean, undo/redo disabled, Workflow button, Auto-generated badge and Regenerate on a generated section, its comments beside it", () => {
    const html = raw(createElement(ReportEditor, { organizationId: "org1", report: report(), onReload: () => {} }), seedWorkflow);
    const s = text(html);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(<!-- -->)?Save Changes/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-keyshortcuts="Control\+Z"/);
    expect(s).toContain("Workflow");
    expect(s).toContain("Auto-generated");
    expect(s).toContain("Regenerate");
    expect(s).toContain("Generated from data; read-only");
    expect(s).toContain("Say why completion rose");
    expect(s).toContain("Comments on this section (1 comment)");
  });

  it("an unsaved executive summary shows the narrative textarea; unknown types show JSON with the note", () => {
    const exec = raw(createElement(SectionEditor, { section: section({ id: "e", type: "executive_summary", generated_at: null, narrative: "Draft" }), onCommit: () => {} }));
    expect(exec).toContain('placeholder="Enter executive summary narrative..."');
    expect(exec).toContain(">Draft</textarea>");
    const odd = text(raw(createElement(SectionEditor, { section: section({ id: "z", type: "word_cloud" }), onCommit: () => {} })));
    expect(odd).toContain("There is no custom editor for this section type yet");
    const alerts = text(raw(createElement(SectionEditor, { section: section({ id: "a", type: "alerts_warnings", alerts: [] }), onCommit: () => {} })));
    expect(alerts).toContain("All Clear");
    expect(alerts).toContain("read-only");
  });
});

describe("workflow manager (spec 2 §2.8, §4)", () => {
  it("tabs with the step count and unresolved comments; steps with their look, assignee and due date; Advance and Reject only where allowed", () => {
    const html = raw(createElement(WorkflowManager, { organizationId: "org1", reportId: "r1", sections: [{ id: "s1", title: "Executive Summary" }] }), (c) =>
      c.setQueryData(reportKeys.workflow("org1", "r1"), workflow()),
    );
    const s = text(html);
    expect(s).toContain("Workflow (4)");
    expect(s).toContain("Comments (1)");
    expect(s).toContain("Editorial Workflow");
    expect(html).toContain('data-status="in_progress"');
    expect(html).toContain('data-status="completed"');
    expect(s).toContain("Grace Hopper");
    expect(s).toContain("Unassigned");
    expect(html.match(/aria-label="Advance /g)).toHaveLength(1);
    expect(html).toContain('aria-label="Advance Review"');
    expect(html.match(/aria-label="Reject /g)).toHaveLength(1);
    expect(s).toContain("Save assignment");
  });

  it("Resolve only on the comments the caller may resolve", () => {
    const base = workflow();
    const comments = base.comments.map((c) => ({ ...c, is_resolved: false, resolved_by_user: null, resolved_at: null }));
    const mixed = { ...base, comments: [comments[0], { ...comments[1], policies: { resolve: false } }] };
    const html = raw(createElement(CommentList, { comments: mixed.comments, onResolve: () => {} }));
    expect(text(html).match(/Resolve/g)).toHaveLength(1);
  });

  it("no assignment controls without the policy", () => {
    const html = raw(createElement(WorkflowManager, { organizationId: "org1", reportId: "r1", sections: [] }), (c) =>
      c.setQueryData(reportKeys.workflow("org1", "r1"), workflow({ policies: { assign: false, comment: true } })),
    );
    expect(text(html)).not.toContain("Save assignment");
  });
});
