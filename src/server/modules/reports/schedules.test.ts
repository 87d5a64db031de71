/**
 * Scheduled reports and the History (spec 2 §2.10, §3.5, §5, §6) through the API and the job queue: a weekly
 * schedule in Europe/Berlin keeps 08:00 local across the change to summer time, each tick runs once however often
 * the sweep looks, a run makes the report for the week before and emails it as a PDF to a local SMTP server, a
 * failed run is retried from the History reusing what it made, and Download gives the PDF. The app works no jobs
 * itself: the test drives a queue on its database with a clock it moves.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { localSmtp, mimeParts } from "../../../../tests/support/local-smtp.ts";
import { report, reportSchedule } from "../../db/schema/index.ts";
import { createJobQueue, type JobQueue } from "../../jobs/queue.ts";
import { capturingLogger, manualClock } from "../../jobs/testing.ts";
import { buildServices } from "../services.ts";
import { pseudoString } from "../../i18n/pseudo.ts";
import { pdfWords } from "../../pdf/kit/words.ts";
import { pdfToText } from "../../../../tests/support/file-readers.ts";
import type { TRun, TSchedule } from "../../../contracts/report-schedules.ts";
import type { TReportInstance } from "../../../contracts/reports.ts";
import { createDeliveries } from "./distribution/index.ts";
import { registerDeliveryWorkers } from "./distribution/delivery.ts";
import { ReportGenerator } from "./generation.ts";
import { reportPdf } from "./report-files.ts";
import { ReportInstanceService } from "./report-service.ts";
import { SCHEDULE_RUN_QUEUE, ScheduleService, type RunPorts, type ScheduleRunJob } from "./schedule-service.ts";

let app: TestApp;
let smtp: Awaited<ReturnType<typeof localSmtp>>;
let queue: JobQueue;
let schedules: ScheduleService;
const clock = manualClock(new Date("2026-03-20T12:00:00Z"));
const cookie: Record<string, string> = {};
let org = "";
let templateId = "";
/** Makes the next PDF render fail once (a run that fails after making its report). */
let failNextRender = false;

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (who: string, method: Method, url: string, payload?: object) => app.inject({ method, url, headers: { cookie: cookie[who] }, payload });
const drain = async () => {
  while ((await queue.poll()) > 0) await queue.idle();
};
const runs = async () => (await call("admin", "GET", `/api/reports/runs?organizationId=${org}`)).json().runs as TRun[];

beforeAll(async () => {
  smtp = await localSmtp();
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false", SMTP_URL: smtp.url }, {}, { workJobs: false });
  for (const who of ["admin", "manager", "riley"]) cookie[who] = await signIn(app, `${who}@demo.facetwise.test`);
  org = (await call("admin", "GET", "/api/auth/me")).json().organization.id;
  const sections = [
    { id: "s1", name: "Metrics", type: "metrics_dashboard", order_index: 0, configuration: {}, is_required: true, is_automated: true },
    { id: "s2", name: "Alerts", type: "alerts_warnings", order_index: 1, configuration: {}, is_required: true, is_automated: true },
  ];
  templateId = (await call("manager", "POST", "/api/reports/templates", { organizationId: org, name: "Weekly people", sections })).json().id;

  const { log } = capturingLogger();
  const db = app.deps.database.db;
  queue = createJobQueue({ database: app.deps.database, log, now: clock.now });
  const deliveries = createDeliveries(app.deps, { now: clock.now, log, jobs: queue });
  await registerDeliveryWorkers(queue, deliveries);
  const reports = new ReportInstanceService({ db, generator: new ReportGenerator(buildServices(db)) });
  const ports: RunPorts = {
    createReport: (o, by, spec) => reports.createSystemReport(o, by, spec),
    renderPdf: async (o, r) => {
      if (failNextRender) {
        failNextRender = false;
        throw new Error("The PDF workers are busy");
      }
      return reportPdf(app.deps, o, r);
    },
    deliver: async (o, r, to) => void (await deliveries.toScheduleRun(o, r, to)),
  };
  schedules = new ScheduleService({ db, jobs: queue, ports, now: clock.now });
  queue.work<ScheduleRunJob>(SCHEDULE_RUN_QUEUE, async (job) => schedules.work(job.payload));
});
afterAll(async () => {
  await queue?.stop();
  await app?.cleanup();
  await smtp?.close();
});

/** The local weekday and time of an instant in a zone ("Mon 08:00"). */
const localTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso)).replace(",", "");

let weekly: TSchedule;

describe("scheduled reports", () => {
  it("a manager schedules a template weekly on Mondays at 08:00 Berlin time; the next run is that local time", async () => {
    const r = await call("manager", "POST", "/api/reports/schedules", {
      organizationId: org,
      name: "Weekly people",
      templateId,
      frequency: "weekly",
      timing: { hour: 8, minute: 0, weekday: 1 },
      timeZone: "Europe/Berlin",
      recipients: ["Lead@Example.com", " ", "lead@example.com", "second@example.com"],
    });
    expect(r.statusCode, r.body).toBe(201);
    weekly = r.json().schedule;
    expect(weekly).toMatchObject({ name: "Weekly people", frequency: "weekly", cron: "0 8 * * 1", time_zone: "Europe/Berlin", enabled: true, template: { id: templateId } });
    expect(weekly.recipients).toEqual(["lead@example.com", "second@example.com"]);
    expect(localTime(weekly.next_run!, "Europe/Berlin")).toBe("Mon 08:00");
    expect(new Date(weekly.next_run!).getTime()).toBeGreaterThan(Date.now());
    const list = (await call("admin", "GET", `/api/reports/schedules?organizationId=${org}`)).json();
    expect(list.policies).toEqual({ manage: true });
    expect(list.schedules.map((s: TSchedule) => s.id)).toContain(weekly.id);
  });

  it("refuses a cron running more than hourly, an unknown time zone, a bad address or no recipient (400); a plain member (403) sees none", async () => {
    const base = { organizationId: org, name: "X", templateId, frequency: "daily", timeZone: "UTC", recipients: ["a@example.com"] };
    for (const bad of [
      { ...base, frequency: "custom", cron: "* * * * *" },
      { ...base, frequency: "custom" },
      { ...base, timeZone: "Mars/Olympus" },
      { ...base, recipients: ["not an address"] },
      { ...base, recipients: [] },
    ]) {
      const r = await call("manager", "POST", "/api/reports/schedules", bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call("riley", "POST", "/api/reports/schedules", base)).statusCode).toBe(403);
    // the refusal in the caller's language, from the errors catalog (the domain answers a code)
    const inPseudo = (bad: object) =>
      app.inject({ method: "POST", url: "/api/reports/schedules", headers: { cookie: cookie.manager, "accept-language": "en-XA" }, payload: { ...base, ...bad } });
    const hourly = await inPseudo({ frequency: "custom", cron: "*/5 * * * *" });
    expect(hourly.statusCode).toBe(400);
    expect(hourly.json().message).toBe(pseudoString("Give one minute of the hour (a report runs at most once an hour)"));
    expect((await inPseudo({ frequency: "custom", cron: "0 8 * *" })).json().message).toBe(pseudoString("Use five cron fields: minute hour day-of-month month weekday"));
    const zone = (await inPseudo({ timeZone: "Mars/Olympus" })).json().message as string;
    expect(zone).toContain("Mars/Olympus");
    expect(zone).not.toContain("Unknown time zone");
    expect((await call("riley", "GET", `/api/reports/schedules?organizationId=${org}`)).json()).toEqual({ schedules: [], policies: { manage: false } });
  });

  it("keeps 08:00 local across the change to summer time, and claims each tick once however often the sweep runs", async () => {
    const db = app.deps.database.db;
    // the Monday before the change (29 March 2026): 08:00 CET is 07:00 UTC
    await db
      .update(reportSchedule)
      .set({ nextRunAt: new Date("2026-03-23T07:00:00Z") })
      .where(eq(reportSchedule.id, weekly.id));
    clock.set(new Date("2026-03-23T06:59:00Z"));
    expect(await schedules.tick()).toBe(0);
    clock.set(new Date("2026-03-23T07:00:20Z"));
    const [first, second] = await Promise.all([schedules.tick(), schedules.tick()]);
    expect(first + second).toBe(1);
    expect(await schedules.tick()).toBe(0);
    const [row] = await db.select().from(reportSchedule).where(eq(reportSchedule.id, weekly.id));
    // the Monday after the change: 08:00 CEST is 06:00 UTC
    expect(row.nextRunAt?.toISOString()).toBe("2026-03-30T06:00:00.000Z");
    expect((await runs()).filter((r) => r.schedule_id === weekly.id)).toHaveLength(1);
  });

  it("a run makes the report for the week before and emails it as a PDF to each recipient once", async () => {
    const before = smtp.messages.length;
    await drain();
    const run = (await runs()).find((r) => r.schedule_id === weekly.id)!;
    expect(run).toMatchObject({
      status: "completed",
      type: "scheduled",
      recipients: ["lead@example.com", "second@example.com"],
      can_download: true,
      can_resend: true,
      error: null,
    });
    expect(run.size).toBeGreaterThan(0);
    expect(run.processing_time).not.toBeNull();
    expect(run.generated_at).toBe("2026-03-23T07:00:00.000Z");
    const made = (await call("admin", "GET", `/api/reports/${run.report_id}?organizationId=${org}`)).json().reportInstance as TReportInstance;
    expect(made).toMatchObject({ title: "Weekly people · 2026-03-16 – 2026-03-22", report_period_start: "2026-03-16", report_period_end: "2026-03-22" });
    expect(made.generated_at).not.toBeNull();
    const sent = smtp.messages.slice(before);
    expect(sent.map((m) => m.to[0]).sort()).toEqual(["lead@example.com", "second@example.com"]);
    // recipients without an account read the attachment on the schedule's time zone (English, their saved language unknown)
    const generated = pdfWords({ locale: "en", timeZone: "Europe/Berlin" }).dateTime(made.generated_at!);
    expect(generated).toMatch(/GMT\+[12]/);
    for (const m of sent) {
      const pdf = mimeParts(m.raw).find((p) => (p.headers["content-type"] ?? "").includes("application/pdf"));
      expect(pdf?.body.subarray(0, 4).toString()).toBe("%PDF");
      expect(pdfToText(pdf!.body).replace(/\s+/g, " ")).toContain(generated);
    }
    const file = await call("riley", "GET", `/api/reports/runs/${run.id}/download?organizationId=${org}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("application/pdf");
    expect(file.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
    expect(pdfToText(file.rawPayload)).not.toMatch(/[áéíóú]/);
    // the History's download is in the downloader's language (here the pseudo-locale's accented catalog words)
    const pseudo = await app.inject({
      method: "GET",
      url: `/api/reports/runs/${run.id}/download?organizationId=${org}`,
      headers: { cookie: cookie.riley, "accept-language": "en-XA" },
    });
    expect(pseudo.statusCode).toBe(200);
    expect(pdfToText(pseudo.rawPayload)).toMatch(/[áéíóú]/);
    // History is readable by every member; only admins and managers resend or retry
    const seen = (await call("riley", "GET", `/api/reports/runs?organizationId=${org}`)).json().runs as TRun[];
    expect(seen.find((r) => r.id === run.id)).toMatchObject({ can_download: true, can_resend: false, can_retry: false });
  });

  it("a run that fails after making its report is marked failed with the error, and Retry finishes it with the same report", async () => {
    const db = app.deps.database.db;
    const reportsBefore = (await db.select({ id: report.id }).from(report).where(eq(report.organizationId, org))).length;
    failNextRender = true;
    clock.set(new Date("2026-03-30T06:00:30Z"));
    expect(await schedules.tick()).toBe(1);
    await drain();
    const failed = (await runs()).find((r) => r.schedule_id === weekly.id && r.status === "failed")!;
    expect(failed).toMatchObject({ error: "The PDF workers are busy", can_retry: true, can_download: false });
    expect(failed.report_id).not.toBeNull();
    expect((await call("riley", "POST", `/api/reports/runs/${failed.id}/retry`, { organizationId: org })).statusCode).toBe(403);
    const retried = await call("manager", "POST", `/api/reports/runs/${failed.id}/retry`, { organizationId: org });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().run.status).toBe("processing");
    clock.set(new Date());
    await drain();
    const done = (await runs()).find((r) => r.id === failed.id)!;
    expect(done).toMatchObject({ status: "completed", report_id: failed.report_id, error: null });
    // the retry reused the report the failed attempt made
    expect((await db.select({ id: report.id }).from(report).where(eq(report.organizationId, org))).length).toBe(reportsBefore + 1);
    const again = await call("manager", "POST", `/api/reports/runs/${done.id}/retry`, { organizationId: org });
    expect(again.statusCode).toBe(409);
  });

  it("Resend delivers a completed run's report to its recipients again", async () => {
    const run = (await runs()).find((r) => r.schedule_id === weekly.id && r.status === "completed")!;
    const before = smtp.countFor("lead@example.com");
    const r = await call("admin", "POST", `/api/reports/runs/${run.id}/resend`, { organizationId: org });
    expect(r.statusCode, r.body).toBe(200);
    // the app's own queue wrote the job at its time: the test clock catches up before working it
    clock.set(new Date());
    await drain();
    expect(smtp.countFor("lead@example.com")).toBe(before + 1);
  });

  it("pauses (no next run, no tick) and resumes from now; Run now queues a run; delete with the schedule's id", async () => {
    const paused = await call("manager", "PUT", `/api/reports/schedules/${weekly.id}`, { organizationId: org, enabled: false });
    expect(paused.json().schedule).toMatchObject({ enabled: false, next_run: null });
    clock.set(new Date("2026-04-06T06:00:30Z"));
    expect(await schedules.tick()).toBe(0);
    const resumed = (await call("manager", "PUT", `/api/reports/schedules/${weekly.id}`, { organizationId: org, enabled: true })).json().schedule as TSchedule;
    expect(resumed.enabled).toBe(true);
    expect(new Date(resumed.next_run!).getTime()).toBeGreaterThan(Date.now());
    expect(localTime(resumed.next_run!, "Europe/Berlin")).toBe("Mon 08:00");
    const now = await call("manager", "POST", `/api/reports/schedules/${weekly.id}/run`, { organizationId: org });
    expect(now.statusCode, now.body).toBe(201);
    expect(now.json().run).toMatchObject({ status: "processing", schedule_id: weekly.id });
    expect((await call("riley", "DELETE", `/api/reports/schedules/${weekly.id}?organizationId=${org}`)).statusCode).toBe(403);
    expect((await call("manager", "DELETE", `/api/reports/schedules/${weekly.id}?organizationId=${org}`)).statusCode).toBe(204);
    expect((await call("manager", "DELETE", `/api/reports/schedules/${weekly.id}?organizationId=${org}`)).statusCode).toBe(404);
    // the queued run finds its schedule gone and says so
    clock.set(new Date());
    await drain();
    const last = (await runs()).find((r) => r.id === now.json().run.id)!;
    expect(last).toMatchObject({ status: "failed", error: "The schedule was deleted" });
  });
});
