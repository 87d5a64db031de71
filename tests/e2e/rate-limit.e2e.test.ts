import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newDesktopContext, uniqueEmail } from "./browser.ts";
import { startServer, type TestServer } from "./server.ts";

/** A server with a tiny rate-limit bucket, so the client's 429 handling can be seen. */
describe("rate limiting", () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_BURST: "4", RATE_LIMIT_PER_MINUTE: "1" });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("a 429 shows the 'Too many requests' toast and the server's message, and the form returns to idle", async () => {
    const context = await newDesktopContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${server.baseURL}/signup`);
      const field = page.getByLabel("Email address");
      let status = 0;
      for (let attempt = 0; attempt < 8 && status !== 429; attempt += 1) {
        await page.goto(`${server.baseURL}/signup`);
        await field.fill(uniqueEmail("limited"));
        const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/auth/magic-link")), page.getByRole("button", { name: "Create account" }).click()]);
        status = response.status();
      }
      expect(status).toBe(429);
      await page.getByText("Too many requests — please wait a moment").waitFor();
      const alert = page.getByRole("alert");
      await alert.getByText("Signup failed", { exact: true }).waitFor();
      expect(await field.isEnabled()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
