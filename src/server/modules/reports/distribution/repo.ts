/** Distribution storage (lists, subscriptions, deliveries): every tenant function takes the organization first. */
import { and, asc, desc, eq, gt, isNull, lte, ne, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import type { DbExecutor } from "../../../jobs/queue.ts";
import { distributionList, report, reportDelivery, reportRun, reportSchedule, reportSubscription, reportTemplate } from "../../../db/schema/reports.ts";
import * as people from "../../../people/api.ts";
import { newId } from "../../../db/ids.ts";

export type ListRow = typeof distributionList.$inferSelect;
export type SubscriptionRow = typeof reportSubscription.$inferSelect;
export type DeliveryRow = typeof reportDelivery.$inferSelect;

/* ───────────── Lists ───────────── */

/** Has the list an active subscription delivering on a schedule (spec 2 §3.10 schedule_configuration.enabled)? */
// spelled out: inside the subquery drizzle would print the outer column unqualified (and it would bind to s)
const scheduled = sql<boolean>`exists (select 1 from report_subscription s where s.distribution_list_id = "distribution_list"."id" and s.is_active and s.frequency <> 'immediate')`;

export function listLists(db: Db, organizationId: string) {
  return db
    .select({ l: distributionList, scheduled })
    .from(distributionList)
    .where(eq(distributionList.organizationId, organizationId))
    .orderBy(desc(distributionList.createdAt), desc(distributionList.id))
    .limit(500);
}

export async function findList(db: DbExecutor, organizationId: string, listId: string) {
  const [row] = await db
    .select({ l: distributionList, scheduled })
    .from(distributionList)
    .where(and(eq(distributionList.organizationId, organizationId), eq(distributionList.id, listId)));
  return row ?? null;
}

export async function insertList(
  db: Db,
  organizationId: string,
  createdBy: string,
  v: { name: string; description: string; channels: string[]; subscribers: string[]; slackWebhookUrl: string | null; webhookUrl: string | null; webhookSecret: string | null },
): Promise<string> {
  const id = newId();
  await db.insert(distributionList).values({ id, organizationId, createdBy, ...v });
  return id;
}

/** Deletes a list (its subscriptions go with it; its deliveries stay in the history). Answers whether it existed. */
export async function deleteList(db: Db, organizationId: string, listId: string): Promise<boolean> {
  const rows = await db
    .delete(distributionList)
    .where(and(eq(distributionList.organizationId, organizationId), eq(distributionList.id, listId)))
    .returning({ id: distributionList.id });
  return rows.length > 0;
}

/* ───────────── Subscriptions ───────────── */

const subscriptionColumns = {
  s: reportSubscription,
  template: { id: reportTemplate.id, name: reportTemplate.name, description: reportTemplate.description, templateType: reportTemplate.templateType },
  list: { id: distributionList.id, name: distributionList.name, description: distributionList.description },
  userName: sql<string | null>`${people.displayNameOf(reportSubscription.userId)}`,
};

function subscriptionQuery(db: DbExecutor) {
  return db
    .select(subscriptionColumns)
    .from(reportSubscription)
    .leftJoin(reportTemplate, eq(reportTemplate.id, reportSubscription.templateId))
    .leftJoin(distributionList, eq(distributionList.id, reportSubscription.distributionListId));
}
export type SubscriptionView = Awaited<ReturnType<typeof findSubscription>> & {};

/** Active subscriptions, all of them or one user's own. */
export function listSubscriptions(db: Db, organizationId: string, onlyUserId: string | null) {
  return subscriptionQuery(db)
    .where(and(eq(reportSubscription.organizationId, organizationId), eq(reportSubscription.isActive, true), onlyUserId ? eq(reportSubscription.userId, onlyUserId) : undefined))
    .orderBy(desc(reportSubscription.createdAt), desc(reportSubscription.id))
    .limit(500);
}

export async function findSubscription(db: DbExecutor, organizationId: string, subscriptionId: string) {
  const [row] = await subscriptionQuery(db).where(and(eq(reportSubscription.organizationId, organizationId), eq(reportSubscription.id, subscriptionId)));
  return row ?? null;
}

/** A user's individual subscription to a template (active or not), to reuse rather than duplicate. */
export async function findIndividualSubscription(db: Db, organizationId: string, userId: string, templateId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(reportSubscription)
    .where(
      and(
        eq(reportSubscription.organizationId, organizationId),
        eq(reportSubscription.subscriptionType, "individual"),
        eq(reportSubscription.userId, userId),
        eq(reportSubscription.templateId, templateId),
      ),
    )
    .limit(1);
  return row ?? null;
}

type SubscriptionValues = {
  subscriptionType: string;
  templateId: string | null;
  distributionListId: string | null;
  userId: string | null;
  format: string;
  frequency: string;
  timeZone: string;
};

export async function insertSubscription(db: Db, organizationId: string, v: SubscriptionValues): Promise<string> {
  const id = newId();
  await db.insert(reportSubscription).values({ id, organizationId, ...v });
  return id;
}

/** Sets a subscription's preferences and activity (re-subscribing reactivates it; starting over: created now). */
export async function updateSubscription(
  db: Db,
  organizationId: string,
  id: string,
  v: { format: string; frequency: string; timeZone: string; isActive: boolean; createdAt?: Date },
) {
  await db
    .update(reportSubscription)
    .set(v)
    .where(and(eq(reportSubscription.organizationId, organizationId), eq(reportSubscription.id, id)));
}

/** Active subscriptions reaching a report of `templateId` at once (frequency immediate), with their lists. */
export function immediateSubscriptions(db: DbExecutor, organizationId: string, templateId: string | null) {
  return subscriptionTargetsQuery(db).where(
    and(
      eq(reportSubscription.organizationId, organizationId),
      eq(reportSubscription.isActive, true),
      eq(reportSubscription.frequency, "immediate"),
      templateId === null ? isNull(reportSubscription.templateId) : or(isNull(reportSubscription.templateId), eq(reportSubscription.templateId, templateId)),
    ),
  );
}

function subscriptionTargetsQuery(db: DbExecutor) {
  return db
    .select({
      s: reportSubscription,
      userEmail: sql<string | null>`${people.emailOf(reportSubscription.userId)}`,
      list: {
        channels: distributionList.channels,
        subscribers: distributionList.subscribers,
        slackWebhookUrl: distributionList.slackWebhookUrl,
        webhookUrl: distributionList.webhookUrl,
        isActive: distributionList.isActive,
      },
    })
    .from(reportSubscription)
    .leftJoin(distributionList, eq(distributionList.id, reportSubscription.distributionListId));
}
export type SubscriptionTargets = Awaited<ReturnType<typeof immediateSubscriptions>>[number];

/** Platform sweep: every active digest subscription (daily, weekly, monthly) of every organization. */
export function digestSubscriptions(db: Db) {
  return subscriptionTargetsQuery(db)
    .where(and(eq(reportSubscription.isActive, true), ne(reportSubscription.frequency, "immediate")))
    .orderBy(asc(reportSubscription.id));
}

/**
 * Published reports a digest subscription still owes: of its template (any, for a list subscription with
 * none), published after it began and up to `until`, never delivered to it yet (so a digest tick that runs
 * twice, or late, sends each report once).
 */
export function reportsOwed(db: Db, organizationId: string, s: { id: string; templateId: string | null; createdAt: Date }, until: Date) {
  return db
    .select({ id: report.id, title: report.title })
    .from(report)
    .where(
      and(
        eq(report.organizationId, organizationId),
        eq(report.status, "published"),
        gt(report.publishedAt, s.createdAt),
        lte(report.publishedAt, until),
        s.templateId ? eq(report.templateId, s.templateId) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(reportDelivery)
            .where(and(eq(reportDelivery.organizationId, organizationId), eq(reportDelivery.subscriptionId, s.id), eq(reportDelivery.reportId, report.id))),
        ),
      ),
    )
    .orderBy(asc(report.publishedAt))
    .limit(100);
}

/** Where a report has gone already (any status): what a repeated trigger must not send again. */
export function deliveryKeys(db: DbExecutor, organizationId: string, reportId: string) {
  return db
    .select({ channel: reportDelivery.channel, recipient: reportDelivery.recipient, subscriptionId: reportDelivery.subscriptionId })
    .from(reportDelivery)
    .where(and(eq(reportDelivery.organizationId, organizationId), eq(reportDelivery.reportId, reportId)));
}

/** Is the template the organization's? */
export async function templateExists(db: Db, organizationId: string, templateId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reportTemplate.id })
    .from(reportTemplate)
    .where(and(eq(reportTemplate.organizationId, organizationId), eq(reportTemplate.id, templateId)));
  return Boolean(row);
}

/* ───────────── Reports (what a delivery says about its report) ───────────── */

export async function findReport(db: DbExecutor, organizationId: string, reportId: string) {
  const [row] = await db
    .select({
      id: report.id,
      title: report.title,
      status: report.status,
      templateId: report.templateId,
      periodStart: report.periodStart,
      periodEnd: report.periodEnd,
      content: report.content,
      publishedAt: report.publishedAt,
      updatedAt: report.updatedAt,
    })
    .from(report)
    .where(and(eq(report.organizationId, organizationId), eq(report.id, reportId)));
  return row ?? null;
}
export type ReportForDelivery = NonNullable<Awaited<ReturnType<typeof findReport>>>;

/* ───────────── Deliveries ───────────── */

export type NewDelivery = {
  id: string;
  reportId: string;
  reportTitle: string;
  subscriptionId: string | null;
  channel: string;
  recipient: string;
  readTokenHash: string | null;
  queuedAt: Date;
};

export async function insertDeliveries(db: DbExecutor, organizationId: string, rows: NewDelivery[]): Promise<void> {
  if (rows.length) await db.insert(reportDelivery).values(rows.map((r) => ({ ...r, organizationId, status: "pending" })));
}

/** The delivery history, newest first: everyone's, or the deliveries to one address. */
export function listDeliveries(db: Db, organizationId: string, onlyRecipient: string | null, limit = 200) {
  return db
    .select()
    .from(reportDelivery)
    .where(and(eq(reportDelivery.organizationId, organizationId), onlyRecipient ? eq(reportDelivery.recipient, onlyRecipient) : undefined))
    .orderBy(desc(reportDelivery.queuedAt), desc(reportDelivery.id))
    .limit(limit);
}

export async function findDelivery(db: DbExecutor, organizationId: string, deliveryId: string): Promise<DeliveryRow | null> {
  const [row] = await db
    .select()
    .from(reportDelivery)
    .where(and(eq(reportDelivery.organizationId, organizationId), eq(reportDelivery.id, deliveryId)));
  return row ?? null;
}

/** Records an accepted delivery (the channel took it); never called for a refused one. */
export async function markDelivered(db: Db, organizationId: string, deliveryId: string, at: Date): Promise<void> {
  await db
    .update(reportDelivery)
    .set({ status: "delivered", deliveredAt: at, lastError: null, attempts: sql`${reportDelivery.attempts} + 1` })
    .where(and(eq(reportDelivery.organizationId, organizationId), eq(reportDelivery.id, deliveryId)));
}

/** Records a refused attempt: the error, one more attempt, and `failed` once no retry is left (else still pending). */
export async function markAttemptFailed(db: Db, organizationId: string, deliveryId: string, error: string, final: boolean): Promise<void> {
  await db
    .update(reportDelivery)
    .set({ status: final ? "failed" : "pending", lastError: error, attempts: sql`${reportDelivery.attempts} + 1` })
    .where(and(eq(reportDelivery.organizationId, organizationId), eq(reportDelivery.id, deliveryId), ne(reportDelivery.status, "delivered")));
}

/**
 * The emailed link was opened (public-token route: found by the token's hash alone): records the first read
 * time and answers the delivery's organization and report, or null for an unknown token.
 */
export async function markReadByTokenHash(db: Db, tokenHash: string, at: Date): Promise<{ organizationId: string; reportId: string | null } | null> {
  const [row] = await db
    .select({ id: reportDelivery.id, organizationId: reportDelivery.organizationId, reportId: reportDelivery.reportId, readAt: reportDelivery.readAt })
    .from(reportDelivery)
    .where(eq(reportDelivery.readTokenHash, tokenHash));
  if (!row) return null;
  if (!row.readAt)
    await db
      .update(reportDelivery)
      .set({ readAt: at })
      .where(and(eq(reportDelivery.id, row.id), isNull(reportDelivery.readAt)));
  return { organizationId: row.organizationId, reportId: row.reportId };
}

/**
 * The schedule a run belongs to, as its deliveries need it: its distribution list (deliveries of scheduled reports
 * reach its channels) and its time zone (what a recipient without saved preferences reads dates in).
 */
export async function scheduleOfRun(db: DbExecutor, organizationId: string, runId: string): Promise<{ listId: string | null; timeZone: string } | null> {
  const [row] = await db
    .select({ listId: reportSchedule.distributionListId, timeZone: reportSchedule.timeZone })
    .from(reportRun)
    .innerJoin(reportSchedule, eq(reportSchedule.id, reportRun.scheduleId))
    .where(and(eq(reportRun.organizationId, organizationId), eq(reportRun.id, runId)));
  return row ?? null;
}
