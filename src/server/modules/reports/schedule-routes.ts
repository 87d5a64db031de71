/** Routes of scheduled reports and the History (spec 2 §2.10), and the sweep and run workers. */
import {
  ZCreateSchedule,
  ZOrgOnly,
  ZRunEnvelope,
  ZRunList,
  ZRunParams,
  ZRunsQuery,
  ZScheduleEnvelope,
  ZScheduleList,
  ZScheduleParams,
  ZUpdateSchedule,
} from "../../../contracts/report-schedules.ts";
import type { ModuleContext } from "../module.ts";
import { SCHEDULE_RUN_QUEUE, SCHEDULE_TICK_QUEUE, ScheduleService, type RunPorts, type ScheduleRunJob } from "./schedule-service.ts";
import { sendAsDownload } from "../../http/content-disposition.ts";
import { readerLang } from "../../i18n/request-locale.ts";

export async function registerSchedules({ core, route }: Pick<ModuleContext, "core" | "route">, ports: RunPorts): Promise<ScheduleService> {
  const svc = new ScheduleService({ db: core.database.db, jobs: core.jobs, ports });
  const tags = ["reports"];
  const member = { access: "member", allow: "organization.read", tags } as const;

  // every minute: the due ticks of every organization's schedules (persisted; idempotent across processes)
  await core.jobs.schedule(SCHEDULE_TICK_QUEUE, "* * * * *", { tz: "UTC", retryLimit: 0 });
  core.jobs.work(SCHEDULE_TICK_QUEUE, async () => void (await svc.tick()));
  core.jobs.work<ScheduleRunJob>(SCHEDULE_RUN_QUEUE, async (job) => svc.work(job.payload), { concurrency: 2 });

  route(
    { ...member, method: "GET", url: "/api/reports/schedules", summary: "Scheduled reports (admins and managers)", query: ZOrgOnly, response: ZScheduleList },
    async ({ actor }) => svc.list(actor),
  );
  route(
    {
      ...member,
      method: "POST",
      url: "/api/reports/schedules",
      summary: "Schedule a template's report (a preset or cron, in a time zone)",
      body: ZCreateSchedule,
      response: ZScheduleEnvelope,
      status: 201,
      idempotent: true,
    },
    async ({ actor, body }) => ({ schedule: await svc.create(actor, body) }),
  );
  route(
    {
      ...member,
      method: "PUT",
      url: "/api/reports/schedules/:scheduleId",
      summary: "Pause or resume a scheduled report",
      params: ZScheduleParams,
      body: ZUpdateSchedule,
      response: ZScheduleEnvelope,
    },
    async ({ actor, params, body }) => ({ schedule: await svc.setEnabled(actor, params.scheduleId, body.enabled) }),
  );
  route(
    { ...member, method: "DELETE", url: "/api/reports/schedules/:scheduleId", summary: "Delete a scheduled report", params: ZScheduleParams, query: ZOrgOnly, response: "empty" },
    async ({ actor, params }) => {
      await svc.remove(actor, params.scheduleId);
    },
  );
  route(
    {
      ...member,
      method: "POST",
      url: "/api/reports/schedules/:scheduleId/run",
      summary: "Run a scheduled report now",
      params: ZScheduleParams,
      body: ZOrgOnly,
      response: ZRunEnvelope,
      status: 201,
      idempotent: true,
    },
    async ({ actor, params }) => ({ run: await svc.runNow(actor, params.scheduleId) }),
  );
  route({ ...member, method: "GET", url: "/api/reports/runs", summary: "Report generation history", query: ZRunsQuery, response: ZRunList }, async ({ actor, query }) => ({
    runs: await svc.runs(actor, query.status, query.limit),
  }));
  route(
    { ...member, method: "POST", url: "/api/reports/runs/:runId/retry", summary: "Retry a failed scheduled run", params: ZRunParams, body: ZOrgOnly, response: ZRunEnvelope },
    async ({ actor, params }) => ({ run: await svc.retry(actor, params.runId) }),
  );
  route(
    {
      ...member,
      method: "POST",
      url: "/api/reports/runs/:runId/resend",
      summary: "Send a run's report to its recipients again",
      params: ZRunParams,
      body: ZOrgOnly,
      response: ZRunEnvelope,
    },
    async ({ actor, params }) => ({ run: await svc.resend(actor, params.runId) }),
  );
  route(
    { ...member, method: "GET", url: "/api/reports/runs/:runId/download", summary: "Download a run's report as a PDF", params: ZRunParams, query: ZOrgOnly, response: "pdf" },
    async ({ actor, params, reply, req }) => {
      const reader = await readerLang(core.database.db, actor.userId, req.headers["accept-language"], core.config.env !== "production");
      const pdf = await svc.download(actor, params.runId, reader);
      sendAsDownload(reply, "application/pdf", pdf.filename);
      return pdf.bytes;
    },
  );
  return svc;
}
