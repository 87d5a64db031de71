/**
 * Scheduled reports and the History (spec 2 §2.10, §3.5). A schedule is a template generated and delivered on a
 * preset or a cron read in the schedule's own time zone. A sweep every minute claims the due ticks (atomically,
 * so one run per tick however many processes sweep) and queues one run job each; a run makes the report for the
 * period before its local day, renders its PDF and hands the recipients to the delivery queue, and is recorded
 * with its size, processing time and status. History's Retry re-runs a failed run (reusing its report when it got
 * that far); Resend hands a completed run's report to its recipients again.
 */
import type { Db } from "../../db/client.ts";
import type { TenantActor } from "../../auth/tenancy.ts";
import type { JobQueue } from "../../jobs/types.ts";
import { can } from "../../auth/policies/index.ts";
import { AppError, forbidden, notFound, msg, type Msg } from "../../http/errors.ts";
import { assertValidSchedule, nextCronRun } from "../../jobs/timing.ts";
import { customCronProblem, localDay, presetCron, runPeriod, runTitle, type ScheduleFrequency } from "../../../domain/reporting/schedules.ts";
import { isTimeZone } from "../../../domain/calendar.ts";
import { ScheduleEmail, type TCreateSchedule, type TRun, type TSchedule, type TScheduleList } from "../../../contracts/report-schedules.ts";
import * as repo from "./schedule-repo.ts";
import type { ReaderLocale } from "../../pdf/kit/words.ts";

export const SCHEDULE_TICK_QUEUE = "reports.schedule-tick";
export const SCHEDULE_RUN_QUEUE = "reports.schedule-run";
export type ScheduleRunJob = { organizationId: string; runId: string };

/** What a run needs from the rest of reporting (filled in by the module: report creation, the PDF, delivery). */
export type RunPorts = {
  createReport(organizationId: string, createdBy: string | null, input: { templateId: string; title: string; periodStart: string; periodEnd: string }): Promise<string>;
  /** The report as a PDF in a reader's language and time zone (English on UTC when none is given). */
  renderPdf(organizationId: string, reportId: string, reader?: ReaderLocale): Promise<{ filename: string; bytes: Buffer; title: string } | null>;
  /** Queues one delivery per recipient (email addresses, and the list's channels when given). */
  deliver(organizationId: string, reportId: string, to: { recipients: string[]; distributionListId: string | null; scheduleRunId: string }): Promise<void>;
};

const badRequest = (message: Msg) => new AppError(400, "VALIDATION_ERROR", message);
const conflict = (message: Msg) => new AppError(409, "CONFLICT", message);

/** Addresses lower-cased, blanks and repeats dropped; an invalid one is refused with its text. */
function cleanRecipients(list: readonly string[]): string[] {
  const out = new Set<string>();
  for (const raw of list) {
    if (!raw.trim()) continue;
    const r = ScheduleEmail.safeParse(raw);
    if (!r.success) throw badRequest(msg("reports.invalidEmailAddress", { address: raw.trim() }));
    out.add(r.data);
  }
  return [...out];
}

export class ScheduleService {
  constructor(private readonly d: { db: Db; jobs: JobQueue; ports: RunPorts; now?: () => Date }) {}
  private now = () => (this.d.now ? this.d.now() : new Date());

  private present(row: NonNullable<Awaited<ReturnType<typeof repo.findSchedule>>>): TSchedule {
    const s = row.s;
    return {
      id: s.id,
      name: s.name,
      template: s.templateId ? { id: s.templateId, name: row.templateName ?? "" } : null,
      frequency: s.frequency as ScheduleFrequency,
      cron: s.cron,
      time_zone: s.timeZone,
      recipients: s.recipients,
      distribution_list: s.distributionListId ? { id: s.distributionListId, name: row.listName ?? "" } : null,
      enabled: s.enabled,
      next_run: s.enabled && s.nextRunAt ? s.nextRunAt.toISOString() : null,
      last_run: s.lastRunAt?.toISOString() ?? null,
      created_at: s.createdAt.toISOString(),
    };
  }

  private presentRun(actor: TenantActor, row: NonNullable<Awaited<ReturnType<typeof repo.findRun>>>): TRun {
    const r = row.r;
    const manage = can(actor, "reports.schedule");
    return {
      id: r.id,
      name: r.name,
      type: r.kind,
      generated_at: r.startedAt.toISOString(),
      generated_by: row.runner,
      status: r.status as TRun["status"],
      size: r.sizeBytes === null ? null : Math.round((r.sizeBytes / 1_048_576) * 1000) / 1000,
      processing_time: r.processingMs === null ? null : Math.round(r.processingMs / 100) / 10,
      recipients: r.recipients,
      report_id: r.reportId,
      schedule_id: r.scheduleId,
      error: r.error,
      can_download: r.status === "completed" && r.reportId !== null,
      can_resend: manage && r.status === "completed" && r.reportId !== null && r.recipients.length > 0,
      can_retry: manage && r.status === "failed" && r.kind === "scheduled",
    };
  }

  async list(actor: TenantActor): Promise<TScheduleList> {
    const manage = can(actor, "reports.schedule");
    if (!manage) return { schedules: [], policies: { manage } };
    const rows = await repo.listSchedules(this.d.db, actor.organizationId);
    return { schedules: rows.map((r) => this.present(r)), policies: { manage } };
  }

  async create(actor: TenantActor, body: TCreateSchedule): Promise<TSchedule> {
    if (!can(actor, "reports.schedule")) throw forbidden(msg("reports.onlyAdminsManagersScheduleReports"));
    if (!(await repo.templateExists(this.d.db, actor.organizationId, body.templateId))) throw notFound("Template");
    if (body.distributionListId && !(await repo.listExists(this.d.db, actor.organizationId, body.distributionListId))) throw notFound("Distribution list");
    let cron: string;
    if (body.frequency === "custom") {
      const problem = customCronProblem(body.cron ?? "");
      if (problem) throw badRequest(msg(`reports.schedule.${problem}`));
      cron = body.cron!.trim().split(/\s+/).join(" ");
    } else cron = presetCron(body.frequency, body.timing);
    if (!isTimeZone(body.timeZone)) throw badRequest(msg("reports.schedule.timeZone", { timeZone: body.timeZone }));
    try {
      assertValidSchedule(cron, body.timeZone);
    } catch {
      throw badRequest(msg("reports.schedule.cron", { cron }));
    }
    const recipients = cleanRecipients(body.recipients);
    if (recipients.length === 0 && !body.distributionListId) throw badRequest(msg("reports.addAtLeastOneRecipient"));
    const id = await repo.insertSchedule(this.d.db, actor.organizationId, {
      name: body.name,
      templateId: body.templateId,
      frequency: body.frequency,
      cron,
      timeZone: body.timeZone,
      recipients,
      distributionListId: body.distributionListId ?? null,
      enabled: true,
      nextRunAt: nextCronRun(cron, body.timeZone, this.now()),
      createdBy: actor.userId,
    });
    return this.present((await repo.findSchedule(this.d.db, actor.organizationId, id))!);
  }

  /** Pause or resume; resuming counts the next run from now (missed ticks are not run). */
  async setEnabled(actor: TenantActor, scheduleId: string, enabled: boolean): Promise<TSchedule> {
    const row = await repo.findSchedule(this.d.db, actor.organizationId, scheduleId);
    if (!row) throw notFound("Schedule");
    if (!can(actor, "reports.schedule")) throw forbidden(msg("reports.onlyAdminsManagersPauseOr"));
    await repo.setEnabled(this.d.db, actor.organizationId, scheduleId, enabled, enabled ? nextCronRun(row.s.cron, row.s.timeZone, this.now()) : null);
    return this.present((await repo.findSchedule(this.d.db, actor.organizationId, scheduleId))!);
  }

  async remove(actor: TenantActor, scheduleId: string): Promise<void> {
    if (!(await repo.findSchedule(this.d.db, actor.organizationId, scheduleId))) throw notFound("Schedule");
    if (!can(actor, "reports.schedule")) throw forbidden(msg("reports.onlyAdminsManagersDeleteScheduled"));
    await repo.deleteSchedule(this.d.db, actor.organizationId, scheduleId);
  }

  /** Run now (by hand): a run of the schedule for the period before today in its time zone. */
  async runNow(actor: TenantActor, scheduleId: string): Promise<TRun> {
    const row = await repo.findSchedule(this.d.db, actor.organizationId, scheduleId);
    if (!row) throw notFound("Schedule");
    if (!can(actor, "reports.schedule")) throw forbidden(msg("reports.onlyAdminsManagersRunScheduled"));
    const runId = await this.d.db.transaction(async (tx) => {
      const id = await repo.insertRun(tx as unknown as Db, actor.organizationId, {
        scheduleId,
        name: row.s.name,
        kind: "scheduled",
        status: "processing",
        recipients: row.s.recipients,
        generatedBy: actor.userId,
        startedAt: this.now(),
      });
      await this.d.jobs.send<ScheduleRunJob>(
        SCHEDULE_RUN_QUEUE,
        { organizationId: actor.organizationId, runId: id },
        { db: tx, organizationId: actor.organizationId, retryLimit: 0 },
      );
      return id;
    });
    return this.presentRun(actor, (await repo.findRun(this.d.db, actor.organizationId, runId))!);
  }

  /** The sweep: claims each due tick once and queues its run. Answers how many runs were queued. */
  async tick(): Promise<number> {
    const now = this.now();
    let queued = 0;
    for (const s of await repo.dueSchedules(this.d.db, now)) {
      const next = nextCronRun(s.cron, s.timeZone, now);
      const claimed = await this.d.db.transaction(async (tx) => {
        if (!(await repo.claimTick(tx as unknown as Db, s.id, s.nextRunAt!, next, now))) return false;
        const runId = await repo.insertRun(tx as unknown as Db, s.organizationId, {
          scheduleId: s.id,
          name: s.name,
          kind: "scheduled",
          status: "processing",
          recipients: s.recipients,
          generatedBy: s.createdBy,
          // the run is for the tick it was due, even when the sweep reached it a little later
          startedAt: s.nextRunAt!,
        });
        await this.d.jobs.send<ScheduleRunJob>(SCHEDULE_RUN_QUEUE, { organizationId: s.organizationId, runId }, { db: tx, organizationId: s.organizationId, retryLimit: 0 });
        return true;
      });
      if (claimed) queued++;
    }
    return queued;
  }

  /** Works one run: the report for its period (unless an earlier attempt made it), its PDF, the deliveries. */
  async work(job: ScheduleRunJob): Promise<void> {
    const row = await repo.findRun(this.d.db, job.organizationId, job.runId);
    if (!row || row.r.status !== "processing") return;
    const run = row.r;
    const started = Date.now();
    try {
      const schedule = run.scheduleId ? await repo.findSchedule(this.d.db, job.organizationId, run.scheduleId) : null;
      if (!schedule) throw new Error("The schedule was deleted");
      const s = schedule.s;
      if (!s.templateId) throw new Error("The schedule's template was deleted");
      let reportId = run.reportId;
      if (!reportId) {
        const runDay = localDay(run.startedAt, s.timeZone);
        const previous = await repo.previousRunStart(this.d.db, job.organizationId, s.id, run.startedAt);
        const period = runPeriod(s.frequency as ScheduleFrequency, runDay, previous ? localDay(previous, s.timeZone) : null);
        reportId = await this.d.ports.createReport(job.organizationId, s.createdBy, {
          templateId: s.templateId,
          title: runTitle(s.name, period),
          periodStart: period.start,
          periodEnd: period.end,
        });
        await repo.updateRun(this.d.db, job.organizationId, run.id, { reportId });
      }
      const pdf = await this.d.ports.renderPdf(job.organizationId, reportId);
      if (!pdf) throw new Error("The report was deleted before it could be sent");
      await this.d.ports.deliver(job.organizationId, reportId, { recipients: s.recipients, distributionListId: s.distributionListId, scheduleRunId: run.id });
      await repo.updateRun(this.d.db, job.organizationId, run.id, {
        status: "completed",
        sizeBytes: pdf.bytes.length,
        processingMs: Date.now() - started,
        recipients: s.recipients,
        finishedAt: new Date(),
        error: null,
      });
    } catch (e) {
      await repo.updateRun(this.d.db, job.organizationId, run.id, {
        status: "failed",
        processingMs: Date.now() - started,
        finishedAt: new Date(),
        error: (e as Error).message.slice(0, 1000),
      });
    }
  }

  async runs(actor: TenantActor, status: TRun["status"] | undefined, limit: number): Promise<TRun[]> {
    const rows = await repo.listRuns(this.d.db, actor.organizationId, status, limit);
    return rows.map((r) => this.presentRun(actor, r));
  }

  private async ownRun(actor: TenantActor, runId: string) {
    const row = await repo.findRun(this.d.db, actor.organizationId, runId);
    if (!row) throw notFound("Run");
    return row;
  }

  async retry(actor: TenantActor, runId: string): Promise<TRun> {
    const row = await this.ownRun(actor, runId);
    if (!can(actor, "reports.schedule")) throw forbidden(msg("reports.onlyAdminsManagersRetryScheduled"));
    if (row.r.status !== "failed" || row.r.kind !== "scheduled") throw conflict(msg("reports.onlyFailedScheduledRunRetried"));
    await this.d.db.transaction(async (tx) => {
      await repo.updateRun(tx as unknown as Db, actor.organizationId, runId, { status: "processing", error: null, finishedAt: null, processingMs: null });
      await this.d.jobs.send<ScheduleRunJob>(SCHEDULE_RUN_QUEUE, { organizationId: actor.organizationId, runId }, { db: tx, organizationId: actor.organizationId, retryLimit: 0 });
    });
    return this.presentRun(actor, (await repo.findRun(this.d.db, actor.organizationId, runId))!);
  }

  async resend(actor: TenantActor, runId: string): Promise<TRun> {
    const row = await this.ownRun(actor, runId);
    const run = this.presentRun(actor, row);
    if (!can(actor, "reports.schedule")) throw forbidden(msg("reports.onlyAdminsManagersResendReports"));
    if (!run.can_resend) throw conflict(msg("reports.onlyCompletedRunWithRecipients"));
    await this.d.ports.deliver(actor.organizationId, row.r.reportId!, { recipients: row.r.recipients, distributionListId: null, scheduleRunId: runId });
    return run;
  }

  /** A completed run's report as a PDF in the downloader's language and time zone. */
  async download(actor: TenantActor, runId: string, reader: ReaderLocale) {
    const row = await this.ownRun(actor, runId);
    if (row.r.status !== "completed" || !row.r.reportId) throw conflict(msg("reports.runHasNoReportDownload"));
    const pdf = await this.d.ports.renderPdf(actor.organizationId, row.r.reportId, reader);
    if (!pdf) throw notFound("Report");
    return pdf;
  }
}
