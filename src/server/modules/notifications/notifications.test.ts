/**
 * Notices come from domain events: the producers publish, the notifications module's subscribers write the
 * in-app notice and its email after commit. Each notifying event gives the notice and mail it gave when the
 * producers wrote them; a repeated delivery adds nothing; the email-off preference holds; a new subscriber
 * needs no producer change.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { job, notification, outbox } from "../../db/schema/index.ts";
import { drain } from "../../jobs/testing.ts";
import { EVENT_QUEUE, type Published } from "../../events/bus.ts";
import { mailDate } from "../../i18n/mail-locale.ts";
import { NOTIFIED } from "../../events/signals.ts";
import { NOTIFICATION_SUBSCRIBERS } from "./subscribers.ts";

let app: TestApp;
let org: Awaited<ReturnType<typeof buildOrganization>>;
const cookie: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  org = await buildOrganization(app, `ntf-${randomUUID().slice(0, 8)}`, ["admin", "manager", "user", "user"]);
  for (const u of org.users) cookie[u.id] = await signIn(app, u.email);
});
afterAll(async () => app?.cleanup());

const manager = () => org.byRole("manager");
const [first, second] = [() => org.users[2], () => org.users[3]];
const delivered = () => drain(app.deps.jobs, { queues: [EVENT_QUEUE] });
const noticesOf = (userId: string) =>
  app.deps.database.db
    .select()
    .from(notification)
    .where(and(eq(notification.organizationId, org.org.id), eq(notification.userId, userId)));
const mailTo = (email: string) => app.deps.database.db.select().from(outbox).where(eq(outbox.toAddress, email));
const assign = (typeId: string, assigneeIds: string[], dueAt?: string) =>
  app.inject({ method: "POST", url: "/api/assessments", headers: { cookie: cookie[manager().id] }, payload: { typeId, assigneeIds, ...(dueAt ? { dueAt } : {}) } });
/** The delivery jobs of one notification subscriber, for this organization. */
const deliveries = async (subscriber: string) =>
  (await app.deps.database.db.select().from(job).where(eq(job.queue, EVENT_QUEUE))).filter(
    (j) => (j.payload as { subscriber: string }).subscriber === subscriber && j.organizationId === org.org.id,
  );

describe("notices from events", () => {
  it("an assignment: each assignee gets the notice and the email (their time zone), the assigner assigning themself gets none", async () => {
    // a time zone 14 hours ahead of UTC: the due date in the mail is the recipient's calendar day
    const zone = "Pacific/Kiritimati";
    expect((await app.inject({ method: "PUT", url: "/api/profile", headers: { cookie: cookie[first().id] }, payload: { timeZone: zone } })).statusCode).toBe(200);
    const hour = 10 + Math.floor(Math.random() * 13); // 10:00–22:00 UTC is the next day in Kiritimati
    const dueAt = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 14, hour)).toISOString();
    const signals: { userId: string; kind: string }[] = [];
    const listen = (e: { userId: string; kind: string }) => signals.push(e);
    app.deps.events.on(NOTIFIED, listen);
    const r = await assign("individual", [first().id, second().id, manager().id], dueAt);
    expect(r.statusCode, r.body).toBe(201);
    // one per assignee, in the order given
    const created = (r.json().assessments as { id: string }[]).map((a, i) => ({ id: a.id, userId: [first().id, second().id, manager().id][i] }));
    expect(created).toHaveLength(3);

    // nothing is written by the producer itself: the subscriber writes it once the delivery runs, then rings the bell
    await delivered();
    app.deps.events.off(NOTIFIED, listen);
    expect(signals.filter((e) => org.users.some((u) => u.id === e.userId)).sort((a, b) => a.userId.localeCompare(b.userId))).toEqual(
      [first(), second()].map((u) => ({ userId: u.id, kind: "assessment.assigned" })).sort((a, b) => a.userId.localeCompare(b.userId)),
    );
    for (const person of [first(), second()]) {
      const assessmentId = created.find((c) => c.userId === person.id)!.id;
      const notes = await noticesOf(person.id);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        kind: "assessment.assigned",
        data: { assessmentTitle: "Individual assessment", actorName: `manager 1 of ${org.org.slug}`, dueAt },
        link: `/dashboard/assessments/start/${assessmentId}`,
      });
      const mails = (await mailTo(person.email)).filter((m) => m.subject.includes("assigned you"));
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe(`manager 1 of ${org.org.slug} assigned you the Individual assessment`);
      expect(mails[0].textBody).toContain(`(Org ${org.org.slug})`);
      expect(mails[0].links).toContain(`${app.deps.baseURL}/dashboard/assessments/start/${assessmentId}`);
      const lang = person.id === first().id ? { locale: "en" as const, timeZone: zone } : { locale: "en" as const, timeZone: null };
      expect(mails[0].textBody).toContain(mailDate(lang, new Date(dueAt)));
    }
    expect(mailDate({ locale: "en", timeZone: zone }, new Date(dueAt))).not.toBe(mailDate({ locale: "en", timeZone: null }, new Date(dueAt)));
    expect(await noticesOf(manager().id)).toHaveLength(0);
  });

  it("a repeated delivery of the same event stores, mails and signals nothing a second time", async () => {
    const r = await assign("executive", [first().id]);
    expect(r.statusCode, r.body).toBe(201);
    await delivered();
    const before = { notices: (await noticesOf(first().id)).length, mails: (await mailTo(first().email)).length };
    const [done] = (await deliveries(NOTIFICATION_SUBSCRIBERS["assessment.assigned"])).filter(
      (j) => (j.payload as { event: { assessmentId: string } }).event.assessmentId === r.json().assessments[0].id,
    );
    expect(done.state).toBe("completed");

    // the queue delivers at least once: the same event (same id) handed to the subscriber again
    const signals: unknown[] = [];
    const listen = (e: unknown) => signals.push(e);
    app.deps.events.on(NOTIFIED, listen);
    try {
      await app.deps.jobs.send(EVENT_QUEUE, done.payload, { organizationId: org.org.id });
      await delivered();
    } finally {
      app.deps.events.off(NOTIFIED, listen);
    }
    expect((await deliveries(NOTIFICATION_SUBSCRIBERS["assessment.assigned"])).filter((j) => j.state === "completed").length).toBeGreaterThan(1);
    expect((await noticesOf(first().id)).length).toBe(before.notices);
    expect((await mailTo(first().email)).length).toBe(before.mails);
    expect(signals).toEqual([]);
  });

  it("a reminder is noticed and emailed unless the assignee turned that email off; the bell rings either way", async () => {
    const r = await assign("organizational", [first().id, second().id]);
    expect(r.statusCode, r.body).toBe(201);
    const ids = (r.json().assessments as { id: string }[]).map((a, i) => ({ id: a.id, userId: [first().id, second().id][i] }));
    expect(
      (await app.inject({ method: "PUT", url: "/api/profile", headers: { cookie: cookie[second().id] }, payload: { emailed: { "assessment.reminder": false } } })).statusCode,
    ).toBe(200);
    for (const a of ids) {
      const sent = await app.inject({ method: "POST", url: `/api/assignments/${a.id}/reminders`, headers: { cookie: cookie[manager().id] }, payload: {} });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    await delivered();
    for (const person of [first(), second()]) {
      const id = ids.find((a) => a.userId === person.id)!.id;
      const reminders = (await noticesOf(person.id)).filter((n) => n.kind === "assessment.reminder");
      expect(reminders).toHaveLength(1);
      expect(reminders[0]).toMatchObject({
        data: { assessmentTitle: "Organizational assessment", actorName: `manager 1 of ${org.org.slug}`, dueAt: null },
        link: `/dashboard/assessments/start/${id}`,
      });
      const mails = (await mailTo(person.email)).filter((m) => m.subject.startsWith("Reminder:"));
      expect(mails).toHaveLength(person.id === second().id ? 0 : 1);
    }
    expect((await mailTo(first().email)).find((m) => m.subject.startsWith("Reminder:"))!.links).toContain(
      `${app.deps.baseURL}/dashboard/assessments/start/${ids.find((a) => a.userId === first().id)!.id}`,
    );
  });

  it("a 360's self-rating is noticed and emailed to its subject, due at the deadline", async () => {
    const deadline = new Date(Date.now() + (10 + Math.floor(Math.random() * 20)) * 86_400_000).toISOString();
    const p = await app.inject({
      method: "POST",
      url: "/api/feedback360/projects",
      headers: { cookie: cookie[manager().id] },
      payload: { subjectId: second().id, title: "Second's 360", deadline },
    });
    expect(p.statusCode, p.body).toBe(201);
    const selfId = p.json().self.assessmentId as string;
    await delivered();
    const [told] = (await noticesOf(second().id)).filter((n) => n.kind === "assessment.assigned" && n.link === `/dashboard/assessments/start/${selfId}`);
    expect(told.data).toEqual({ assessmentTitle: "IPIP-NEO-120 self-rating for your 360", actorName: `manager 1 of ${org.org.slug}`, dueAt: deadline });
    const mail = (await mailTo(second().email)).find((m) => m.subject.includes("IPIP-NEO-120 self-rating"));
    expect(mail?.links).toContain(`${app.deps.baseURL}/dashboard/assessments/start/${selfId}`);

    // someone who starts a 360 about themself is told of its self-rating too (an assessment given to oneself otherwise is not)
    const own = await app.inject({
      method: "POST",
      url: "/api/feedback360/projects",
      headers: { cookie: cookie[manager().id] },
      payload: { subjectId: manager().id, title: "My own 360", deadline },
    });
    expect(own.statusCode, own.body).toBe(201);
    const ownSelfId = own.json().self.assessmentId as string;
    await delivered();
    const mine = (await noticesOf(manager().id)).filter((n) => n.kind === "assessment.assigned");
    expect(mine.map((n) => n.link)).toEqual([`/dashboard/assessments/start/${ownSelfId}`]);
    expect((await mailTo(manager().email)).filter((m) => m.subject.includes("IPIP-NEO-120 self-rating"))).toHaveLength(1);
  });

  it("a new subscriber of an event gets it with no change to its producer: ids only", async () => {
    const seen: Published<"assessment.assigned">[] = [];
    const off = app.deps.bus.subscribe({ event: "assessment.assigned", name: `test.crm-${randomUUID()}`, mode: "after-commit", handle: async (e) => void seen.push(e) });
    try {
      const r = await assign("ipip-neo-120", [org.byRole("admin").id]);
      expect(r.statusCode, r.body).toBe(201);
      await delivered();
    } finally {
      off();
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ organizationId: org.org.id, userId: org.byRole("admin").id, assignedBy: manager().id });
    expect(JSON.stringify(seen[0])).not.toContain("@");
  });
});
