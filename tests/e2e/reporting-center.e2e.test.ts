import type { Download, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { TReportAnalyticsOverview } from "../../src/contracts/report-analytics.ts";
import type { TRunList, TSchedule, TScheduleList } from "../../src/contracts/report-schedules.ts";
import type { TBuilderReportList, TCenterStats, TReportTemplate } from "../../src/contracts/reports.ts";
import { addSection } from "../../src/domain/reporting/templates.ts";
import { Api, browserSuite, sessionCache, signedInContext } from "./api.ts";
import { DEMO_ADMIN, readMailbox, screenshot, uniqueEmail } from "./browser.ts";

/**
 * The Reporting Center (spec 2 §2.10) and the report analytics screen (§2.7) in Chromium, as the demo admin:
 * the stats tiles agree with the stats call; a builder report is renamed, given a chart and a metric (the chart's
 * Data Source and Visualization change what it shows), saved, exported as a PDF and listed in History; a template's
 * schedule is created, paused, resumed and run now, its run completes in History with a size, downloads as a PDF
 * and is mailed to both recipients, and the schedule is deleted after the confirmation; the analytics export
 * downloads a CSV, a JSON and an Excel file. Each test builds what it needs, so any one runs alone.
 */
describe("reporting center", () => {
  const suite = browserSuite();
  const session = sessionCache(() => suite.server.baseURL);

  async function admin(): Promise<{ api: Api; organizationId: string }> {
    const api = new Api(suite.server.baseURL, await session(DEMO_ADMIN));
    const me = await api.get<{ organization: { id: string } }>("/api/auth/me");
    return { api, organizationId: me.organization.id };
  }

  async function openPage(api: Api, path: string): Promise<Page> {
    const base = suite.server.baseURL;
    const page = await suite.watch(await signedInContext(suite.browser, base, api.session)).newPage();
    await page.goto(`${base}${path}`);
    return page;
  }

  /** Clicks `trigger` and answers the download it starts, with its bytes. */
  async function downloadOf(page: Page, trigger: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
    const downloading = page.waitForEvent("download");
    await trigger();
    const download = await downloading;
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { download, bytes: Buffer.concat(chunks) };
  }

  /** The stats tiles as label → shown value. */
  const tiles = (page: Page) =>
    page
      .getByLabel("Reporting statistics")
      .evaluate((dl) => Object.fromEntries([...dl.querySelectorAll("dt")].map((dt) => [dt.textContent?.trim() ?? "", dt.nextElementSibling?.textContent?.trim() ?? ""])));

  /** A template with a metrics dashboard, made through the API. */
  async function newTemplate(api: Api, organizationId: string, name: string): Promise<TReportTemplate> {
    return api.call<TReportTemplate>("POST", "/api/reports/templates", {
      organizationId,
      name,
      description: "Made by the reporting center test",
      templateType: "weekly",
      sections: addSection([], "metrics_dashboard", "metrics"),
    });
  }

  /** A report of a new template, generated through the API (POST /api/reports with autoGenerate). */
  async function newReport(api: Api, organizationId: string, title: string): Promise<void> {
    const template = await newTemplate(api, organizationId, `${title} template ${Date.now()}`);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    await api.call("POST", "/api/reports", {
      templateId: template.id,
      organizationId,
      title,
      reportPeriodStart: day(new Date(Date.now() - 30 * 86_400_000)),
      reportPeriodEnd: day(new Date()),
      autoGenerate: true,
    });
  }

  /** The History row of a run by its name. */
  const historyRow = (main: Locator, name: string) => main.getByRole("row").filter({ hasText: name });

  it("builds, saves and exports a report; the stats are real and History lists the export", async () => {
    const { api, organizationId } = await admin();
    // a generated report, so the tiles have figures to show
    await newReport(api, organizationId, "Stats source");
    const stats = () => api.call<TCenterStats>("POST", "/api/analytics/reports/stats", { organizationId });
    const before = await stats();
    expect(before.totalReports).toBeGreaterThan(0);
    expect(before.lastGenerated).not.toBeNull();
    const page = await openPage(api, "/dashboard/reports/center");
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: "Reporting Center" }).waitFor();

    // the tiles show the stats call's figures once loaded (the date as the page writes it, in the browser's locale)
    const expectedTiles = async (s: TCenterStats) => ({
      "Total Reports": String(s.totalReports),
      Scheduled: String(s.scheduledReports),
      "Last Generated": s.lastGenerated
        ? await page.evaluate((iso) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }), s.lastGenerated)
        : "Never",
      "Avg. Time": s.avgGenerationTime === null ? "—" : `${s.avgGenerationTime}s`,
    });
    await expect.poll(() => tiles(page)).toEqual(await expectedTiles(before));
    for (const name of ["Report Builder", "Scheduled Reports", "Templates", "History"]) await main.getByRole("tab", { name }).waitFor();
    expect(await main.getByRole("tab", { name: "Report Builder" }).getAttribute("aria-selected")).toBe("true");

    // rename, and add a chart and a metric section
    const reportName = main.getByLabel("Report name");
    expect(await reportName.inputValue()).toBe("Untitled Report");
    await main.getByText("No sections yet. Add a chart, table, metric or text section.").waitFor();
    await reportName.fill("Quarterly people review");
    await main.getByRole("button", { name: "Add Chart" }).click();
    await main.getByRole("button", { name: "Add Metric" }).click();
    const chart = main.getByRole("region", { name: "New Chart" });
    const metric = main.getByRole("region", { name: "New Metric" });
    await metric.locator("[data-kind=metric]").waitFor();
    expect(await metric.locator("[data-kind=metric]").getAttribute("data-source")).toBe("assessment_results");
    const chartData = chart.locator("[data-kind]");
    await chartData.waitFor();
    expect(await chartData.getAttribute("data-source")).toBe("assessment_results");
    expect(await chart.getByText("Assessment Results ·").count()).toBe(1);
    expect(await main.getByRole("button", { name: "Move New Chart up" }).isDisabled()).toBe(true);
    expect(await main.getByRole("button", { name: "Move New Metric down" }).isDisabled()).toBe(true);

    // the metric was added last, so it is the one selected; select the chart and change its configuration
    const config = main.getByRole("complementary", { name: "Configuration" });
    expect(await config.getByLabel("Visualization").count()).toBe(0); // a metric has no visualization
    await main.getByRole("button", { name: "Configure New Chart" }).click();
    await config.getByLabel("Visualization").waitFor();
    expect(await config.getByLabel("Data Source").inputValue()).toBe("assessment_results");

    const dataRequest = (match: (body: { type: string; config: Record<string, string> }) => boolean) =>
      page.waitForRequest(
        (r) => r.url().endsWith("/api/analytics/reports/data") && r.method() === "POST" && match(r.postDataJSON() as { type: string; config: Record<string, string> }),
      );
    let asked = dataRequest((b) => b.type === "chart" && b.config.dataSource === "user_analytics");
    await config.getByLabel("Data Source").selectOption({ label: "User Analytics" });
    await asked;
    await expect.poll(() => chartData.getAttribute("data-source")).toBe("user_analytics");
    await chart.getByText("User Analytics ·").waitFor();
    // the metric keeps its own source
    expect(await metric.locator("[data-kind=metric]").getAttribute("data-source")).toBe("assessment_results");

    asked = dataRequest((b) => b.type === "chart" && b.config.dataSource === "user_analytics" && b.config.visualization === "bar");
    await config.getByLabel("Visualization").selectOption({ label: "Bar" });
    await asked;
    const drawing = chart.getByRole("img", { name: "New Chart" });
    if (await chart.getByText("No data in this range.").count()) expect(await drawing.count()).toBe(0);
    else await expect.poll(() => drawing.getAttribute("data-chart")).toBe("bar");
    await screenshot(page, "center-builder", { fullPage: true });

    // Preview hides the tools; Edit brings them back
    await main.getByRole("button", { name: "Preview" }).click();
    await main.getByRole("button", { name: "Edit" }).waitFor();
    expect(await main.getByRole("button", { name: "Add Chart" }).count()).toBe(0);
    await chart.getByRole("heading", { name: "New Chart" }).waitFor();
    await screenshot(page, "center-builder-preview", { fullPage: true });
    await main.getByRole("button", { name: "Edit" }).click();
    await main.getByRole("button", { name: "Add Chart" }).waitFor();

    // Save
    await main.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Report saved successfully!").waitFor();
    const saved = await api.get<TBuilderReportList>(`/api/analytics/reports/builder?organizationId=${organizationId}`);
    const report = saved.reports.find((r) => r.name === "Quarterly people review");
    expect(report, JSON.stringify(saved)).toBeDefined();
    expect(report!.sections.map((s) => [s.type, s.title])).toEqual([
      ["chart", "New Chart"],
      ["metric", "New Metric"],
    ]);
    expect(report!.sections[0].config).toMatchObject({ dataSource: "user_analytics", visualization: "bar" });
    await main.getByRole("complementary", { name: "Configuration" }).getByText("Quarterly people review").waitFor();

    // Export: the PDF, named after the report
    const { download, bytes } = await downloadOf(page, () => main.getByRole("button", { name: "Export", exact: true }).click());
    expect(download.suggestedFilename()).toBe("Quarterly_people_review.pdf");
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(1000);
    // the export is a generation: the tiles are read again and agree with the stats call
    const after = await stats();
    expect(after.recentRuns[0]).toMatchObject({ name: "Quarterly people review", kind: "builder", status: "completed" });
    await expect.poll(async () => tiles(page)).toEqual(await expectedTiles(after));
    await main.getByRole("complementary").filter({ hasText: "Recent runs" }).getByText("Quarterly people review").waitFor();

    // History: a completed builder run with its size
    await main.getByRole("tab", { name: "History" }).click();
    const row = historyRow(main, "Quarterly people review");
    await row.getByText("Completed").waitFor();
    expect(await row.innerText()).toContain("Builder");
    const cells = await row.getByRole("cell").allInnerTexts();
    expect(Number(cells[3])).toBeGreaterThan(0);
    const runs = await api.get<TRunList>(`/api/reports/runs?organizationId=${organizationId}`);
    expect(runs.runs.find((r) => r.name === "Quarterly people review")).toMatchObject({ type: "builder", status: "completed" });
    await screenshot(page, "center-history-builder", { fullPage: true });
  });

  it("schedules a template, pauses, resumes and runs it; the run completes, downloads and is mailed; the schedule is deleted", async () => {
    const { api, organizationId } = await admin();
    const base = suite.server.baseURL;
    const template = await newTemplate(api, organizationId, `People pulse ${Date.now()}`);
    const scheduleName = "Weekly people pulse";
    const recipients = [uniqueEmail("ceo"), uniqueEmail("cfo")];
    const seen = new Set((await readMailbox(base)).map((m) => m.id));

    const page = await openPage(api, "/dashboard/reports/center");
    const main = page.getByRole("main");
    await main.getByRole("tab", { name: "Scheduled Reports" }).click();
    await main.getByRole("heading", { name: "Scheduled reports", exact: true }).waitFor();
    await main.getByRole("button", { name: "New Schedule" }).click();
    const form = page.getByRole("dialog", { name: "New schedule" });
    await form.getByLabel("Name", { exact: true }).fill(scheduleName);
    await form.getByLabel("Template").selectOption({ label: template.name });
    await form.getByLabel("Frequency").selectOption({ label: "Weekly" });
    await form.getByLabel("Day of the week").selectOption({ label: "Monday" });
    await form.getByLabel("Time zone").selectOption("Europe/Berlin");
    await form.getByLabel("Recipients").fill(`${recipients[0]}, ${recipients[1]}`);
    await screenshot(page, "center-schedule-form");
    await form.getByRole("button", { name: "Create Schedule" }).click();
    await page.getByText("Schedule created").waitFor();
    await form.waitFor({ state: "detached" });

    const card = main.getByRole("listitem").filter({ has: page.getByRole("heading", { name: scheduleName }) });
    await card.getByText("Active", { exact: true }).waitFor();
    const listed = await api.get<TScheduleList>(`/api/reports/schedules?organizationId=${organizationId}`);
    const schedule = listed.schedules.find((s) => s.name === scheduleName) as TSchedule;
    expect(schedule).toMatchObject({ frequency: "weekly", time_zone: "Europe/Berlin", enabled: true, template: { id: template.id } });
    expect([...schedule.recipients].sort()).toEqual([...recipients].sort());
    expect(schedule.next_run).not.toBeNull();
    const text = await card.innerText();
    expect(text).toContain("Weekly");
    expect(text).toContain("Europe/Berlin");
    expect(text).toContain("2 recipients");
    expect(text).toContain(`Template: ${template.name}`);
    expect(text).toMatch(/Next run: .+ \(Europe\/Berlin\)/);
    await screenshot(page, "center-schedule-active", { fullPage: true });

    // Pause → Paused (no next run); Resume → Active again
    await card.getByRole("button", { name: "Pause" }).click();
    await card.getByText("Paused", { exact: true }).waitFor();
    await card.getByText("Next run: —").waitFor();
    await card.getByRole("button", { name: "Resume" }).click();
    await card.getByText("Active", { exact: true }).waitFor();
    await card.getByText(/Next run: .+ \(Europe\/Berlin\)/).waitFor();

    // Run now: the server works the run itself; History polls until it is done
    await card.getByRole("button", { name: "Run now" }).click();
    await page.getByText("Run started; it appears in History").waitFor();
    await main.getByRole("tab", { name: "History" }).click();
    const row = historyRow(main, scheduleName);
    await row.getByText(/^(Completed|Failed)$/).waitFor({ timeout: 60_000 });
    expect(await row.innerText(), await row.innerText()).toContain("Completed");
    expect(await row.innerText()).toContain("Scheduled");
    const cells = await row.getByRole("cell").allInnerTexts();
    expect(Number(cells[3])).toBeGreaterThan(0);
    await screenshot(page, "center-history-scheduled", { fullPage: true });

    const { download, bytes } = await downloadOf(page, () => row.getByRole("button", { name: "Download" }).click());
    expect(download.suggestedFilename()).toBe("Weekly_people_pulse.pdf");
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // both recipients receive the report by email
    const to = (m: { to: string | string[] }) => (Array.isArray(m.to) ? m.to : [m.to]).join(" ").toLowerCase();
    await expect
      .poll(
        async () => {
          const messages = (await readMailbox(base)).filter((m) => !seen.has(m.id) && m.subject.startsWith(`Report: ${scheduleName}`));
          return recipients.map((r) => messages.some((m) => to(m).includes(r)));
        },
        { timeout: 30_000, interval: 250 },
      )
      .toEqual([true, true]);

    // delete after the confirmation
    await main.getByRole("tab", { name: "Scheduled Reports" }).click();
    await card.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete scheduled report" });
    await confirm.getByText("Are you sure you want to delete this scheduled report?").waitFor();
    await screenshot(page, "center-schedule-delete");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Scheduled report deleted").waitFor();
    await card.waitFor({ state: "detached" });
    const after = await api.get<TScheduleList>(`/api/reports/schedules?organizationId=${organizationId}`);
    expect(after.schedules.some((s) => s.id === schedule.id)).toBe(false);
  });

  it("exports the report analytics as CSV, JSON and Excel", async () => {
    const { api, organizationId } = await admin();
    const overview = await api.get<TReportAnalyticsOverview>(`/api/reports/analytics?organizationId=${organizationId}&timeRange=30d`);
    if (!overview.has_data) await newReport(api, organizationId, "Analytics source");

    const page = await openPage(api, "/dashboard/reports/analytics");
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: "Report Analytics" }).waitFor();
    await main.getByRole("heading", { name: "Generation Performance" }).waitFor();
    expect(await main.getByText("No Analytics Data").count()).toBe(0);
    await main.getByRole("heading", { name: "Template Performance" }).waitFor();
    await screenshot(page, "center-analytics", { fullPage: true });

    const exported = (item: string) =>
      downloadOf(page, async () => {
        await main.getByRole("button", { name: "Export", exact: true }).click();
        await main.getByRole("menu").getByRole("menuitem", { name: item }).click();
      });

    const csv = await exported("CSV");
    expect(csv.download.suggestedFilename()).toMatch(/\.csv$/);
    const lines = csv.bytes
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .split(/\r?\n/);
    expect(lines[0]).toBe("section,metric,value,template");
    expect(lines.filter(Boolean).length).toBeGreaterThan(1);
    await page.getByText(`Downloaded ${csv.download.suggestedFilename()}`).waitFor();

    const json = await exported("JSON");
    expect(json.download.suggestedFilename()).toMatch(/\.json$/);
    const parsed = JSON.parse(json.bytes.toString("utf8")) as { time_range: string; has_data: boolean; overall_analytics: Record<string, unknown> };
    expect(parsed).toMatchObject({ time_range: "30d", has_data: true });
    expect(Object.keys(parsed.overall_analytics)).toEqual(expect.arrayContaining(["generation", "delivery", "template_performance"]));

    const xlsx = await exported("Excel");
    expect(xlsx.download.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(xlsx.bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  });
});
