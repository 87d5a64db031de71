/**
 * Admins hear when the plan's allowance runs low: the start that takes a Starter month to 80 % and the one that
 * takes it to 100 % publish `billing.usage_threshold` in the start's transaction; each admin (and nobody else)
 * gets one in-app notice and one email, in the organization's time zone, once per organization, month and
 * threshold — a repeated delivery or a second crossing in the month tells nobody twice.
 */
import { and, eq, inArray } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "./support/app.ts";
import { buildOrganization, startedResponses } from "./support/factories.ts";
import { assessmentResponse, job, notification, outbox } from "../src/server/db/schema/index.ts";
import { drain } from "../src/server/jobs/testing.ts";
import { EVENT_QUEUE } from "../src/server/events/bus.ts";
import { calendarMonthIn } from "../src/domain/billing/periods.ts";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
});
afterAll(() => app?.cleanup());

const db = () => app.deps.database.db;
const delivered = () => drain(app.deps.jobs, { queues: [EVENT_QUEUE] });

/** `n` responses started this month through the assessments repo (no start event: the bulk of the month). */
const startedBefore = (orgId: string, userId: string, n: number) => startedResponses(app, orgId, userId, n, "individual");

/** An organization with two admins, a manager and two members; `cookie` signs each in. */
async function world(slug: string) {
  const w = await buildOrganization(app, `${slug}-${randomUUID().slice(0, 6)}`, ["admin", "admin", "manager", "user", "user"]);
  const cookie = async (i: number) => signIn(app, w.users[i].email);
  /** The member `i` creates and starts an assessment of `typeId` through the API. */
  const start = async (i: number, typeId: string) => {
    const c = await cookie(i);
    const id = (await app.inject({ method: "POST", url: "/api/assessments", headers: { cookie: c }, payload: { typeId } })).json().id as string;
    return app.inject({ method: "POST", url: `/api/assessments/${id}/start`, headers: { cookie: c }, payload: { consent: true } });
  };
  const notices = async () =>
    db()
      .select()
      .from(notification)
      .where(and(eq(notification.organizationId, w.org.id), eq(notification.kind, "billing.usage")));
  // the usage emails (not the sign-in links the test's sign-ins mailed)
  const mails = async () =>
    (
      await db()
        .select()
        .from(outbox)
        .where(
          inArray(
            outbox.toAddress,
            w.users.map((u) => u.email),
          ),
        )
    ).filter((m) => m.subject !== "Your Facetwise sign-in link");
  return { ...w, cookie, start, notices, mails };
}

describe("usage notices", () => {
  it("the start reaching 80 % and the one reaching 100 % each tell every admin once, in the app and by email, in the organization's time zone", async () => {
    const w = await world("usage");
    const [admin1, admin2] = w.users;
    // the organization counts its months in a zone 14 hours ahead of UTC
    const zone = "Pacific/Kiritimati";
    const put = await app.inject({ method: "PUT", url: "/api/organization/settings", headers: { cookie: await w.cookie(0) }, payload: { timeZone: zone } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().timeZone).toBe(zone);

    // 38 started already this month (by the manager); the 39th crosses nothing
    await startedBefore(w.org.id, w.users[2].id, 38);
    expect((await w.start(3, "individual")).statusCode).toBe(200);
    await delivered();
    expect(await w.notices()).toEqual([]);

    // the 40th of 50 is 80 %
    expect((await w.start(4, "individual")).statusCode).toBe(200);
    await delivered();
    const month = calendarMonthIn(new Date(), zone);
    let notes = await w.notices();
    expect(notes.map((n) => n.userId).sort()).toEqual([admin1.id, admin2.id].sort());
    for (const n of notes)
      expect(n).toMatchObject({ data: { threshold: 80, used: 40, limit: 50, resetsAt: month.end.toISOString(), timeZone: zone }, link: "/dashboard/settings" });
    let sent = await w.mails();
    expect(sent.map((m) => m.toAddress).sort()).toEqual([admin1.email, admin2.email].sort());
    const resetDay = new Intl.DateTimeFormat("en-US", { day: "numeric", month: "long", year: "numeric", timeZone: zone }).format(month.end);
    expect(sent[0].subject).toBe(`Org ${w.org.slug} has started 40 of its 50 assessments this month`);
    expect(sent[0].textBody).toContain(`10 more can start before the count starts again on ${resetDay} (${zone})`);
    expect(sent[0].textBody).toContain("/dashboard/settings");

    // up to 49 in bulk, then the 50th through the API is 100 %
    await startedBefore(w.org.id, w.users[2].id, 9);
    expect((await w.start(2, "executive")).statusCode).toBe(200);
    await delivered();
    notes = await w.notices();
    expect(notes).toHaveLength(4);
    expect(notes.filter((n) => (n.data as { threshold: number }).threshold === 100).map((n) => [n.userId, (n.data as { used: number }).used])).toEqual(
      expect.arrayContaining([
        [admin1.id, 50],
        [admin2.id, 50],
      ]),
    );
    sent = await w.mails();
    const reached = sent.filter((m) => m.subject.includes("all 50"));
    expect(reached.map((m) => m.toAddress).sort()).toEqual([admin1.email, admin2.email].sort());
    expect(reached[0].textBody).toContain(`New ones can start on ${resetDay} (${zone})`);
    // nobody but the admins heard anything
    expect(sent.map((m) => m.toAddress).every((a) => a === admin1.email || a === admin2.email)).toBe(true);
    // the 51st is refused and tells nobody again
    expect((await w.start(2, "organizational")).statusCode).toBe(402);
    await delivered();
    expect(await w.notices()).toHaveLength(4);
  });

  it("a repeated delivery and a second crossing in the same month tell nobody twice", async () => {
    const w = await world("usage-once");
    const ids = await startedBefore(w.org.id, w.users[3].id, 39);
    expect((await w.start(4, "individual")).statusCode).toBe(200);
    await delivered();
    expect(await w.notices()).toHaveLength(2);
    expect(await w.mails()).toHaveLength(2);

    // the delivery job of the threshold event runs again (at least once delivery)
    const deliveries = (await db().select().from(job).where(eq(job.queue, EVENT_QUEUE))).filter(
      (j) => j.organizationId === w.org.id && (j.payload as { subscriber: string }).subscriber === "notifications.usage-threshold",
    );
    expect(deliveries).toHaveLength(1);
    await app.deps.jobs.send(EVENT_QUEUE, deliveries[0].payload, { organizationId: w.org.id });
    await delivered();
    expect(await w.notices()).toHaveLength(2);
    expect(await w.mails()).toHaveLength(2);

    // a response removed takes the month back under 80 %; the next start crosses again, and nobody is told twice
    await db().delete(assessmentResponse).where(eq(assessmentResponse.id, ids[0]));
    expect((await w.start(3, "executive")).statusCode).toBe(200);
    await delivered();
    const again = (await db().select().from(job).where(eq(job.queue, EVENT_QUEUE))).filter(
      (j) => j.organizationId === w.org.id && (j.payload as { subscriber: string }).subscriber === "notifications.usage-threshold",
    );
    // the first delivery, its repetition above, and the second crossing's
    expect(again).toHaveLength(3);
    expect(await w.notices()).toHaveLength(2);
    expect(await w.mails()).toHaveLength(2);
  });

  it("an organization on Professional has no allowance to run low: no event, no notice", async () => {
    const w = await world("usage-pro");
    expect((await app.inject({ method: "PUT", url: "/api/billing/subscription", headers: { cookie: await w.cookie(0) }, payload: { plan: "professional" } })).statusCode).toBe(200);
    await startedBefore(w.org.id, w.users[3].id, 49);
    expect((await w.start(4, "individual")).statusCode).toBe(200);
    expect((await w.start(3, "executive")).statusCode).toBe(200);
    await delivered();
    expect(await w.notices()).toEqual([]);
    expect(await w.mails()).toEqual([]);
  });

  it("the organization's time zone is checked by the server and changed by admins only", async () => {
    const w = await world("usage-zone");
    const put = async (i: number, timeZone: string) =>
      app.inject({ method: "PUT", url: "/api/organization/settings", headers: { cookie: await w.cookie(i) }, payload: { timeZone } });
    expect((await put(0, "Mars/Olympus_Mons")).statusCode).toBe(400);
    expect((await put(0, "../etc")).statusCode).toBe(400);
    expect((await put(2, "Europe/Berlin")).statusCode).toBe(403);
    expect((await put(0, "America/New_York")).json().timeZone).toBe("America/New_York");
    const view = await app.inject({ method: "GET", url: "/api/billing/subscription", headers: { cookie: await w.cookie(3) } });
    expect(view.json().usage.timeZone).toBe("America/New_York");
    expect(view.json().usage.resetsAt).toBe(calendarMonthIn(new Date(), "America/New_York").end.toISOString());
  });
});
