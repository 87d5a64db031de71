/**
 * Scheduled reports and the generation history of the Reporting Center (spec 2 §2.10, §3.5): real schedules
 * (a preset or cron, in a time zone) that generate a template's report and deliver it; runs with their size,
 * processing time and status. The `organizationId` a call names must be the caller's own (another answers 404).
 */
import { z } from "zod";
import { SCHEDULE_FREQUENCIES } from "../domain/reporting/schedules.ts";
import { contractMessage, contractIssue } from "./messages.ts";

const ZId = z.string().min(1).max(100);
const ZEmail = z.string().trim().toLowerCase().email(contractMessage("emailValid")).max(320);

export const ZScheduleFrequency = z.enum(SCHEDULE_FREQUENCIES);
export const ZTiming = z.object({
  hour: z.number().int().min(0).max(23),
  minute: z.number().int().min(0).max(59),
  weekday: z.number().int().min(0).max(6).optional(),
  dayOfMonth: z.number().int().min(1).max(28).optional(),
});

export const ZSchedule = z.object({
  id: z.string(),
  name: z.string(),
  template: z.object({ id: z.string(), name: z.string() }).nullable(),
  frequency: ZScheduleFrequency,
  cron: z.string(),
  time_zone: z.string(),
  recipients: z.array(z.string()),
  distribution_list: z.object({ id: z.string(), name: z.string() }).nullable(),
  enabled: z.boolean(),
  /** ISO instant of the next run (null while paused). */
  next_run: z.string().nullable(),
  last_run: z.string().nullable(),
  created_at: z.string(),
});
export type TSchedule = z.infer<typeof ZSchedule>;
export const ZScheduleList = z.object({ schedules: z.array(ZSchedule), policies: z.object({ manage: z.boolean() }) });
export type TScheduleList = z.infer<typeof ZScheduleList>;

/** POST /api/reports/schedules: a preset with its local time, or a custom cron; recipients by email and/or a list. */
export const ZCreateSchedule = z
  .object({
    organizationId: ZId,
    name: z.string().trim().min(1, contractMessage("nameRequired")).max(200),
    templateId: ZId,
    frequency: ZScheduleFrequency,
    timing: ZTiming.optional(),
    cron: z.string().trim().max(100).optional(),
    timeZone: z.string().trim().min(1).max(100),
    recipients: z.array(z.string()).max(200).default([]),
    distributionListId: ZId.nullish(),
  })
  .refine((b) => b.frequency !== "custom" || !!b.cron, { path: ["cron"], ...contractIssue("cronRequired") });
export type TCreateSchedule = z.infer<typeof ZCreateSchedule>;
export const ZScheduleParams = z.object({ scheduleId: ZId });
/** PUT /api/reports/schedules/{scheduleId}: pause or resume. */
export const ZUpdateSchedule = z.object({ organizationId: ZId, enabled: z.boolean() });
export const ZScheduleEnvelope = z.object({ schedule: ZSchedule });

export const ZRunStatus = z.enum(["processing", "completed", "failed"]);
export const ZRun = z.object({
  id: z.string(),
  name: z.string(),
  /** scheduled | builder | manual */
  type: z.string(),
  generated_at: z.string(),
  generated_by: z.string().nullable(),
  status: ZRunStatus,
  /** Megabytes of the PDF (null while processing or failed). */
  size: z.number().nullable(),
  /** Seconds from start to finish (null while processing). */
  processing_time: z.number().nullable(),
  recipients: z.array(z.string()),
  report_id: z.string().nullable(),
  schedule_id: z.string().nullable(),
  error: z.string().nullable(),
  /** What the caller may do with it. */
  can_download: z.boolean(),
  can_resend: z.boolean(),
  can_retry: z.boolean(),
});
export type TRun = z.infer<typeof ZRun>;
export const ZRunsQuery = z.object({ organizationId: ZId, status: ZRunStatus.optional(), limit: z.coerce.number().int().min(1).max(200).default(50) });
export const ZRunList = z.object({ runs: z.array(ZRun) });
export type TRunList = z.infer<typeof ZRunList>;
export const ZRunParams = z.object({ runId: ZId });
export const ZRunEnvelope = z.object({ run: ZRun });
export const ZOrgOnly = z.object({ organizationId: ZId });

export const ScheduleEmail = ZEmail;
