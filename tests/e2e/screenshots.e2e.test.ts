import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, launchBrowser, newDesktopContext, screenshot, SHOTS_DIR, signIn } from "./browser.ts";
import { startServer, type TestServer } from "./server.ts";

/** Screenshots for a human to look at (written to SHOTS_DIR, default /tmp/shots). */
describe("screenshots", () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it(`captures the main screens into ${SHOTS_DIR}`, async () => {
    const context = await newDesktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.baseURL}/login`);
    await page.getByText("Demo: sign in as", { exact: false }).waitFor();
    await screenshot(page, "login");
    await page.goto(`${server.baseURL}/signup`);
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
    await screenshot(page, "signup");

    await signIn(page, server.baseURL, DEMO_ADMIN);
    await page.getByRole("heading", { name: "Where to go" }).waitFor();
    await screenshot(page, "dashboard-light");
    await page.goto(`${server.baseURL}/dashboard/reports/weekly`);
    await page.getByRole("heading", { level: 1, name: "Weekly reports" }).waitFor();
    await screenshot(page, "reports-light");
    await page.goto(`${server.baseURL}/dashboard/users/roles`);
    await page.getByRole("heading", { level: 1, name: "Roles" }).waitFor();
    await screenshot(page, "roles-light");
    await page.getByRole("combobox", { name: "Search pages" }).fill("a");
    await page.getByRole("option").first().waitFor();
    await screenshot(page, "search-light");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await page.goto(`${server.baseURL}/dashboard`);
    await page.getByRole("heading", { name: "Where to go" }).waitFor();
    await screenshot(page, "dashboard-dark");
    await page.goto(`${server.baseURL}/dashboard/settings`);
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    await screenshot(page, "settings-dark");
    await page.goto(`${server.baseURL}/dashboard/ocean/coverage`);
    await page.getByRole("heading", { level: 1, name: "OCEAN coverage" }).waitFor();
    await page.getByRole("button", { name: "Notifications" }).click();
    await screenshot(page, "ocean-dark-notifications");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await page.waitForTimeout(300);
    await screenshot(page, "sidebar-collapsed-dark");
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await screenshot(page, "sidebar-collapsed-light");
    await page.getByRole("button", { name: "Expand sidebar" }).click();

    await page.goto(`${server.baseURL}/nowhere`);
    await page.getByRole("heading", { name: "We can't find that page" }).waitFor();
    await screenshot(page, "not-found");

    const state = await context.storageState();
    await context.close();

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, storageState: state });
    const p = await phone.newPage();
    await p.goto(`${server.baseURL}/dashboard`);
    await p.getByRole("heading", { name: "Where to go" }).waitFor();
    await screenshot(p, "phone");
    await p.getByRole("button", { name: "Open navigation" }).click();
    await p.getByRole("dialog", { name: "Navigation" }).waitFor();
    await screenshot(p, "phone-drawer");
    await p.keyboard.press("Escape");
    await p.getByRole("button", { name: "Search pages" }).click();
    await p.getByRole("combobox", { name: "Search pages" }).fill("re");
    await screenshot(p, "phone-search");
    await phone.close();

    const anonymousPhone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, deviceScaleFactor: 2 });
    const lp = await anonymousPhone.newPage();
    await lp.goto(`${server.baseURL}/login`);
    await lp.getByRole("heading", { name: "Sign in to Facetwise" }).waitFor();
    await screenshot(lp, "phone-login");
    await anonymousPhone.close();
    expect(true).toBe(true);
  });
});
