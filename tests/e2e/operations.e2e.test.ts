import { describe, expect, it } from "vitest";
import { Api, browserSuite, sessionCache, signedInContext } from "./api.ts";
import { DEMO_ADMIN, screenshot } from "./browser.ts";

/**
 * Operations: the job queue page. Mail goes to an SMTP port that refuses, so the invitation the admin sends
 * becomes a `mail.send` job of the organization that waits for its retries: the page has real queue depth to
 * show. (Sign-in mail belongs to no organization: it is the platform's, which no organization sees.)
 */
describe("operations page", () => {
  const suite = browserSuite({ SMTP_URL: "smtp://127.0.0.1:9" });
  const session = sessionCache(() => suite.server.baseURL);

  async function pageAs(email: string) {
    const c = suite.watch(await signedInContext(suite.browser, suite.server.baseURL, await session(email)));
    return c.newPage();
  }

  it("shows an admin the queue's depth by queue, from the sidebar", async () => {
    await new Api(suite.server.baseURL, await session(DEMO_ADMIN)).call("POST", "/api/organization/invitations", { emails: [`ops-${Date.now()}@example.test`], role: "user" });
    const page = await pageAs(DEMO_ADMIN);
    await page.goto(`${suite.server.baseURL}/dashboard`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Operations", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Operations" }).waitFor();
    await page.getByRole("heading", { name: "Your organization's job queue" }).waitFor();
    const row = page.getByRole("row", { name: /^mail\.send/ });
    await row.waitFor();
    // the invitation's mail is at least one job of that queue, waiting for a retry or failing
    const cells = await row.getByRole("cell").allTextContents();
    expect(cells.map(Number).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await page.getByRole("button", { name: "Failed only" }).click();
    expect(await page.getByRole("button", { name: "Failed only" }).getAttribute("aria-pressed")).toBe("true");
    await screenshot(page, "operations");
  });

  it("is hidden from people the policy does not allow, and says so at its address", async () => {
    const page = await pageAs("riley@demo.facetwise.test");
    await page.goto(`${suite.server.baseURL}/dashboard`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings", exact: true }).waitFor();
    expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Operations", exact: true }).count()).toBe(0);
    await page.goto(`${suite.server.baseURL}/dashboard/operations`);
    await page.getByText("Only admins, managers and analysts can see the operational dashboard.").waitFor();
  });
});
