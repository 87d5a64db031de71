import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NAV_ITEMS } from "./nav.ts";
import { phoneContext, ScriptErrors, sessionCache, signedInContext } from "./api.ts";
import { DEMO_ADMIN, launchBrowser, newDesktopContext } from "./browser.ts";
import { startServer, type TestServer } from "./server.ts";

/** The dashboard shell: navigation, theme, search, notifications, footer, 404s. Each test opens its own context with the shared admin session. */
describe("dashboard shell", () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const errors = new ScriptErrors();
  const contexts: BrowserContext[] = [];
  const demoSession = sessionCache(() => server.baseURL);

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  beforeEach(async () => {
    page = await (await newContext(await demoSession(DEMO_ADMIN))).newPage();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    // Script errors and console errors (CSP violations among them).
    expect(errors.take(), "script errors").toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A new context signed in with `session` (a phone when asked; signed out without a session), watched for script errors. */
  async function newContext(session: string | undefined, phone = false): Promise<BrowserContext> {
    const c = phone ? await phoneContext(browser, server.baseURL, session) : session ? await signedInContext(browser, server.baseURL, session) : await newDesktopContext(browser);
    contexts.push(errors.watchContext(c));
    return c;
  }

  const h1 = (name: string) => page.getByRole("heading", { level: 1, name, exact: true });
  const sidebar = () => page.getByRole("navigation", { name: "Main" });
  const sidebarWidth = () => page.locator("#sidebar").evaluate((el) => el.getBoundingClientRect().width);

  it("(6) every sidebar destination renders its heading, never the 404", async () => {
    await page.goto(`${server.baseURL}/dashboard`);
    // the demo admin's sidebar: the Platform section is the vendor's staff's (a11y and ceo-login walk it as staff)
    for (const item of NAV_ITEMS.filter((i) => !i.requiresPlatform)) {
      await sidebar().getByRole("link", { name: item.label, exact: true }).click();
      await page.waitForURL(`${server.baseURL}${item.path}`);
      await h1(item.title).waitFor();
      expect(await sidebar().getByRole("link", { name: item.label, exact: true }).getAttribute("aria-current")).toBe("page");
      for (const child of item.children ?? []) {
        await sidebar().getByRole("link", { name: child.label, exact: true }).click();
        await page.waitForURL(`${server.baseURL}${child.path}`);
        await h1(child.title).waitFor();
        expect(await sidebar().getByRole("link", { name: child.label, exact: true }).getAttribute("aria-current")).toBe("page");
        // The parent stays highlighted (active by path prefix) without claiming to be the current page.
        expect(await sidebar().getByRole("link", { name: item.label, exact: true }).getAttribute("aria-current")).toBe("true");
      }
      expect(await page.getByText("We can't find that page").count()).toBe(0);
    }
  });

  it("Overview is active only on /dashboard, and children show only under the active entry", async () => {
    await page.goto(`${server.baseURL}/dashboard/reports/weekly`);
    await h1("Weekly reports").waitFor();
    expect(await sidebar().getByRole("link", { name: "Overview", exact: true }).getAttribute("aria-current")).toBeNull();
    expect(await sidebar().getByRole("link", { name: "Monthly", exact: true }).count()).toBe(1);
    expect(await sidebar().getByRole("link", { name: "Drafts", exact: true }).count()).toBe(0);
    // No invented badge on Reports.
    expect((await sidebar().getByRole("link", { name: "Reports", exact: true }).innerText()).trim()).toBe("Reports");
  });

  it("(3) the theme and the collapsed sidebar survive a reload", async () => {
    await page.goto(`${server.baseURL}/dashboard`);
    await h1("Overview").waitFor();
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
    expect(await isDark()).toBe(false);

    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    expect(await isDark()).toBe(true);
    const collapse = page.getByRole("button", { name: "Collapse sidebar" });
    expect(await collapse.getAttribute("aria-expanded")).toBe("true");
    await collapse.click();
    const expand = page.getByRole("button", { name: "Expand sidebar" });
    expect(await expand.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(sidebarWidth).toBe(64);

    await page.reload();
    await h1("Overview").waitFor();
    expect(await isDark()).toBe(true);
    expect(await page.getByRole("button", { name: "Expand sidebar" }).getAttribute("aria-expanded")).toBe("false");
    await expect.poll(sidebarWidth).toBe(64);
  });

  it("the theme is applied before first paint (no flash) and a first visit follows the device", async () => {
    const dark = errors.watchContext(await newDesktopContext(browser, "dark"));
    contexts.push(dark);
    const fresh = await dark.newPage();
    // The theme script runs before the app bundle; check the class at DOMContentLoaded, before React renders.
    await fresh.goto(`${server.baseURL}/login`, { waitUntil: "domcontentloaded" });
    expect(await fresh.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  });

  it("Settings shows the profile and a working light/dark/system choice", async () => {
    await page.goto(`${server.baseURL}/dashboard`);
    await page.getByRole("button", { name: "Settings" }).click();
    await page.waitForURL(`${server.baseURL}/dashboard/settings`);
    await h1("Settings").waitFor();
    const main = page.getByRole("main");
    await main.getByText(DEMO_ADMIN, { exact: true }).waitFor();
    await main.getByRole("radio", { name: /Dark/ }).check({ force: true });
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("facetwise-theme"))).toBe("dark");
    await main.getByRole("radio", { name: /System/ }).check({ force: true });
    expect(await page.evaluate(() => localStorage.getItem("facetwise-theme"))).toBeNull();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
  });

  it("the search box filters destinations; arrows and Enter navigate; Escape closes", async () => {
    await page.goto(`${server.baseURL}/dashboard`);
    const search = page.getByRole("combobox", { name: "Search pages" });
    await search.fill("rep");
    const options = page.getByRole("option");
    await options.first().waitFor();
    expect(await options.first().innerText()).toContain("Reports");
    await search.press("ArrowDown");
    expect(await search.getAttribute("aria-activedescendant")).toBe(await options.nth(1).getAttribute("id"));
    // the second match is a child of Reports (Templates ranks by its title, "Report templates"): Enter opens it
    const second = await options.nth(1).innerText();
    expect(second).toContain("Reports › Templates");
    await search.press("Enter");
    await page.waitForURL(`${server.baseURL}/dashboard/reports/templates`);

    await search.fill("360");
    await page.getByRole("option", { name: /360 Review/ }).click();
    await page.waitForURL(`${server.baseURL}/dashboard/360-review`);

    await search.fill("sec");
    await options.first().waitFor();
    await search.press("Escape");
    expect(await search.getAttribute("aria-expanded")).toBe("false");
    await search.fill("zzzz");
    await page.getByText("No pages match").waitFor();
    await search.fill("");
  });

  it("the bell shows no unread count and an empty popover", async () => {
    await page.goto(`${server.baseURL}/dashboard`);
    const bell = page.getByRole("button", { name: "Notifications" });
    expect(await page.getByTestId("notification-badge").count()).toBe(0);
    await bell.click();
    expect(await bell.getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("dialog", { name: "Notifications" }).getByText("No notifications yet").waitFor();
    await page.keyboard.press("Escape");
    expect(await bell.getAttribute("aria-expanded")).toBe("false");
    // Focus returns to the bell.
    expect(await bell.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("shows the version in the footer and a skip link to the main content", async () => {
    await page.goto(`${server.baseURL}/dashboard`);
    expect(await page.getByTestId("app-version").innerText()).toMatch(/^Facetwise v\d+\.\d+\.\d+/);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.getAttribute("href")).toBe("#main");
  });

  it("unknown paths get a friendly 404 with a link home; the home page leads a signed-in person to the dashboard", async () => {
    await page.goto(`${server.baseURL}/no/such/page`);
    await page.getByRole("heading", { name: "We can't find that page" }).waitFor();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await page.waitForURL(`${server.baseURL}/`);
    await page.getByRole("navigation", { name: "Facetwise" }).getByRole("link", { name: "Open your dashboard" }).click();
    await page.waitForURL(`${server.baseURL}/dashboard`);

    await page.goto(`${server.baseURL}/dashboard/nope`);
    await h1("Page not found").waitFor();
    await page.getByRole("link", { name: "Back to the overview" }).waitFor();
  });

  it("the terms and privacy pages are readable without signing in", async () => {
    const p = await (await newContext(undefined)).newPage();
    await p.goto(`${server.baseURL}/terms`);
    await p.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
    await p.goto(`${server.baseURL}/privacy`);
    await p.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
  });

  it("on a phone the sidebar is a drawer that opens and closes", async () => {
    const phone = await newContext(await demoSession(DEMO_ADMIN), true);
    const p = await phone.newPage();
    await p.goto(`${server.baseURL}/dashboard`);
    await p.getByRole("heading", { level: 1, name: "Overview" }).waitFor();
    expect(await p.locator("#sidebar").isVisible()).toBe(false);
    const open = p.getByRole("button", { name: "Open navigation" });
    await open.click();
    const drawer = p.getByRole("dialog", { name: "Navigation" });
    await drawer.waitFor();
    await drawer.getByRole("link", { name: "Real-time", exact: true }).click();
    await p.waitForURL(`${server.baseURL}/dashboard/real-time`);
    expect(await drawer.count()).toBe(0);
    expect(await open.getAttribute("aria-expanded")).toBe("false");
  });
});
