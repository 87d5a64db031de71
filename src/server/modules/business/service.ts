/**
 * The CEO dashboard (spec 1 "Revenue overview", "CEO charts"; issue 25): the targets staff edit (the spec's
 * defaults until they do), the revenue overview, and the KPI cards and charts against the targets. Billing records
 * come through billing's port; every figure is computed from them.
 */
import type { Db } from "../../db/client.ts";
import { writeAudit } from "../../audit/repo.ts";
import type { StaffActor } from "../../http/route.ts";
import * as billing from "../billing/api.ts";
import { customersAt, revenueBetween } from "../../../domain/billing/metrics.ts";
import { targetStatus } from "../../../domain/billing/health.ts";
import { simulatedPaymentsWithin, simulatedSpansWithin } from "../../../domain/billing/sources.ts";
import { monthlyRevenue, rangeBuckets, revenueOverview, weeklyCustomers, type RevenueRange } from "../../../domain/business/revenue.ts";
import { daysToLaunch, defaultTargets } from "../../../domain/business/targets.ts";
import { addMonthsUtc } from "../../../domain/billing/periods.ts";
import type { TBusinessTargets, TCeoDashboard, TRevenueOverview, TTargetsView } from "../../../contracts/business.ts";
import * as repo from "./repo.ts";

const DAY_MS = 86_400_000;
const iso = (d: Date) => d.toISOString();

export class BusinessService {
  constructor(private readonly d: { db: Db; now?: () => Date }) {}

  private now(): Date {
    return this.d.now?.() ?? new Date();
  }

  /** The targets: the stored row, or the spec's defaults (marked so) when nobody has set them. */
  async targets(): Promise<TTargetsView> {
    const stored = await repo.storedTargets(this.d.db);
    if (!stored) return { targets: defaultTargets(this.now()), isDefault: true, updatedAt: null };
    const { updatedAt, updatedBy: _by, ...targets } = stored;
    return { targets, isDefault: false, updatedAt: iso(updatedAt) };
  }

  /** Saves the targets and writes the change (before and after) to the audit log. */
  async setTargets(actor: StaffActor, body: TBusinessTargets, ip: string): Promise<TTargetsView> {
    const before = await this.targets();
    await this.d.db.transaction(async (tx) => {
      await repo.saveTargets(tx, body, actor.userId);
    });
    await writeAudit(this.d.db, {
      organizationId: null,
      actorUserId: actor.userId,
      action: "business.targets_changed",
      targetType: "business_target",
      targetId: "current",
      metadata: { before: before.isDefault ? null : before.targets, after: body },
      ipAddress: ip,
    });
    return this.targets();
  }

  /** Revenue over a rolling range ending now: total, average, growth and the buckets. */
  async revenue(range: RevenueRange): Promise<TRevenueOverview> {
    const now = this.now();
    const records = await billing.businessRecords(this.d.db, now);
    const o = revenueOverview(records.invoices, range, now);
    const { previous } = rangeBuckets(range, now);
    return {
      ...o,
      from: iso(o.from),
      to: iso(o.to),
      series: o.series.map((b) => ({ start: iso(b.start), end: iso(b.end), revenueCents: b.revenueCents })),
      source: simulatedPaymentsWithin(records.invoices, previous.start, now) ? "simulated" : "records",
    };
  }

  /** The KPI cards against the targets, revenue vs target by month and customers vs churn by week. */
  async dashboard(): Promise<TCeoDashboard> {
    const now = this.now();
    const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
    const [records, targetsView, partners, checklist] = await Promise.all([
      billing.businessRecords(this.d.db, now),
      this.targets(),
      repo.partnerCounts(this.d.db),
      repo.checklistCounts(this.d.db),
    ]);
    const t = targetsView.targets;
    const revenue = revenueBetween(records.invoices, monthAgo, now);
    const customers = customersAt(records.spans, now).size;
    const customersBefore = customersAt(records.spans, monthAgo).size;
    const readiness = checklist.items === 0 ? null : (checklist.done / checklist.items) * 100;
    const yearAgo = addMonthsUtc(now, -12);
    const simulated = simulatedSpansWithin(records.spans, yearAgo, now) || simulatedPaymentsWithin(records.invoices, yearAgo, now) || partners.simulated || checklist.simulated;
    return {
      at: iso(now),
      targets: targetsView,
      kpis: {
        revenue: {
          valueCents: revenue,
          targetCents: t.monthlyRevenueCents,
          progress: t.monthlyRevenueCents === 0 ? 1 : revenue / t.monthlyRevenueCents,
          status: targetStatus(revenue, t.monthlyRevenueCents),
        },
        customers: { value: customers, change: customersBefore === 0 ? null : ((customers - customersBefore) / customersBefore) * 100 },
        partners: {
          active: partners.active,
          pipeline: partners.pipeline,
          targetMin: t.partnersMin,
          targetMax: t.partnersMax,
          status: targetStatus(partners.active, t.partnersMin),
        },
        readiness: {
          percent: readiness,
          done: checklist.done,
          items: checklist.items,
          targetPercent: t.readinessPercent,
          status: readiness === null ? null : targetStatus(readiness, t.readinessPercent),
          daysToLaunch: daysToLaunch(t.launchDate, now),
          launchDate: t.launchDate,
        },
      },
      revenueVsTarget: monthlyRevenue(records.invoices, now, 12).map((m) => ({
        month: m.month,
        revenueCents: m.revenueCents,
        targetCents: t.monthlyRevenueCents,
        partial: m.partial,
      })),
      customersVsChurn: weeklyCustomers(records.spans, now, 12).map((w) => ({ ...w, start: iso(w.start), end: iso(w.end) })),
      source: simulated ? "simulated" : "records",
    };
  }
}
