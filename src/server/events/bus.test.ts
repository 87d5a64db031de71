import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { createJobQueue, type JobQueue } from "../jobs/queue.ts";
import { capturingLogger, drain, manualClock, openTempDatabase } from "../jobs/testing.ts";
import { buildTestApp, signIn, type TestApp } from "../../../tests/support/app.ts";
import { buildOrganization, takeAssessment } from "../../../tests/support/factories.ts";
import { EVENT_QUEUE, EventBus, type Published } from "./bus.ts";
import type { TDomainEvent } from "../../contracts/events.ts";
import { DOMAIN_EVENT_TYPES } from "../../contracts/events.ts";

const ORG = "org-bus-test";
const completed = (responseId: string): TDomainEvent => ({
  type: "assessment.completed",
  organizationId: ORG,
  assessmentId: "a-1",
  responseId,
  userId: "u-1",
  typeId: "individual",
  assignedBy: null,
  completedAt: "2025-03-01T10:00:00.000Z",
});

describe("event bus on its own queue", () => {
  let database: Database;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    database = await openTempDatabase(process.env.FACETWISE_TEST_TEMPLATE);
    // jobs name their organization (a foreign key)
    await database.db.execute(sql`insert into organization (id, name, slug) values (${ORG}, 'Bus test', 'bus-test')`);
  });
  afterAll(async () => {
    for (const q of queues) await q.stop();
    await database?.close();
  });
  function makeBus() {
    const clock = manualClock("2025-03-01T10:00:00Z");
    const jobs = createJobQueue({ database, log: capturingLogger().log, now: clock.now });
    queues.push(jobs);
    return { bus: new EventBus({ db: database.db, jobs, log: capturingLogger().log, now: clock.now }), jobs, clock };
  }

  it("a failing after-commit subscriber is retried alone: the others ran once", async () => {
    const { bus, jobs, clock } = makeBus();
    const seen: { name: string; id: string; attempt: number }[] = [];
    let failures = 1;
    bus.subscribe({
      event: "assessment.completed",
      name: "test.flaky",
      mode: "after-commit",
      handle: async (e, d) => {
        seen.push({ name: "flaky", id: e.id, attempt: d.attempt });
        if (failures-- > 0) throw new Error("first attempt fails");
      },
    });
    bus.subscribe({
      event: "assessment.completed",
      name: "test.steady",
      mode: "after-commit",
      handle: async (e, d) => void seen.push({ name: "steady", id: e.id, attempt: d.attempt }),
    });
    await bus.transaction((tx) => bus.publish(tx, completed("r-retry")));
    await drain(jobs, { queues: [EVENT_QUEUE], now: clock.now });
    expect(seen.map((s) => `${s.name}#${s.attempt}`).sort()).toEqual(["flaky#1", "steady#1"]);
    // the retry waits its backoff (30 s): then only the failed subscriber runs again, with the same event id
    clock.advance(31_000);
    await drain(jobs, { queues: [EVENT_QUEUE], now: clock.now });
    expect(seen.map((s) => `${s.name}#${s.attempt}`).sort()).toEqual(["flaky#1", "flaky#2", "steady#1"]);
    expect(new Set(seen.map((s) => s.id)).size).toBe(1);
  });

  it("an event published in a rolled-back transaction is never delivered; in-transaction subscribers ran in that transaction", async () => {
    const { bus, jobs, clock } = makeBus();
    const after: string[] = [];
    const inside: string[] = [];
    bus.subscribe({ event: "assessment.completed", name: "test.after", mode: "after-commit", handle: async (e) => void after.push(e.responseId) });
    bus.subscribe({
      event: "assessment.completed",
      name: "test.inside",
      mode: "in-transaction",
      handle: async (e, tx) => {
        // writes with the producer's transaction: rolled back with it
        await tx.execute(sql`create temporary table if not exists bus_probe (v text) on commit drop`);
        await tx.execute(sql`insert into bus_probe values (${e.responseId})`);
        inside.push(e.responseId);
      },
    });
    await expect(
      bus.transaction(async (tx) => {
        await bus.publish(tx, completed("r-rolled-back"));
        throw new Error("the producer fails after publishing");
      }),
    ).rejects.toThrow("the producer fails");
    await bus.transaction((tx) => bus.publish(tx, completed("r-committed")));
    await drain(jobs, { queues: [EVENT_QUEUE], now: clock.now });
    expect(inside).toEqual(["r-rolled-back", "r-committed"]);
    expect(after).toEqual(["r-committed"]);
    const stored = await database.db.execute<{ n: string }>(
      sql`select count(*)::text as n from job where queue = ${EVENT_QUEUE} and payload->'event'->>'responseId' = 'r-rolled-back'`,
    );
    expect(stored.rows[0].n).toBe("0");
  });

  it("a failing in-transaction subscriber fails the producer's transaction", async () => {
    const { bus } = makeBus();
    bus.subscribe({
      event: "assessment.started",
      name: "test.strict",
      mode: "in-transaction",
      handle: async () => {
        throw new Error("rollup refused");
      },
    });
    const started: TDomainEvent = {
      type: "assessment.started",
      organizationId: ORG,
      assessmentId: "a",
      responseId: "r",
      userId: "u",
      typeId: "individual",
      startedAt: "2025-03-01T10:00:00.000Z",
    };
    await expect(bus.transaction((tx) => bus.publish(tx, started))).rejects.toThrow("rollup refused");
  });

  it("refuses a malformed event and a second subscriber of the same name", async () => {
    const { bus } = makeBus();
    const bad = { ...completed("r-bad"), organizationId: "" };
    await expect(bus.transaction((tx) => bus.publish(tx, bad))).rejects.toThrow();
    bus.subscribe({ event: "report.published", name: "test.once", mode: "after-commit", handle: async () => {} });
    expect(() => bus.subscribe({ event: "report.rejected", name: "test.once", mode: "after-commit", handle: async () => {} })).toThrow(/already registered/);
    expect(DOMAIN_EVENT_TYPES).toContain("report.published");
  });
});

describe("a new subscriber needs no change to a producer", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  });
  afterAll(async () => {
    await app?.cleanup();
  });

  it("hears assessment.completed, with the organization, when a member submits through the API", async () => {
    const received: Published<"assessment.completed">[] = [];
    app.deps.bus.subscribe({ event: "assessment.completed", name: "test.crm-sync", mode: "after-commit", handle: async (e) => void received.push(e) });
    const org = await buildOrganization(app, "bus-a");
    const member = org.byRole("user");
    const { responseId } = await takeAssessment(app, await signIn(app, member.email), "individual");
    await drain(app.deps.jobs, { queues: [EVENT_QUEUE] });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ type: "assessment.completed", organizationId: org.org.id, responseId, userId: member.id, typeId: "individual" });
  });

  it("hears assessment.assigned and assessment.reminded from the assign and reminder routes, with ids only", async () => {
    const received: TDomainEvent[] = [];
    app.deps.bus.subscribe({ event: "assessment.assigned", name: "test.assigned", mode: "after-commit", handle: async (e) => void received.push(e) });
    app.deps.bus.subscribe({ event: "assessment.reminded", name: "test.reminded", mode: "after-commit", handle: async (e) => void received.push(e) });
    const org = await buildOrganization(app, "bus-b");
    const manager = await signIn(app, org.byRole("manager").email);
    const assignee = org.byRole("user");
    const r = await app.inject({ method: "POST", url: "/api/assessments", headers: { cookie: manager }, payload: { typeId: "individual", assigneeIds: [assignee.id] } });
    expect(r.statusCode).toBe(201);
    const assessmentId = (r.json() as { assessments: { id: string }[] }).assessments[0].id;
    const reminded = await app.inject({ method: "POST", url: `/api/assignments/${assessmentId}/reminders`, headers: { cookie: manager }, payload: {} });
    expect(reminded.statusCode).toBeLessThan(300);
    await drain(app.deps.jobs, { queues: [EVENT_QUEUE] });
    const by = org.byRole("manager").id;
    expect(received).toHaveLength(2);
    expect(received).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: "assessment.assigned", organizationId: org.org.id, assessmentId, userId: assignee.id, assignedBy: by }),
        expect.objectContaining({ type: "assessment.reminded", organizationId: org.org.id, assessmentId, userId: assignee.id, remindedBy: by }),
      ]),
    );
    // ids only: no address or name travels with an event
    expect(JSON.stringify(received)).not.toContain("@");
  });
});
