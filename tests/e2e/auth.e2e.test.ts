import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, signedInContext } from "./api.ts";
import { DEMO_ADMIN, launchBrowser, mailboxIds, newDesktopContext, readMailbox, screenshot, uniqueEmail, waitForMagicLink } from "./browser.ts";
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
      await page.getByText("Check your email for a link to continue.").waitFor();

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

  it("signed-out pages log no error: being signed out is an answer (the session probe), not a 401", async () => {
    await withPage(async (page) => {
      const errors: string[] = [];
      const unauthorized: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      page.on("response", (r) => {
        if (r.status() === 401) unauthorized.push(r.url());
      });
      for (const path of ["/login", "/signup", "/dashboard"]) {
        await page.goto(`${server.baseURL}${path}`);
        await page
          .getByRole("button", { name: /Send magic link|Create account|Sign up/ })
          .first()
          .waitFor();
      }
      expect(unauthorized).toEqual([]);
      expect(errors).toEqual([]);
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

  it("(5) login with an unknown email answers like any other: check your email (the mail offers to sign up)", async () => {
    await withPage(async (page) => {
      const email = uniqueEmail("nobody");
      const seen = await mailboxIds(server.baseURL);
      await page.goto(`${server.baseURL}/login`);
      await page.getByLabel("Email address").fill(email);
      const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/auth/magic-link")), page.getByRole("button", { name: "Send magic link" }).click()]);
      expect(response.status()).toBe(200);
      await page.getByRole("button", { name: "Magic link sent!" }).waitFor();
      await page.getByText("Check your email for a link to continue.").waitFor();
      expect(await page.getByRole("alert").count()).toBe(0);
      // The address's owner learns in their mailbox that no account uses it, with a way to sign up.
      await expect
        .poll(async () => (await readMailbox(server.baseURL)).some((m) => !seen.has(m.id) && JSON.stringify(m.to).includes(email) && m.links.some((l) => l.includes("/signup"))), {
          timeout: 20_000,
        })
        .toBe(true);
    });
  });

  it("an invalid address is refused under the field before anything is sent, and the message goes once it is edited", async () => {
    await withPage(async (page) => {
      let requests = 0;
      page.on("request", (r) => {
        if (r.url().endsWith("/api/auth/magic-link")) requests += 1;
      });
      await page.goto(`${server.baseURL}/login`);
      const field = page.getByLabel("Email address");
      await field.fill("not-an-address");
      await page.getByRole("button", { name: "Send magic link" }).click();
      await page.getByText("Enter a valid email address").waitFor();
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.getByText(/Invalid body/).count()).toBe(0);
      expect(requests).toBe(0);
      await screenshot(page, "login-invalid-email-light");
      await field.fill("not-an-address@");
      expect(await page.getByText("Enter a valid email address").count()).toBe(0);
      expect(await field.getAttribute("aria-invalid")).toBe("false");

      // The server's own validation error reads the same (never its raw "Invalid body: …").
      await page.route("**/api/auth/magic-link", (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            code: "VALIDATION_ERROR",
            message: "Invalid body: email: Invalid email address",
            details: null,
            statusCode: 400,
            timestamp: new Date().toISOString(),
          }),
        }),
      );
      await field.fill("someone@example.com");
      await page.getByRole("button", { name: "Send magic link" }).click();
      await page.getByText("Enter a valid email address").waitFor();
      expect(await page.getByText(/Invalid body/).count()).toBe(0);
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
      await page.goto(`${server.baseURL}/auth/callback?redirect=%2Fdashboard%2Foperations`);
      await page.getByRole("heading", { name: "This sign-in link could not be completed" }).waitFor();
      expect(await page.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe("/login?redirect=%2Fdashboard%2Foperations");
    });
  });
});
