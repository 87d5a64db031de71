/**
 * Report periods are real calendar days within the supported years and at most a year long, refused at the
 * door (400 naming the field and the bound) before anything is generated or stored; every accepted period
 * reads back through GET and a share link; a stored report the contracts could not show (written before these
 * bounds) still reads back, and regenerating it is refused with the bound.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { report } from "../../db/schema/index.ts";
import { insertReport, reportsWorld, type ReportsWorld } from "../../../../tests/support/reports.ts";
import { MAX_REPORT_PERIOD_DAYS, shiftDay } from "../../../domain/calendar.ts";
import type { TReportInstance } from "../../../contracts/reports.ts";

let w: ReportsWorld;
let tpl: Awaited<ReturnType<ReportsWorld["template"]>>;
beforeAll(async () => {
  w = await reportsWorld();
  tpl = await w.template(
    ["executive_summary", "metrics_dashboard", "trend_analysis", "performance_insights", "alerts_warnings", "user_activity", "assessment_summary", "recommendations", "text"],
    "Every section",
  );
});
afterAll(async () => w?.app.cleanup());

const create = (start: string, end: string, who = "admin") =>
  w.call(who, "POST", "/api/reports", { organizationId: w.org, templateId: tpl.id, title: "Bounds", reportPeriodStart: start, reportPeriodEnd: end, autoGenerate: true });
const reportCount = async () => (await w.call("admin", "GET", `/api/reports?organizationId=${w.org}&limit=1`)).json().all as number;

async function readsBack(id: string) {
  const got = await w.call("admin", "GET", `/api/reports/${id}?organizationId=${w.org}`);
  expect(got.statusCode, got.body.slice(0, 300)).toBe(200);
  const link = await w.call("admin", "POST", `/api/reports/${id}/share-links`, { organizationId: w.org });
  expect(link.statusCode, link.body.slice(0, 300)).toBe(201);
  const token = new URL(link.json().url, "http://x").pathname.split("/").pop()!;
  const shared = await w.call(null, "GET", `/api/shared/reports/${token}`);
  expect(shared.statusCode, shared.body.slice(0, 300)).toBe(200);
  return got.json().reportInstance as TReportInstance;
}

describe("report periods at the door", () => {
  it.each([
    ["2026-02-30", "2026-03-05", "reportPeriodStart", "not a date on the calendar"],
    ["2026-00-00", "2026-03-05", "reportPeriodStart", "not a date on the calendar"],
    ["0000-01-01", "2026-03-05", "reportPeriodStart", "between 2000-01-01 and 2099-12-31"],
    ["0001-01-01", "2026-03-05", "reportPeriodStart", "between 2000-01-01 and 2099-12-31"],
    ["9999-12-31", "9999-12-31", "reportPeriodStart", "between 2000-01-01 and 2099-12-31"],
    ["2026-01-01", "2026-02-29", "reportPeriodEnd", "not a date on the calendar"],
    ["1969-12-31", "2026-11-27", "reportPeriodStart", "between 2000-01-01 and 2099-12-31"],
    ["2020-01-01", "2026-11-27", "reportPeriodEnd", `A report period is at most ${MAX_REPORT_PERIOD_DAYS} days`],
    ["2026-03-05", "2026-03-04", "reportPeriodEnd", "cannot end before it starts"],
  ])("%s – %s is a 400 naming %s, and nothing is stored", async (start, end, field, words) => {
    const before = await reportCount();
    const res = await create(start, end);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.message).toContain(field);
    expect(body.message).toContain(words);
    expect(await reportCount()).toBe(before);
  });

  it("a period of the longest length is generated, and reads back through GET and a share link", async () => {
    const end = "2026-11-27";
    const start = shiftDay(end, -(MAX_REPORT_PERIOD_DAYS - 1));
    const res = await create(start, end);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const r = await readsBack(res.json().reportInstance.id);
    expect([r.report_period_start, r.report_period_end]).toEqual([start, end]);
    const chart = Object.values(r.content.sections).find((s) => s.chart_data)?.chart_data;
    expect(chart?.points).toHaveLength(MAX_REPORT_PERIOD_DAYS);
    // and one day over is refused
    const over = await create(shiftDay(start, -1), end);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain(`at most ${MAX_REPORT_PERIOD_DAYS} days`);
  });

  it("leap days, the first and the last supported days are accepted and read back", async () => {
    for (const [start, end] of [
      ["2024-02-29", "2024-02-29"],
      ["2000-01-01", "2000-01-07"],
      ["2099-12-25", "2099-12-31"],
    ]) {
      const res = await create(start, end);
      expect(res.statusCode, `${start} ${res.body.slice(0, 300)}`).toBe(201);
      await readsBack(res.json().reportInstance.id);
    }
  });

  it("the list's since and a step's due date are calendar days too", async () => {
    for (const since of ["0000-01-01", "2026-02-30", "2026-00-00", "9999-12-31"]) {
      const res = await w.call("admin", "GET", `/api/reports?organizationId=${w.org}&since=${since}`);
      expect(res.statusCode, since).toBe(400);
      expect(res.json().message).toContain("since");
    }
    expect((await w.call("admin", "GET", `/api/reports?organizationId=${w.org}&since=2026-01-01`)).statusCode).toBe(200);
    const r = await create("2026-01-05", "2026-01-11");
    const id = r.json().reportInstance.id as string;
    const wf = (await w.call("admin", "GET", `/api/reports/workflow?reportId=${id}&organizationId=${w.org}`)).json();
    const step = wf.workflow_steps[1].id as string;
    const assign = (dueDate: string) =>
      w.call("admin", "POST", "/api/reports/workflow", { action: "assign_step", reportId: id, organizationId: w.org, stepId: step, assigneeId: null, dueDate });
    expect((await assign("2026-02-30")).statusCode).toBe(400);
    expect((await assign("0000-01-01")).statusCode).toBe(400);
    expect((await assign("2026-12-01")).statusCode).toBe(200);
  });
});

describe("reports stored before the bounds", () => {
  it("a stored report with a decades-long period and a chart the contract cannot show reads back; regenerating it names the bound", async () => {
    const id = await insertReport(w.app, {
      organizationId: w.org,
      templateId: tpl.id,
      title: "Old long report",
      status: "draft",
      periodStart: "1969-12-31",
      periodEnd: "2026-11-27",
    });
    const points = Array.from({ length: 20_786 }, (_, i) => ({ date: shiftDay("2000-01-01", i % 3000), started: i % 7, completed: i % 5 }));
    const sections = {
      dash: {
        id: "dash",
        type: "metrics_dashboard",
        title: "Dashboard",
        order_index: 0,
        generated_at: new Date().toISOString(),
        auto_generated: true,
        period: { start: "1969-12-31", end: "2026-11-27" },
        chart_data: { type: "line" as const, series: ["started", "completed"], points },
      },
    };
    await w.app.deps.database.db.update(report).set({ content: { sections } }).where(eq(report.id, id));
    const r = await readsBack(id);
    const chart = r.content.sections.dash.chart_data!;
    expect(chart.points.length).toBeGreaterThan(0);
    expect(chart.points.length).toBeLessThanOrEqual(2000);
    // the buckets keep the totals
    const total = (xs: { started?: unknown }[]) => xs.reduce((a, p) => a + Number(p.started ?? 0), 0);
    expect(total(chart.points)).toBe(total(points));
    const regen = await w.call("admin", "POST", "/api/reports/generate", { reportId: id, organizationId: w.org, force: true });
    expect(regen.statusCode, regen.body).toBeGreaterThanOrEqual(400);
    expect(regen.statusCode).toBeLessThan(500);
    expect(regen.json().message).toContain("2000-01-01");
  });

  it("a stored report whose period is not a real date reads back, and regenerating it is a 4xx", async () => {
    const id = await insertReport(w.app, { organizationId: w.org, templateId: tpl.id, title: "Far future", status: "draft", periodStart: "9999-12-31", periodEnd: "9999-12-31" });
    await readsBack(id);
    const regen = await w.call("admin", "POST", "/api/reports/generate", { reportId: id, organizationId: w.org, force: true });
    expect(regen.statusCode, regen.body).toBe(422);
  });
});
