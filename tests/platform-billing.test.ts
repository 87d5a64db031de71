/**
 * The vendor's billing records through the API and the seed: the simulated customer history a fresh start writes
 * (valid, its invoices the billing rule's, non-zero metrics), the invoice run (idempotent; a new subscription is
 * invoiced at once), the staff's invoice list and Mark paid (404 to an organization admin, 403 to staff without
 * the action, audit log, idempotent), and spend records.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "./support/app.ts";
import { buildOrganization } from "./support/factories.ts";
import { grantPlatformRole } from "./support/platform-staff.ts";
import { ZInvoiceList, type TInvoice } from "../src/contracts/billing.ts";
import { businessRecords, issueDueInvoices } from "../src/server/modules/billing/api.ts";
import { dueInvoices } from "../src/domain/billing/invoices.ts";
import { businessMetrics } from "../src/domain/billing/metrics.ts";
import type { TPlatformRole } from "../src/contracts/roles.ts";
import { DEMO_USERS } from "../src/server/seed.ts";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ FACETWISE_SEED_CUSTOMERS: "true" });
});
afterAll(() => app.cleanup());

const db = () => app.deps.database.db;
type Rows<T> = { rows: T[] };

/** A signed-in member of the platform staff with `role` (the staff role is granted as `facetwise staff grant` would). */
async function staff(role: TPlatformRole, email: string): Promise<string> {
  const cookie = await signIn(app, email, true);
  await grantPlatformRole(app, email, role);
  return cookie;
}

describe("the simulated customer history of a fresh start", () => {
  it("writes ~30 memberless, simulated customer organizations with valid histories whose invoices are the billing rule's", async () => {
    const orgs = (
      (await db().execute(sql`
      select o.id, o.name, o.created_at, s.billing_anchor, (select count(*)::int from member m where m.organization_id = o.id) as members
      from organization o join subscription s on s.organization_id = o.id where s.simulated`)) as unknown as Rows<{
        id: string;
        name: string;
        members: number;
        billing_anchor: string;
      }>
    ).rows;
    expect(orgs.length).toBeGreaterThanOrEqual(25);
    expect(orgs.length).toBeLessThanOrEqual(40);
    for (const o of orgs) {
      expect(o.members).toBe(0);
      expect(o.name).toMatch(/\(simulated\)$/);
    }
    const records = await businessRecords(db(), new Date());
    const invoices = (
      (await db().execute(sql`select organization_id, period_start, amount_cents, simulated from invoice`)) as unknown as Rows<{
        organization_id: string;
        period_start: string | Date;
        amount_cents: number;
        simulated: boolean;
      }>
    ).rows;
    for (const o of orgs.slice(0, 12)) {
      const spans = records.spans.filter((s) => s.organizationId === o.id).sort((a, b) => a.from.getTime() - b.from.getTime());
      for (let i = 1; i < spans.length; i++) expect(spans[i - 1].to?.getTime()).toBe(spans[i].from.getTime());
      const stored = invoices.filter((i) => i.organization_id === o.id).map((i) => [new Date(i.period_start).toISOString(), i.amount_cents, i.simulated]);
      const expected = dueInvoices(new Date(o.billing_anchor), spans, new Date()).map((d) => [d.periodStart.toISOString(), d.amountCents, true]);
      expect(stored.sort()).toEqual(expected.sort());
    }
    const spend = ((await db().execute(sql`select count(*)::int as n from sales_spend where simulated`)) as unknown as Rows<{ n: number }>).rows[0].n;
    expect(spend).toBeGreaterThanOrEqual(18);
  });

  it("gives non-zero MRR, customers and revenue, and churn over 90 days, through the metrics", async () => {
    const m = businessMetrics(await businessRecords(db(), new Date()), "90d", new Date());
    expect(m.mrr.value).toBeGreaterThan(0);
    expect(m.customers.value).toBeGreaterThan(0);
    expect(m.revenue.value).toBeGreaterThan(0);
    expect(m.churn.value).toBeGreaterThan(0);
  });

  it("the invoice run issues nothing more on a rerun; a new organization's subscription is invoiced when it starts", async () => {
    expect(await issueDueInvoices(db(), new Date())).toBe(0);
    const { org, byRole } = await buildOrganization(app, "inv-new");
    const admin = await signIn(app, byRole("admin").email);
    expect((await app.inject({ method: "GET", url: "/api/billing/subscription", headers: { cookie: admin } })).statusCode).toBe(200);
    const rows = (
      (await db().execute(sql`select amount_cents, simulated from invoice where organization_id = ${org.id}`)) as unknown as Rows<{ amount_cents: number; simulated: boolean }>
    ).rows;
    expect(rows).toEqual([{ amount_cents: 4_900, simulated: false }]);
    expect(await issueDueInvoices(db(), new Date())).toBe(0);
  });

  it("the invoice run starts and invoices an organization whose plan nobody has read (a Starter customer from day one)", async () => {
    const { org } = await buildOrganization(app, "inv-quiet");
    const before = await db().execute(sql`select count(*)::int as n from subscription where organization_id = ${org.id}`);
    expect((before as unknown as Rows<{ n: number }>).rows[0].n).toBe(0);
    expect(await issueDueInvoices(db(), new Date())).toBe(1);
    const spans = (await db().execute(sql`select plan, status from subscription_span where organization_id = ${org.id}`)) as unknown as Rows<{ plan: string; status: string }>;
    expect(spans.rows).toEqual([{ plan: "starter", status: "active" }]);
    const invoiced = (await db().execute(sql`select amount_cents from invoice where organization_id = ${org.id}`)) as unknown as Rows<{ amount_cents: number }>;
    expect(invoiced.rows).toEqual([{ amount_cents: 4_900 }]);
    expect(await issueDueInvoices(db(), new Date())).toBe(0);
  });
});

describe("GET /api/platform/invoices and Mark paid", () => {
  it("does not exist for an organization admin (404) and is refused to staff without billing.operate (403)", async () => {
    const admin = await signIn(app, DEMO_USERS[0].email);
    expect((await app.inject({ method: "GET", url: "/api/platform/invoices", headers: { cookie: admin } })).statusCode).toBe(404);
    const ceo = await staff("ceo", "ceo-inv@vendor.example");
    expect((await app.inject({ method: "GET", url: "/api/platform/invoices", headers: { cookie: ceo } })).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/platform/invoices" })).statusCode).toBe(401);
  });

  it("lists invoices by status and organization, pages them within bounds, and writes the read to the audit log", async () => {
    const operator = await staff("platform_admin", "operator-list@vendor.example");
    const get = async (q: string) => app.inject({ method: "GET", url: `/api/platform/invoices?${q}`, headers: { cookie: operator } });
    const all = ZInvoiceList.parse((await get("pageSize=100")).json());
    expect(all.total).toBeGreaterThan(100);
    expect(all.invoices).toHaveLength(100);
    expect(all.paymentProvider).toEqual({ id: "manual", collectsPayments: false });
    const unpaid = ZInvoiceList.parse((await get("status=unpaid&pageSize=100")).json());
    const paid = ZInvoiceList.parse((await get("status=paid&pageSize=5")).json());
    expect(unpaid.invoices.every((i) => i.status === "unpaid" && i.paidAt === null)).toBe(true);
    expect(paid.invoices.every((i) => i.status === "paid" && i.paidAt !== null)).toBe(true);
    expect(unpaid.total + paid.total).toBe(all.total);
    // issued newest first; amounts are their lines
    const issued = all.invoices.map((i) => i.issuedAt);
    expect([...issued].sort().reverse()).toEqual(issued);
    for (const i of all.invoices) expect(i.lines.reduce((s, l) => s + l.amountCents, 0)).toBe(i.amountCents);
    // organization search (wildcards taken literally)
    const name = all.invoices.find((i) => i.simulated)!.organization.name;
    const found = ZInvoiceList.parse((await get(`q=${encodeURIComponent(name.slice(0, 8))}&pageSize=100`)).json());
    expect(found.invoices.length).toBeGreaterThan(0);
    expect(found.invoices.every((i) => i.organization.name.toLowerCase().includes(name.slice(0, 8).toLowerCase()))).toBe(true);
    expect(ZInvoiceList.parse((await get("q=%25%25")).json()).total).toBe(0);
    // page 2 continues page 1
    const p1 = ZInvoiceList.parse((await get("pageSize=3&page=1")).json());
    const p2 = ZInvoiceList.parse((await get("pageSize=3&page=2")).json());
    expect(p2.invoices.map((i) => i.id).some((id) => p1.invoices.some((x) => x.id === id))).toBe(false);
    for (const bad of ["pageSize=101", "pageSize=0", "page=1001", "status=late", `q=${"x".repeat(101)}`]) expect((await get(bad)).statusCode).toBe(400);
    const audit = (
      (await db().execute(sql`select metadata from audit_log where action = 'platform.invoices.read' order by created_at desc limit 1`)) as unknown as Rows<{
        metadata: { organizations: string[] };
      }>
    ).rows[0];
    expect(audit.metadata.organizations.length).toBeGreaterThan(0);
  });

  it("marks an unpaid invoice paid, recording who did and in the audit log; a repeat with the same key replays, another is refused", async () => {
    const operator = await staff("platform_admin", "operator-pay@vendor.example");
    const list = ZInvoiceList.parse((await app.inject({ method: "GET", url: "/api/platform/invoices?status=unpaid", headers: { cookie: operator } })).json());
    const target: TInvoice = list.invoices[0];
    const pay = (key: string) => app.inject({ method: "POST", url: `/api/platform/invoices/${target.id}/paid`, headers: { cookie: operator, "idempotency-key": key } });
    const first = await pay("pay-key-0001");
    expect(first.statusCode, first.body).toBe(200);
    const inv = (first.json() as { invoice: TInvoice }).invoice;
    expect(inv).toMatchObject({ id: target.id, status: "paid", amountCents: target.amountCents });
    expect(inv.paidBy).toBeTruthy();
    const replay = await pay("pay-key-0001");
    expect(replay.statusCode).toBe(200);
    expect((replay.json() as { invoice: TInvoice }).invoice.paidAt).toBe(inv.paidAt);
    expect((await pay("pay-key-0002")).statusCode).toBe(409);
    const row = (
      (await db().execute(sql`select i.paid_by, u.email from invoice i join "user" u on u.id = i.paid_by where i.id = ${target.id}`)) as unknown as Rows<{ email: string }>
    ).rows[0];
    expect(row.email).toBe("operator-pay@vendor.example");
    const audit = (
      (await db().execute(sql`select organization_id from audit_log where action = 'invoice.marked_paid' and target_id = ${target.id}`)) as unknown as Rows<{
        organization_id: string;
      }>
    ).rows;
    expect(audit).toEqual([{ organization_id: target.organization.id }]);
    expect((await app.inject({ method: "POST", url: "/api/platform/invoices/nope/paid", headers: { cookie: operator, "idempotency-key": "pay-key-0003" } })).statusCode).toBe(404);
  });
});

describe("bounds of the staff routes (as tests/bounds.test.ts tries member routes)", () => {
  const EXTREMES = ["1e9", "-1", "0", String(2 ** 53), "1e308", "0.5", "1e309", String(-(2 ** 31))];
  it("extreme pages, page sizes and months answer 400 within a second", async () => {
    const cookie = await staff("platform_admin", "operator-bounds@vendor.example");
    for (const url of [
      ...EXTREMES.flatMap((x) => [`/api/platform/invoices?page=${x}`, `/api/platform/invoices?pageSize=${x}`]),
      ...EXTREMES.map((x) => `/api/business/spend?months=${x}`),
    ]) {
      const started = performance.now();
      const res = await app.inject({ method: "GET", url, headers: { cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(performance.now() - started, url).toBeLessThan(1000);
    }
  });
});

describe("/api/business/spend", () => {
  it("lists spend for business.read and adds it for business.manage; bounded; an organization admin gets 404", async () => {
    const ceo = await staff("ceo", "ceo-spend@vendor.example");
    const sales = await staff("sales", "sales-spend@vendor.example");
    const admin = await signIn(app, DEMO_USERS[0].email);
    expect((await app.inject({ method: "GET", url: "/api/business/spend", headers: { cookie: admin } })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/business/spend", headers: { cookie: sales } })).statusCode).toBe(403);
    const before = (await app.inject({ method: "GET", url: "/api/business/spend?months=60", headers: { cookie: ceo } })).json() as {
      spend: { month: string; simulated: boolean }[];
    };
    expect(before.spend.length).toBeGreaterThanOrEqual(18);
    expect(before.spend.every((s) => s.simulated)).toBe(true);
    const now = new Date();
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
    const add = (body: Record<string, unknown>, key: string) =>
      app.inject({ method: "POST", url: "/api/business/spend", headers: { cookie: ceo, "idempotency-key": key }, payload: body });
    const made = await add({ month, amountCents: 123_400, note: "Conference booth" }, "spend-key-0001");
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ spend: { month, amountCents: 123_400, note: "Conference booth", simulated: false } });
    // a retried request replays the first answer; the same key with another body is refused
    expect((await add({ month, amountCents: 123_400, note: "Conference booth" }, "spend-key-0001")).json()).toEqual(made.json());
    expect((await add({ month, amountCents: 1 }, "spend-key-0001")).statusCode).toBe(422);
    const after = (await app.inject({ method: "GET", url: "/api/business/spend?months=1", headers: { cookie: ceo } })).json() as {
      spend: { month: string; amountCents: number }[];
    };
    expect(after.spend.filter((s) => s.amountCents === 123_400)).toHaveLength(1);
    expect(after.spend.every((s) => s.month === month)).toBe(true);
    for (const bad of [
      { month: "2026-13", amountCents: 1 },
      { month, amountCents: -1 },
      { month, amountCents: 1_000_000_001 },
      { month, amountCents: 1.5 },
      { month, amountCents: 1, note: "x".repeat(201) },
    ])
      expect((await add(bad, `bad-${JSON.stringify(bad)}`)).statusCode).toBe(400);
    expect(
      (await app.inject({ method: "POST", url: "/api/business/spend", headers: { cookie: sales, "idempotency-key": "sales-key-0001" }, payload: { month, amountCents: 1 } }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/business/spend?months=61", headers: { cookie: ceo } })).statusCode).toBe(400);
  });
});
