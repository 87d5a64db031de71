import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, signedInContext } from "./api.ts";
import { launchBrowser } from "./browser.ts";
import { startServer, type TestServer } from "./server.ts";

const MEMBER = "riley@demo.facetwise.test";
/** Words that tell a person they may not be where the app sent them. */
const REFUSALS = [/you do not have permission/i, /are for admins/i];

/** A plain member's navigation: Overview and every sidebar entry they are shown open without a refusal or a 403. */
describe("a plain member's navigation", () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const refused: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await signedInContext(browser, server.baseURL, await apiSignIn(server.baseURL, MEMBER));
    page = await context.newPage();
    page.on("response", (response) => {
      if (response.status() === 403) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  const sidebar = () => page.getByRole("navigation", { name: "Main" });

  /** Opens a path, waits for its requests to settle and checks what the page says and fetched. */
  async function visit(path: string): Promise<void> {
    await page.goto(`${server.baseURL}${path}`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForLoadState("networkidle");
    const text = await page.locator("main").innerText();
    for (const refusal of REFUSALS) expect(text, `${path} shows a refusal`).not.toMatch(refusal);
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
    expect(refused, `${path} fetched a refused API`).toEqual([]);
  }

  it("Overview offers only the areas the member may open", async () => {
    await visit("/dashboard");
    const main = page.locator("main");
    await main.getByRole("link").first().waitFor();
    expect(await main.locator('a[href="/dashboard/analytics"]').count()).toBe(0);
    expect(await main.locator('a[href="/dashboard/ocean"]').count()).toBe(0);
    expect(await main.locator('a[href="/dashboard/reports"]').count()).toBe(1);
  });

  it("every sidebar entry shown to the member opens without a refusal or a 403", async () => {
    await visit("/dashboard");
    const seen = new Set<string>();
    const queue: string[] = [];
    const collect = async () => {
      for (const href of await sidebar()
        .locator("a[href^='/dashboard']")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
        if (!seen.has(href)) {
          seen.add(href);
          queue.push(href);
        }
      }
    };
    await collect();
    expect(queue.length).toBeGreaterThan(1);
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await visit(path);
      await collect(); // an entry's children show once it is open
    }
    expect(seen.has("/dashboard/analytics")).toBe(false);
  });

  it("the Reports tabs shown to the member open without a refusal or a 403", async () => {
    await visit("/dashboard/reports");
    const tabs = await page
      .getByRole("navigation", { name: "Reports sections" })
      .locator("a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(tabs).not.toContain("/dashboard/reports/analytics");
    for (const path of tabs) await visit(path);
  });
});
