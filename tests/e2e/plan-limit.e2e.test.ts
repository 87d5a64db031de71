/**
 * The plan's limit as an admin meets it, in Chromium: an organization on Starter that has started its 50
 * assessments this month (made in bulk through the assessments repo before the server starts, on the same
 * embedded database) sees the used-up allowance on the Assessments page and a warning when assigning; starting one more is refused with the server's
 * message (the limit, the reset date, the way up) and a link to Settings → Plan; after the upgrade there,
 * starting works.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { buildOrganization, startedResponses } from "../support/factories.ts";
import { apiSignIn, ScriptErrors, signedInContext } from "./api.ts";
import { launchBrowser, screenshot } from "./browser.ts";
import { E2E_TEMPLATE_ENV, startServer, type TestServer } from "./server.ts";

const SLUG = `limit-${Date.now().toString(36)}`;
let dataDir: string;
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let adminEmail: string;
const errors = new ScriptErrors();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "facetwise-plan-limit-"));
  const template = process.env[E2E_TEMPLATE_ENV];
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  // the month's 50 starts, written before the server opens the database (one process at a time)
  const app = await buildApp(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", FACETWISE_DATA_DIR: dataDir, PORT: "3999", FACETWISE_SEED_RESPONDENTS: "0" }), { seed: true });
  try {
    const w = await buildOrganization(app, SLUG, ["admin", "user"]);
    adminEmail = w.byRole("admin").email;
    await startedResponses(app, w.org.id, w.byRole("user").id, 50);
  } finally {
    await app.close();
  }
  server = await startServer({}, { dataDir });
  browser = await launchBrowser();
  context = errors.watchContext(await signedInContext(browser, server.baseURL, await apiSignIn(server.baseURL, adminEmail)));
}, 240_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it("an admin at 50 of 50 is refused the 51st with the reset date and the way up; after upgrading, starting works", async () => {
  const page = await context.newPage();
  const main = page.getByRole("main");

  // the Assessments page tells the admin, with the numbers and the day the count resets
  await page.goto(`${server.baseURL}/dashboard/assessments`);
  const banner = main.getByTestId("usage-banner");
  await banner.getByRole("heading", { name: "Your plan's monthly allowance is used up" }).waitFor();
  expect(await banner.innerText()).toContain("50 of 50 assessments started this month");
  expect(await banner.getByRole("meter").getAttribute("aria-valuenow")).toBe("50");
  await screenshot(page, "plan-limit-banner");

  // assigning now warns before it sends: nothing is left this month
  await main.getByRole("button", { name: "Assign to members: Individual" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Select all shown" }).click();
  const warning = dialog.getByTestId("over-limit");
  await warning.waitFor();
  expect(await warning.innerText()).toContain("All 50 assessments your plan allows this month have started. You picked 2: they can't start until");
  await screenshot(page, "plan-limit-assign");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // starting one more is refused: the server's message names the limit and the reset date, and the way up is linked
  await page.goto(`${server.baseURL}/dashboard/assessments/begin/individual`);
  await main.getByRole("heading", { name: "Before you begin" }).waitFor();
  await main
    .getByTestId("consent")
    .getByRole("checkbox", { name: /I have read who will see my results/ })
    .check();
  await main.getByRole("button", { name: "Skip and start" }).click();
  const refused = main.getByText(/Couldn't start: Your organization has started 50 assessments this month, the most the Starter plan allows/);
  await refused.waitFor();
  const message = await refused.innerText();
  const nextMonth = new Date();
  nextMonth.setUTCDate(1);
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
  // the organization counts UTC months here (no time zone set): the 1st of next month
  expect(message).toContain(`New ones can start on ${nextMonth.toISOString().slice(0, 8)}01`);
  expect(page.url()).toContain("/dashboard/assessments/begin/individual");
  await screenshot(page, "plan-limit-refused");

  // the way up: Settings → Plan, upgrade, confirm
  await main.getByRole("link", { name: "Upgrade the plan in Settings → Plan" }).click();
  await page.waitForURL(/\/dashboard\/settings$/);
  await main.getByRole("meter", { name: "50 of 50 assessments started this month" }).waitFor();
  await main.getByRole("button", { name: "Upgrade to Professional" }).click();
  await page.getByRole("dialog", { name: "Upgrade to Professional?" }).getByRole("button", { name: "Confirm" }).click();
  await main.getByText("Unlimited assessments (50 started this month)").waitFor();
  await screenshot(page, "plan-limit-settings", { fullPage: true });

  // now it starts: the first question is shown
  await page.goto(`${server.baseURL}/dashboard/assessments/begin/individual`);
  await main.getByRole("heading", { name: "Before you begin" }).waitFor();
  await main
    .getByTestId("consent")
    .getByRole("checkbox", { name: /I have read who will see my results/ })
    .check();
  await main.getByRole("button", { name: "Skip and start" }).click();
  await page.waitForURL(/\/dashboard\/assessments\/take\//);
  await main.getByRole("heading", { name: /^Question 1 of \d+$/ }).waitFor();
  // and the Assessments page no longer warns
  await page.goto(`${server.baseURL}/dashboard/assessments`);
  await main.getByRole("heading", { name: "Start a new assessment" }).waitFor();
  expect(await main.getByTestId("usage-banner").count()).toBe(0);
  expect(errors.take(), "script errors").toEqual([]);
}, 120_000);
