/**
 * What happens to reports (report_event), readers' ratings (report_rating) and share links (report_share).
 * Every function takes the organization first; a share link is found by the hash of its token only.
 */
import { and, desc, eq, gt, gte, inArray, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../jobs/repo.ts";
import { report, reportEvent, reportRating, reportShare } from "../../../db/schema/reports.ts";
import * as people from "../../../people/api.ts";
import { newId } from "../../../db/ids.ts";

/** generated | viewed | read | downloaded | shared | edited | published */
export type ReportEventKind = "generated" | "viewed" | "read" | "downloaded" | "shared" | "edited" | "published";

export async function insertEvent(
  db: DbExecutor,
  organizationId: string,
  e: { reportId: string; templateId: string | null; userId: string | null; kind: ReportEventKind; amount?: number | null; detail?: Record<string, unknown> | null },
  at: Date,
): Promise<void> {
  await db.insert(reportEvent).values({ id: newId(), organizationId, ...e, amount: e.amount ?? null, detail: e.detail ?? null, at });
}

/** Whether the user already has an event of this kind on the report since `since` (views are counted once per sitting). */
export async function hasRecentEvent(db: DbExecutor, organizationId: string, reportId: string, userId: string, kind: ReportEventKind, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: reportEvent.id })
    .from(reportEvent)
    .where(
      and(
        eq(reportEvent.organizationId, organizationId),
        eq(reportEvent.reportId, reportId),
        eq(reportEvent.kind, kind),
        eq(reportEvent.userId, userId),
        gte(reportEvent.at, since),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type ReportCounts = { views: number; downloads: number; shares: number; avgReadTime: number };

/**
 * Per report: views and downloads (events), shares (people or links shared with: a link counts 1, an email
 * share its number of addresses) and the mean seconds of the read events, rounded to whole seconds.
 */
export async function countsFor(db: DbExecutor, organizationId: string, reportIds: readonly string[]): Promise<Map<string, ReportCounts>> {
  const out = new Map<string, ReportCounts>();
  if (!reportIds.length) return out;
  const rows = await db
    .select({
      reportId: reportEvent.reportId,
      views: sql<number>`count(*) filter (where ${reportEvent.kind} = 'viewed')`,
      downloads: sql<number>`count(*) filter (where ${reportEvent.kind} = 'downloaded')`,
      shares: sql<number>`coalesce(sum(coalesce(${reportEvent.amount}, 1)) filter (where ${reportEvent.kind} = 'shared'), 0)`,
      readTime: sql<number | null>`avg(${reportEvent.amount}) filter (where ${reportEvent.kind} = 'read')`,
    })
    .from(reportEvent)
    .where(and(eq(reportEvent.organizationId, organizationId), inArray(reportEvent.reportId, [...reportIds])))
    .groupBy(reportEvent.reportId);
  for (const r of rows) {
    if (!r.reportId) continue;
    out.set(r.reportId, {
      views: Number(r.views),
      downloads: Number(r.downloads),
      shares: Number(r.shares),
      avgReadTime: r.readTime === null ? 0 : Math.round(Number(r.readTime)),
    });
  }
  return out;
}

/* ── ratings ── */

export async function upsertRating(db: DbExecutor, organizationId: string, reportId: string, userId: string, rating: number, now: Date): Promise<void> {
  await db
    .insert(reportRating)
    .values({ organizationId, reportId, userId, rating, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [reportRating.reportId, reportRating.userId], set: { rating, updatedAt: now } });
}

export type RatingSummary = { average: number | null; count: number; mine: number | null };

/** Per report: the mean rating (two decimals), how many rated, and the caller's own rating. */
export async function ratingsFor(db: DbExecutor, organizationId: string, reportIds: readonly string[], userId: string): Promise<Map<string, RatingSummary>> {
  const out = new Map<string, RatingSummary>();
  if (!reportIds.length) return out;
  const rows = await db
    .select({
      reportId: reportRating.reportId,
      average: sql<number>`avg(${reportRating.rating})`,
      n: sql<number>`count(*)`,
      mine: sql<number | null>`max(${reportRating.rating}) filter (where ${reportRating.userId} = ${userId})`,
    })
    .from(reportRating)
    .where(and(eq(reportRating.organizationId, organizationId), inArray(reportRating.reportId, [...reportIds])))
    .groupBy(reportRating.reportId);
  for (const r of rows) out.set(r.reportId, { average: Math.round(Number(r.average) * 100) / 100, count: Number(r.n), mine: r.mine === null ? null : Number(r.mine) });
  return out;
}

/* ── share links ── */

export async function insertShare(
  db: DbExecutor,
  organizationId: string,
  reportId: string,
  l: { tokenHash: string; createdBy: string; createdAt: Date; expiresAt: Date; includePeople: boolean },
): Promise<string> {
  const id = newId();
  await db.insert(reportShare).values({ id, organizationId, reportId, ...l });
  return id;
}

/** The report's live (not revoked, not expired) links, newest first. */
export async function listShares(db: DbExecutor, organizationId: string, reportId: string, now: Date) {
  return db
    .select({
      id: reportShare.id,
      createdAt: reportShare.createdAt,
      expiresAt: reportShare.expiresAt,
      includePeople: reportShare.includePeople,
      createdBy: reportShare.createdBy,
      creator: sql<string | null>`${people.displayNameOf(reportShare.createdBy)}`,
    })
    .from(reportShare)
    .where(and(eq(reportShare.organizationId, organizationId), eq(reportShare.reportId, reportId), isNull(reportShare.revokedAt), gt(reportShare.expiresAt, now)))
    .orderBy(desc(reportShare.createdAt), desc(reportShare.id))
    .limit(200);
}

/** A live (not revoked) link of the report, with who made it; null when there is none. */
export async function findShare(db: DbExecutor, organizationId: string, reportId: string, shareId: string): Promise<{ id: string; createdBy: string | null } | null> {
  const [row] = await db
    .select({ id: reportShare.id, createdBy: reportShare.createdBy })
    .from(reportShare)
    .where(and(eq(reportShare.organizationId, organizationId), eq(reportShare.reportId, reportId), eq(reportShare.id, shareId), isNull(reportShare.revokedAt)));
  return row ?? null;
}

/** Revokes a live link of the report; false when there is none. */
export async function revokeShare(db: DbExecutor, organizationId: string, reportId: string, shareId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(reportShare)
    .set({ revokedAt: now })
    .where(and(eq(reportShare.organizationId, organizationId), eq(reportShare.reportId, reportId), eq(reportShare.id, shareId), isNull(reportShare.revokedAt)))
    .returning({ id: reportShare.id });
  return rows.length > 0;
}

/** The organization and report a link (not revoked) opens, by its token's hash, with its expiry and whether it shows people. */
export async function findLiveShare(
  db: DbExecutor,
  tokenHash: string,
): Promise<{ organizationId: string; reportId: string; templateId: string | null; expiresAt: Date; includePeople: boolean } | null> {
  const [row] = await db
    .select({
      organizationId: reportShare.organizationId,
      reportId: reportShare.reportId,
      templateId: report.templateId,
      expiresAt: reportShare.expiresAt,
      includePeople: reportShare.includePeople,
    })
    .from(reportShare)
    .innerJoin(report, and(eq(report.id, reportShare.reportId), eq(report.organizationId, reportShare.organizationId)))
    .where(and(eq(reportShare.tokenHash, tokenHash), isNull(reportShare.revokedAt)));
  return row ?? null;
}
