import type { Download, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { TDateRange, TExecutiveMetrics, TInsights, TOceanDistribution } from "../../src/contracts/analytics.ts";
import type { TMember } from "../../src/contracts/members.ts";
import type { TResponseSession } from "../../src/contracts/assessments.ts";
import { answerFor, Api, browserSuite, readResponse, sessionCache, signedInContext } from "./api.ts";
import { DEMO_ADMIN, screenshot } from "./browser.ts";

const RILEY = "riley@demo.facetwise.test";
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The last `days` days, today included (UTC), as the date-range presets compute them. */
const lastDays = (days: number): TDateRange => ({ start: isoDay(Date.now() - (days - 1) * DAY_MS), end: isoDay(Date.now()) });

/**
 * The analytics destinations in Chromium, on the demo organization with 300 simulated respondents (the product's
 * default, seeded once for the file; with 60, the IPIP-NEO responses of the last 90 days fell short of a whole
 * privacy block on some days, as the seed spreads them over the six months before today): every page shows figures computed by the server (compared with what the API answers), the
 * OCEAN bars open a trait's histogram, a completion made through the API reaches an open dashboard over the
 * socket, every export of a chart card downloads a file that opens, the department filter and a custom date
 * range change the figures, and a plain user is kept out.
 */
describe("analytics", () => {
  const suite = browserSuite({ FACETWISE_SEED_RESPONDENTS: "300", RATE_LIMIT_BURST: "5000", RATE_LIMIT_AUTOSAVE_BURST: "5000" });
  const session = sessionCache(() => suite.server.baseURL);
  const base = () => suite.server.baseURL;

  async function pageAs(email: string): Promise<Page> {
    const context = suite.watch(await signedInContext(suite.browser, base(), await session(email), { viewport: { width: 1280, height: 900 } }));
    return context.newPage();
  }

  async function apiAs(email: string): Promise<Api> {
    return new Api(base(), await session(email));
  }

  async function organizationId(api: Api): Promise<string> {
    const me = await api.get<{ organization: { id: string } | null }>("/api/auth/me");
    if (!me.organization) throw new Error("the demo admin has no organization");
    return me.organization.id;
  }

  /** The figures the server computes, as the pages ask for them. */
  async function figures() {
    const api = await apiAs(DEMO_ADMIN);
    const organization = await organizationId(api);
    return {
      executive: (dateRange?: TDateRange) => api.call<TExecutiveMetrics>("POST", "/api/analytics/executive", { organizationId: organization, dateRange }),
      insights: (filters: { dateRange: TDateRange; department?: string }) => api.call<TInsights>("POST", "/api/analytics/insights", { organizationId: organization, filters }),
      ocean: (dateRange: TDateRange) => api.call<TOceanDistribution>("POST", "/api/analytics/ocean-distribution", { organizationId: organization, filters: { dateRange } }),
    };
  }

  /** Waits until no chart on the page is loading, then checks none failed and the page is not a placeholder. */
  async function settled(page: Page): Promise<void> {
    const main = page.getByRole("main");
    await expect.poll(() => main.getByText("Loading chart…").count(), { timeout: 20_000 }).toBe(0);
    const text = await main.innerText();
    expect(text).not.toContain("Nothing here yet");
    expect(text).not.toContain("Error loading chart");
    expect(text).not.toContain("Analytics are for admins, managers and analysts");
  }

  const kpi = (page: Page) => page.getByRole("main").getByTestId("kpi-total").locator("p").nth(1);

  async function open(page: Page, path: string, heading: string): Promise<void> {
    await page.goto(`${base()}${path}`);
    await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
    await settled(page);
  }

  it("analytics dashboard sections show the server's figures", async () => {
    const page = await pageAs(DEMO_ADMIN);
    const api = await figures();
    const expected = await api.insights({ dateRange: lastDays(90) });
    expect(expected.analytics.totalAssessments).toBeGreaterThan(0);

    await open(page, "/dashboard/analytics", "Analytics");
    expect(await kpi(page).innerText()).toBe(String(expected.analytics.totalAssessments));
    await page.getByText(`n = ${expected.distribution.n}`).first().waitFor();
    // a reference line is named in its chart's legend, never written on the plot over the bars
    const card = (title: string) => page.locator("section", { has: page.getByRole("heading", { name: title, exact: true }) });
    await card("Industry Benchmarking")
      .locator(".recharts-legend-wrapper")
      .getByText(
        expected.distribution.comparison.kind === "norms" ? "Johnson's norm means (50th percentile)" : `${expected.distribution.comparison.industry} organizations on Facetwise`,
        { exact: true },
      )
      .waitFor();
    if (expected.qualityBenchmark.value !== null)
      await card("Assessment quality").locator(".recharts-legend-wrapper").getByText("The organization's all-time mean response quality").waitFor();
    for (const title of ["Industry Benchmarking", "Assessment quality"]) expect(await card(title).locator(".recharts-reference-line text").count(), title).toBe(0);
    // figures that do not follow the range say so
    await card("Predictive Insights")
      .getByTestId("period-note")
      .getByText(/not the date range/)
      .waitFor();
    await screenshot(page, "analytics-overview", { fullPage: true });

    await open(page, "/dashboard/analytics/performance", "Performance");
    expect(await kpi(page).innerText()).toBe(String(expected.analytics.totalAssessments));
    await page.getByRole("heading", { name: "Completion time" }).waitFor();

    await open(page, "/dashboard/analytics/trends", "Trends");
    await page.getByRole("heading", { name: "User Engagement" }).waitFor();
    await page.getByRole("heading", { name: "Predictive Insights" }).waitFor();

    await open(page, "/dashboard/analytics/insights", "Analytics insights");
    await page.getByRole("heading", { name: "Department heatmap" }).waitFor();
    // the list fills once its own query answers: wait for it rather than read it at once
    await expect.poll(() => page.getByTestId("insight-list").getByRole("listitem").count()).toBe(expected.insights.length);
  });

  it("the executive dashboard and business intelligence show the server's totals", async () => {
    const page = await pageAs(DEMO_ADMIN);
    const api = await figures();
    const executive = await api.executive(lastDays(30));
    expect(executive.metrics.totalAssessments).toBeGreaterThan(0);

    await open(page, "/dashboard/analytics/executive", "Executive dashboard");
    expect(await kpi(page).innerText()).toBe(String(executive.metrics.totalAssessments));
    // the range the page opens with is named on the control; a card whose figure is not of the range says so
    expect(await page.getByLabel("Date range").locator("option:checked").innerText()).toBe("Last 30 days (default)");
    await page
      .locator("section", { has: page.getByRole("heading", { name: "Platform Usage" }) })
      .getByTestId("period-note")
      .getByText(/^The member count is today's/)
      .waitFor();
    await page
      .getByText(`${Math.round((executive.metrics.completionRate ?? 0) * 1000) / 10}%`)
      .first()
      .waitFor();

    await open(page, "/dashboard/business-intelligence", "Business Intelligence");
    expect(await kpi(page).innerText()).toBe(String(executive.metrics.totalAssessments));
    await page.getByRole("group", { name: "Time range" }).getByRole("button", { name: "Month (default)", pressed: true }).waitFor();
    await page.getByRole("heading", { name: "Recent Activity" }).waitFor();
    // the share of completions is a pie whose value labels lie inside the chart
    if (executive.assessmentPerformance.some((p) => p.completed > 0)) {
      const types = page.locator("section", { has: page.getByRole("heading", { name: "Assessment Types", exact: true }) });
      // the chart's own drawing (the legend's icons are small svgs of the same class)
      const surface = await types.locator(".recharts-wrapper > svg.recharts-surface").first().boundingBox();
      const labels = types.getByTestId("pie-label");
      await expect.poll(() => labels.count()).toBeGreaterThan(0);
      for (const label of await labels.all()) {
        const box = await label.boundingBox();
        expect(box && surface).toBeTruthy();
        expect(box!.x).toBeGreaterThanOrEqual(surface!.x - 0.5);
        expect(box!.y).toBeGreaterThanOrEqual(surface!.y - 0.5);
        expect(box!.x + box!.width).toBeLessThanOrEqual(surface!.x + surface!.width + 0.5);
        expect(box!.y + box!.height).toBeLessThanOrEqual(surface!.y + surface!.height + 0.5);
      }
    }
    // the alerts are the server's, in its order, each with its n; none: All clear
    const alerts = page.locator("section", { has: page.getByRole("heading", { name: "Alerts", exact: true }) });
    if (executive.alerts.length === 0) await alerts.getByTestId("alerts-all-clear").getByText("All clear").waitFor();
    else {
      const items = alerts.getByTestId("alert-list").locator(":scope > li");
      expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute("data-kind")))).toEqual(executive.alerts.map((a) => a.kind));
      for (const [i, alert] of executive.alerts.entries()) {
        await items.nth(i).getByText(`n = ${alert.n}`).waitFor();
        for (const d of alert.departments ?? []) await items.nth(i).getByText(`${d.department}: ${d.responses} response`).waitFor();
      }
    }
    await screenshot(page, "analytics-business-intelligence", { fullPage: true });
  });

  it("the OCEAN pages show the distribution, its coverage, insights and recommendations", async () => {
    const page = await pageAs(DEMO_ADMIN);
    const ocean = await (await figures()).ocean(lastDays(90));
    expect(ocean.n).toBeGreaterThan(0);

    await open(page, "/dashboard/ocean", "OCEAN");
    await page.getByRole("heading", { name: "OCEAN distribution" }).waitFor();
    await page.getByText(`n = ${ocean.n}`).first().waitFor();

    await open(page, "/dashboard/ocean/coverage", "OCEAN coverage");
    const covered = page.getByRole("main").getByText("Responses covered").locator("xpath=following-sibling::*[1]");
    expect(await covered.innerText()).toBe(String(ocean.privacy.covered));

    // the insights the server writes for the page's range, or the sentence saying there are none (the demo's
    // five full months are fewer than a projection needs, and its departments may not differ significantly)
    const insights = await (await figures()).insights({ dateRange: lastDays(90) });
    await open(page, "/dashboard/ocean/insights", "OCEAN insights");
    if (insights.insights.length === 0) await page.getByText("No insights for this selection yet.").waitFor();
    else await expect.poll(() => page.getByTestId("insight-list").getByRole("listitem").count()).toBe(insights.insights.length);

    await open(page, "/dashboard/ocean/recommendations", "Recommendations");
    await page
      .getByText(/Mean \d+th percentile against \d+/)
      .first()
      .waitFor();
  });

  it("operations and real-time show live platform figures; the spec's paths lead to their pages", async () => {
    const page = await pageAs(DEMO_ADMIN);
    await open(page, "/dashboard/operations", "Operations");
    await page.getByText("Average response time").waitFor();
    await expect.poll(async () => page.getByText(/^\d+(\.\d+)? ms$/).count()).toBeGreaterThan(0);

    await open(page, "/dashboard/real-time", "Real-time");
    const strip = page.getByRole("region", { name: "Live monitor" });
    // the socket's first tick replaces the dashes with figures
    await expect.poll(async () => strip.locator("dd").first().innerText(), { timeout: 10_000 }).toMatch(/^\d+$/);

    for (const [from, to, heading] of [
      ["/analytics/executive", "/dashboard/analytics/executive", "Executive dashboard"],
      ["/analytics/insights", "/dashboard/analytics/insights", "Analytics insights"],
      ["/analytics/operational", "/dashboard/operations", "Operations"],
    ] as const) {
      await page.goto(`${base()}${from}`);
      await page.waitForURL((url) => url.pathname === to);
      await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
    }
  });

  it("clicking a bar of the OCEAN bar chart opens that trait's histogram", async () => {
    const page = await pageAs(DEMO_ADMIN);
    const ocean = await (await figures()).ocean(lastDays(90));
    const extraversion = ocean.traits.find((t) => t.trait === "extraversion");
    expect(extraversion?.suppressed).toBe(false);

    await open(page, "/dashboard/ocean", "OCEAN");
    await page.getByRole("button", { name: "Bars", exact: true }).click();
    await page.getByText("Select a bar, or a trait here, to see its percentile histogram:").waitFor();
    // the organization's series is drawn first; its third bar is Extraversion (OCEAN order)
    await page.locator(".recharts-bar").first().locator(".recharts-bar-rectangle").nth(2).click();
    const histogram = page.getByRole("heading", { name: "Extraversion: percentile histogram" });
    await histogram.waitFor();
    const card = page.locator("section", { has: histogram });
    await card.getByText(`n = ${extraversion!.n}`).waitFor();
    await card.getByText(`Mean ${Math.round(extraversion!.meanPercentile!)}th percentile`).waitFor();
    // ten percentile buckets are drawn
    await expect.poll(() => card.locator(".recharts-bar-rectangle").count()).toBeGreaterThan(0);
    await screenshot(page, "analytics-ocean-histogram", { fullPage: true });
    // the same from the keyboard: the trait buttons under the bars
    await page.getByRole("group", { name: "Percentile histogram of" }).getByRole("button", { name: "Neuroticism" }).press("Enter");
    await page.getByRole("heading", { name: "Neuroticism: percentile histogram" }).waitFor();
  });

  it("a completion made through the API updates an open dashboard without a reload", async () => {
    const page = await pageAs(DEMO_ADMIN);
    const admin = await apiAs(DEMO_ADMIN);
    const riley = await apiAs(RILEY);

    await open(page, "/dashboard/analytics/executive", "Executive dashboard");
    await page.getByTestId("live-status").getByText("Live: figures update as assessments are completed").waitFor();
    const before = Number(await kpi(page).innerText());
    await page.evaluate(() => {
      (window as unknown as { notReloaded?: boolean }).notReloaded = true;
    });

    // The admin assigns an assessment to Riley, who answers every item at random and submits it.
    const members = await admin.get<{ members: TMember[] }>("/api/organization/members");
    const rileyId = members.members.find((m) => m.email === RILEY)!.userId;
    const created = await admin.call<{ assessments: { id: string }[]; alreadyAssigned?: { assessmentId: string }[] }>("POST", "/api/assessments", {
      typeId: "individual",
      assigneeIds: [rileyId],
    });
    const assessmentId = created.assessments[0]?.id ?? created.alreadyAssigned?.[0]?.assessmentId;
    const { responseId } = await riley.call<{ responseId: string }>("POST", `/api/assessments/${assessmentId}/start`, {
      respondent: { sex: "female", age: 31 },
      consent: true,
    });
    const s: TResponseSession = await readResponse(riley, responseId);
    for (const [i, item] of s.items.entries()) {
      const value = item.input.type === "likert" ? 1 + Math.floor(Math.random() * 5) : answerFor(item, Math.floor(Math.random() * 1000) + i);
      await riley.call("PUT", `/api/responses/${s.id}/answers/${encodeURIComponent(item.id)}`, { value, timeMs: 3000 + Math.floor(Math.random() * 4000) });
    }
    await riley.call("POST", `/api/responses/${s.id}/submit`, {});

    await expect.poll(async () => Number(await kpi(page).innerText()), { timeout: 8_000 }).toBe(before + 1);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await page
      .getByTestId("live-status")
      .getByText(/updated/)
      .waitFor();
  });

  it("every export of a chart card downloads a file that opens", async () => {
    const page = await pageAs(DEMO_ADMIN);
    await open(page, "/dashboard/ocean", "OCEAN");
    const exportButton = page.getByRole("button", { name: "Export OCEAN distribution" });

    async function exported(item: string): Promise<{ download: Download; bytes: Buffer }> {
      await exportButton.click();
      const downloading = page.waitForEvent("download");
      await page.getByRole("menu", { name: "Export OCEAN distribution" }).getByRole("menuitem", { name: item }).click();
      const download = await downloading;
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return { download, bytes: Buffer.concat(chunks) };
    }

    const csv = await exported("CSV (data)");
    expect(csv.download.suggestedFilename()).toMatch(/^ocean-distribution-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.bytes
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("trait,organization,comparison,sd,n");
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/^Openness,\d+,50,\d+,\d+$/);

    const json = await exported("JSON (data)");
    const parsed = JSON.parse(json.bytes.toString("utf8")) as { title: string; rows: { trait: string }[] };
    expect(parsed.title).toBe("OCEAN distribution");
    expect(parsed.rows.map((r) => r.trait)).toEqual(["Openness", "Conscientiousness", "Extraversion", "Agreeableness", "Neuroticism"]);

    const png = await exported("PNG image");
    expect(png.download.suggestedFilename()).toMatch(/\.png$/);
    expect(png.bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(png.bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
    expect(png.bytes.readUInt32BE(16)).toBeGreaterThan(0);
    expect(png.bytes.readUInt32BE(20)).toBeGreaterThan(0);

    const pdf = await exported("PDF document");
    expect(pdf.download.suggestedFilename()).toMatch(/\.pdf$/);
    const text = pdf.bytes.toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text).toMatch(/\/Type\s*\/Page\b/);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("the department filter narrows the figures, and a small department reads Not enough responses", async () => {
    const page = await pageAs(DEMO_ADMIN);
    const api = await figures();
    const range = lastDays(90);
    const all = await api.insights({ dateRange: range });
    const profile = await (await apiAs(DEMO_ADMIN)).get<{ departments: string[] }>("/api/organization/profile");
    const byDepartment = await Promise.all(profile.departments.map(async (department) => ({ department, figures: await api.insights({ dateRange: range, department }) })));
    const withData = byDepartment.find((d) => d.figures.analytics.totalAssessments > 0);
    expect(withData, "a department with completions in the last 90 days").toBeDefined();
    expect(withData!.figures.analytics.totalAssessments).toBeLessThan(all.analytics.totalAssessments);

    await open(page, "/dashboard/analytics", "Analytics");
    expect(await kpi(page).innerText()).toBe(String(all.analytics.totalAssessments));
    const filters = page.getByRole("form", { name: "Filters" });
    const traits = page.locator("section", { has: page.getByRole("heading", { name: "OCEAN Trait Distribution" }) });

    await filters.getByLabel("Department").selectOption(withData!.department);
    await filters.getByRole("button", { name: "Apply", exact: true }).click();
    await expect.poll(() => kpi(page).innerText()).toBe(String(withData!.figures.analytics.totalAssessments));
    await page.getByTestId("active-filter-count").getByText("1 active").waitFor();
    await settled(page);
    if (withData!.figures.distribution.n > 0) await traits.getByText(`n = ${withData!.figures.distribution.n}`).waitFor();
    else await traits.getByText("Not enough responses").waitFor();

    // a department below the minimum group size shows no trait figures at all
    const small = byDepartment.find((d) => d.figures.distribution.traits.every((t) => t.suppressed));
    if (small) {
      await filters.getByLabel("Department").selectOption(small.department);
      await filters.getByRole("button", { name: "Apply", exact: true }).click();
      await expect.poll(() => kpi(page).innerText()).toBe(String(small.figures.analytics.totalAssessments));
      await traits.getByText("Not enough responses").waitFor();
    }

    await filters.getByRole("button", { name: "Clear all" }).click();
    await expect.poll(() => kpi(page).innerText()).toBe(String(all.analytics.totalAssessments));
  });

  it("a custom date range applies to the figures and is kept in the address", async () => {
    const page = await pageAs(DEMO_ADMIN);
    const api = await figures();
    const preset = await api.insights({ dateRange: lastDays(90) });
    // a past window whose total differs from the default range's, so the change shows
    let range: TDateRange | undefined;
    let expected: TInsights | undefined;
    for (const [from, to] of [
      [150, 40],
      [170, 20],
      [120, 60],
    ]) {
      range = { start: isoDay(Date.now() - from * DAY_MS), end: isoDay(Date.now() - to * DAY_MS) };
      expected = await api.insights({ dateRange: range });
      if (expected.analytics.totalAssessments !== preset.analytics.totalAssessments) break;
    }
    if (!range || !expected || expected.analytics.totalAssessments === preset.analytics.totalAssessments) throw new Error("no past window with a different total");

    await open(page, "/dashboard/analytics", "Analytics");
    const filters = page.getByRole("form", { name: "Filters" });
    const apply = filters.getByRole("button", { name: "Apply", exact: true });
    // the range is one of the filters: it names the page's default and waits for the panel's Apply like the others
    expect(await filters.getByLabel("Date range").locator("option:checked").innerText()).toBe("Last 90 days (default)");
    await filters.getByLabel("Date range").selectOption("custom");
    const from = filters.getByLabel("From", { exact: true });
    const to = filters.getByLabel("To", { exact: true });
    // a start after the end is refused with a reason
    await from.fill(range.end);
    await to.fill(range.start);
    await page.getByText("The start must not be after the end.").waitFor();
    expect(await apply.isDisabled()).toBe(true);

    await to.fill(range.end);
    await from.fill(range.start);
    await filters.getByText("1 change waits for Apply.").waitFor();
    // nothing applied yet: the address and the figures are still the default range's
    expect(new URL(page.url()).searchParams.get("from")).toBeNull();
    expect(await kpi(page).innerText()).toBe(String(preset.analytics.totalAssessments));
    await apply.click();
    await page.waitForURL((url) => url.searchParams.get("from") === range.start && url.searchParams.get("to") === range.end);
    await expect.poll(() => kpi(page).innerText()).toBe(String(expected.analytics.totalAssessments));
    await settled(page);

    // the range survives a section change
    await page.getByRole("main").getByRole("link", { name: "Performance", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/analytics/performance" && url.searchParams.get("from") === range.start);
    await expect.poll(() => kpi(page).innerText()).toBe(String(expected.analytics.totalAssessments));
  });

  it("team composition of members chosen with the keyboard", async () => {
    const page = await pageAs(DEMO_ADMIN);
    const admin = await apiAs(DEMO_ADMIN);
    const members = (await admin.get<{ members: TMember[] }>("/api/organization/members")).members;

    await open(page, "/dashboard/analytics/insights", "Analytics insights");
    const mode = page.getByRole("group", { name: "Choose the team by" }).getByRole("button", { name: "Members", exact: true });
    await mode.focus();
    await page.keyboard.press("Enter");
    const search = page.getByRole("searchbox", { name: "Search members" });
    await search.focus();
    await page.keyboard.type("Respondent");
    await page.keyboard.press("ArrowDown");
    const list = page.getByRole("listbox", { name: "Members" });
    expect(await list.evaluate((el) => el === document.activeElement)).toBe(true);
    // choose six members: Space on the first, then ArrowDown and Space
    await page.keyboard.press("Space");
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press(i === 2 ? "Enter" : "Space");
    }
    await page.getByRole("status").getByText("6 members chosen").waitFor();
    // Space again unchooses the active one, and a chip removes another
    await page.keyboard.press("Space");
    await page.getByRole("status").getByText("5 members chosen").waitFor();
    const chips = page.getByRole("list", { name: "Chosen members" }).getByRole("button");
    expect(await chips.count()).toBe(5);
    const names = (await chips.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""))).map((label) => label.replace(/^Remove /, ""));
    expect(await list.getByRole("option", { selected: true }).count()).toBe(5);
    const userIds = names.map((name) => members.find((m) => m.name === name)!.userId).sort();

    await page.getByRole("button", { name: "Show team" }).press("Enter");
    // the innermost section holding the heading: the chart card, not the group tools around it
    const card = page.locator("section", { has: page.getByRole("heading", { name: "Team: 5 chosen members" }) }).last();
    await card.waitFor();
    const expected = await admin.call<{ members: number; withResults: number; suppressed: boolean }>("POST", "/api/analytics/team", {
      organizationId: await organizationId(admin),
      userIds,
    });
    await card.getByText(`${expected.withResults} of ${expected.members} members have results`).waitFor();
    if (expected.suppressed) await card.getByText("Not enough responses").waitFor();
    else await card.getByRole("table").waitFor();
    await screenshot(page, "analytics-team-members", { fullPage: true });
  });

  it("a plain user sees no analytics in the sidebar and is turned away at their addresses", async () => {
    const page = await pageAs(RILEY);
    await page.goto(`${base()}/dashboard`);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Settings", exact: true }).waitFor();
    for (const name of ["Analytics", "OCEAN", "Business Intelligence", "Real-time", "Operations"]) {
      expect(await nav.getByRole("link", { name, exact: true }).count(), name).toBe(0);
    }
    for (const path of ["/dashboard/analytics", "/dashboard/analytics/executive", "/analytics/insights", "/dashboard/ocean", "/dashboard/business-intelligence"]) {
      await page.goto(`${base()}${path}`);
      await page.getByText("Analytics are for admins, managers and analysts").waitFor();
      expect(await page.getByTestId("kpi-total").count()).toBe(0);
    }
    await page.goto(`${base()}/dashboard/real-time`);
    await page.getByText("Only admins, managers and analysts can follow the live monitor.").waitFor();
    await page.goto(`${base()}/dashboard/operations`);
    await page.getByText("Only admins, managers and analysts can see the operational dashboard.").waitFor();

    // the API refuses the same figures
    const riley = await apiAs(RILEY);
    const me = await riley.get<{ organization: { id: string } }>("/api/auth/me");
    await riley.call("POST", "/api/analytics/executive", { organizationId: me.organization.id }, [403]);
  });
});
