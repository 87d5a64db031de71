/** Report, list and workflow values for the reports feature's tests (the contracts' shapes, parsed to be sure). */
import { ZReportInstance, ZReportSummary, ZWorkflow, type TReportInstance, type TReportSection, type TReportSummary, type TWorkflow } from "../../../contracts/reports.ts";

export function section(over: Partial<TReportSection> & Pick<TReportSection, "id" | "type">): TReportSection {
  return { title: over.id, order_index: 0, generated_at: "2025-03-02T09:30:00.000Z", auto_generated: true, ...over };
}

export function report(over: Partial<TReportInstance> = {}): TReportInstance {
  return ZReportInstance.parse({
    id: "r1",
    title: "Week 9 people report",
    status: "review",
    priority: "high",
    type: "weekly",
    tags: ["board", "q1"],
    report_period_start: "2025-02-22",
    report_period_end: "2025-02-28",
    created_at: "2025-03-01T08:00:00.000Z",
    updated_at: "2025-03-02T08:00:00.000Z",
    generated_at: "2025-03-01T08:05:00.000Z",
    version: 3,
    template: { id: "t1", name: "Leadership weekly", template_type: "weekly" },
    created_by_user: { id: "u1", full_name: "Ada Lovelace" },
    content: {
      sections: {
        s1: section({ id: "s1", type: "executive_summary", title: "Executive Summary", order_index: 0, narrative: "Completion rose.", key_metrics: { completion_rate: 81.25 } }),
        s2: section({ id: "s2", type: "text", title: "Notes", order_index: 1, generated_at: null, auto_generated: false, content: "First line\nSecond line" }),
      },
    },
    analytics: { views: 12, downloads: 3, shares: 2, avgReadTime: 125 },
    rating: { average: 4.5, count: 2, mine: null },
    exportFormats: ["pdf", "html", "json"],
    policies: { edit: true, delete: true, generate: true, share: true },
    ...over,
  });
}

export function summary(over: Partial<TReportSummary> = {}): TReportSummary {
  const { content: _content, ...rest } = report();
  return ZReportSummary.parse({ ...rest, excerpt: "Completion rose.", section_count: 2, ...over });
}

export function workflow(over: Partial<TWorkflow> = {}): TWorkflow {
  return ZWorkflow.parse({
    report_status: "review",
    workflow_steps: [
      {
        id: "w1",
        step_name: "Draft",
        step_type: "draft",
        status: "completed",
        assignee: { id: "u1", full_name: "Ada Lovelace" },
        due_date: null,
        completed_at: "2025-03-01T10:00:00.000Z",
        notes: null,
        can_advance: false,
        can_reject: false,
      },
      {
        id: "w2",
        step_name: "Review",
        step_type: "review",
        status: "in_progress",
        assignee: null,
        due_date: "2025-03-05",
        completed_at: null,
        notes: null,
        can_advance: true,
        can_reject: true,
      },
      {
        id: "w3",
        step_name: "Approval",
        step_type: "approval",
        status: "pending",
        assignee: { id: "u2", full_name: "Grace Hopper" },
        due_date: null,
        completed_at: null,
        notes: null,
        can_advance: false,
        can_reject: false,
      },
      {
        id: "w4",
        step_name: "Publish",
        step_type: "publish",
        status: "pending",
        assignee: null,
        due_date: null,
        completed_at: null,
        notes: null,
        can_advance: false,
        can_reject: false,
      },
    ],
    comments: [
      {
        id: "c1",
        user: { id: "u2", full_name: "Grace Hopper" },
        comment_type: "suggestion",
        section_id: "s1",
        comment_text: "Say why completion rose",
        created_at: "2025-03-02T10:00:00.000Z",
        is_resolved: false,
        resolved_by_user: null,
        resolved_at: null,
        policies: { resolve: true },
      },
      {
        id: "c2",
        user: { id: "u1", full_name: "Ada Lovelace" },
        comment_type: "general",
        section_id: null,
        comment_text: "Looks good",
        created_at: "2025-03-02T11:00:00.000Z",
        is_resolved: true,
        resolved_by_user: { full_name: "Grace Hopper" },
        resolved_at: "2025-03-02T12:00:00.000Z",
        policies: { resolve: true },
      },
    ],
    assignable: [
      { id: "u1", full_name: "Ada Lovelace" },
      { id: "u2", full_name: "Grace Hopper" },
    ],
    policies: { assign: true, comment: true },
    ...over,
  });
}
