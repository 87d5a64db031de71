/**
 * An organization's plan: what it holds now and when, its history, this month's usage of the allowance, and
 * plan changes (spec 3 §9; the rules): an upgrade takes effect at once, a downgrade at the end of the
 * billing period (until then the organization keeps what it paid for). There is no payment processor yet:
 * invoices are records the platform's staff mark paid.
 */
import type { z } from "zod";
import type { TSubscriptionView, ZChangePlan } from "../../../contracts/billing.ts";
import { AppError, forbidden, msg } from "../../http/errors.ts";
import type { Db } from "../../db/client.ts";
import type { DbExecutor } from "../../jobs/repo.ts";
import type { TenantActor } from "../../auth/tenancy.ts";
import { can } from "../../auth/policies/index.ts";
import { billingPeriodAt, calendarMonthIn, isTimeZone } from "../../../domain/billing/periods.ts";
import { monthlyValueCents, planMove, type PlanId } from "../../../domain/billing/plans.ts";
import { mayStart, usageState, type UsageState } from "../../../domain/billing/usage.ts";
import * as repo from "./repo.ts";
import * as assessments from "../assessments/api.ts";
import * as settings from "../settings/api.ts";

const iso = (d: Date) => d.toISOString();
type TChangePlan = z.infer<typeof ZChangePlan>;

/** The stretch of the history in force at `at`. */
function spanAt(spans: readonly repo.SpanRow[], at: Date): repo.SpanRow | undefined {
  const t = at.getTime();
  return spans.find((s) => s.from.getTime() <= t && (s.to === null || t < s.to.getTime()));
}

type Allowance = { usage: UsageState; month: string; resetsAt: Date; timeZone: string };

/** What was started in the organization's calendar month (its time zone) against `plan`'s allowance. */
async function usageOf(db: DbExecutor, organizationId: string, plan: PlanId, now: Date): Promise<Allowance> {
  const zone = await settings.timeZoneOf(db, organizationId);
  const timeZone = isTimeZone(zone) ? zone : "UTC";
  const month = calendarMonthIn(now, timeZone);
  const used = await assessments.responsesStartedBetween(db, organizationId, month.start, month.end);
  return { usage: usageState(plan, used), month: month.month, resetsAt: month.end, timeZone };
}

/** The organization's allowance this month: its plan, the counted month in its time zone and what was started. */
export async function allowanceNow(db: DbExecutor, organizationId: string, now: Date, lock: boolean): Promise<Allowance> {
  await repo.subscriptionOf(db, organizationId, lock);
  const spans = await repo.spansOf(db, organizationId);
  return usageOf(db, organizationId, spanAt(spans, now)?.plan ?? "starter", now);
}

/**
 * Refuses to start one more assessment when the plan's monthly allowance is used up (402 PLAN_LIMIT, naming the
 * limit, the day it resets and the way up). Holds the subscription row for the caller's transaction, so two
 * starts at 49 of 50 cannot both pass.
 */
export async function assertMayStart(tx: DbExecutor, organizationId: string, now: Date = new Date()): Promise<void> {
  const a = await allowanceNow(tx, organizationId, now, true);
  if (mayStart(a.usage)) return;
  const resetsOn = new Intl.DateTimeFormat("en-CA", { timeZone: a.timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(a.resetsAt);
  throw new AppError(402, "PLAN_LIMIT", msg("billing.planLimit", { limit: a.usage.limit ?? 0, resetsOn }), {
    plan: a.usage.plan,
    limit: a.usage.limit,
    used: a.usage.used,
    month: a.month,
    resetsAt: iso(a.resetsAt),
    upgradeTo: "professional",
  });
}

export class BillingService {
  constructor(private readonly d: { db: Db; now?: () => Date }) {}

  private now(): Date {
    return this.d.now?.() ?? new Date();
  }

  async view(actor: TenantActor): Promise<TSubscriptionView> {
    return this.viewIn(this.d.db, actor);
  }

  private async viewIn(db: DbExecutor, actor: TenantActor): Promise<TSubscriptionView> {
    const now = this.now();
    const sub = await repo.subscriptionOf(db, actor.organizationId, false);
    const spans = await repo.spansOf(db, actor.organizationId);
    const current = spanAt(spans, now) ?? spans.at(-1)!;
    const period = billingPeriodAt(sub.billingAnchor, now < sub.billingAnchor ? sub.billingAnchor : now);
    const next = spans.find((s) => s.from.getTime() > now.getTime());
    const a = await usageOf(db, actor.organizationId, current.plan, now);
    return {
      plan: current.plan,
      status: current.status,
      periodStart: iso(period.start),
      periodEnd: iso(period.end),
      scheduled: next ? { plan: next.plan, from: iso(next.from) } : null,
      usage: { used: a.usage.used, limit: a.usage.limit, remaining: a.usage.remaining, level: a.usage.level, month: a.month, resetsAt: iso(a.resetsAt), timeZone: a.timeZone },
      history: spans.map((s) => ({ plan: s.plan, status: s.status, from: iso(s.from), to: s.to ? iso(s.to) : null, monthlyValueCents: s.monthlyValueCents })),
      canManage: can(actor, "billing.manage"),
    };
  }

  /**
   * Moves the organization to `plan`: an upgrade at once (the current stretch ends now), a downgrade at the end
   * of the billing period (a stretch scheduled from then; a later change replaces it). Enterprise is arranged
   * with sales. Asking for the plan already held (with nothing scheduled) is refused; asking for it while a
   * downgrade is scheduled cancels the downgrade.
   */
  async changePlan(actor: TenantActor, input: TChangePlan): Promise<TSubscriptionView> {
    if (!can(actor, "billing.manage")) throw forbidden();
    const target: PlanId = input.plan;
    if (target === "enterprise") throw new AppError(400, "VALIDATION_ERROR", msg("billing.enterpriseThroughSales"), { field: "plan" });
    return this.d.db.transaction(async (tx) => {
      const now = this.now();
      const sub = await repo.subscriptionOf(tx, actor.organizationId, true);
      const spans = await repo.spansOf(tx, actor.organizationId);
      const current = spanAt(spans, now) ?? spans.at(-1)!;
      const scheduled = spans.filter((s) => s.from.getTime() > now.getTime());
      const move = planMove(current.plan, target);
      if (move === "same" && scheduled.length === 0) throw new AppError(409, "CONFLICT", msg("billing.samePlan"));
      // a new decision replaces what was scheduled
      for (const s of scheduled) await repo.endSpan(tx, actor.organizationId, s.id, s.from);
      if (move === "same") {
        await repo.reopenSpan(tx, actor.organizationId, current.id);
      } else if (move === "upgrade") {
        await repo.endSpan(tx, actor.organizationId, current.id, now);
        await repo.insertSpan(tx, {
          organizationId: actor.organizationId,
          plan: target,
          status: "active",
          from: now,
          to: null,
          monthlyValueCents: monthlyValueCents(target),
          changedBy: actor.userId,
        });
      } else {
        const { end } = billingPeriodAt(sub.billingAnchor, now);
        await repo.endSpan(tx, actor.organizationId, current.id, end);
        await repo.insertSpan(tx, {
          organizationId: actor.organizationId,
          plan: target,
          status: "active",
          from: end,
          to: null,
          monthlyValueCents: monthlyValueCents(target),
          changedBy: actor.userId,
        });
      }
      return this.viewIn(tx, actor);
    });
  }
}
