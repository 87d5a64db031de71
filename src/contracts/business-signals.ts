/**
 * The CEO dashboard's signals (issue 25): executive alerts from real signals with the benchmarking and error-rate
 * charts, the partners table, the launch checklist, and the sales view from subscriptions. Staff routes only.
 */
import { z } from "zod";
import { PLAN_IDS } from "../domain/billing/plans.ts";
import { MAX_CHECKLIST_ITEMS, MAX_NAME_LENGTH, MAX_NOTE_LENGTH, MAX_PARTNERS } from "../domain/business/launch.ts";

const percent = z.number().min(0).max(100);
const count = z.number().int().nonnegative();
const id = z.string().min(1).max(64);

// --- executive alerts -------------------------------------------------------------------------------------------

export const ZExecutiveAlert = z.discriminatedUnion("code", [
  z.object({ level: z.literal("critical"), code: z.literal("critical-issues"), value: z.number() }),
  z.object({ level: z.literal("warning"), code: z.literal("system-health"), value: z.number() }),
  z.object({ level: z.literal("warning"), code: z.literal("security-score"), value: z.number() }),
  z.object({ level: z.literal("success"), code: z.literal("all-clear") }),
]);
export type TExecutiveAlert = z.infer<typeof ZExecutiveAlert>;

const ZHealthPartId = z.enum(["uptime", "requests", "jobs", "deliveries"]);

/** GET /api/business/alerts: the three signals with their parts and counts, the alerts, and the two charts. */
export const ZExecutiveAlerts = z.object({
  /** Hours the counted signals cover (jobs, deliveries, security events, uptime). */
  windowHours: z.number().int().positive(),
  /** Seconds of API traffic the request figures cover (the operational monitor's window). */
  requestWindowSeconds: z.number().int().nonnegative(),
  systemHealth: z.object({
    percent,
    target: percent,
    parts: z.record(ZHealthPartId, percent),
    weakestPart: ZHealthPartId,
  }),
  securityScore: z.object({
    percent,
    target: percent,
    pointsPerEvent: z.number().nonnegative(),
    lockouts: count,
    refusedTargets: count,
    /** Admins without MFA: there is no MFA yet, so not measured. */
    adminsWithoutMfa: z.literal("not-measured"),
  }),
  criticalIssues: z.object({ count, failedJobs: count, operationalCritical: z.union([z.literal(0), z.literal(1)]) }),
  counts: z.object({
    uptimePercent: percent,
    errorRatePercent: percent,
    requests: count,
    jobsCompleted: count,
    jobsFailed: count,
    mailsSucceeded: count,
    mailsFailed: count,
    reportDeliveriesDelivered: count,
    reportDeliveriesFailed: count,
  }),
  alerts: z.array(ZExecutiveAlert),
  /** Spec 2 §3.1's summary counts. */
  summary: z.object({ critical: count, warning: count, info: count, total_alerts: count }),
  benchmark: z.object({
    targetMs: z.number().positive(),
    bars: z.array(z.object({ id: z.enum(["p50", "p95", "mean"]), valueMs: z.number().nonnegative().nullable(), status: z.enum(["within", "over", "unmeasured"]) })),
  }),
  errorRate: z.object({
    warningPercent: percent,
    criticalPercent: percent,
    points: z.array(z.object({ at: z.string().datetime(), errorRatePercent: percent, requests: count })),
  }),
  generatedAt: z.string().datetime(),
});
export type TExecutiveAlerts = z.infer<typeof ZExecutiveAlerts>;

// --- partners ---------------------------------------------------------------------------------------------------

export const ZPartnerStatus = z.enum(["active", "pipeline"]);
const partnerName = z.string().trim().min(1).max(MAX_NAME_LENGTH);
const partnerNote = z.string().trim().max(MAX_NOTE_LENGTH).nullable();

export const ZPartner = z.object({
  id,
  name: z.string(),
  status: ZPartnerStatus,
  note: z.string().nullable(),
  simulated: z.boolean(),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
});
export type TPartner = z.infer<typeof ZPartner>;

/** GET /api/business/partners: the table, the counts and the target range (staff's, or the spec's 5–10). */
export const ZPartnersView = z.object({
  partners: z.array(ZPartner).max(MAX_PARTNERS),
  active: count,
  pipeline: count,
  target: z.object({ min: count, max: count, source: z.enum(["saved", "default"]) }),
  status: z.enum(["success", "warning", "error"]),
  /** Whether simulated (demo) partners are counted. */
  simulated: z.boolean(),
});
export type TPartnersView = z.infer<typeof ZPartnersView>;

export const ZCreatePartner = z.object({ name: partnerName, status: ZPartnerStatus, note: partnerNote.optional() });
export type TCreatePartner = z.infer<typeof ZCreatePartner>;
export const ZUpdatePartner = z
  .object({ name: partnerName.optional(), status: ZPartnerStatus.optional(), note: partnerNote.optional() })
  .refine((v) => v.name !== undefined || v.status !== undefined || v.note !== undefined, { message: "Nothing to change" });
export type TUpdatePartner = z.infer<typeof ZUpdatePartner>;
export const ZPartnerParams = z.object({ partnerId: id });

// --- launch checklist -------------------------------------------------------------------------------------------

const itemTitle = z.string().trim().min(1).max(MAX_NAME_LENGTH);

export const ZChecklistItem = z.object({ id, title: z.string(), position: z.number().int(), done: z.boolean(), doneAt: z.string().datetime().nullable(), simulated: z.boolean() });
export type TChecklistItem = z.infer<typeof ZChecklistItem>;

/** GET /api/business/launch-checklist: the items, readiness (completed share), its target and the days to launch. */
export const ZLaunchReadiness = z.object({
  items: z.array(ZChecklistItem).max(MAX_CHECKLIST_ITEMS),
  completed: count,
  total: count,
  readinessPercent: percent.nullable(),
  targetPercent: percent,
  launchDate: z.string(),
  daysToLaunch: z.number().int(),
  targetSource: z.enum(["saved", "default"]),
  status: z.enum(["success", "warning", "error"]).nullable(),
  simulated: z.boolean(),
});
export type TLaunchReadiness = z.infer<typeof ZLaunchReadiness>;

export const ZCreateChecklistItem = z.object({ title: itemTitle });
export const ZUpdateChecklistItem = z
  .object({ title: itemTitle.optional(), done: z.boolean().optional() })
  .refine((v) => v.title !== undefined || v.done !== undefined, { message: "Nothing to change" });
export type TUpdateChecklistItem = z.infer<typeof ZUpdateChecklistItem>;
export const ZChecklistItemParams = z.object({ itemId: id });

// --- sales ------------------------------------------------------------------------------------------------------

/** The periods the sales view offers (bounded: at most a year back). */
export const SALES_PERIODS = { "30d": 30, "90d": 90, "365d": 365 } as const;
export const ZSalesQuery = z.object({ period: z.enum(["30d", "90d", "365d"]).default("90d") });
export type TSalesQuery = z.infer<typeof ZSalesQuery>;

/** GET /api/business/sales: customers, plan mix and plan moves over the period, from subscription histories. */
export const ZSalesView = z.object({
  period: z.enum(["30d", "90d", "365d"]),
  from: z.string().datetime(),
  to: z.string().datetime(),
  customers: count,
  customersAtStart: count,
  newCustomers: count,
  planMix: z.array(z.object({ plan: z.enum(PLAN_IDS), organizations: count, mrrCents: count })),
  upgrades: count,
  downgrades: count,
  cancellations: count,
  /** Plan moves by month (UTC, YYYY-MM) within the period. */
  byMonth: z.array(z.object({ month: z.string(), upgrades: count, downgrades: count, cancellations: count })),
  simulated: z.boolean(),
});
export type TSalesView = z.infer<typeof ZSalesView>;
