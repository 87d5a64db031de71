import type { Db } from "../../db/client.ts";
import { completionDelta, startDelta } from "../../../domain/analytics/delta.ts";
import { TRAITS } from "../../../domain/psychometrics/facets.ts";
import { accumulate, PILLAR_ORDER } from "../../../domain/analytics/vector.ts";
import { participantScopes } from "../../../domain/analytics/distinct.ts";
import { loadIpipNeo120 } from "../../../instruments/ipip-neo-120.ts";
import type { Completion, CompletionRecorder } from "./completion.ts";
import * as repo from "./repo.ts";
import * as people from "../../people/api.ts";
import { utcDay } from "../../../domain/calendar.ts";

type Cell = { department: string; typeId: string };
type AddToCell = (cell: Cell, day: string, delta: readonly number[], completions: number) => Promise<void>;

/**
 * Keeps the analytics facts and rollups in step with completions, inside the completion transaction, so the
 * dashboards read sums instead of responses; and notes members' active days (at most one write per member
 * and day per process). Live starts and completions reach it as in-transaction subscribers of the
 * `assessment.started` and `assessment.completed` events (subscribeAnalytics, in the analytics module);
 * bulk imports and the backfill call it directly.
 */
export class AnalyticsRecorder implements CompletionRecorder {
  private readonly ipipIndex = new Map(loadIpipNeo120("en").map((item, i) => [item.id, i]));
  private readonly activeSeen = new Set<string>();
  constructor(private readonly d: { db: Db }) {}

  async record(tx: Db, c: Completion): Promise<void> {
    return this.recordInto(tx, c, (cell, day, delta, n) => repo.addToCell(tx, c.organizationId, cell, day, delta, n));
  }

  /** Counts a response started at `at` (in the start transaction). */
  async recordStart(tx: Db, organizationId: string, userId: string, typeId: string, at: Date): Promise<void> {
    await this.startInto(tx, organizationId, userId, typeId, at, (cell, day, delta, n) => repo.addToCell(tx, organizationId, cell, day, delta, n));
  }

  /**
   * Runs `fn` with a recorder whose rollup changes are summed per cell and day and written once each when
   * `fn` ends, in day order (bulk imports: one transaction of many respondents of one organization). The
   * facts and activity are written as they come; the totals equal those of recording one by one.
   */
  async batch<T>(tx: Db, organizationId: string, fn: (rec: Pick<CompletionRecorder, "record" | "recordStart">) => Promise<T>): Promise<T> {
    const pending = new Map<string, { cell: Cell; day: string; delta: number[]; n: number }>();
    const add: AddToCell = async (cell, day, delta, n) => {
      const key = repo.cellKey(cell.department, cell.typeId, day);
      const p = pending.get(key);
      if (p) {
        accumulate(p.delta, delta);
        p.n += n;
      } else pending.set(key, { cell, day, delta: [...delta], n });
    };
    const rec: Pick<CompletionRecorder, "record" | "recordStart"> = {
      record: (btx, c) => {
        if (btx !== tx || c.organizationId !== organizationId) throw new Error("a batch records one organization in its own transaction");
        return this.recordInto(tx, c, add);
      },
      recordStart: (btx, org, userId, typeId, at) => {
        if (btx !== tx || org !== organizationId) throw new Error("a batch records one organization in its own transaction");
        return this.startInto(tx, org, userId, typeId, at, add);
      },
    };
    const out = await fn(rec);
    for (const p of [...pending.values()].sort((a, b) => a.day.localeCompare(b.day))) await repo.addToCell(tx, organizationId, p.cell, p.day, p.delta, p.n);
    return out;
  }

  private async recordInto(tx: Db, c: Completion, add: AddToCell): Promise<void> {
    const department = await people.departmentOf(tx, c.organizationId, c.userId);
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
      raw: TRAITS.some((t) => c.score.traits[t]) ? (TRAITS.map((t) => c.score.traits[t]?.raw ?? null) as number[]) : null,
      pillars: c.score.pillars ? (PILLAR_ORDER.map((p) => c.score.pillars?.[p]?.pomp ?? null) as number[]) : null,
    });
    await add({ department, typeId: c.typeId }, utcDay(c.completedAt), delta, 1);
    await repo.noteDistinct(tx, c.organizationId, c.userId, utcDay(c.completedAt), participantScopes(department, c.typeId));
    await repo.markActive(tx, c.organizationId, c.userId, utcDay(c.completedAt));
  }

  private async startInto(tx: Db, organizationId: string, userId: string, typeId: string, at: Date, add: AddToCell): Promise<void> {
    const department = await people.departmentOf(tx, organizationId, userId);
    await add({ department, typeId }, utcDay(at), startDelta(), 0);
    await repo.markActive(tx, organizationId, userId, utcDay(at));
  }

  /** Notes that a member was active today (sign-in, answer saved). */
  async markActive(organizationId: string, userId: string, at = new Date()): Promise<void> {
    const day = utcDay(at);
    const key = `${organizationId}:${userId}:${day}`;
    if (this.activeSeen.has(key)) return;
    if (this.activeSeen.size > 50_000) this.activeSeen.clear();
    await this.d.db.transaction((tx) => repo.markActive(tx, organizationId, userId, day));
    this.activeSeen.add(key);
  }
}
