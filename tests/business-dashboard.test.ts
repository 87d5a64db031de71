import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "./support/app.ts";
import { buildOrganization } from "./support/factories.ts";
import { newId } from "../src/server/modules/auth/repo.ts";
import { buildStaff } from "./support/platform-staff.ts";
import { placeOnPlan } from "../src/server/modules/billing/api.ts";
import { auditLog, invoice } from "../src/server/db/schema/index.ts";
import { defaultLaunchDate } from "../src/domain/business/targets.ts";
import type { TCeoDashboard, TRevenueOverview, TTargetsView } from "../src/contracts/business.ts";
import type { TPlatformRole } from "../src/contracts/roles.ts";

const DAY = 86_400_000;
let app: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
let T0: number;

/** A member of the platform staff with a role, signed in. */
async function staff(role: TPlatformRole): Promise<string> {
  const who = await buildStaff(app, role);
  ids[role] = who.id;
  return signIn(app, who.email);
}

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.deps.database.db;
  T0 = Date.now();
  const acme = await buildOrganization(app, "biz-acme", ["admin"]);
  await placeOnPlan(db, acme.org.id, "professional", 14_900, new Date(T0 - 400 * DAY));
  // paid 3, 10 and 40 days ago; one unpaid; one paid 400 days ago (outside a year and inside the year before)
  for (const [issued, paid, amount] of [
    [5, 3, 14_900],
    [12, 10, 14_900],
    [42, 40, 14_900],
    [60, null, 14_900],
    [402, 400, 20_000],
  ] as const) {
    const issuedAt = new Date(T0 - issued * DAY);
    await db.insert(invoice).values({
      id: newId(),
      organizationId: acme.org.id,
      periodStart: issuedAt,
      periodEnd: new Date(issuedAt.getTime() + 30 * DAY),
      issuedAt,
      amountCents: amount,
      paidAt: paid === null ? null : new Date(T0 - paid * DAY),
    });
  }
  cookies.ceo = await staff("ceo");
  cookies.sales = await staff("sales");
  cookies.operator = await staff("platform_admin");
  cookies.admin = await signIn(app, acme.byRole("admin").email);
});
afterAll(() => app.cleanup());

const valid = { monthlyRevenueCents: 2_500_000, partnersMin: 3, partnersMax: 8, readinessPercent: 90, launchDate: "2027-03-15" };
const put = (cookie: string, payload: unknown) => app.inject({ method: "PUT", url: "/api/business/targets", headers: { cookie }, payload: payload as object });

describe("targets", () => {
  it("are the spec's defaults until staff set them", async () => {
    const res = await app.inject({ method: "GET", url: "/api/business/targets", headers: { cookie: cookies.ceo } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as TTargetsView;
    expect(body.isDefault).toBe(true);
    expect(body.targets).toEqual({ monthlyRevenueCents: 1_000_000, partnersMin: 5, partnersMax: 10, readinessPercent: 95, launchDate: defaultLaunchDate(new Date(T0)) });
  });

  it("refuses values outside their bounds, naming the field", async () => {
    const bad: [string, object][] = [
      ["monthlyRevenueCents", { ...valid, monthlyRevenueCents: -1 }],
      ["monthlyRevenueCents", { ...valid, monthlyRevenueCents: 1_000_000_001 }],
      ["monthlyRevenueCents", { ...valid, monthlyRevenueCents: 10.5 }],
      ["partnersMax", { ...valid, partnersMin: 9, partnersMax: 8 }],
      ["partnersMin", { ...valid, partnersMin: 1_001, partnersMax: 1_001 }],
      ["readinessPercent", { ...valid, readinessPercent: 101 }],
      ["launchDate", { ...valid, launchDate: "2027-02-30" }],
      ["launchDate", { ...valid, launchDate: "3001-01-01" }],
      ["extra", { ...valid, extra: 1 }],
    ];
    for (const [field, payload] of bad) {
      const res = await put(cookies.ceo, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body, field).toContain(field);
    }
  });

  it("are saved by staff who manage the business and the change is audited", async () => {
    const res = await put(cookies.ceo, valid);
    expect(res.statusCode).toBe(200);
    expect((res.json() as TTargetsView).targets).toEqual(valid);
    expect((res.json() as TTargetsView).isDefault).toBe(false);
    const again = await put(cookies.operator, { ...valid, readinessPercent: 100 });
    expect(again.statusCode).toBe(200);
    const events = await app.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "business.targets_changed"), eq(auditLog.targetId, "current")))
      .orderBy(auditLog.createdAt);
    expect(events.map((e) => e.actorUserId)).toEqual([ids.ceo, ids.platform_admin]);
    expect(events[0].metadata).toEqual({ before: null, after: valid });
    expect(events[1].metadata).toEqual({ before: valid, after: { ...valid, readinessPercent: 100 } });
  });

  it("do not exist for an organization admin and are forbidden to sales staff", async () => {
    expect((await put(cookies.admin, valid)).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/business/targets", headers: { cookie: cookies.admin } })).statusCode).toBe(404);
    expect((await put(cookies.sales, valid)).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/business/targets", headers: { cookie: cookies.sales } })).statusCode).toBe(403);
  });
});

describe("revenue overview", () => {
  const get = (range: string) => app.inject({ method: "GET", url: `/api/business/revenue?range=${range}`, headers: { cookie: cookies.ceo } });

  it("totals, averages and grows paid invoices over the range against the one before", async () => {
    const week = (await get("week")).json() as TRevenueOverview;
    expect(week.series).toHaveLength(7);
    expect(week.totalCents).toBe(14_900);
    expect(week.averagePer).toBe("day");
    expect(week.averageCents).toBe(Math.round(14_900 / 7));
    expect(week.previousTotalCents).toBe(14_900);
    expect(week.growthPercent).toBe(0);
    const month = (await get("month")).json() as TRevenueOverview;
    expect(month.series).toHaveLength(30);
    expect(month.totalCents).toBe(29_800);
    expect(month.previousTotalCents).toBe(14_900);
    expect(month.growthPercent).toBe(100);
    expect(month.series.reduce((s, b) => s + b.revenueCents, 0)).toBe(month.totalCents);
    const year = (await get("year")).json() as TRevenueOverview;
    expect(year.series).toHaveLength(12);
    expect(year.averagePer).toBe("month");
    expect(year.totalCents).toBe(44_700);
    expect(year.previousTotalCents).toBe(20_000);
    expect(year.source).toBe("records");
  });

  it("refuses a range it does not know", async () => {
    expect((await get("quarter")).statusCode).toBe(400);
  });
});

describe("CEO dashboard", () => {
  it("compares revenue with the target and draws revenue by month and customers by week", async () => {
    const res = await app.inject({ method: "GET", url: "/api/business/dashboard", headers: { cookie: cookies.ceo } });
    expect(res.statusCode).toBe(200);
    const d = res.json() as TCeoDashboard;
    const target = d.targets.targets.monthlyRevenueCents;
    expect(d.kpis.revenue.valueCents).toBe(29_800);
    expect(d.kpis.revenue.status).toBe(29_800 >= target ? "success" : 29_800 >= target * 0.8 ? "warning" : "error");
    expect(d.kpis.partners).toMatchObject({ active: 0, pipeline: 0, status: "error" });
    expect(d.kpis.readiness.percent).toBeNull();
    expect(d.kpis.readiness.status).toBeNull();
    expect(d.revenueVsTarget).toHaveLength(12);
    expect(d.revenueVsTarget.every((m) => m.targetCents === target)).toBe(true);
    expect(d.revenueVsTarget.at(-1)!.partial).toBe(true);
    expect(d.customersVsChurn).toHaveLength(12);
    // acme and the seeded demo organization are customers at the end of the last week
    expect(d.customersVsChurn.at(-1)!.customers).toBe(2);
    expect(d.kpis.customers.value).toBe(2);
  });

  it("is forbidden to sales staff and does not exist for organization admins", async () => {
    expect((await app.inject({ method: "GET", url: "/api/business/dashboard", headers: { cookie: cookies.sales } })).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/business/dashboard", headers: { cookie: cookies.admin } })).statusCode).toBe(404);
  });
});
