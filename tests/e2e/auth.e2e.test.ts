import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, signedInContext } from "./api.ts";
import { DEMO_ADMIN, launchBrowser, mailboxIds, newDesktopContext, uniqueEmail, waitForMagicLink } from "./browser.ts";
import { startServer, type TestServer } from "./server.ts";

describe("sign-in, sign-up and the route guard", () => {
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

  /** Runs `run` on a page of a new context (signed in with `session` when given), closed afterwards. */
  async function withPage<T>(run: (page: Page, context: BrowserContext) => Promise<T>, session?: string): Promise<T> {
    const context = session ? await signedInContext(browser, server.baseURL, session) : await newDesktopContext(browser);
    const page = await context.newPage();
    try {
      return await run(page, context);
    } finally {
      await context.close();
    }
  }

  it("(1) a new user signs up with a magic link and lands on the dashboard", async () => {
    await withPage(async (page) => {
      const email = uniqueEmail("signup");
      const seen = await mailboxIds(server.baseURL);
      await page.goto(`${server.baseURL}/signup`);
      await page.getByRole("heading", { name: "Create your account" }).waitFor();
      expect(await page.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe("/terms");
      expect(await page.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");
      expect(await page.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");

      const field = page.getByLabel("Email address");
      expect(await field.getAttribute("type")).toBe("email");
      expect(await field.getAttribute("required")).not.toBeNull();
      await field.fill(email);
      await page.getByRole("button", { name: "Create account" }).click();

      const sent = page.getByRole("button", { name: "Magic link sent!" });
      await sent.waitFor();
      expect(await sent.isDisabled()).toBe(true);
      expect(await field.isDisabled()).toBe(true);
      await page.getByText("Check your email for a magic link to sign in.").waitFor();

      const link = await waitForMagicLink(server.baseURL, email, seen);
      await page.goto(link);
      await page.waitForURL(`${server.baseURL}/dashboard`);
      await page.getByRole("heading", { level: 1, name: "Overview" }).waitFor();
      await page.getByTestId("sidebar-user").getByText(email).waitFor();
      expect(await page.getByRole("button", { name: "Log out" }).isVisible()).toBe(true);
    });
  });

  it("(2) a signed-out visit is sent to login and comes back after sign-in", async () => {
    await withPage(async (page) => {
      await page.goto(`${server.baseURL}/dashboard/reports`);
      await page.waitForURL(`${server.baseURL}/login?redirect=%2Fdashboard%2Freports`);
      // The link to sign-up keeps the redirect.
      expect(await page.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/signup?redirect=%2Fdashboard%2Freports");
      // Submit stays disabled while the field is empty.
      expect(await page.getByRole("button", { name: "Send magic link" }).isDisabled()).toBe(true);
      // Development hint with the demo account and the dev mailbox link.
      await page.getByText(`Demo: sign in as ${DEMO_ADMIN}`, { exact: false }).waitFor();
      expect(await page.getByRole("link", { name: "/dev/mailbox" }).getAttribute("href")).toBe("/dev/mailbox");

      const seen = await mailboxIds(server.baseURL);
      await page.getByLabel("Email address").fill(DEMO_ADMIN);
      await page.getByRole("button", { name: "Send magic link" }).click();
      await page.getByRole("button", { name: "Magic link sent!" }).waitFor();
      const link = await waitForMagicLink(server.baseURL, DEMO_ADMIN, seen);
      await page.goto(link);
      await page.waitForURL(`${server.baseURL}/dashboard/reports`);
      await page.getByRole("heading", { level: 1, name: "Reports" }).waitFor();
    });
  });

  it("(4) logout returns to /login, and the dashboard then requires sign-in again", async () => {
    // a session of its own (through the API: signing in is not what this test is about), which it ends
    await withPage(
      async (page) => {
        await page.goto(`${server.baseURL}/dashboard`);
        await page.getByRole("button", { name: "Log out" }).click();
        await page.waitForURL(`${server.baseURL}/login`);
        await page.getByRole("heading", { name: "Sign in to Facetwise" }).waitFor();

        await page.goto(`${server.baseURL}/dashboard`);
        await page.waitForURL(`${server.baseURL}/login?redirect=%2Fdashboard`);
        const me = await page.evaluate(async () => (await fetch("/api/auth/me")).status);
        expect(me).toBe(401);
      },
      await apiSignIn(server.baseURL, DEMO_ADMIN),
    );
  });

  it("(4b) logging out in one tab sends the other tabs to login with their redirect", async () => {
    await withPage(
      async (page, context) => {
        await page.goto(`${server.baseURL}/dashboard`);
        const other = await context.newPage();
        await other.goto(`${server.baseURL}/dashboard/analytics/trends`);
        await other.getByRole("heading", { level: 1, name: "Trends" }).waitFor();

        await page.getByRole("button", { name: "Log out" }).click();
        await page.waitForURL(`${server.baseURL}/login`);
        await other.waitForURL(`${server.baseURL}/login?redirect=%2Fdashboard%2Fanalytics%2Ftrends`);
      },
      await apiSignIn(server.baseURL, DEMO_ADMIN),
    );
  });

  it("(5) login with an unknown email shows 'Login failed' with the server's message", async () => {
    await withPage(async (page) => {
      const email = uniqueEmail("nobody");
      await page.goto(`${server.baseURL}/login`);
      await page.getByLabel("Email address").fill(email);
      const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/auth/magic-link")), page.getByRole("button", { name: "Send magic link" }).click()]);
      expect(response.status()).toBe(422);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe("USER_NOT_FOUND");

      const alert = page.getByRole("alert");
      await alert.waitFor();
      expect(await alert.getByText("Login failed", { exact: true }).isVisible()).toBe(true);
      expect(await alert.getByText(body.message, { exact: true }).isVisible()).toBe(true);
      // Back to idle: the field and button are usable again.
      expect(await page.getByLabel("Email address").isEnabled()).toBe(true);
      expect(await page.getByRole("button", { name: "Send magic link" }).isEnabled()).toBe(true);
    });
  });

  it("a used magic link shows a clear message and a way back to sign-in", async () => {
    await withPage(async (page) => {
      const seen = await mailboxIds(server.baseURL);
      await page.goto(`${server.baseURL}/login?redirect=%2Fdashboard%2Fusers`);
      await page.getByLabel("Email address").fill(DEMO_ADMIN);
      await page.getByRole("button", { name: "Send magic link" }).click();
      await page.getByRole("button", { name: "Magic link sent!" }).waitFor();
      const link = await waitForMagicLink(server.baseURL, DEMO_ADMIN, seen);
      await page.goto(link);
      await page.waitForURL(`${server.baseURL}/dashboard/users`);

      // Second use of the same link, signed out: refused.
      await page.context().clearCookies();
      await page.goto(link);
      await page.waitForURL((url) => url.pathname === "/auth/callback" && url.searchParams.has("error"));
      await page.getByRole("heading", { name: "This sign-in link can't be used" }).waitFor();
      expect(await page.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toMatch(/^\/login/);
    });
  });

  it("the callback without a session explains that sign-in could not be completed", async () => {
    await withPage(async (page) => {
      await page.goto(`${server.baseURL}/auth/callback?redirect=%2Fdashboard%2Fsecurity`);
      await page.getByRole("heading", { name: "This sign-in link could not be completed" }).waitFor();
      expect(await page.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe("/login?redirect=%2Fdashboard%2Fsecurity");
    });
  });
});
