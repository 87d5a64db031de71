import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, signedInContext } from "./api.ts";
import { launchBrowser, uniqueEmail } from "./browser.ts";
import { startServer, type TestServer } from "./server.ts";

const MEMBER = "riley@demo.facetwise.test";
/** Words that tell a person they may not be where the app sent them. */
const REFUSALS = [/you do not have permission/i, /are for admins/i];
/** Words of a page that is not there: the shell's placeholder and the 404s. */
const DEAD_ENDS = [/nothing here yet/i, /can't find that page/i, /page not found/i, /isn't available yet/i];
const PUBLIC_PATHS = ["/", "/login", "/signup", "/terms", "/privacy", "/pricing"];

/**
 * A newcomer's first hour: every sidebar destination (and each one's tabs) as a brand-new admin of a new
 * organization and as a plain member of the demo, and the public pages signed out — no placeholder, no 404, no
 * refusal, no refused or missing API call, no script error behind any offered link. Then a member edits their
 * profile and sees it everywhere.
 */
describe("a newcomer's first hour", () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await server?.stop();
  });

  /** A page for the person (signed out without a session) that records refused and missing calls and script errors. */
  async function pageFor(session: string | null): Promise<{ page: Page; problems: string[] }> {
    const context = session ? await signedInContext(browser, server.baseURL, session) : await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.origin === server.baseURL && [403, 404].includes(response.status())) problems.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
    });
    page.on("pageerror", (error) => problems.push(`script error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console: ${message.text()}`);
    });
    return { page, problems };
  }

  /** Opens a path, waits for its requests to settle and checks what the page says and fetched. */
  async function visit(page: Page, problems: string[], path: string): Promise<void> {
    await page.goto(`${server.baseURL}${path}`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForLoadState("networkidle");
    const text = await page.locator("body").innerText();
    for (const words of [...REFUSALS, ...DEAD_ENDS]) expect(text, `${path} says ${words}`).not.toMatch(words);
    // a promise to create something comes with the button to do it
    if (/creating your first/i.test(text)) {
      expect(
        await page
          .locator("main")
          .getByRole("button", { name: /create|new/i })
          .count(),
        `${path} promises a create without a button`,
      ).toBeGreaterThan(0);
    }
    expect(problems.splice(0), `${path}: refused or missing calls, script errors`).toEqual([]);
  }

  /** Every /dashboard link the sidebar offers (an entry's children show once it is open), and each page's section tabs. */
  async function walkSidebar(page: Page, problems: string[]): Promise<Set<string>> {
    const sidebar = () => page.getByRole("navigation", { name: "Main" });
    const seen = new Set<string>();
    const queue: string[] = [];
    const collect = async () => {
      const hrefs = [
        ...(await sidebar()
          .locator("a[href^='/dashboard']")
          .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))),
        ...(await page.locator("main nav a[href^='/dashboard']").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))),
      ];
      for (const href of hrefs.map((h) => h.split("?")[0])) {
        if (!seen.has(href)) {
          seen.add(href);
          queue.push(href);
        }
      }
    };
    await visit(page, problems, "/dashboard");
    await collect();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await visit(page, problems, path);
      await collect();
    }
    return seen;
  }

  it("the public pages open signed out, and the landing page leads to sign-up and sign-in", async () => {
    const { page, problems } = await pageFor(null);
    for (const path of PUBLIC_PATHS) await visit(page, problems, path);
    await visit(page, problems, "/");
    await page.getByRole("navigation", { name: "Facetwise" }).getByRole("link", { name: "Create an account" }).click();
    await page.waitForURL("**/signup");
    await visit(page, problems, "/");
    await page.getByRole("navigation", { name: "Facetwise" }).getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL("**/login");
    // the plans, from the landing page's footer and from sign-in
    await visit(page, problems, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
    await page.getByRole("heading", { level: 1, name: "Plans and pricing" }).waitFor();
    await page.getByRole("listitem").filter({ hasText: "Professional" }).getByText("$149").waitFor();
    await visit(page, problems, "/login");
    await page.getByRole("link", { name: "plans and pricing" }).click();
    await page.waitForURL("**/pricing");
    expect(problems).toEqual([]);
  });

  it("a brand-new admin of a new organization meets no dead end behind any sidebar link", async () => {
    const { page, problems } = await pageFor(await apiSignIn(server.baseURL, uniqueEmail("newcomer"), true));
    const seen = await walkSidebar(page, problems);
    // an admin is offered the whole workspace (every entry and its tabs)
    expect(seen.size).toBeGreaterThan(20);
    for (const path of ["/dashboard/assessments", "/dashboard/analytics", "/dashboard/reports", "/dashboard/users", "/dashboard/users/teams", "/dashboard/settings"])
      expect(seen, path).toContain(path);
    // the header's profile button opens the profile, and the landing page offers the dashboard instead of signing in
    await page.getByRole("button", { name: "Your profile" }).click();
    await page.waitForURL("**/dashboard/profile");
    await visit(page, problems, "/dashboard/profile");
    await visit(page, problems, "/");
    await expect(page.getByRole("navigation", { name: "Facetwise" }).getByRole("link", { name: "Open your dashboard" }).count()).resolves.toBe(1);
  });

  it("a plain member is offered only what they may open: Overview cards, sidebar entries and Reports tabs", async () => {
    const { page, problems } = await pageFor(await apiSignIn(server.baseURL, MEMBER));
    await visit(page, problems, "/dashboard");
    const main = page.locator("main");
    await main.getByRole("link").first().waitFor();
    expect(await main.locator('a[href="/dashboard/analytics"]').count()).toBe(0);
    expect(await main.locator('a[href="/dashboard/ocean"]').count()).toBe(0);
    expect(await main.locator('a[href="/dashboard/reports"]').count()).toBe(1);
    const seen = await walkSidebar(page, problems);
    expect(seen.has("/dashboard/analytics")).toBe(false);
    expect(seen.has("/dashboard/reports/analytics")).toBe(false);
    expect(seen.has("/dashboard/reports")).toBe(true);
  });

  it("a member's profile: a new name, language and time zone show at once everywhere and stay after a reload", async () => {
    const email = uniqueEmail("profile");
    const { page, problems } = await pageFor(await apiSignIn(server.baseURL, email, true));
    await visit(page, problems, "/profile");
    expect(new URL(page.url()).pathname).toBe("/dashboard/profile");
    const save = page.getByRole("button", { name: "Save profile" });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel("Name").fill("Noor Newcomer");
    await page.getByLabel("Language").selectOption("de");
    await page.getByLabel("Time zone").selectOption("Asia/Tokyo");
    await page.getByLabel("A report I wrote is sent back").uncheck();
    await page.getByText("You have unsaved changes.").waitFor();
    await save.click();
    await page.getByText("Saved.").waitFor();
    // the sidebar's person and the example date follow at once (German weekday, in Tokyo's day)
    await page.getByText("Noor Newcomer", { exact: true }).first().waitFor();
    const weekday = new Date().toLocaleDateString("de", { weekday: "long", timeZone: "Asia/Tokyo" });
    await expect(page.getByText(`Right now that reads: ${weekday}`).count()).resolves.toBe(1);
    await page.reload();
    await page.getByLabel("Name").waitFor();
    expect(await page.getByLabel("Name").inputValue()).toBe("Noor Newcomer");
    expect(await page.getByLabel("Language").inputValue()).toBe("de");
    expect(await page.getByLabel("Time zone").inputValue()).toBe("Asia/Tokyo");
    expect(await page.getByLabel("A report I wrote is sent back").isChecked()).toBe(false);
    expect(await page.getByLabel("An assessment is assigned to me").isChecked()).toBe(true);
    // an empty name is not saved
    await page.getByLabel("Name").fill("   ");
    await page.getByText("Your name cannot be empty.").waitFor();
    expect(await save.isDisabled()).toBe(true);
    expect(problems).toEqual([]);
  });
});
