import { describe, expect, it } from "vitest";
import type { TTemplateList } from "../../src/contracts/reports.ts";
import { Api, apiSignIn, browserSuite, signedInContext } from "./api.ts";
import { DEMO_ADMIN, screenshot } from "./browser.ts";

/**
 * The report template manager (spec 2 §2.11) in Chromium: create a template with sections added once and
 * reordered (move up/down disabled at the ends), edit it — the edit is saved — and delete it after the
 * spec's confirmation; the list agrees with the API at each step.
 */
describe("report templates", () => {
  const suite = browserSuite();

  it("creates, reorders, edits and deletes a template", async () => {
    const base = suite.server.baseURL;
    const admin = new Api(base, await apiSignIn(base, DEMO_ADMIN));
    const me = await admin.get<{ organization: { id: string } }>("/api/auth/me");
    const list = () => admin.get<TTemplateList>(`/api/reports/templates?organizationId=${me.organization.id}`);
    const page = await suite.watch(await signedInContext(suite.browser, base, admin.session)).newPage();
    await page.goto(`${base}/dashboard/reports/templates`);
    const main = page.getByRole("main");
    // every organization starts with the three default templates (weekly, monthly, quarterly)
    for (const name of ["Weekly Report", "Monthly Report", "Quarterly Report"]) await main.getByText(name, { exact: true }).first().waitFor();

    await main.getByRole("button", { name: "Create Template" }).click();
    await main.getByRole("button", { name: "Save Template" }).click();
    await main.getByText("Template name is required").waitFor();
    await main.getByLabel("Template Name").fill("Weekly leadership");
    await main.getByLabel("Template Type").selectOption("monthly");
    for (const name of ["Executive Summary", "Metrics Dashboard", "Alerts Warnings"]) await main.getByRole("button", { name: `Add ${name}` }).click();
    // an added type shows "Added" and cannot be added again
    const added = main.getByRole("button", { name: "Executive Summary Added" });
    expect(await added.isDisabled()).toBe(true);
    expect(await main.getByRole("button", { name: "Move Executive Summary up" }).isDisabled()).toBe(true);
    expect(await main.getByRole("button", { name: "Move Alerts Warnings down" }).isDisabled()).toBe(true);
    await main.getByRole("button", { name: "Move Alerts Warnings up" }).click();
    await screenshot(page, "report-template-form", { fullPage: true });
    await main.getByRole("button", { name: "Save Template" }).click();
    await main.getByText("Weekly leadership").waitFor();
    const created = (await list()).templates[0];
    expect(created).toMatchObject({ name: "Weekly leadership", template_type: "monthly" });
    expect(created.sections.map((s) => s.type)).toEqual(["executive_summary", "alerts_warnings", "metrics_dashboard"]);
    expect(created.sections.find((s) => s.type === "metrics_dashboard")!.configuration.primary_metrics).toEqual(["total_users", "active_assessments", "completion_rate"]);

    await main.getByRole("button", { name: "Edit Weekly leadership" }).click();
    await main.getByLabel("Template Name").fill("Monthly leadership");
    await main.getByRole("button", { name: "Remove Executive Summary" }).click();
    await main.getByRole("button", { name: "Save Template" }).click();
    await main.getByText("Monthly leadership").waitFor();
    const edited = (await list()).templates[0];
    expect(edited.name).toBe("Monthly leadership");
    expect(edited.sections.map((s) => [s.type, s.order_index])).toEqual([
      ["alerts_warnings", 0],
      ["metrics_dashboard", 1],
    ]);
    await screenshot(page, "report-template-list", { fullPage: true });

    await main.getByRole("button", { name: "Delete Monthly leadership" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Are you sure you want to delete this template?").waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => main.getByRole("button", { name: "Delete Monthly leadership" }).count()).toBe(0);
    expect((await list()).templates.map((t) => t.name).sort()).toEqual(["Monthly Report", "Quarterly Report", "Weekly Report"]);
  });
});
