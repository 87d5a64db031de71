import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { TCenterStats, TReportEnvelope, TReportList, TTemplateList } from "../../src/contracts/reports.ts";
import { type Api, browserSuite, newUser, signedInContext } from "./api.ts";
import { screenshot } from "./browser.ts";

/**
 * Reports in a brand-new organization, in Chromium: it starts with the weekly, monthly and quarterly templates, so
 * New Report works at once (and can make a template without leaving the dialog); a report saved in the Reporting
 * Center's builder counts in Total Reports and is listed on the Reports page, which opens it in the builder.
 */
describe("reports in a new organization", () => {
  const suite = browserSuite();

  async function founder(prefix: string): Promise<{ api: Api; organizationId: string; page: Page }> {
    const { api } = await newUser(suite.server.baseURL, prefix);
    const organizationId = (await api.get<{ organization: { id: string } }>("/api/auth/me")).organization.id;
    const page = await suite.watch(await signedInContext(suite.browser, suite.server.baseURL, api.session)).newPage();
    return { api, organizationId, page };
  }

  it("creates a report from a default template (and a template in place) and sees it generated", async () => {
    const { api, organizationId, page } = await founder("report-start");
    const base = suite.server.baseURL;
    await page.goto(`${base}/dashboard/reports`);
    const main = page.getByRole("main");
    await main.getByText("No reports found").waitFor();
    await main.getByRole("button", { name: "New Report" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Report" });
    const template = dialog.getByRole("combobox", { name: "Template", exact: true });
    for (const name of ["Weekly Report (Weekly)", "Monthly Report (Monthly)", "Quarterly Report (Quarterly)"])
      await template.locator("option", { hasText: name }).waitFor({ state: "attached" });

    // a template made without leaving the dialog is chosen at once
    await dialog.getByRole("button", { name: "New template" }).click();
    await dialog.getByLabel("Template name").fill("Board pack");
    await dialog.getByLabel("Template type").selectOption("monthly");
    await dialog.getByRole("button", { name: "Create template" }).click();
    await expect
      .poll(async () => (await api.get<TTemplateList>(`/api/reports/templates?organizationId=${organizationId}`)).templates.map((t) => t.name).sort())
      .toEqual(["Board pack", "Monthly Report", "Quarterly Report", "Weekly Report"]);
    await expect.poll(() => template.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? "")).toBe("Board pack (Monthly)");
    await screenshot(page, "report-start-dialog");

    // the report itself, from the seeded weekly template
    await template.selectOption({ label: "Weekly Report (Weekly)" });
    await dialog.getByLabel("Title").fill("First week");
    await dialog.getByRole("button", { name: "Create Report" }).click();
    await main
      .getByRole("link", { name: "View First week" })
      .or(main.getByRole("button", { name: "View First week" }))
      .first()
      .click();
    await page.waitForURL(/\/dashboard\/reports\/view\//);
    await main.getByRole("heading", { name: "First week" }).waitFor();
    const reportId = page.url().split("/view/")[1];
    const made = (await api.get<TReportEnvelope>(`/api/reports/${reportId}?organizationId=${organizationId}`)).reportInstance;
    expect(made.template.name).toBe("Weekly Report");
    expect(made.generated_at).not.toBeNull();
    expect(Object.values(made.content.sections).map((s) => s.type)).toContain("metrics_dashboard");
  });

  it("a report saved in the builder counts in Total Reports and is listed on the Reports page", async () => {
    const { api, organizationId, page } = await founder("report-built");
    const base = suite.server.baseURL;
    await page.goto(`${base}/dashboard/reports/center`);
    const main = page.getByRole("main");
    const total = () =>
      page
        .getByLabel("Reporting statistics")
        .evaluate((dl) => [...dl.querySelectorAll("dt")].find((dt) => dt.textContent?.trim() === "Total Reports")?.parentElement?.textContent?.trim() ?? "");
    await expect.poll(total).toBe("Total Reports00 from templates (Reports list) · 0 saved in the builder");

    await main.getByLabel("Report name").fill("Built board view");
    await main.getByRole("button", { name: "Add Metric" }).click();
    await main.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Report saved successfully!").waitFor();
    await expect.poll(total).toBe("Total Reports10 from templates (Reports list) · 1 saved in the builder");
    const stats = await api.call<TCenterStats>("POST", "/api/analytics/reports/stats", { organizationId });
    expect(stats).toMatchObject({ totalReports: 1, templateReports: 0, builderReports: 1 });
    await screenshot(page, "report-built-center");

    // the Reports page lists it beside the (still empty) reports from templates, and opens it in the builder
    expect((await api.get<TReportList>(`/api/reports?organizationId=${organizationId}`)).reports).toEqual([]);
    await page.goto(`${base}/dashboard/reports`);
    await main.getByText("Saved in the Reporting Center's builder (1)").waitFor();
    await main.getByText("Built board view").waitFor();
    await screenshot(page, "report-built-list");
    await main.getByRole("link", { name: "Open Built board view in the builder" }).click();
    await page.waitForURL(/\/dashboard\/reports\/center/);
    await expect.poll(() => main.getByLabel("Report name").inputValue()).toBe("Built board view");
  });
});
