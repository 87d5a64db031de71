/**
 * Report analytics storage (spec 2 §3.6): the counts behind the figures, for one organization and one window
 * [start, end]. Every query filters by the organization first; the rates are made from the counts in
 * src/domain/reporting/report-analytics.ts.
 */
import { and, count, countDistinct, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { report, reportDelivery, reportEvent, reportRating, reportTemplate } from "../../db/schema/reports.ts";
import { INTERACTION_KINDS, type AnalyticsCounts, type InteractionKind } from "../../../domain/reporting/report-analytics.ts";

type Window = { start: Date; end: Date };

/** Reports created in the window, by template and status (the template's current name when it still exists). */
async function reportCounts(db: Db, organizationId: string, w: Window) {
  return db
    .select({
      templateId: report.templateId,
      name: sql<string>`coalesce(${reportTemplate.name}, ${report.templateName})`,
      type: sql<string>`coalesce(${reportTemplate.templateType}, ${report.templateType})`,
      status: report.status,
      n: count(),
    })
    .from(report)
    .leftJoin(reportTemplate, and(eq(reportTemplate.id, report.templateId), eq(reportTemplate.organizationId, organizationId)))
    .where(and(eq(report.organizationId, organizationId), gte(report.createdAt, w.start), lte(report.createdAt, w.end)))
    .groupBy(report.templateId, sql`2`, sql`3`, report.status);
}

async function activeTemplates(db: Db, organizationId: string) {
  return db
    .select({ id: reportTemplate.id, name: reportTemplate.name, type: reportTemplate.templateType })
    .from(reportTemplate)
    .where(and(eq(reportTemplate.organizationId, organizationId), eq(reportTemplate.isActive, true)));
}

/** Deliveries queued in the window: outcomes, reads, the time to deliver and the channels. */
async function deliveryCounts(db: Db, organizationId: string, w: Window): Promise<AnalyticsCounts["deliveries"]> {
  const d = reportDelivery;
  const inWindow = and(eq(d.organizationId, organizationId), gte(d.queuedAt, w.start), lte(d.queuedAt, w.end));
  const delivered = sql`${d.status} = 'delivered'`;
  const [row] = await db
    .select({
      delivered: sql<number>`count(*) filter (where ${delivered})::int`,
      failed: sql<number>`count(*) filter (where ${d.status} = 'failed')::int`,
      pending: sql<number>`count(*) filter (where ${d.status} not in ('delivered', 'failed'))::int`,
      read: sql<number>`count(*) filter (where ${delivered} and ${d.readAt} is not null)::int`,
      seconds: sql<string | null>`sum(extract(epoch from (${d.deliveredAt} - ${d.queuedAt}))) filter (where ${delivered} and ${d.deliveredAt} is not null)`,
      timed: sql<number>`count(*) filter (where ${delivered} and ${d.deliveredAt} is not null)::int`,
    })
    .from(d)
    .where(inWindow);
  const channels = await db.selectDistinct({ channel: d.channel }).from(d).where(inWindow);
  return {
    delivered: Number(row?.delivered ?? 0),
    failed: Number(row?.failed ?? 0),
    pending: Number(row?.pending ?? 0),
    read: Number(row?.read ?? 0),
    deliverySeconds: Number(row?.seconds ?? 0),
    timed: Number(row?.timed ?? 0),
    channels: channels.map((c) => c.channel),
  };
}

/** Reading events in the window by kind, and the distinct people behind them. */
async function interactionCounts(db: Db, organizationId: string, w: Window) {
  const e = reportEvent;
  const where = and(eq(e.organizationId, organizationId), gte(e.at, w.start), lte(e.at, w.end), inArray(e.kind, [...INTERACTION_KINDS]));
  const byKind = await db.select({ kind: e.kind, n: count() }).from(e).where(where).groupBy(e.kind);
  const [people] = await db
    .select({ n: countDistinct(e.userId) })
    .from(e)
    .where(and(where, isNotNull(e.userId)));
  const interactions = Object.fromEntries(INTERACTION_KINDS.map((k) => [k, 0])) as Record<InteractionKind, number>;
  for (const r of byKind) interactions[r.kind as InteractionKind] = Number(r.n);
  return { interactions, uniqueUsers: Number(people?.n ?? 0) };
}

/** Ratings given or changed in the window. */
async function ratingCounts(db: Db, organizationId: string, w: Window) {
  const r = reportRating;
  const [row] = await db
    .select({ n: count(), sum: sql<string | null>`sum(${r.rating})` })
    .from(r)
    .where(and(eq(r.organizationId, organizationId), gte(r.updatedAt, w.start), lte(r.updatedAt, w.end)));
  return { count: Number(row?.n ?? 0), sum: Number(row?.sum ?? 0) };
}

/**
 * Everything the report analytics count for the organization in the window. Templates: each template used by a
 * report in the window (a deleted one keyed by its stored name and type), plus the active templates not used.
 */
export async function analyticsCounts(db: Db, organizationId: string, w: Window): Promise<AnalyticsCounts> {
  const [reports, templates, deliveries, events, ratings] = await Promise.all([
    reportCounts(db, organizationId, w),
    activeTemplates(db, organizationId),
    deliveryCounts(db, organizationId, w),
    interactionCounts(db, organizationId, w),
    ratingCounts(db, organizationId, w),
  ]);
  const reportsByStatus: Record<string, number> = {};
  const perTemplate = new Map<string, { key: string; name: string; type: string; total: number; published: number }>();
  for (const r of reports) {
    const n = Number(r.n);
    reportsByStatus[r.status] = (reportsByStatus[r.status] ?? 0) + n;
    const key = r.templateId ?? `deleted:${r.type}:${r.name}`;
    const t = perTemplate.get(key) ?? { key, name: r.name, type: r.type, total: 0, published: 0 };
    t.total += n;
    if (r.status === "published") t.published += n;
    perTemplate.set(key, t);
  }
  for (const t of templates) if (!perTemplate.has(t.id)) perTemplate.set(t.id, { key: t.id, name: t.name, type: t.type, total: 0, published: 0 });
  return { reportsByStatus, templates: [...perTemplate.values()], deliveries, interactions: events.interactions, uniqueUsers: events.uniqueUsers, ratings };
}
