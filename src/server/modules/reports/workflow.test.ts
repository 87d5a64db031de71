/** The editorial workflow end to end (spec 2 §2.8, §3.7, §3.8, §4, §7): who advances and rejects, the status it gives, comments, notices, the published job. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { job, notification, report, reportEvent } from "../../db/schema/index.ts";
import { reportsWorld, type ReportsWorld } from "../../../../tests/support/reports.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { type TReportInstance, type TWorkflow } from "../../../contracts/reports.ts";
import { EVENT_QUEUE } from "../../events/bus.ts";
import { DISTRIBUTION_ON_PUBLISHED } from "./distribution/index.ts";
import { drain } from "../../jobs/testing.ts";

let w: ReportsWorld;
let tpl: Awaited<ReturnType<ReportsWorld["template"]>>;
beforeAll(async () => {
  w = await reportsWorld();
  tpl = await w.template(["executive_summary", "text"], "Workflow template");
});
afterAll(async () => w?.app.cleanup());

const act = (who: string, body: Record<string, unknown>, r: TReportInstance) => w.call(who, "POST", "/api/reports/workflow", { reportId: r.id, organizationId: w.org, ...body });
const flow = async (who: string, r: TReportInstance) => (await w.call(who, "GET", `/api/reports/workflow?reportId=${r.id}&organizationId=${w.org}`)).json() as TWorkflow;
const step = (wf: TWorkflow, type: string) => wf.workflow_steps.find((s) => s.step_type === type)!;
const statusOf = async (r: TReportInstance) => (await w.call("admin", "GET", `/api/reports/${r.id}?organizationId=${w.org}`)).json().reportInstance.status as string;
/** A member's notices, once the event deliveries that write them (the notifications module's subscribers) have run. */
const noticesOf = async (userId: string) => {
  await drain(w.app.deps.jobs, { queues: [EVENT_QUEUE] });
  return w.app.deps.database.db
    .select()
    .from(notification)
    .where(and(eq(notification.userId, userId), eq(notification.organizationId, w.org)));
};
/** The deliveries of report.published to distribution (one job each, enqueued with the step's transaction). */
const publishedJobs = async (reportId: string) => {
  const rows = await w.app.deps.database.db.select().from(job).where(eq(job.queue, EVENT_QUEUE));
  type Delivery = { subscriber: string; event: { type: string; reportId?: string; organizationId: string } };
  const mine = rows.filter((j) => (j.payload as Delivery).subscriber === DISTRIBUTION_ON_PUBLISHED && (j.payload as Delivery).event.reportId === reportId);
  for (const j of mine) expect((j.payload as Delivery).event).toMatchObject({ type: "report.published", organizationId: w.org, reportId });
  for (const j of mine) expect(j.organizationId).toBe(w.org);
  return { mine: mine.length };
};

describe("advancing and rejecting", () => {
  it("runs draft → review → approval → publish: assignees only, no reject on draft, reject reopens the draft, publish enqueues one job", async () => {
    const r = await w.report(tpl.id, { title: "Workflow Q1" });
    let wf = await flow("admin", r);
    expect(step(wf, "draft")).toMatchObject({ status: "in_progress", can_advance: true, can_reject: false });
    expect(wf.policies).toEqual({ assign: true, comment: true });
    expect((await flow("riley", r)).workflow_steps.every((s) => !s.can_advance && !s.can_reject)).toBe(true);

    // the manager reviews
    const assign = await act("admin", { action: "assign_step", stepId: step(wf, "review").id, assigneeId: w.userId.manager, dueDate: "2026-03-01" }, r);
    expect(assign.statusCode, assign.body).toBe(200);
    expect(step(assign.json(), "review")).toMatchObject({ assignee: { id: w.userId.manager, full_name: "Morgan Manager" }, due_date: "2026-03-01", status: "pending" });
    // pending: nobody was told yet
    expect((await noticesOf(w.userId.manager)).filter((n) => n.kind === "report.step_assigned")).toHaveLength(0);

    // only the draft's assignee advances it; the draft is never rejected
    expect((await act("riley", { action: "advance_step", stepId: step(wf, "draft").id }, r)).statusCode).toBe(403);
    const rejectDraft = await act("admin", { action: "reject_step", stepId: step(wf, "draft").id }, r);
    expect(rejectDraft.statusCode).toBe(422);
    const adv = await act("admin", { action: "advance_step", stepId: step(wf, "draft").id, notes: "Ready" }, r);
    expect(adv.statusCode, adv.body).toBe(200);
    wf = adv.json();
    expect(wf.report_status).toBe("review");
    expect(step(wf, "draft")).toMatchObject({ status: "completed", notes: "Ready" });
    expect(step(wf, "draft").completed_at).not.toBeNull();
    expect(step(wf, "review").status).toBe("in_progress");
    expect(await statusOf(r)).toBe("review");
    const told = (await noticesOf(w.userId.manager)).filter((n) => n.kind === "report.step_assigned");
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ data: { reportTitle: "Workflow Q1", stepName: "Review", actorName: "Avery Admin" }, link: `/dashboard/reports/view/${r.id}` });
    const mail = (await w.app.deps.mailer.recent(50)).find((m) => m.to === "manager@demo.facetwise.test" && m.subject.includes("Workflow Q1"));
    expect(mail?.subject).toBe("Workflow Q1: the Review step is yours");
    const bell = (await w.call("manager", "GET", "/api/notifications")).json();
    expect(bell.notifications.some((n: { kind: string; data: { reportTitle?: string } }) => n.kind === "report.step_assigned" && n.data.reportTitle === "Workflow Q1")).toBe(true);

    // the review is the manager's: the admin may not decide it; a completed step cannot be advanced again
    expect((await act("admin", { action: "advance_step", stepId: step(wf, "review").id }, r)).statusCode).toBe(403);
    expect((await act("admin", { action: "advance_step", stepId: step(wf, "draft").id }, r)).statusCode).toBe(409);

    // the manager rejects with a reason: back to draft, the author is told
    const rej = await act("manager", { action: "reject_step", stepId: step(wf, "review").id, notes: "Numbers need a source" }, r);
    expect(rej.statusCode, rej.body).toBe(200);
    wf = rej.json();
    expect(wf.report_status).toBe("draft");
    expect(wf.workflow_steps.map((s) => s.status)).toEqual(["in_progress", "rejected", "pending", "pending"]);
    expect(step(wf, "review").notes).toBe("Numbers need a source");
    expect(await statusOf(r)).toBe("draft");
    const rejected = (await noticesOf(w.userId.admin)).filter((n) => n.kind === "report.rejected");
    expect(rejected).toHaveLength(1);
    expect(rejected[0].data).toMatchObject({ reportTitle: "Workflow Q1", stepName: "Review", actorName: "Morgan Manager" });
    const back = (await w.app.deps.mailer.recent(50)).filter((m) => m.to === "admin@demo.facetwise.test" && m.subject === "Workflow Q1 was sent back to draft");
    expect(back).toHaveLength(1);
    expect(back[0].text).toContain("Numbers need a source");
    expect(back[0].links).toContain(new URL(`/dashboard/reports/view/${r.id}`, w.app.deps.baseURL).toString());

    // again: draft → review (the manager is told a second time) → approval and publish, unassigned: anyone
    wf = (await act("admin", { action: "advance_step", stepId: step(wf, "draft").id }, r)).json();
    expect(wf.report_status).toBe("review");
    expect((await noticesOf(w.userId.manager)).filter((n) => n.kind === "report.step_assigned")).toHaveLength(2);
    wf = (await act("manager", { action: "advance_step", stepId: step(wf, "review").id }, r)).json();
    expect(wf.report_status).toBe("review");
    expect(step(await flow("riley", r), "approval")).toMatchObject({ status: "in_progress", can_advance: true, can_reject: true });
    wf = (await act("riley", { action: "advance_step", stepId: step(wf, "approval").id }, r)).json();
    expect(wf.report_status).toBe("approved");
    expect(await statusOf(r)).toBe("approved");
    expect((await publishedJobs(r.id)).mine).toBe(0);
    wf = (await act("sam", { action: "advance_step", stepId: step(wf, "publish").id }, r)).json();
    expect(wf.report_status).toBe("published");
    expect(wf.workflow_steps.every((s) => s.status === "completed")).toBe(true);
    expect(await statusOf(r)).toBe("published");
    const [row] = await w.app.deps.database.db.select().from(report).where(eq(report.id, r.id));
    expect(row.publishedAt).not.toBeNull();
    expect((await publishedJobs(r.id)).mine).toBe(1);
    const published = await w.app.deps.database.db
      .select()
      .from(reportEvent)
      .where(and(eq(reportEvent.reportId, r.id), eq(reportEvent.kind, "published")));
    expect(published).toHaveLength(1);
    // nothing left to decide
    expect((await act("sam", { action: "advance_step", stepId: step(wf, "publish").id }, r)).statusCode).toBe(409);
    expect((await publishedJobs(r.id)).mine).toBe(1);
  });

  it("assigning the step in progress tells the new assignee; assignees are members; plain members do not assign", async () => {
    const r = await w.report(tpl.id, { title: "Assign me" });
    const wf = await flow("admin", r);
    const draft = step(wf, "draft");
    const res = await act("manager", { action: "assign_step", stepId: draft.id, assigneeId: w.userId.sam, dueDate: null }, r);
    expect(res.statusCode, res.body).toBe(200);
    const told = (await noticesOf(w.userId.sam)).filter((n) => n.kind === "report.step_assigned" && (n.data as { reportTitle?: string }).reportTitle === "Assign me");
    expect(told).toHaveLength(1);
    expect(step(res.json(), "draft").can_advance).toBe(false);
    expect(step(await flow("sam", r), "draft").can_advance).toBe(true);

    const stranger = await buildOrganization(w.app, "wf-stranger", ["user"]);
    expect((await act("admin", { action: "assign_step", stepId: draft.id, assigneeId: stranger.byRole("user").id, dueDate: null }, r)).statusCode).toBe(422);
    expect((await act("riley", { action: "assign_step", stepId: draft.id, assigneeId: w.userId.riley, dueDate: null }, r)).statusCode).toBe(403);
    expect((await act("admin", { action: "assign_step", stepId: "missing", assigneeId: null, dueDate: null }, r)).statusCode).toBe(404);
    expect((await act("admin", { action: "advance_step", stepId: "missing" }, r)).statusCode).toBe(404);
  });
});

describe("comments", () => {
  it("anchors comments to the report's sections, and resolves once with who and when", async () => {
    const r = await w.report(tpl.id);
    const sectionId = tpl.sections[1].id;
    const added = await act("riley", { action: "add_comment", sectionId, commentText: "  Cite the survey  ", commentType: "suggestion" }, r);
    expect(added.statusCode, added.body).toBe(200);
    const c = (added.json() as TWorkflow).comments[0];
    expect(c).toMatchObject({
      section_id: sectionId,
      comment_text: "Cite the survey",
      comment_type: "suggestion",
      user: { full_name: "Riley Chen" },
      is_resolved: false,
      resolved_by_user: null,
    });
    expect((await act("riley", { action: "add_comment", sectionId: "not-a-section", commentText: "x" }, r)).statusCode).toBe(422);
    expect((await act("riley", { action: "add_comment", commentText: "   " }, r)).statusCode).toBe(400);
    const general = (await act("sam", { action: "add_comment", sectionId: null, commentText: "General remark" }, r)).json() as TWorkflow;
    expect(general.comments.map((x) => [x.comment_text, x.section_id, x.comment_type])).toEqual([
      ["Cite the survey", sectionId, "suggestion"],
      ["General remark", null, "general"],
    ]);

    const resolved = (await act("manager", { action: "resolve_comment", commentId: c.id }, r)).json() as TWorkflow;
    const rc = resolved.comments.find((x) => x.id === c.id)!;
    expect(rc).toMatchObject({ is_resolved: true, resolved_by_user: { full_name: "Morgan Manager" } });
    expect(Date.parse(rc.resolved_at!)).toBeGreaterThan(Date.parse(c.created_at) - 1);
    // resolving twice (here by the comment's author) changes nothing; someone else's comment is not sam's to resolve
    expect((await act("sam", { action: "resolve_comment", commentId: c.id }, r)).statusCode).toBe(403);
    const twice = await act("riley", { action: "resolve_comment", commentId: c.id }, r);
    expect(twice.statusCode).toBe(200);
    expect((twice.json() as TWorkflow).comments.find((x) => x.id === c.id)).toEqual(rc);
    expect((await act("sam", { action: "resolve_comment", commentId: "missing" }, r)).statusCode).toBe(404);
  });
});
