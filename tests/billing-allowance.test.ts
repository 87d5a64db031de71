/**
 * An organization's plan through the API: the view, upgrades at once and downgrades at the period's end, who may
 * change it, and the monthly allowance (the 51st start of a Starter month refused with 402 PLAN_LIMIT; a response
 * already started finishes; the month is the organization's, in its time zone).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "./support/app.ts";
import { buildOrganization, validAnswer } from "./support/factories.ts";
import { assessmentResponse, organizationSetting } from "../src/server/db/schema/index.ts";
import { itemsForType } from "../src/instruments/catalog.ts";
import * as assessmentsRepo from "../src/server/modules/assessments/repo.ts";
import { allowanceNow, assertMayStart } from "../src/server/modules/billing/service.ts";
import { AppError } from "../src/server/http/errors.ts";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.cleanup());

const TYPE = "individual";

/** `n` responses started in the organization (through the assessments repo), optionally at a given instant. */
async function startResponses(orgId: string, userId: string, n: number, at?: Date): Promise<void> {
  const db = app.deps.database.db;
  const rows = await assessmentsRepo.insertAssessments(
    db,
    orgId,
    Array.from({ length: n }, (_, i) => ({ typeId: TYPE, title: `A${i}`, userId, assignedBy: userId })),
  );
  for (const r of rows) {
    const id = await assessmentsRepo.insertResponse(db, orgId, {
      assessmentId: r.id,
      userId,
      typeId: TYPE,
      itemBankVersion: "v1",
      itemCount: 5,
      respondent: {},
      consentVersion: "1",
    });
    if (at) await db.update(assessmentResponse).set({ startedAt: at }).where(eq(assessmentResponse.id, id));
  }
}

describe("the plan", () => {
  it("a new organization is on Starter, billed monthly from its creation; every member may see it, only admins change it", async () => {
    const w = await buildOrganization(app, "plan-view");
    const user = await signIn(app, w.byRole("user").email);
    const view = await app.inject({ method: "GET", url: "/api/billing/subscription", headers: { cookie: user } });
    expect(view.statusCode).toBe(200);
    const v = view.json();
    expect(v).toMatchObject({ plan: "starter", status: "active", scheduled: null, canManage: false, usage: { used: 0, limit: 50, remaining: 50, level: "ok", timeZone: "UTC" } });
    expect(new Date(v.periodEnd).getTime()).toBeGreaterThan(Date.now());
    const refused = await app.inject({ method: "PUT", url: "/api/billing/subscription", headers: { cookie: user }, payload: { plan: "professional" } });
    expect(refused.statusCode).toBe(403);
    const manager = await signIn(app, w.byRole("manager").email);
    expect((await app.inject({ method: "PUT", url: "/api/billing/subscription", headers: { cookie: manager }, payload: { plan: "professional" } })).statusCode).toBe(403);
  });

  it("an upgrade takes effect at once; a downgrade waits for the period's end and can be withdrawn; Enterprise goes through sales", async () => {
    const w = await buildOrganization(app, "plan-change");
    const admin = await signIn(app, w.byRole("admin").email);
    const put = (plan: string) => app.inject({ method: "PUT", url: "/api/billing/subscription", headers: { cookie: admin }, payload: { plan } });

    const up = await put("professional");
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ plan: "professional", scheduled: null, canManage: true, usage: { limit: null, level: "unlimited" } });
    expect(up.json().history.map((h: { plan: string }) => h.plan)).toEqual(["starter", "professional"]);

    expect((await put("professional")).statusCode).toBe(409);
    const down = (await put("starter")).json();
    expect(down.plan).toBe("professional");
    expect(down.scheduled).toEqual({ plan: "starter", from: down.periodEnd });

    // asking for the plan held again withdraws the scheduled downgrade
    const kept = (await put("professional")).json();
    expect(kept).toMatchObject({ plan: "professional", scheduled: null });
    expect(kept.history.map((h: { plan: string; to: string | null }) => [h.plan, h.to === null])).toEqual([
      ["starter", false],
      ["professional", true],
    ]);

    const enterprise = await put("enterprise");
    expect(enterprise.statusCode).toBe(400);
    expect(enterprise.json().message).toMatch(/Contact Sales/);
    expect((await put("platinum")).statusCode).toBe(400);
  });
});

describe("the monthly allowance of Starter", () => {
  it("49 and 50 start; the 51st is refused with 402 PLAN_LIMIT naming the limit, the reset day and the way up; a started response still finishes", async () => {
    const w = await buildOrganization(app, "plan-limit");
    const admin = w.byRole("admin");
    // 48 started by another member
    await startResponses(w.org.id, w.byRole("user").id, 48);
    const cookie = await signIn(app, admin.email);
    const create = async (typeId: string) => (await app.inject({ method: "POST", url: "/api/assessments", headers: { cookie }, payload: { typeId } })).json().id as string;
    const start = (id: string) => app.inject({ method: "POST", url: `/api/assessments/${id}/start`, headers: { cookie }, payload: { consent: true } });
    const usage = async () => (await app.inject({ method: "GET", url: "/api/billing/subscription", headers: { cookie } })).json().usage;
    // the 49th and the 50th through the API (one open assessment per type: two types)
    const first = await start(await create(TYPE));
    expect(first.statusCode).toBe(200);
    const responseId = first.json().responseId as string;
    expect(await usage()).toMatchObject({ used: 49, remaining: 1, level: "warning" });
    expect((await start(await create("executive"))).statusCode).toBe(200);
    expect(await usage()).toMatchObject({ used: 50, remaining: 0, level: "reached" });
    // resuming what is already started is not a new start
    expect((await start(await create(TYPE))).json().responseId).toBe(responseId);

    const third = await create("organizational");
    const refused = await start(third);
    expect(refused.statusCode).toBe(402);
    const err = refused.json();
    expect(err.code).toBe("PLAN_LIMIT");
    expect(err.message).toContain("50");
    expect(err.message).toMatch(/upgrade/i);
    expect(err.details).toMatchObject({ plan: "starter", limit: 50, used: 50, upgradeTo: "professional" });
    expect(err.message).toContain(String(err.details.resetsAt).slice(0, 10));
    expect(await usage()).toMatchObject({ used: 50 });

    // the response started before the limit was reached takes answers and submits
    for (const item of itemsForType(TYPE)) {
      const r = await app.inject({
        method: "PUT",
        url: `/api/responses/${responseId}/answers/${encodeURIComponent(item.id)}`,
        headers: { cookie },
        payload: { value: validAnswer(item, 1 + Math.floor(Math.random() * 5)), timeMs: 3000 },
      });
      expect(r.statusCode).toBe(200);
    }
    expect((await app.inject({ method: "POST", url: `/api/responses/${responseId}/submit`, headers: { cookie } })).statusCode).toBe(200);

    // an upgrade lifts the limit at once
    expect((await app.inject({ method: "PUT", url: "/api/billing/subscription", headers: { cookie }, payload: { plan: "professional" } })).statusCode).toBe(200);
    expect((await start(third)).statusCode).toBe(200);
  });

  it("counts the calendar month of the organization's time zone: starts late on 31 March UTC are April's in Tokyo", async () => {
    const w = await buildOrganization(app, "plan-zone");
    const admin = w.byRole("admin");
    const db = app.deps.database.db;
    await startResponses(w.org.id, admin.id, 50, new Date("2026-03-31T20:00:00Z"));
    const midApril = new Date("2026-04-15T00:00:00Z");
    // in UTC those were March: April is untouched
    expect((await allowanceNow(db, w.org.id, midApril, false)).usage).toMatchObject({ used: 0, level: "ok" });
    await expect(assertMayStart(db, w.org.id, midApril)).resolves.toBeUndefined();

    await db
      .insert(organizationSetting)
      .values({ organizationId: w.org.id, timeZone: "Asia/Tokyo" })
      .onConflictDoUpdate({ target: organizationSetting.organizationId, set: { timeZone: "Asia/Tokyo" } });
    const tokyo = await allowanceNow(db, w.org.id, midApril, false);
    expect(tokyo).toMatchObject({ month: "2026-04", timeZone: "Asia/Tokyo", usage: { used: 50, level: "reached" } });
    expect(tokyo.resetsAt.toISOString()).toBe("2026-04-30T15:00:00.000Z");
    const refused = await assertMayStart(db, w.org.id, midApril).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("PLAN_LIMIT");
    expect((refused as AppError).message).toContain("2026-05-01");
    // and in Tokyo's May the allowance is whole again
    await expect(assertMayStart(db, w.org.id, new Date("2026-04-30T15:00:00Z"))).resolves.toBeUndefined();
  });
});
