import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "./support/app.ts";
import { buildOrganization } from "./support/factories.ts";
import { newId } from "../src/server/modules/auth/repo.ts";
import { buildStaff } from "./support/platform-staff.ts";
import { endSpan, insertSpan, placeOnPlan, spansOf } from "../src/server/modules/billing/repo.ts";
import { invoice, salesSpend } from "../src/server/db/schema/billing.ts";
import { businessMetrics, monthlyChurn, type BusinessRecords, type InvoiceRecord, type SubscriptionSpan } from "../src/domain/billing/metrics.ts";
import { businessHealth } from "../src/domain/billing/health.ts";
import type { TBusinessMetrics } from "../src/contracts/business.ts";
import type { TPlatformRole } from "../src/contracts/roles.ts";

const DAY = 86_400_000;
let app: TestApp;
const cookies: Record<string, string> = {};
const invoices: InvoiceRecord[] = [];
let T0: number;

/** A member of the platform staff with a role, signed in. */
async function staff(role: TPlatformRole): Promise<string> {
  const who = await buildStaff(app, role);
  return signIn(app, who.email);
}

async function addInvoice(organizationId: string, amountCents: number, issuedDaysAgo: number, paidDaysAgo: number | null) {
  const issuedAt = new Date(T0 - issuedDaysAgo * DAY);
  const paidAt = paidDaysAgo === null ? null : new Date(T0 - paidDaysAgo * DAY);
  await app.deps.database.db
    .insert(invoice)
    .values({ id: newId(), organizationId, periodStart: issuedAt, periodEnd: new Date(issuedAt.getTime() + 30 * DAY), issuedAt, amountCents, paidAt });
  invoices.push({ organizationId, amountCents, issuedAt, paidAt });
}

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.deps.database.db;
  T0 = Date.now();
  const at = (daysAgo: number) => new Date(T0 - daysAgo * DAY);
  const [a, b, c, d] = await Promise.all(["m-a", "m-b", "m-c", "m-d"].map((slug, i) => buildOrganization(app, slug, i === 0 ? ["admin"] : [])));
  // A: Professional for 200 days; B: Starter from 100 days ago, cancelled 10 days ago; C: an Enterprise contract
  // from 20 days ago (new); D: Starter from 60 days ago, past due for the last 5 days
  await placeOnPlan(db, a.org.id, "professional", 14_900, at(200));
  await placeOnPlan(db, b.org.id, "starter", 4_900, at(100));
  const [bSpan] = await spansOf(db, b.org.id);
  await endSpan(db, b.org.id, bSpan.id, at(10));
  await insertSpan(db, { organizationId: b.org.id, plan: "starter", status: "cancelled", from: at(10), to: null, monthlyValueCents: 4_900, changedBy: null });
  await placeOnPlan(db, c.org.id, "enterprise", 200_000, at(20));
  await placeOnPlan(db, d.org.id, "starter", 4_900, at(60));
  const [dSpan] = await spansOf(db, d.org.id);
  await endSpan(db, d.org.id, dSpan.id, at(5));
  await insertSpan(db, { organizationId: d.org.id, plan: "starter", status: "past_due", from: at(5), to: null, monthlyValueCents: 4_900, changedBy: null });

  // the invoices are this test's own (placeOnPlan issues the periods' invoices as the billing job would): the figures
  // below are worked out by hand from the six written next
  await db.delete(invoice);
  await addInvoice(a.org.id, 14_900, 25, 20);
  await addInvoice(a.org.id, 14_900, 55, 50);
  await addInvoice(b.org.id, 4_900, 40, 39);
  await addInvoice(b.org.id, 4_900, 12, null);
  await addInvoice(c.org.id, 200_000, 20, 15);
  await addInvoice(d.org.id, 4_900, 28, 27);
  // spend of $10 a day in every month of the last half year (simulated): any window's spend is $10 × its days
  for (let i = 0; i < 7; i++) {
    const m = new Date(Date.UTC(new Date(T0).getUTCFullYear(), new Date(T0).getUTCMonth() - i, 1));
    const days = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 0)).getUTCDate();
    await db.insert(salesSpend).values({ id: newId(), month: m.toISOString().slice(0, 7), amountCents: days * 1_000, simulated: true });
  }
  cookies.ceo = await staff("ceo");
  cookies.sales = await staff("sales");
  cookies.admin = await signIn(app, a.byRole("admin").email);
});
afterAll(() => app.cleanup());

const get = (cookie: string | undefined, query = "") => app.inject({ method: "GET", url: `/api/business/metrics${query}`, headers: cookie ? { cookie } : {} });

/** Every subscription stretch in the database (the seeded demo organization's included), as the domain reads them. */
async function allSpans(): Promise<SubscriptionSpan[]> {
  const rows = await app.deps.database.db.execute<{ organization_id: string }>(sql`select distinct organization_id from subscription_span`);
  const spans = await Promise.all(rows.rows.map((r) => spansOf(app.deps.database.db, r.organization_id)));
  return spans.flat().map(({ id: _id, ...s }) => s);
}

describe("GET /api/business/metrics", () => {
  it("computes the six metrics from the records, each against the previous 30 days, with definitions and sources", async () => {
    const res = await get(cookies.ceo);
    expect(res.statusCode).toBe(200);
    const body = res.json() as TBusinessMetrics;
    expect(body.period).toBe("30d");
    const now = new Date(body.to);
    expect(now.getTime() - new Date(body.from).getTime()).toBe(30 * DAY);
    const m = body.data;

    // by hand: paid within the last 30 days A $149, C $2,000, D $49; before that A $149 and B $49
    expect(m.revenue.value).toBe(219_800);
    expect(m.revenue.previous).toBe(19_800);
    expect(m.revenue.change).toBeCloseTo(((219_800 - 19_800) / 19_800) * 100, 1);
    expect(m.revenue.changeDirection).toBe("up");
    expect(m.revenue.formattedValue).toBe("$2,198");
    // customers now: the demo organization (seeded on Professional), A and C; D is past due, B cancelled
    expect(m.customers.value).toBe(3);
    // MRR: past due still counts, cancelled does not
    expect(m.mrr.value).toBe(14_900 + 14_900 + 200_000 + 4_900);
    // churn: of A, B, D 30 days ago, B no longer pays
    expect(m.churn.value).toBeCloseTo(1 / 3, 10);
    expect(m.churn.formattedValue).toBe("33.3%");
    // CAC: $10 a day × 30 days ÷ 2 new customers (C and the demo organization)
    expect(m.cac.value).toBe(15_000);
    expect(m.ltv.value).toBe(Math.round(234_700 / 3 / monthlyChurn(1 / 3, 30)));
    for (const id of ["revenue", "customers", "ltv", "cac", "mrr", "churn"] as const) {
      expect(m[id].id).toBe(id);
      expect(m[id].period).toBe("30d");
      expect(m[id].definition.length).toBeGreaterThan(20);
      expect(m[id].unavailableReason).toBeNull();
    }
    // only the spend was simulated: CAC says so, the rest are records
    expect(m.cac.source).toBe("simulated");
    expect(m.revenue.source).toBe("records");
    expect(m.mrr.source).toBe("records");
    expect(body.source).toBe("simulated");

    // the same figures as the domain computes over the records written
    const records: BusinessRecords = { spans: await allSpans(), invoices, spend: [] };
    const spendRows = await app.deps.database.db.select().from(salesSpend);
    const direct = businessMetrics({ ...records, spend: spendRows.map((r) => ({ month: r.month, amountCents: r.amountCents })) }, "30d", now);
    for (const id of ["revenue", "customers", "ltv", "cac", "mrr", "churn"] as const) expect(m[id].value).toBe(direct[id].value);

    // health: invoices issued within the period were $2,247, of which $2,198 paid
    const health = businessHealth({
      mrrChangePercent: direct.mrr.change,
      monthlyChurn: monthlyChurn(1 / 3, 30),
      ltvCents: direct.ltv.value,
      cacCents: direct.cac.value,
      invoicedCents: 224_700,
      paidOfInvoicedCents: 219_800,
    });
    expect(body.health.score).toBe(health.score);
    expect(body.health.parts.map((p) => p.id)).toEqual(["growth", "retention", "unitEconomics", "collection"]);
    expect(body.health.parts.find((p) => p.id === "collection")!.input).toContain("97.8%");
  });

  it("writes the numbers as the reader's locale does and the words from the catalog (en-XA: pseudo text)", async () => {
    const de = (await app.inject({ method: "GET", url: "/api/business/metrics", headers: { cookie: cookies.ceo, "accept-language": "de" } })).json() as TBusinessMetrics;
    expect(de.data.revenue.formattedValue).toBe(new Intl.NumberFormat("de", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(2_198));
    expect(de.data.revenue.formattedValue).not.toBe("$2,198");
    expect(de.data.churn.formattedValue).toBe(new Intl.NumberFormat("de", { style: "percent", minimumFractionDigits: 1 }).format(1 / 3));
    expect(de.health.parts.find((p) => p.id === "collection")!.input).toContain(new Intl.NumberFormat("de", { style: "percent", minimumFractionDigits: 1 }).format(2_198 / 2_247));
    const xa = (await app.inject({ method: "GET", url: "/api/business/metrics", headers: { cookie: cookies.ceo, "accept-language": "en-XA" } })).json() as TBusinessMetrics;
    // churn changes in percentage points: the unit is a catalog word
    expect(xa.data.churn.change).not.toBeNull();
    expect(xa.data.churn.changeFormatted).toMatch(/^⟦[+−]\d+\.\d [^\sA-Za-z]+⟧$/);
    const en = (await get(cookies.ceo)).json() as TBusinessMetrics;
    expect(en.data.churn.changeFormatted).toMatch(/^[+−]\d+\.\d pts$/);
    for (const id of ["revenue", "customers", "ltv", "cac", "mrr", "churn"] as const) expect(xa.data[id].definition).toMatch(/^⟦.*⟧$/);
  });

  it("answers each period, says why LTV or CAC is missing, and refuses a period it does not know", async () => {
    const week = (await get(cookies.ceo, "?period=7d")).json() as TBusinessMetrics;
    expect(week.period).toBe("7d");
    // nobody new in the last 7 days but the demo organization, and nobody churned: B left 10 days ago, D is past due
    expect(week.data.churn.value).toBe(0);
    expect(week.data.ltv.value).toBeNull();
    expect(week.data.ltv.formattedValue).toBe("—");
    expect(week.data.ltv.unavailableReason).toMatch(/No customer churned/);
    expect((await get(cookies.ceo, "?period=90d")).statusCode).toBe(200);
    for (const bad of ["?period=1y", "?period=", "?period=30d&extra=1"]) {
      const res = await get(cookies.ceo, bad);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it("does not exist for an organization admin, and is forbidden to sales staff", async () => {
    expect((await get(cookies.admin)).statusCode).toBe(404);
    expect((await get(cookies.sales)).statusCode).toBe(403);
    expect((await get(undefined)).statusCode).toBe(401);
  });
});
