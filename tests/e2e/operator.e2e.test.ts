import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, ScriptErrors, signedInContext } from "./api.ts";
import { launchBrowser, screenshot } from "./browser.ts";
import type { TestServer } from "./server.ts";
import { startServerWithStaff } from "./staff-server.ts";

const OPERATOR = "operator@platform.example.com";
const MEMBER = "sam@demo.facetwise.test";

/**
 * The operator console in Chromium (issue 25): the platform admin finds the demo organization, suspends it with a
 * reason; its member, already signed in, sees the full-page notice with that reason instead of the dashboard; the
 * operator activates it and the member's dashboard is back, nothing lost.
 */
describe("operator console", () => {
  let server: TestServer;
  let browser: Browser;
  const errors = new ScriptErrors();

  beforeAll(async () => {
    server = await startServerWithStaff([{ email: OPERATOR, role: "platform_admin" }]);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("suspends an organization, its member sees why, and Activate restores it", async () => {
    const operatorContext = errors.watchContext(await signedInContext(browser, server.baseURL, await apiSignIn(server.baseURL, OPERATOR)));
    const memberContext = errors.watchContext(await signedInContext(browser, server.baseURL, await apiSignIn(server.baseURL, MEMBER)));
    try {
      const member = await memberContext.newPage();
      await member.goto(`${server.baseURL}/dashboard/users`);
      await member.getByRole("heading", { name: "Users", level: 1 }).waitFor();

      const op = await operatorContext.newPage();
      await op.goto(`${server.baseURL}/dashboard`);
      await op.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Organizations" }).click();
      await op.waitForURL("**/dashboard/platform/organizations");
      await op.getByRole("searchbox", { name: "Search by organization name or member email" }).fill(MEMBER);
      const row = op.getByRole("row", { name: /Demo Organization/ });
      await row.waitFor();
      await expect.poll(() => op.getByRole("row").count()).toBe(2);
      // the name column sorts ascending; a click reverses it
      const nameHeader = op.getByRole("columnheader", { name: /Organization/ });
      expect(await nameHeader.getAttribute("aria-sort")).toBe("ascending");
      await nameHeader.getByRole("button").click();
      await expect.poll(() => nameHeader.getAttribute("aria-sort")).toBe("descending");

      const reason = "Invoices unpaid since March";
      await row.getByRole("button", { name: "Suspend Demo Organization" }).click();
      const dialog = op.getByRole("dialog", { name: "Suspend Demo Organization" });
      await dialog.getByLabel("Reason shown to its members").fill(reason);
      await dialog.getByRole("button", { name: "Suspend organization" }).click();
      await row.getByText("Suspended", { exact: true }).waitFor();
      await row.getByText(reason, { exact: false }).waitFor();
      await screenshot(op, "operator-organizations-suspended");

      // the member's next request is refused: the app reads the session again and shows the notice
      await member.getByRole("link", { name: "Assessments" }).first().click();
      await member.getByRole("heading", { name: "Demo Organization is suspended" }).waitFor();
      expect(await member.getByTestId("suspension-reason").textContent()).toBe(reason);
      await screenshot(member, "operator-member-notice");
      // and so does a fresh visit
      await member.goto(`${server.baseURL}/dashboard`);
      await member.getByRole("heading", { name: "Demo Organization is suspended" }).waitFor();

      await row.getByRole("button", { name: "Activate Demo Organization" }).click();
      await op.getByRole("dialog", { name: "Activate Demo Organization" }).getByRole("button", { name: "Activate organization" }).click();
      await row.getByText("Active", { exact: true }).waitFor();

      await member.goto(`${server.baseURL}/dashboard/users`);
      await member.getByRole("heading", { name: "Users", level: 1 }).waitFor();
      await member.getByText("Avery Admin").first().waitFor();
      expect(await member.getByRole("heading", { name: "Demo Organization is suspended" }).count()).toBe(0);
    } finally {
      await operatorContext.close();
      await memberContext.close();
    }
    expect(errors.take(), "script errors").toEqual([]);
  });
});
