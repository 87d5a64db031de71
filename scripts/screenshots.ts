/**
 * Screenshots of the main screens for a person to look at: `npm run screenshots` (not part of `npm test`:
 * it checks nothing). Starts the real server and Chromium like the browser tests, signs the demo admin in,
 * and writes PNGs to SHOTS_DIR (default /tmp/shots). With SHOTS_DIR set, `npm run test:e2e` also keeps
 * the screenshots its tests take along the way.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { DEMO_ADMIN, launchBrowser, newDesktopContext, SHOTS_DIR, signIn } from "../tests/e2e/browser.ts";
import { startServer, type TestServer } from "../tests/e2e/server.ts";

const written: string[] = [];

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const file = path.join(SHOTS_DIR, `${name}.png`);
  await page.screenshot({ path: file });
  written.push(file);
}

/** The desktop screens, light and dark; returns the signed-in context. */
async function desktop(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await newDesktopContext(browser);
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  await page.getByText("Demo: sign in as", { exact: false }).waitFor();
  await shot(page, "login");
  await page.goto(`${baseURL}/signup`);
  await page.getByRole("heading", { name: "Create your account" }).waitFor();
  await shot(page, "signup");

  await signIn(page, baseURL, DEMO_ADMIN);
  await page.getByRole("heading", { name: "Where to go" }).waitFor();
  await shot(page, "dashboard-light");
  await page.goto(`${baseURL}/dashboard/reports/weekly`);
  await page.getByRole("heading", { level: 1, name: "Weekly reports" }).waitFor();
  await shot(page, "reports-light");
  await page.goto(`${baseURL}/dashboard/users/roles`);
  await page.getByRole("heading", { level: 1, name: "Roles" }).waitFor();
  await shot(page, "roles-light");
  await page.getByRole("combobox", { name: "Search pages" }).fill("a");
  await page.getByRole("option").first().waitFor();
  await shot(page, "search-light");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await page.goto(`${baseURL}/dashboard`);
  await page.getByRole("heading", { name: "Where to go" }).waitFor();
  await shot(page, "dashboard-dark");
  await page.goto(`${baseURL}/dashboard/settings`);
  await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
  await shot(page, "settings-dark");
  await page.goto(`${baseURL}/dashboard/ocean/coverage`);
  await page.getByRole("heading", { level: 1, name: "OCEAN coverage" }).waitFor();
  await page.getByRole("button", { name: "Notifications" }).click();
  await shot(page, "ocean-dark-notifications");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await page.waitForTimeout(300); // the sidebar animates its width
  await shot(page, "sidebar-collapsed-dark");
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await shot(page, "sidebar-collapsed-light");
  await page.getByRole("button", { name: "Expand sidebar" }).click();

  await page.goto(`${baseURL}/nowhere`);
  await page.getByRole("heading", { name: "We can't find that page" }).waitFor();
  await shot(page, "not-found");
  return context;
}

/** The phone screens, signed in with `storageState` and signed out. */
async function phone(browser: Browser, baseURL: string, storageState: Awaited<ReturnType<BrowserContext["storageState"]>>): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, storageState });
  const p = await context.newPage();
  await p.goto(`${baseURL}/dashboard`);
  await p.getByRole("heading", { name: "Where to go" }).waitFor();
  await shot(p, "phone");
  await p.getByRole("button", { name: "Open navigation" }).click();
  await p.getByRole("dialog", { name: "Navigation" }).waitFor();
  await shot(p, "phone-drawer");
  await p.keyboard.press("Escape");
  await p.getByRole("button", { name: "Search pages" }).click();
  await p.getByRole("combobox", { name: "Search pages" }).fill("re");
  await shot(p, "phone-search");
  await context.close();

  const anonymous = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, deviceScaleFactor: 2 });
  const lp = await anonymous.newPage();
  await lp.goto(`${baseURL}/login`);
  await lp.getByRole("heading", { name: "Sign in to Facetwise" }).waitFor();
  await shot(lp, "phone-login");
  await anonymous.close();
}

async function main(): Promise<void> {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServer();
    browser = await launchBrowser();
    const context = await desktop(browser, server.baseURL);
    const state = await context.storageState();
    await context.close();
    await phone(browser, server.baseURL, state);
    process.stdout.write(`${written.length} screenshots in ${SHOTS_DIR}:\n${written.map((f) => `  ${f}`).join("\n")}\n`);
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    process.stderr.write(`screenshots failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exit(1);
  },
);
