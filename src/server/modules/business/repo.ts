/**
 * The CEO dashboard's own records (schema/business.ts): the targets row, and the counts of partners and launch
 * checklist items the KPI cards compare against their targets. Platform data: no organization owns these rows.
 */
import { count, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../jobs/repo.ts";
import { businessPartner, businessTarget, launchChecklistItem } from "../../db/schema/business.ts";
import type { BusinessTargets } from "../../../domain/business/targets.ts";

const CURRENT = "current";

/** The targets staff set, or null when nobody has yet. */
export async function storedTargets(db: DbExecutor): Promise<(BusinessTargets & { updatedAt: Date; updatedBy: string | null }) | null> {
  const [row] = await db.select().from(businessTarget).where(eq(businessTarget.id, CURRENT));
  if (!row) return null;
  const { id: _id, ...rest } = row;
  return rest;
}

/** Writes the targets (the one row, made on first save). */
export async function saveTargets(db: DbExecutor, t: BusinessTargets, by: string): Promise<void> {
  const values = { ...t, updatedBy: by, updatedAt: new Date() };
  await db
    .insert(businessTarget)
    .values({ id: CURRENT, ...values })
    .onConflictDoUpdate({ target: businessTarget.id, set: values });
}

/** Partners by status: active and in the pipeline. */
export async function partnerCounts(db: DbExecutor): Promise<{ active: number; pipeline: number; simulated: boolean }> {
  const rows = await db
    .select({ status: businessPartner.status, n: count(), simulated: sql<boolean>`bool_or(${businessPartner.simulated})` })
    .from(businessPartner)
    .groupBy(businessPartner.status);
  const n = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
  return { active: n("active"), pipeline: n("pipeline"), simulated: rows.some((r) => r.simulated) };
}

/** The launch checklist's size and how many of its items are done. */
export async function checklistCounts(db: DbExecutor): Promise<{ items: number; done: number; simulated: boolean }> {
  const [row] = await db
    .select({ items: count(), done: count(launchChecklistItem.doneAt), simulated: sql<boolean>`coalesce(bool_or(${launchChecklistItem.simulated}), false)` })
    .from(launchChecklistItem);
  return { items: row?.items ?? 0, done: row?.done ?? 0, simulated: row?.simulated ?? false };
}
