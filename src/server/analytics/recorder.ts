import type { EventEmitter } from "node:events";
import type { Db } from "../db/client.ts";
import { completionDelta, startDelta } from "../../domain/analytics/delta.ts";
import { TRAITS } from "../../domain/psychometrics/facets.ts";
import { PILLAR_ORDER } from "../../domain/analytics/vector.ts";
import { loadIpipNeo120 } from "../../instruments/ipip-neo-120.ts";
import type { Completion, CompletionRecorder } from "./completion.ts";
import * as repo from "./repo.ts";

/** The UTC calendar day of an instant, YYYY-MM-DD. */
export const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** The analytics event announced after a completion commits (realtime forwards it to the organization's room). */
export const ANALYTICS_CHANGED = "analytics-changed";

/**
 * Keeps the analytics facts and rollups in step with completions, inside the completion transaction, so the
 * dashboards read sums instead of responses; and notes members' active days (at most one write per member
 * and day per process).
 */
export class AnalyticsRecorder implements CompletionRecorder {
  private readonly ipipIndex = new Map(loadIpipNeo120("en").map((item, i) => [item.id, i]));
  private readonly activeSeen = new Set<string>();
  constructor(private readonly d: { db: Db; events: EventEmitter }) {}

  async record(tx: Db, c: Completion): Promise<() => void> {
    const department = await repo.departmentOf(tx, c.organizationId, c.userId);
    const delta = completionDelta({ ...c, ipipIndex: this.ipipIndex });
    await repo.insertFact(tx, c.organizationId, {
      responseId: c.responseId,
      userId: c.userId,
      typeId: c.typeId,
      department,
      completedAt: c.completedAt,
      sex: c.respondent.sex ?? null,
      age: c.respondent.age ?? null,
      simulated: c.simulated,
      percentiles: TRAITS.some((t) => c.score.traits[t]) ? (TRAITS.map((t) => c.score.traits[t]?.percentile ?? null) as number[]) : null,
      pillars: c.score.pillars ? (PILLAR_ORDER.map((p) => c.score.pillars?.[p]?.pomp ?? null) as number[]) : null,
    });
    await repo.addToCell(tx, c.organizationId, { department, typeId: c.typeId }, utcDay(c.completedAt), delta, 1);
    await repo.markActive(tx, c.organizationId, c.userId, utcDay(c.completedAt));
    return () => void this.d.events.emit(ANALYTICS_CHANGED, { organizationId: c.organizationId, typeId: c.typeId });
  }

  /** Counts a started response on its start day (in the start transaction). */
  async recordStart(tx: Db, organizationId: string, userId: string, typeId: string, at: Date): Promise<void> {
    const department = await repo.departmentOf(tx, organizationId, userId);
    await repo.addToCell(tx, organizationId, { department, typeId }, utcDay(at), startDelta(), 0);
    await repo.markActive(tx, organizationId, userId, utcDay(at));
  }

  /** Notes that a member was active today (sign-in, answer saved). */
  async markActive(organizationId: string, userId: string, at = new Date()): Promise<void> {
    const day = utcDay(at);
    const key = `${organizationId}:${userId}:${day}`;
    if (this.activeSeen.has(key)) return;
    if (this.activeSeen.size > 50_000) this.activeSeen.clear();
    await repo.markActive(this.d.db, organizationId, userId, day);
    this.activeSeen.add(key);
  }
}
