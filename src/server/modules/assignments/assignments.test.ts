import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization, validAnswer } from "../../../../tests/support/factories.ts";
import { itemsForType } from "../../../instruments/catalog.ts";
import { drain } from "../../jobs/testing.ts";
import { EVENT_QUEUE } from "../../events/bus.ts";

describe("assignments people can follow", () => {
  let app: TestApp;
  let org: Awaited<ReturnType<typeof buildOrganization>>;
  let manager: string;
  let user: string;
  let other: Awaited<ReturnType<typeof buildOrganization>>;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
    org = await buildOrganization(app, "followers", ["admin", "manager", "user", "user"]);
    other = await buildOrganization(app, "outsiders", ["admin"]);
    manager = await signIn(app, org.byRole("manager").email);
    user = await signIn(app, org.users[2].email);
  });
  afterAll(() => app.cleanup());

  const assign = (typeId: string, assigneeIds: string[], dueAt?: string, key?: string) =>
    app.inject({
      method: "POST",
      url: "/api/assessments",
      headers: { cookie: manager, ...(key ? { "idempotency-key": key } : {}) },
      payload: { typeId, assigneeIds, ...(dueAt ? { dueAt } : {}) },
    });
  const assignments = async (cookie = manager, query = "") =>
    (await app.inject({ method: "GET", url: `/api/assignments${query}`, headers: { cookie } })).json().assignments as Record<string, unknown>[];
  /** The notices and their mail are written by the notifications module's event subscribers: run the deliveries that are due. */
  const delivered = () => drain(app.deps.jobs, { queues: [EVENT_QUEUE] });
  const bell = async (cookie: string) => (await delivered(), await app.inject({ method: "GET", url: "/api/notifications", headers: { cookie } })).json();
  const remind = (id: string, cookie = manager) => app.inject({ method: "POST", url: `/api/assignments/${id}/reminders`, headers: { cookie }, payload: {} });

  it("assigning emails each assignee a start link and notifies them; they see who assigned it and the due date", async () => {
    const dueAt = new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString();
    const r = await assign("individual", [org.users[2].id, org.users[3].id], dueAt);
    expect(r.statusCode).toBe(201);
    const created = r.json().assessments as { id: string; userId: string }[];
    expect(created).toHaveLength(2);
    await delivered();
    const mail = (await app.deps.mailer.recent(50)).find((m) => m.to === org.users[2].email);
    expect(mail?.subject).toBe("manager 1 of followers assigned you the Individual assessment");
    expect(mail?.links.some((l) => l.endsWith(`/dashboard/assessments/start/${created[0].id}`) || created.some((c) => l.endsWith(`/dashboard/assessments/start/${c.id}`)))).toBe(
      true,
    );

    const mine = (await app.inject({ method: "GET", url: "/api/assessments", headers: { cookie: user } })).json().assessments;
    expect(mine[0]).toMatchObject({ assignedBy: { name: "manager 1 of followers" }, dueAt, status: "assigned" });
    const n = await bell(user);
    expect(n.unread).toBe(1);
    expect(n.notifications[0]).toMatchObject({
      kind: "assessment.assigned",
      data: { assessmentTitle: "Individual assessment", actorName: "manager 1 of followers", dueAt },
      readAt: null,
    });
    expect(n.notifications[0].link).toBe(`/dashboard/assessments/start/${mine[0].id}`);

    expect((await app.inject({ method: "POST", url: `/api/notifications/${n.notifications[0].id}/read`, headers: { cookie: user } })).statusCode).toBe(204);
    expect((await bell(user)).unread).toBe(0);
    // another person's notification is not found, not marked
    expect((await app.inject({ method: "POST", url: `/api/notifications/${n.notifications[0].id}/read`, headers: { cookie: manager } })).statusCode).toBe(404);
  });

  it("a member holding an open assignment of the type is not assigned it twice; a double click assigns once", async () => {
    const again = await assign("individual", [org.users[2].id]);
    expect(again.json().assessments).toHaveLength(0);
    expect(again.json().alreadyAssigned).toHaveLength(1);
    const key = randomUUID();
    const [a, b] = await Promise.all([assign("executive", [org.users[3].id], undefined, key), assign("executive", [org.users[3].id], undefined, key)]);
    expect(a.json()).toEqual(b.json());
    const executive = (await assignments()).filter((x) => x.typeId === "executive");
    expect(executive).toHaveLength(1);
  });

  it("refuses a due date in the past, with a message for people", async () => {
    const r = await assign("executive", [org.users[2].id], new Date(Date.now() - 60_000).toISOString());
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe("The due date must be in the future.");
  });

  it("the assigner follows status from not started to in progress (n of m) to completed, with a results link", async () => {
    const row = (await assignments()).find((x) => x.typeId === "individual" && (x.assignee as { id: string }).id === org.users[2].id)!;
    expect(row).toMatchObject({
      status: "not_started",
      answered: 0,
      total: itemsForType("individual").length,
      resultsResponseId: null,
      policies: { remind: true, readResults: false },
    });

    const started = await app.inject({ method: "POST", url: `/api/assessments/${row.id}/start`, headers: { cookie: user }, payload: { consent: true } });
    const responseId = started.json().responseId as string;
    const items = itemsForType("individual");
    for (const item of items.slice(0, 7)) {
      await app.inject({
        method: "PUT",
        url: `/api/responses/${responseId}/answers/${encodeURIComponent(item.id)}`,
        headers: { cookie: user },
        payload: { value: validAnswer(item), timeMs: 3000 },
      });
    }
    expect((await assignments()).find((x) => x.id === row.id)).toMatchObject({ status: "in_progress", answered: 7 });

    for (const item of items.slice(7)) {
      await app.inject({
        method: "PUT",
        url: `/api/responses/${responseId}/answers/${encodeURIComponent(item.id)}`,
        headers: { cookie: user },
        payload: { value: validAnswer(item), timeMs: 3000 },
      });
    }
    expect((await app.inject({ method: "POST", url: `/api/responses/${responseId}/submit`, headers: { cookie: user } })).statusCode).toBe(200);
    const done = (await assignments()).find((x) => x.id === row.id)!;
    expect(done).toMatchObject({ status: "completed", resultsResponseId: responseId, policies: { remind: false, readResults: true } });
    expect((await app.inject({ method: "GET", url: `/api/responses/${responseId}/results`, headers: { cookie: manager } })).statusCode).toBe(200);
    // the assigner hears about it in the app, with a link to the results
    const heard = (await bell(manager)).notifications.find((n: { kind: string }) => n.kind === "assessment.completed");
    expect(heard).toMatchObject({ data: { assessmentTitle: "Individual assessment", actorName: "user 2 of followers" }, link: `/dashboard/assessments/${responseId}/results` });

    const late = await remind(row.id as string);
    expect(late.statusCode).toBe(409);
  });

  it("a reminder is emailed and notified once per 12 hours; a second is refused with the next time", async () => {
    const row = (await assignments()).find((x) => x.typeId === "individual" && (x.assignee as { id: string }).id === org.users[3].id)!;
    await delivered();
    const before = (await app.deps.mailer.recent(200)).filter((m) => m.to === org.users[3].email && m.subject.startsWith("Reminder")).length;
    const [a, b] = await Promise.all([remind(row.id as string), remind(row.id as string)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 429]);
    const refused = a.statusCode === 429 ? a : b;
    expect(refused.json().code).toBe("RATE_LIMITED");
    expect(refused.json().details.nextReminderAt).toBe((a.statusCode === 200 ? a : b).json().nextReminderAt);
    await delivered();
    expect((await app.deps.mailer.recent(200)).filter((m) => m.to === org.users[3].email && m.subject.startsWith("Reminder")).length).toBe(before + 1);
    const after = (await assignments()).find((x) => x.id === row.id)!;
    expect(after.reminderCount).toBe(1);
    expect(after.nextReminderAt).toBe(refused.json().details.nextReminderAt);

    // 13 hours later the next one goes out
    await app.deps.database.db.execute(sql`update assessment set last_reminded_at = now() - interval '13 hours' where id = ${row.id as string}`);
    expect((await remind(row.id as string)).statusCode).toBe(200);
    await delivered();
    const n = await app.inject({ method: "GET", url: "/api/notifications", headers: { cookie: await signIn(app, org.users[3].email) } });
    expect(n.json().notifications.filter((x: { kind: string }) => x.kind === "assessment.reminder")).toHaveLength(2);
  });

  it("scopes: 'mine' lists what I assigned; plain users cannot follow assignments; other organizations see nothing", async () => {
    expect((await assignments(manager, "?scope=mine")).every((a) => (a.assignedBy as { name: string }).name === "manager 1 of followers")).toBe(true);
    const admin = await signIn(app, org.byRole("admin").email);
    expect(await assignments(admin, "?scope=mine")).toHaveLength(0);
    expect((await assignments(admin)).length).toBeGreaterThan(0);
    expect((await app.inject({ method: "GET", url: "/api/assignments", headers: { cookie: user } })).statusCode).toBe(403);
    const outsider = await signIn(app, other.byRole("admin").email);
    expect(await assignments(outsider)).toHaveLength(0);
    const id = (await assignments())[0].id as string;
    expect((await remind(id, outsider)).statusCode).toBe(404);
  });
});
