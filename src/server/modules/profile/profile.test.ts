import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { notification, outbox } from "../../db/schema/index.ts";
import { drain } from "../../jobs/testing.ts";
import { EVENT_QUEUE } from "../../events/bus.ts";

let app: TestApp;
let acme: Awaited<ReturnType<typeof buildOrganization>>;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp();
  acme = await buildOrganization(app, "acme-person", ["admin", "user", "user"]);
  for (const u of acme.users) cookies[u.email] = await signIn(app, u.email);
});
afterAll(async () => app?.cleanup());

const [adminOf, first, second] = [() => acme.users[0], () => acme.users[1], () => acme.users[2]];
const cookieOf = (u: { email: string }) => cookies[u.email];
const get = (cookie: string) => app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });
const put = (cookie: string, payload: unknown) => app.inject({ method: "PUT", url: "/api/profile", headers: { cookie }, payload: payload as object });
const me = async (cookie: string) => (await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json();

describe("a person's own profile", () => {
  it("starts in English, following the browser's time zone, with every notification emailed", async () => {
    const r = await get(cookieOf(first()));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      name: `user 1 of acme-person`,
      email: first().email,
      locale: "en",
      timeZone: null,
      emailed: { "assessment.assigned": true, "assessment.reminder": true, "report.step_assigned": true, "report.rejected": true },
    });
    expect((await me(cookieOf(first()))).preferences).toEqual({ locale: "en", timeZone: null });
  });

  it("changes the name everywhere the session shows it at once (the session cache forgets the old one)", async () => {
    expect((await me(cookieOf(first()))).user.name).toBe("user 1 of acme-person");
    const r = await put(cookieOf(first()), { name: "  Riley Rivera  " });
    expect(r.statusCode).toBe(200);
    expect(r.json().name).toBe("Riley Rivera");
    expect((await me(cookieOf(first()))).user.name).toBe("Riley Rivera");
    // the organization's member list reads the same name
    const members = (await app.inject({ method: "GET", url: "/api/organization/members", headers: { cookie: cookieOf(adminOf()) } })).json();
    expect(JSON.stringify(members)).toContain("Riley Rivera");
  });

  it("keeps language and time zone, and /api/auth/me carries them for the web app's dates", async () => {
    const r = await put(cookieOf(first()), { locale: "de", timeZone: "Europe/Berlin" });
    expect(r.json()).toMatchObject({ locale: "de", timeZone: "Europe/Berlin", name: "Riley Rivera" });
    expect((await me(cookieOf(first()))).preferences).toEqual({ locale: "de", timeZone: "Europe/Berlin" });
    // null goes back to the browser's own; other fields stay
    expect((await put(cookieOf(first()), { timeZone: null })).json()).toMatchObject({ locale: "de", timeZone: null });
    // the other person is untouched
    expect((await get(cookieOf(second()))).json()).toMatchObject({ locale: "en", timeZone: null });
  });

  it("refuses what it cannot keep (400): an empty name, an unknown language or time zone, unknown fields", async () => {
    for (const body of [
      { name: "   " },
      { name: "x".repeat(121) },
      { locale: "xx" },
      { timeZone: "Mars/Olympus_Mons" },
      { timeZone: "../../etc" },
      { emailed: { "assessment.completed": false } },
      { role: "admin" },
    ]) {
      const r = await put(cookieOf(second()), body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await get(cookieOf(second()))).json()).toMatchObject({ name: "user 2 of acme-person", locale: "en", timeZone: null });
  });

  it("needs a session (401), and nobody can read or change another person's profile: there is no id to pass", async () => {
    expect((await app.inject({ method: "GET", url: "/api/profile" })).statusCode).toBe(401);
    expect((await app.inject({ method: "PUT", url: "/api/profile", payload: { name: "x" } })).statusCode).toBe(401);
  });
});

describe("emailed notifications follow the recipient's profile", () => {
  const assign = (typeId: string, assigneeIds: string[], key: string) =>
    app.inject({
      method: "POST",
      url: "/api/assessments",
      headers: { cookie: cookieOf(adminOf()), "idempotency-key": key },
      payload: { typeId, assigneeIds },
    });
  /** Assignment emails to the address (the sign-in links the test signed in with are left out), once the event deliveries that write them ran. */
  const mailTo = async (email: string) => {
    await drain(app.deps.jobs, { queues: [EVENT_QUEUE] });
    return (await app.deps.database.db.select().from(outbox).where(eq(outbox.toAddress, email))).filter((m) => m.subject.includes("assigned you"));
  };
  const bell = async (userId: string) =>
    app.deps.database.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, userId), eq(notification.kind, "assessment.assigned")));

  it("an assignment is not emailed to a person who turned that email off, but still rings their bell; others are emailed", async () => {
    const off = (await put(cookieOf(second()), { emailed: { "assessment.assigned": false } })).json();
    expect(off.emailed).toEqual({ "assessment.assigned": false, "assessment.reminder": true, "report.step_assigned": true, "report.rejected": true });
    const r = await assign("individual", [first().id, second().id], "assign-prefs-1");
    expect(r.statusCode, r.body).toBe(201);
    expect(await mailTo(first().email)).toHaveLength(1);
    expect(await mailTo(second().email)).toHaveLength(0);
    expect(await bell(second().id)).toHaveLength(1);
    expect(await bell(first().id)).toHaveLength(1);
  });

  it("turning it back on emails the next one", async () => {
    await put(cookieOf(second()), { emailed: { "assessment.assigned": true } });
    const r = await assign("executive", [second().id], "assign-prefs-2");
    expect(r.statusCode, r.body).toBe(201);
    expect(await mailTo(second().email)).toHaveLength(1);
  });
});
