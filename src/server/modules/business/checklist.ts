/**
 * The launch checklist: readiness is its completed share, against the readiness target and the launch date
 * staff saved (business_target) or the spec's defaults (95 %, the next 1 September).
 */
import type { Db } from "../../db/client.ts";
import { AppError, msg, notFound } from "../../http/errors.ts";
import type { TChecklistItem, TLaunchReadiness, TUpdateChecklistItem } from "../../../contracts/business-signals.ts";
import { targetStatus } from "../../../domain/billing/health.ts";
import { MAX_CHECKLIST_ITEMS, readinessPercent } from "../../../domain/business/launch.ts";
import { DEFAULT_READINESS_PERCENT, daysToLaunch, defaultLaunchDate } from "../../../domain/business/targets.ts";
import * as repo from "./checklist-repo.ts";
import { savedTargets } from "./partners-repo.ts";

function present(r: repo.ChecklistRow): TChecklistItem {
  return { id: r.id, title: r.title, position: r.position, done: r.doneAt !== null, doneAt: r.doneAt?.toISOString() ?? null, simulated: r.simulated };
}

/** The checklist, readiness and days to launch as of `now`. */
export async function launchReadiness(db: Db, now = new Date()): Promise<TLaunchReadiness> {
  const [rows, saved] = await Promise.all([repo.listItems(db), savedTargets(db)]);
  const items = rows.map(present);
  const readiness = readinessPercent(items);
  const targetPercent = saved?.readinessPercent ?? DEFAULT_READINESS_PERCENT;
  const launchDate = saved?.launchDate ?? defaultLaunchDate(now);
  return {
    items,
    completed: items.filter((i) => i.done).length,
    total: items.length,
    readinessPercent: readiness,
    targetPercent,
    launchDate,
    daysToLaunch: daysToLaunch(launchDate, now),
    targetSource: saved ? "saved" : "default",
    status: readiness === null ? null : targetStatus(readiness, targetPercent),
    simulated: items.some((i) => i.simulated),
  };
}

/** Appends an item; 409 once MAX_CHECKLIST_ITEMS exist. */
export async function addItem(db: Db, title: string): Promise<TChecklistItem> {
  const row = await repo.insertItem(db, title);
  if (!row) throw new AppError(409, "CONFLICT", msg("business.tooManyChecklistItems", { max: MAX_CHECKLIST_ITEMS }));
  return present(row);
}

/** Renames an item or ticks it; 404 for an unknown id. */
export async function changeItem(db: Db, id: string, body: TUpdateChecklistItem, userId: string): Promise<TChecklistItem> {
  const row = await repo.updateItem(db, id, body, userId);
  if (!row) throw notFound("Checklist item");
  return present(row);
}

/** Removes an item; 404 for an unknown id. */
export async function removeItem(db: Db, id: string): Promise<void> {
  if (!(await repo.deleteItem(db, id))) throw notFound("Checklist item");
}
