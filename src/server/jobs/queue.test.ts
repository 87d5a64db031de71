import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { getJob, getSchedule, jobsOfQueue } from "./repo.ts";
import { createJobQueue, type JobQueue, type JobQueueOptions } from "./queue.ts";
import { capturingLogger, manualClock, openTempDatabase } from "./testing.ts";

let database: Database;
beforeAll(async () => {
  database = await openTempDatabase(process.env.FACETWISE_TEST_TEMPLATE);
});
afterAll(async () => {
  await database?.close();
});

const queues: JobQueue[] = [];
function makeQueue(o: Partial<JobQueueOptions> = {}) {
  const logger = capturingLogger();
  const queue = createJobQueue({ database, log: logger.log, ...o });
  queues.push(queue);
  return Object.assign(queue, { logs: logger.text });
}
afterAll(async () => {
  for (const q of queues) await q.stop();
});

const jobRow = async (id: number) => (await getJob(database.db, id))!;
/** Polls and waits for the handlers it started, until a poll claims nothing. */
async function drain(q: JobQueue): Promise<void> {
  while ((await q.poll()) > 0) await q.idle();
  await q.idle();
}

describe("job queue (PGlite)", () => {
  it("retries with exponential backoff, then keeps the job as a dead letter", async () => {
    const clock = manualClock("2025-01-10T10:00:00Z");
    const q = makeQueue({ now: clock.now });
    const attempts: number[] = [];
    q.work<{ n: number }>("t.flaky", async (j) => {
      attempts.push(j.attempt);
      throw new Error(`boom ${j.payload.n}`);
    });
    const id = (await q.send("t.flaky", { n: 7 }, { retryLimit: 2, retryDelaySeconds: 10 }))!;

    await drain(q);
    let row = await jobRow(id);
    expect(row).toMatchObject({ state: "queued", attempts: 1, lastError: "boom 7" });
    expect(row.runAt.toISOString()).toBe("2025-01-10T10:00:10.000Z"); // 10 s

    clock.advance(9_000);
    await drain(q);
    expect(attempts).toEqual([1]); // not before its time
    clock.advance(1_000);
    await drain(q);
    row = await jobRow(id);
    expect(row).toMatchObject({ state: "queued", attempts: 2 });
    expect(row.runAt.toISOString()).toBe("2025-01-10T10:00:30.000Z"); // 20 s after the second failure

    clock.set("2025-01-10T10:00:30Z");
    await drain(q);
    row = await jobRow(id);
    expect(attempts).toEqual([1, 2, 3]);
    expect(row).toMatchObject({ state: "failed", attempts: 3, lastError: "boom 7", lockedBy: null });
    expect(row.finishedAt?.toISOString()).toBe("2025-01-10T10:00:30.000Z");

    // dead letters stay listable and counted; nothing claims them again
    clock.advance(86_400_000);
    await drain(q);
    expect(attempts).toHaveLength(3);
    expect((await q.recent({ state: "failed", queue: "t.flaky" })).map((j) => j.id)).toEqual([id]);
    expect((await q.stats()).find((s) => s.queue === "t.flaky")).toEqual({ queue: "t.flaky", queued: 0, active: 0, completed: 0, failed: 1 });
    expect(q.logs()).toContain("dead letter");
  });

  it("keeps at most one queued or active job per singleton key", async () => {
    const q = makeQueue();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    q.work("t.single", () => gate);
    const first = await q.send("t.single", { a: 1 }, { singletonKey: "org-1" });
    expect(first).not.toBeNull();
    expect(await q.send("t.single", { a: 2 }, { singletonKey: "org-1" })).toBeNull(); // queued
    expect(await q.send("t.single", { a: 3 }, { singletonKey: "org-2" })).not.toBeNull(); // another key
    await q.poll();
    expect((await jobRow(first!)).state).toBe("active");
    expect(await q.send("t.single", { a: 4 }, { singletonKey: "org-1" })).toBeNull(); // active
    release();
    await drain(q);
    expect((await jobRow(first!)).state).toBe("completed");
    expect(await q.send("t.single", { a: 5 }, { singletonKey: "org-1" })).not.toBeNull(); // finished: a new one may start
  });

  it("enqueues inside a transaction: the job exists exactly when the transaction commits", async () => {
    const q = makeQueue();
    await database.db
      .transaction(async (tx) => {
        await q.send("t.tx", { keep: false }, { db: tx });
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await q.send("t.tx", { keep: true }, { db: tx });
    });
    const rows = await jobsOfQueue(database.db, "t.tx");
    expect(rows.map((r) => r.payload)).toEqual([{ keep: true }]);
  });

  it("runs cron schedules in their time zone, one job per tick across processes, skipping a tick while the last run is pending", async () => {
    const clock = manualClock("2025-03-29T12:00:00Z"); // the day before Europe's switch to summer time
    const a = makeQueue({ now: clock.now, processId: "A" });
    const b = makeQueue({ now: clock.now, processId: "B" });
    await a.schedule("t.report", "0 9 * * *", { tz: "Europe/Zurich", payload: { kind: "daily" } });
    await b.schedule("t.report", "0 9 * * *", { tz: "Europe/Zurich", payload: { kind: "daily" } }); // idempotent
    const next = async () => (await getSchedule(database.db, "t.report"))!.nextRunAt.toISOString();
    expect(await next()).toBe("2025-03-30T07:00:00.000Z"); // 09:00 CEST

    clock.set("2025-03-30T06:59:59Z");
    await Promise.all([a.poll(), b.poll()]);
    const jobsOf = () => jobsOfQueue(database.db, "t.report");
    expect(await jobsOf()).toHaveLength(0);

    clock.set("2025-03-30T07:00:00Z");
    await Promise.all([a.poll(), b.poll(), a.poll(), b.poll()]);
    expect((await jobsOf()).map((j) => [j.payload, j.singletonKey])).toEqual([[{ kind: "daily" }, "schedule:t.report"]]);
    expect(await next()).toBe("2025-03-31T07:00:00.000Z");

    // next day: nobody worked yesterday's job, so this tick adds none (singleton) but still moves on
    clock.set("2025-03-31T07:00:05Z");
    await Promise.all([a.poll(), b.poll()]);
    expect(await jobsOf()).toHaveLength(1);
    expect(await next()).toBe("2025-04-01T07:00:00.000Z");

    // once that run is done, the following tick enqueues again
    a.work("t.report", async () => undefined);
    await drain(a);
    clock.set("2025-04-01T07:00:00Z");
    await Promise.all([a.poll(), b.poll()]);
    await a.idle();
    expect((await jobsOf()).map((j) => j.state)).toEqual(["completed", "completed"]);
  });

  it("gives each job to exactly one of two queues polling one database concurrently", async () => {
    const a = makeQueue({ processId: "A", pollIntervalMs: 5 });
    const b = makeQueue({ processId: "B", pollIntervalMs: 5 });
    const runs = new Map<number, string[]>();
    const handler = (who: string) => async (j: { id: number }) => {
      runs.set(j.id, [...(runs.get(j.id) ?? []), who]);
      await new Promise((r) => setTimeout(r, 1));
    };
    a.work("t.race", handler("A"), { concurrency: 4 });
    b.work("t.race", handler("B"), { concurrency: 4 });
    const ids: number[] = [];
    for (let i = 0; i < 150; i++) ids.push((await a.send("t.race", { i }))!);
    a.start();
    b.start();
    while ((((await a.stats()).find((s) => s.queue === "t.race")?.completed ?? 0) as number) < ids.length) await new Promise((r) => setTimeout(r, 20));
    await Promise.all([a.stop(), b.stop()]);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(ids);
    expect([...runs.values()].every((who) => who.length === 1)).toBe(true);
    const byA = [...runs.values()].filter((w) => w[0] === "A").length;
    expect(byA + [...runs.values()].filter((w) => w[0] === "B").length).toBe(ids.length);
  });

  it("takes back a job whose worker stopped renewing its lease, and the stale worker cannot complete it", async () => {
    const clock = manualClock("2025-02-01T08:00:00Z");
    const a = makeQueue({ now: clock.now, processId: "A", lockTimeoutMs: 30_000 });
    const b = makeQueue({ now: clock.now, processId: "B", lockTimeoutMs: 30_000 });
    let releaseA!: () => void;
    a.work("t.lease", () => new Promise<void>((r) => (releaseA = r))); // hangs, like a process about to be killed
    const seen: string[] = [];
    b.work("t.lease", async (j) => void seen.push(`B attempt ${j.attempt}`));
    const id = (await a.send("t.lease", {}, { retryLimit: 3 }))!;
    expect(await a.poll()).toBe(1);

    clock.advance(29_000);
    await drain(b);
    expect(seen).toEqual([]); // the lease still holds
    clock.advance(11_000); // past the lease, and past B's next look at leases (every quarter of the timeout)
    await drain(b);
    expect(seen).toEqual(["B attempt 2"]);
    expect(await jobRow(id)).toMatchObject({ state: "completed", attempts: 2 });

    releaseA(); // the old worker finishes late: its completion is refused
    await a.idle();
    expect(a.logs()).toContain("lease was lost");
    expect(b.logs()).toContain("lease expired");
    expect((await jobRow(id)).attempts).toBe(2);
  });

  it("puts a job whose last allowed attempt lost its lease in the dead letter", async () => {
    const clock = manualClock("2025-02-02T08:00:00Z");
    const a = makeQueue({ now: clock.now, lockTimeoutMs: 10_000 });
    a.work("t.lease-dead", () => new Promise<void>(() => undefined));
    const id = (await a.send("t.lease-dead", {}, { retryLimit: 0 }))!;
    await a.poll();
    clock.advance(11_000);
    await a.poll();
    expect(await jobRow(id)).toMatchObject({ state: "failed", attempts: 1 });
    expect((await jobRow(id)).lastError).toMatch(/lease expired/);
  });

  it("stop() waits for running handlers, and aborts the ones that outlast its bound", async () => {
    const q = makeQueue({ stopTimeoutMs: 200, pollIntervalMs: 10 });
    let finishQuick!: () => void;
    let slowSignal: AbortSignal | undefined;
    q.work<{ kind: string }>(
      "t.stop",
      (j, { signal }) => {
        if (j.payload.kind === "quick") return new Promise<void>((r) => (finishQuick = r));
        slowSignal = signal;
        return new Promise<void>(() => undefined);
      },
      { concurrency: 2 },
    );
    const quick = (await q.send("t.stop", { kind: "quick" }))!;
    const slow = (await q.send("t.stop", { kind: "slow" }))!;
    q.start();
    while (!finishQuick || !slowSignal) await new Promise((r) => setTimeout(r, 10));
    setTimeout(() => finishQuick(), 20);
    await q.stop();
    expect((await jobRow(quick)).state).toBe("completed");
    expect(slowSignal.aborted).toBe(true);
    expect((await jobRow(slow)).state).toBe("active"); // its lease lapses; another process retries it
  });

  it("prunes completed jobs after their retention and dead letters after theirs", async () => {
    const clock = manualClock("2025-05-01T00:00:00Z");
    const q = makeQueue({ now: clock.now, retention: { completedHours: 24, failedDays: 7 } });
    q.work<{ ok: boolean }>("t.prune", async (j) => {
      if (!j.payload.ok) throw new Error("no");
    });
    const done = (await q.send("t.prune", { ok: true }))!;
    const dead = (await q.send("t.prune", { ok: false }, { retryLimit: 0 }))!;
    await drain(q);
    clock.advance(25 * 3600_000);
    await q.prune();
    expect(await getJob(database.db, done)).toBeUndefined();
    expect((await jobRow(dead)).state).toBe("failed");
    clock.advance(7 * 86_400_000);
    await q.prune();
    expect(await getJob(database.db, dead)).toBeUndefined();
  });

  it("lists recent jobs without their payloads", async () => {
    const q = makeQueue();
    await q.send("t.list", { secret: "x" });
    const [j] = await q.recent({ queue: "t.list", limit: 1 });
    expect(j).toMatchObject({ queue: "t.list", state: "queued", attempts: 0 });
    expect(JSON.stringify(j)).not.toContain("secret");
  });
});
