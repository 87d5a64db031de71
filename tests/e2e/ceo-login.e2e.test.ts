import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TMe } from "../../src/contracts/auth.ts";
import { NAV_ITEMS } from "./nav.ts";
import { visibleItems } from "../../src/web/lib/nav.ts";
import { ScriptErrors, sessionCache, signedInContext } from "./api.ts";
import { DEMO_ADMIN, launchBrowser, newDesktopContext, screenshot, uniqueEmail } from "./browser.ts";
import { startServer, type TestServer } from "./server.ts";

const CEO = "ceo@demo.facetwise.test";
const OPERATOR = "operator@demo.facetwise.test";

/** The CEO Dashboard Login (spec 2 §2.15), the Platform section of the sidebar, and Platform → Staff. */
describe("CEO login and the platform staff", () => {
  let server: TestServer;
  let browser: Browser;
  const errors = new ScriptErrors();
  const contexts: BrowserContext[] = [];
  const sessions = sessionCache(() => server.baseURL);

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function newPage(session?: string): Promise<Page> {
    const context = session ? await signedInContext(browser, server.baseURL, session) : await newDesktopContext(browser);
    contexts.push(errors.watchContext(context));
    return context.newPage();
  }

  /** The Platform section's entries this signed-in page's person may open, from the server's policies. */
  async function platformEntries(page: Page): Promise<string[]> {
    const me = (await page.evaluate(async () => (await fetch("/api/auth/me")).json())) as TMe;
    return visibleItems(
      NAV_ITEMS.filter((i) => i.section === "staff"),
      me.policies,
      me.platform?.policies ?? null,
    ).map((i) => i.label);
  }

  it("a wrong password shows the spec's message; the right one lands on /dashboard/ceo with the Platform section", async () => {
    const page = await newPage();
    await page.goto(`${server.baseURL}/ceo/login`);
    await page.getByRole("heading", { level: 1, name: "CEO Dashboard Login" }).waitFor();
    const email = page.getByLabel("Email");
    const password = page.getByLabel("Password");
    // development: the server offers the demo CEO's credentials to this machine, and the form fills them in
    await expect.poll(() => email.inputValue()).toBe(CEO);
    const demoPassword = await password.inputValue();
    expect(demoPassword.length).toBeGreaterThanOrEqual(8);

    await password.fill("Wrong-password-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").getByText("Invalid email or password. Please try again.").waitFor();
    await screenshot(page, "ceo-login-wrong-password");
    expect(page.url()).toBe(`${server.baseURL}/ceo/login`);

    await password.fill(demoPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.baseURL}/dashboard/ceo`);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.waitFor();
    const entries = await platformEntries(page);
    // the Platform section lists what the CEO's policies open (the CEO dashboard's own entry among them once it exists)
    if (entries.length > 0) {
      await nav.getByText("Platform", { exact: true }).waitFor();
      for (const label of entries) await nav.getByRole("link", { name: label }).waitFor();
    } else {
      expect(await nav.getByText("Platform", { exact: true }).count()).toBe(0);
    }
    // the CEO may not manage staff: no Staff entry
    expect(entries).not.toContain("Staff");
    expect(await nav.getByRole("link", { name: "Staff" }).count()).toBe(0);
    await screenshot(page, "ceo-login-landed");
  });

  it("an unreachable server shows the connection message", async () => {
    const page = await newPage();
    await page.route("**/api/auth/ceo", (route) => route.abort("connectionrefused"));
    await page.goto(`${server.baseURL}/ceo/login`);
    await page.getByLabel("Password").fill("Any-password-1");
    await page.getByLabel("Email").fill(CEO);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").getByText("Login failed. Please check your connection and try again.").waitFor();
    errors.take(); // the aborted request is logged by the browser: that is the point here
  });

  it("an organization admin does not see the Platform section", async () => {
    const page = await newPage(await sessions(DEMO_ADMIN));
    await page.goto(`${server.baseURL}/dashboard`);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Overview" }).waitFor();
    expect(await nav.getByText("Platform", { exact: true }).count()).toBe(0);
    expect(await nav.getByRole("link", { name: "Staff" }).count()).toBe(0);
    expect(await platformEntries(page)).toEqual([]);
    expect(errors.take()).toEqual([]);
  });

  it("a platform admin grants and revokes a role on Platform → Staff, and the last admin stays", async () => {
    const page = await newPage(await sessions(OPERATOR));
    await page.goto(`${server.baseURL}/dashboard`);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText("Platform", { exact: true }).waitFor();
    await screenshot(page, "platform-overview");
    await nav.getByRole("link", { name: "Staff" }).click();
    await page.waitForURL(`${server.baseURL}/dashboard/platform/staff`);
    const table = page.getByRole("table", { name: "Platform staff" });
    await table.getByRole("cell", { name: CEO, exact: true }).waitFor();
    await table.getByRole("cell", { name: OPERATOR, exact: true }).waitFor();

    const email = uniqueEmail("staff");
    await page.getByRole("textbox", { name: "Email address" }).fill(email);
    await page.getByRole("combobox", { name: "Role" }).selectOption("sales");
    await page.getByRole("button", { name: "Grant role" }).click();
    await page.getByRole("status").getByText(`${email} is now Sales. Their account was created`).waitFor();
    await table.getByRole("cell", { name: email, exact: true }).waitFor();
    await screenshot(page, "platform-staff", { fullPage: true });

    await page.getByRole("button", { name: `Revoke the Sales role of ${email}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(`${email} will no longer be Sales`).waitFor();
    await dialog.getByRole("button", { name: "Revoke role" }).click();
    await page.getByRole("status").getByText(`${email} is no longer Sales.`).waitFor();
    expect(await table.getByRole("cell", { name: email, exact: true }).count()).toBe(0);

    // the only platform admin cannot revoke themselves: the server's reason is shown in the dialog
    await page.getByRole("button", { name: `Revoke the Platform admin role of ${OPERATOR}` }).click();
    await dialog.getByRole("button", { name: "Revoke role" }).click();
    await dialog.getByRole("alert").getByText("This is the last platform admin").waitFor();
    await screenshot(page, "platform-staff-last-admin");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await table.getByRole("cell", { name: OPERATOR, exact: true }).waitFor();
    // the refused revoke answered 409, which the browser logs
    errors.take();
  });
});
