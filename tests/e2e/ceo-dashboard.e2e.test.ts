import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { createOrganization, newId } from "../../src/server/modules/auth/repo.ts";
import { placeOnPlan } from "../../src/server/modules/billing/api.ts";
import { invoice, salesSpend } from "../../src/server/db/schema/billing.ts";
import type { TBusinessMetrics, TCeoDashboard } from "../../src/contracts/business.ts";
import { buildStaff } from "../support/platform-staff.ts";
import { Api, apiSignIn, signedInContext } from "./api.ts";
import { launchBrowser } from "./browser.ts";
import { E2E_TEMPLATE_ENV, startServer, type TestServer } from "./server.ts";

/**
 * The CEO dashboard in Chromium, as a CEO of the platform staff, over a customer history written before the server
 * starts (the embedded database takes one process at a time): every metric card, KPI card and chart shows what
 * the API computed from those records, and the simulated invoices are badged.
 */
const DAY = 86_400_000;
let server: TestServer;
let browser: Browser;
let dataDir: string;
let ceo: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "facetwise-ceo-e2e-"));
  const template = process.env[E2E_TEMPLATE_ENV];
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  const app = await buildApp(
    loadConfig({ NODE_ENV: "development", LOG_LEVEL: "silent", FACETWISE_DATA_DIR: dataDir, FACETWISE_SEED_RESPONDENTS: "0", FACETWISE_SEED_CUSTOMERS: "false", PORT: "3997" }),
    {
      seed: true,
    },
  );
  const db = app.deps.database.db;
  const now = Date.now();
  for (let o = 0; o < 6; o++) {
    const org = await createOrganization(db, `Customer ${o}`, `ceo-e2e-${o}`);
    const start = now - (40 + o * 30) * DAY;
    await placeOnPlan(db, org.id, o % 2 === 0 ? "starter" : "professional", o % 2 === 0 ? 4_900 : 14_900, new Date(start));
    for (let t = start; t < now - DAY; t += 30 * DAY) {
      await db.insert(invoice).values({
        id: newId(),
        organizationId: org.id,
        periodStart: new Date(t),
        periodEnd: new Date(t + 30 * DAY),
        issuedAt: new Date(t),
        amountCents: o % 2 === 0 ? 4_900 : 14_900,
        paidAt: new Date(t + DAY),
        simulated: true,
      });
    }
  }
  await db.insert(salesSpend).values({ id: newId(), month: new Date(now).toISOString().slice(0, 7), amountCents: 50_000 });
  ceo = (await buildStaff(app, "ceo")).email;
  await app.close();
  server = await startServer({}, { dataDir });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the CEO dashboard", () => {
  it("shows the six metrics, the health score, the KPI cards and the charts as computed from the records", async () => {
    const session = await apiSignIn(server.baseURL, ceo);
    const api = new Api(server.baseURL, session);
    const metrics = await api.get<TBusinessMetrics>("/api/business/metrics?period=30d");
    const dashboard = await api.get<TCeoDashboard>("/api/business/dashboard");
    const context = await signedInContext(browser, server.baseURL, session);
    try {
      const page = await context.newPage();
      await page.goto(`${server.baseURL}/dashboard/ceo`);
      await page.getByRole("heading", { level: 1, name: "CEO dashboard" }).waitFor();
      const cards = page.getByRole("list", { name: "Business metrics" }).getByRole("listitem");
      await cards.first().waitFor();
      expect(await cards.count()).toBe(6);
      for (const [i, id] of (["revenue", "customers", "ltv", "cac", "mrr", "churn"] as const).entries()) {
        expect(await cards.nth(i).textContent()).toContain(metrics.data[id].formattedValue);
      }
      // six customers written here and the seeded demo organization
      expect(metrics.data.customers.value).toBe(7);
      expect(await page.getByTestId("health-score").textContent()).toContain(`${metrics.health.score!.toFixed(1)}/10`);
      await cards.nth(5).getByRole("button", { name: "Definition" }).click();
      await cards
        .nth(5)
        .getByText(/B2B customer churn/)
        .waitFor({ state: "visible" });

      const kpis = page.getByRole("list", { name: "Against targets" });
      await kpis.waitFor();
      expect(await kpis.getByRole("listitem").count()).toBe(4);
      expect(await kpis.getByRole("listitem").nth(1).textContent()).toContain(String(dashboard.kpis.customers.value));
      // revenue overview, revenue vs target and customers vs churn are drawn (SVG)
      await page.getByText("Weekly customers vs churn").waitFor();
      expect(await page.locator("svg.recharts-surface").count()).toBeGreaterThanOrEqual(3);
      // the invoices were simulated: the figures built on them say so
      expect(await page.getByText("Simulated data").count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
