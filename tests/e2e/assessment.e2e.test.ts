import type { APIRequestContext, Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TResponseSession } from "../../src/contracts/assessments.ts";
import { launchBrowser, mailboxIds, newDesktopContext, screenshot, SHOTS_DIR, signIn, uniqueEmail, waitForMagicLink } from "./browser.ts";
import { startServer, type TestServer } from "./server.ts";

type Item = TResponseSession["items"][number];

/** A full-page screenshot as <SHOTS_DIR>/<name>.png (results pages are long). */
async function fullShot(p: Page, name: string): Promise<void> {
  await p.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** A valid answer for any item (deterministic, varied). */
function answerFor(item: Item, k: number): unknown {
  const input = item.input;
  switch (input.type) {
    case "likert":
      return 1 + ((k * 7 + 3) % 5);
    case "scale":
      return input.min + ((k * 3) % (input.max - input.min + 1));
    case "text":
      return `Answer number ${k}.`;
    case "ranking":
      return input.items.map((it, i) => ({ item: it, rank: i + 1 }));
    default:
      return input.options[k % input.options.length].value;
  }
}

/**
 * Taking an assessment end to end in Chromium: a new user signs up, takes the individual assessment with the
 * keyboard, reloads half-way and resumes at the right question, submits, reads every tab the score has; share
 * links, the PDF report, print; someone else gets the not-found page. Executive and organizational results
 * (made through the API) show the remaining tabs.
 */
describe("assessment", () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let email = "";
  let responseId = "";
  let session: TResponseSession;
  const problems: string[] = [];

  function watch(p: Page): void {
    p.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    p.on("console", (message) => {
      // Refused requests (401 before sign-in, the 404s below) are logged by Chromium as failed resources: expected.
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) problems.push(`console: ${message.text()}`);
    });
  }

  beforeAll(async () => {
    // The spec answers many questions through the API: lift the per-user burst so it is not rate limited.
    server = await startServer({ RATE_LIMIT_BURST: "5000" });
    browser = await launchBrowser();
    context = await newDesktopContext(browser);
    page = await context.newPage();
    watch(page);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  const main = () => page.getByRole("main");
  const counter = (n: number, total = 75) => main().getByRole("heading", { name: `Question ${n} of ${total}` });
  const api = (ctx: BrowserContext = context): APIRequestContext => ctx.request;

  async function readSession(id = responseId): Promise<TResponseSession> {
    const r = await api().get(`${server.baseURL}/api/responses/${id}`);
    expect(r.status()).toBe(200);
    return (await r.json()) as TResponseSession;
  }

  /** Saves answers for items [from, to) through the API with the page's cookie. */
  async function answerViaApi(from: number, to: number, s: TResponseSession = session, ctx: BrowserContext = context): Promise<void> {
    for (let i = from; i < to; i++) {
      const item = s.items[i];
      const r = await api(ctx).put(`${server.baseURL}/api/responses/${s.id}/answers/${encodeURIComponent(item.id)}`, { data: { value: answerFor(item, i), timeMs: 4200 } });
      expect(r.status(), `PUT answer ${i + 1}: ${await r.text()}`).toBe(200);
    }
  }

  /** Waits until the page says every answer it gave is saved. */
  const allSaved = () => main().getByTestId("save-indicator").getByText("All answers saved").waitFor();

  it("a new user signs up and starts the individual assessment (optional respondent step first)", async () => {
    email = uniqueEmail("taker");
    const seen = await mailboxIds(server.baseURL);
    await page.goto(`${server.baseURL}/signup`);
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("button", { name: "Magic link sent!" }).waitFor();
    await page.goto(await waitForMagicLink(server.baseURL, email, seen));
    await page.waitForURL(`${server.baseURL}/dashboard`);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Assessments", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Assessments", exact: true }).waitFor();
    await main().getByText("No assessments yet").waitFor();
    const start = main().getByRole("heading", { name: "Start a new assessment" });
    await start.waitFor();
    const individual = main().getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Individual", exact: true }) });
    expect(await individual.innerText()).toMatch(/75\s+questions[\s\S]*45-60 min/);
    // A new user is the admin of their own organization: they may assign too.
    expect(await main().getByRole("button", { name: "Assign Individual to members" }).count()).toBe(1);
    await screenshot(page, "assess-list-empty-light");

    await main().getByRole("button", { name: "Start Individual" }).click();
    await page.waitForURL(/\/dashboard\/assessments\/start\//);
    await main().getByRole("heading", { name: "Before you begin" }).waitFor();
    expect(await main().innerText()).toContain("used only to pick the comparison group");
    await page.getByRole("heading", { level: 1, name: "Start assessment" }).waitFor();
    await main().getByLabel("Female").check();
    await main().getByLabel("Age (optional)").fill("34");
    await screenshot(page, "assess-start-light");
    await main().getByRole("button", { name: "Continue" }).click();

    await page.waitForURL(/\/dashboard\/assessments\/take\//);
    await counter(1).waitFor();
    responseId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
    session = await readSession();
    expect(session.items).toHaveLength(75);
    expect(session.items.slice(0, 60).every((i) => i.input.type === "likert")).toBe(true);
    expect(await main().getByTestId("progress-percent").innerText()).toBe("0% complete · 0 of 75 answered");
    expect(await main().innerText()).toContain("About 57 min left"); // 75 × 45 s / 60, rounded up
    await screenshot(page, "assess-question-light");
  });

  it("answers with the keyboard: digits answer, arrows move, Enter goes on; radio-group semantics", async () => {
    // The question has focus; keys 1-5 answer and move on.
    await page.keyboard.press("4");
    await counter(2).waitFor();
    await page.keyboard.press("2");
    await counter(3).waitFor();
    // Left goes back: the answer is still chosen.
    await page.keyboard.press("ArrowLeft");
    await counter(2).waitFor();
    expect(await main().getByRole("radio", { name: "Disagree", exact: true }).isChecked()).toBe(true);
    // Tab into the radio group: arrows change the choice without moving on; Enter moves on.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe("radio");
    await page.keyboard.press("ArrowRight");
    expect(await main().getByRole("radio", { name: "Neutral", exact: true }).isChecked()).toBe(true);
    await counter(2).waitFor();
    await page.keyboard.press("Enter");
    await counter(3).waitFor();
    // Right skips forward without answering; Left comes back.
    await page.keyboard.press("ArrowRight");
    await counter(4).waitFor();
    await page.keyboard.press("ArrowLeft");
    await counter(3).waitFor();
    for (const [key, next] of [["5", 4], ["1", 5], ["3", 6], ["4", 7], ["2", 8], ["5", 9]] as const) {
      await page.keyboard.press(key);
      await counter(next).waitFor();
    }
    await allSaved();
    expect(await main().getByTestId("progress-percent").innerText()).toBe("11% complete · 8 of 75 answered");

    // Every answer reached the server as it was given, with the time spent on it.
    const saved = await readSession();
    expect(Object.keys(saved.answers)).toHaveLength(8);
    expect(saved.answers[session.items[0].id]).toBe(4);
    expect(saved.answers[session.items[1].id]).toBe(3);
    expect(saved.answers[session.items[2].id]).toBe(5);
    // The browser mirrors progress under a key made from the response id.
    const local = await page.evaluate((id) => localStorage.getItem(`facetwise.assessment-progress.${id}`), responseId);
    expect(JSON.parse(local ?? "{}")).toMatchObject({ v: 1, index: 8 });
  });

  it("reloads half-way and resumes at the first unanswered question (the server is the source of truth)", async () => {
    await answerViaApi(8, 37);
    await page.reload();
    await counter(38).waitFor();
    expect(await main().getByTestId("progress-percent").innerText()).toBe("49% complete · 37 of 75 answered");
    expect(await main().innerText()).toContain("About 29 min left"); // 38 × 45 s / 60 = 28.5 → 29
    await page.keyboard.press("3");
    await counter(39).waitFor();
    await page.keyboard.press("4");
    await counter(40).waitFor();
    await allSaved();
    expect(Object.keys((await readSession()).answers)).toHaveLength(39);
  });

  it("answers the flow questions (scale, choice, ranking, text) with their rules", async () => {
    await answerViaApi(39, 60);
    await page.reload();
    await counter(61).waitFor();
    for (let i = 60; i < 65; i++) {
      const item = session.items[i];
      await counter(i + 1).waitFor();
      const input = item.input;
      if (input.type === "scale") {
        // Spec §5: scale questions run 1-10 by default.
        expect(await main().getByRole("radio").count()).toBe(input.max - input.min + 1);
        await page.keyboard.press("7");
      } else if (input.type === "multiple_choice" || input.type === "scenario") {
        await page.keyboard.press("2");
      } else if (input.type === "ranking") {
        const [first, second] = input.items;
        await main().getByRole("button", { name: `Move ${first} down` }).focus();
        await page.keyboard.press("Enter");
        // Renumbered: the second item is now first (spec §5).
        await expect.poll(() => main().getByRole("combobox", { name: `Rank for ${second}` }).inputValue()).toBe("1");
        expect(await main().getByRole("combobox", { name: `Rank for ${first}` }).inputValue()).toBe("2");
        // A rank select moves the item and renumbers the others.
        await main().getByRole("combobox", { name: `Rank for ${input.items[4]}` }).selectOption("1");
        expect(await main().getByRole("combobox", { name: `Rank for ${second}` }).inputValue()).toBe("2");
        await screenshot(page, "assess-question-ranking-light");
        await main().getByRole("button", { name: "Submit Answer" }).focus();
        await page.keyboard.press("Enter");
      } else if (input.type === "text") {
        const submit = main().getByRole("button", { name: "Submit Answer" });
        const box = main().getByRole("textbox", { name: "Your answer" });
        expect(await submit.isDisabled()).toBe(true);
        await box.fill("   ");
        expect(await submit.isDisabled()).toBe(true); // white space only
        await box.fill("Time to think between projects.");
        await main().getByText("31/500 characters").waitFor();
        expect(await box.getAttribute("maxlength")).toBe("500");
        expect(await submit.isDisabled()).toBe(false);
        await screenshot(page, "assess-question-text-light");
        await box.press("Control+Enter");
      }
    }
    await counter(66).waitFor();
    await allSaved();
    const saved = await readSession();
    expect(Object.keys(saved.answers)).toHaveLength(65);
    const ranking = session.items.slice(60, 65).find((i) => i.input.type === "ranking");
    if (ranking && ranking.input.type === "ranking") expect((saved.answers[ranking.id] as Array<{ item: string; rank: number }>)[0].item).toBe(ranking.input.items[4]);
  });

  it("reviews and submits through the UI, then reads every tab the score has", async () => {
    await answerViaApi(65, 75);
    await page.reload();
    const review = main().getByTestId("review");
    await review.getByRole("heading", { name: "Review and submit" }).waitFor();
    expect(await review.getByTestId("unanswered-count").innerText()).toBe("All 75 questions are answered.");
    await screenshot(page, "assess-review-light");
    await review.getByRole("button", { name: "Submit assessment" }).click();

    await page.waitForURL(`${server.baseURL}/dashboard/assessments/${responseId}/results`);
    const results = main().getByTestId("results");
    await results.getByRole("heading", { name: "Individual assessment" }).waitFor();
    // The taker's name (or, without one, their email).
    expect((await results.getByTestId("results-user").innerText()).trim().length).toBeGreaterThan(0);
    expect(await results.innerText()).toMatch(/Completed \w+ \d{1,2}, \d{4}|Completed \d{1,2} \w+ \d{4}/);
    // The local progress record is gone once submitted.
    expect(await page.evaluate((id) => localStorage.getItem(`facetwise.assessment-progress.${id}`), responseId)).toBeNull();
    // Individual: Big Five and facets only, so two tabs.
    expect(await results.getByRole("tab").allInnerTexts()).toEqual(["Overview", "30 Facets"]);
    expect(await results.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).toBe("true");
    expect(await results.getByTestId("norm-group").innerText()).toMatch(/^Compared with: women/);
    expect(await results.getByTestId("quality-note").innerText()).toMatch(/^Response quality\./);
    for (const t of ["openness", "conscientiousness", "extraversion", "agreeableness", "neuroticism"]) {
      expect(await results.getByTestId(`trait-${t}`).innerText()).toMatch(/\d+(st|nd|rd|th) percentile[\s\S]*Stanine \d[\s\S]*Raw \d+/);
    }
    for (const card of ["Strongest Traits", "Development Areas", "Profile Balance", "Pillars"]) await results.getByRole("heading", { name: card }).waitFor();
    expect(await results.getByRole("heading", { name: "Pillars" }).locator("xpath=..").innerText()).toContain("1-5 score, not normed");
    await fullShot(page, "assess-results-overview-light");

    // Tabs from the keyboard: roving tabindex, arrows move and select.
    await results.getByRole("tab", { name: "Overview" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => results.getByRole("tab", { name: "30 Facets" }).getAttribute("aria-selected")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("30 Facets");
    expect(await results.getByRole("tab", { name: "Overview" }).getAttribute("tabindex")).toBe("-1");
    await results.getByRole("tabpanel").getByRole("heading", { name: "Facet coverage" }).waitFor();
    expect(await results.locator("[data-testid^='facet-']").count()).toBe(30);
    expect(new URL(page.url()).searchParams.get("tab")).toBe("facets");
    await fullShot(page, "assess-results-facets-light");
    await page.keyboard.press("ArrowRight"); // wraps
    await expect.poll(() => results.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).toBe("true");

    // The list now shows it completed, with View results.
    await page.goto(`${server.baseURL}/dashboard/assessments/completed`);
    const row = main().getByTestId("assessment-row");
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.innerText()).toMatch(/Individual assessment[\s\S]*Completed[\s\S]*75 of 75 answered · 100%/);
    expect(await row.getByRole("link", { name: "View results: Individual assessment" }).getAttribute("href")).toBe(`/dashboard/assessments/${responseId}/results`);
    await page.goto(`${server.baseURL}/dashboard/assessments/drafts`);
    await main().getByText("No assessments in progress").waitFor();
  });

  it("Print lays every tab out for paper, without the shell", async () => {
    await page.goto(`${server.baseURL}/dashboard/assessments/${responseId}/results`);
    await main().getByTestId("results").waitFor();
    await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("#sidebar").isVisible()).toBe(false);
    expect(await page.getByRole("tablist").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Share" }).isVisible()).toBe(false);
    // Both panels are laid out, each under its own heading.
    await page.getByRole("heading", { level: 2, name: "30 Facets" }).waitFor();
    expect(await page.getByRole("tabpanel").count()).toBe(2);
    await fullShot(page, "assess-results-print");
    await page.emulateMedia({ media: "screen" });
    await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    expect(await page.getByRole("tabpanel").count()).toBe(1);
  });

  it("Share creates an expiring read-only link that can be revoked; Generate Report downloads the PDF", async () => {
    const results = main().getByTestId("results");
    const download = page.waitForEvent("download");
    await results.getByRole("button", { name: "Generate Report" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^facetwise-individual-assessment-\d{4}-\d{2}-\d{2}\.pdf$/);

    await results.getByRole("button", { name: "Share" }).click();
    const dialog = page.getByRole("dialog", { name: "Share results" });
    await dialog.getByText("No links yet.").waitFor();
    await dialog.getByLabel("Link expires after").selectOption("7");
    await dialog.getByRole("button", { name: "Create link" }).click();
    const link = dialog.getByRole("textbox", { name: "New share link" });
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/\/shared\/results\/[A-Za-z0-9_-]{20,}$/);
    await dialog.getByTestId("share-row").first().waitFor();
    expect(await dialog.getByTestId("share-row").first().getAttribute("data-state")).toBe("active");
    await screenshot(page, "assess-share-light");

    // Anyone with the link, signed in or not, reads the results without actions.
    const stranger = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const p = await stranger.newPage();
      watch(p);
      await p.goto(url);
      await p.getByRole("heading", { name: "Individual assessment" }).waitFor();
      await p.getByText("Shared, read-only").waitFor();
      // The taker's email address is not shown to whoever has the link.
      expect(await p.getByText(email).count()).toBe(0);
      expect(await p.getByRole("button", { name: "Share" }).count()).toBe(0);
      expect(await p.getByRole("button", { name: "Generate Report" }).count()).toBe(0);
      expect(await p.getByRole("button", { name: "Print" }).count()).toBe(1);
      expect(await p.getByRole("tab").allInnerTexts()).toEqual(["Overview", "30 Facets"]);
      await screenshot(p, "assess-shared-light");

      await dialog.getByRole("button", { name: /^Revoke link/ }).click();
      await expect.poll(() => dialog.getByTestId("share-row").first().getAttribute("data-state")).toBe("revoked");
      await p.reload();
      await p.getByRole("heading", { name: "This link is not valid" }).waitFor();
      const api404 = await stranger.request.get(`${server.baseURL}/api/shared/${url.split("/").pop()}`);
      expect(api404.status()).toBe(404);
    } finally {
      await stranger.close();
    }
    await dialog.getByRole("button", { name: "Close" }).click();
    expect(await page.getByRole("dialog").count()).toBe(0);
  });

  it("a second user cannot open the first user's results: the not-found page, and 404 from the API", async () => {
    const other = await newDesktopContext(browser);
    try {
      const p = await other.newPage();
      watch(p);
      await signIn(p, server.baseURL, "sam@demo.facetwise.test", `/dashboard/assessments/${responseId}/results`);
      await p.getByRole("heading", { name: "We can't find that page" }).waitFor();
      expect(await p.getByTestId("results").count()).toBe(0);
      for (const path of [`/api/responses/${responseId}/results`, `/api/responses/${responseId}`, `/api/responses/${responseId}/shares`]) {
        expect((await other.request.get(`${server.baseURL}${path}`)).status(), path).toBe(404);
      }
      const put = await other.request.put(`${server.baseURL}/api/responses/${responseId}/answers/${encodeURIComponent(session.items[0].id)}`, { data: { value: 1 } });
      expect(put.status()).toBe(404);
      await p.goto(`${server.baseURL}/dashboard/assessments/take/${responseId}`);
      await p.getByRole("heading", { name: "We can't find that page" }).waitFor();
      await screenshot(p, "assess-results-notfound-light");
    } finally {
      await other.close();
    }
  });

  it("a manager assigns an assessment to members, who find it in their list and start it", async () => {
    const admin = await newDesktopContext(browser);
    const member = await newDesktopContext(browser);
    try {
      const p = await admin.newPage();
      watch(p);
      await signIn(p, server.baseURL, "admin@demo.facetwise.test", "/dashboard/assessments");
      await p.getByRole("main").getByRole("button", { name: "Assign Executive to members" }).click();
      const dialog = p.getByRole("dialog", { name: "Assign Executive" });
      await dialog.getByLabel("Filter members").fill("sam");
      await dialog.getByRole("checkbox", { name: /Sam Okafor/ }).check();
      await dialog.getByLabel("Filter members").fill("");
      await dialog.getByRole("checkbox", { name: /Riley Chen/ }).check();
      await screenshot(p, "assess-assign-light");
      await dialog.getByRole("button", { name: "Assign to 2 members" }).click();
      await p.getByText("Executive assigned to 2 members").waitFor();
      expect(await p.getByRole("dialog").count()).toBe(0);

      const m = await member.newPage();
      watch(m);
      await signIn(m, server.baseURL, "sam@demo.facetwise.test", "/dashboard/assessments/active");
      const row = m.getByRole("main").getByTestId("assessment-row").filter({ hasText: "Executive assessment" });
      await row.waitFor();
      expect(await row.innerText()).toMatch(/by Avery Admin[\s\S]*Not started[\s\S]*0 of 90 answered · 0%/);
      // A plain user may not assign.
      expect(await m.getByRole("main").getByRole("button", { name: /^Assign / }).count()).toBe(0);
      await row.getByRole("link", { name: "Start: Executive assessment" }).click();
      await m.getByRole("main").getByRole("heading", { name: "Before you begin" }).waitFor();
      await m.getByRole("main").getByRole("button", { name: "Skip and start" }).click();
      await m.getByRole("main").getByRole("heading", { name: "Question 1 of 90" }).waitFor();
    } finally {
      await admin.close();
      await member.close();
    }
  });

  it("executive and organizational results show the remaining tabs: executive profile, risks, emotional regulation", async () => {
    const made: Record<string, string> = {};
    for (const typeId of ["executive", "organizational"] as const) {
      const created = (await (await api().post(`${server.baseURL}/api/assessments`, { data: { typeId } })).json()) as { id: string };
      const started = await api().post(`${server.baseURL}/api/assessments/${created.id}/start`, { data: { respondent: { sex: "male", age: 45 } } });
      const s = await readSession(((await started.json()) as { responseId: string }).responseId);
      await answerViaApi(0, s.items.length, s);
      expect((await api().post(`${server.baseURL}/api/responses/${s.id}/submit`, { data: {} })).status()).toBe(200);
      made[typeId] = s.id;
    }

    await page.goto(`${server.baseURL}/dashboard/assessments/${made.executive}/results`);
    const results = main().getByTestId("results");
    await results.getByRole("heading", { name: "Executive assessment" }).waitFor();
    expect(await results.getByRole("tab").allInnerTexts()).toEqual(["Overview", "30 Facets", "Executive Profile", "Risk Indicators"]);
    await results.getByRole("tab", { name: "Executive Profile" }).click();
    await results.getByTestId("executive-readiness").waitFor();
    expect(await results.locator("[data-testid^='competency-']").count()).toBe(8);
    await results.getByTestId("executive-chart").locator("svg.recharts-surface").first().waitFor();
    for (const h of ["Leadership Strengths", "Development Priorities", "Recommended Actions"]) await results.getByRole("heading", { name: h }).waitFor();
    await page.waitForTimeout(700); // let the chart finish drawing
    await fullShot(page, "assess-results-executive-light");

    await results.getByRole("tab", { name: "Risk Indicators" }).click();
    await results.getByTestId("overall-risk").waitFor();
    const card = (t: string) => results.getByTestId(`risk-${t}`);
    const toggle = (t: string) => card(t).getByRole("button").first();
    expect(await results.locator("[aria-expanded='true']").count()).toBe(0);
    await toggle("narcissism").click();
    await card("narcissism").getByRole("heading", { name: "Warning signs" }).waitFor();
    await card("narcissism").getByRole("heading", { name: "Impact" }).waitFor();
    await toggle("psychopathy").click();
    await card("psychopathy").getByRole("heading", { name: "Warning signs" }).waitFor();
    // One card open at a time.
    expect(await card("narcissism").getByRole("heading", { name: "Warning signs" }).count()).toBe(0);
    const mitigation = card("psychopathy").getByRole("button", { name: "Show mitigation strategies" });
    await mitigation.click();
    expect(await card("psychopathy").getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
    await fullShot(page, "assess-results-risks-light");
    await card("psychopathy").getByRole("button", { name: "Hide mitigation strategies" }).click();
    await toggle("psychopathy").click();
    expect(await results.locator("[aria-expanded='true']").count()).toBe(0);
    await results.getByRole("heading", { name: "Recommended actions" }).waitFor();

    await page.goto(`${server.baseURL}/dashboard/assessments/${made.organizational}/results?tab=regulation`);
    await results.getByRole("heading", { name: "Organizational assessment" }).waitFor();
    expect(await results.getByRole("tab").allInnerTexts()).toEqual(["Overview", "30 Facets", "Emotional Regulation", "Risk Indicators"]);
    expect(await results.getByRole("tab", { name: "Emotional Regulation" }).getAttribute("aria-selected")).toBe("true");
    await results.getByTestId("regulation-overall").waitFor();
    await results.getByRole("heading", { name: "EQ Quadrants" }).waitFor();
    expect(await results.getByTestId("eq-balance").innerText()).toMatch(/\.$/);
    expect(await results.innerText()).toContain("0-100 score, not normed");
    expect(await results.getByTestId("norm-group").count()).toBe(0); // only on the Overview
    await fullShot(page, "assess-results-regulation-light");
  });

  it("in the dark theme", async () => {
    await page.goto(`${server.baseURL}/dashboard/assessments`);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await main().getByTestId("assessment-row").first().waitFor();
    await screenshot(page, "assess-list-dark");
    await page.goto(`${server.baseURL}/dashboard/assessments/${responseId}/results`);
    await main().getByTestId("results").waitFor();
    await fullShot(page, "assess-results-dark");
    const rows = (await (await api().get(`${server.baseURL}/api/assessments`)).json()) as { assessments: Array<{ typeId: string; responseId: string | null }> };
    const exec = rows.assessments.find((a) => a.typeId === "executive");
    await page.goto(`${server.baseURL}/dashboard/assessments/${exec?.responseId}/results?tab=executive`);
    await main().getByTestId("executive-chart").locator("svg.recharts-surface").first().waitFor();
    await page.waitForTimeout(700);
    await fullShot(page, "assess-results-executive-dark");
    await page.goto(`${server.baseURL}/dashboard/assessments/${exec?.responseId}/results?tab=risks`);
    await main().getByTestId("risk-micromanagement").getByRole("button").first().click();
    await fullShot(page, "assess-results-risks-dark");

    // A question in the dark theme: a new individual assessment, skipping the respondent step.
    await page.goto(`${server.baseURL}/dashboard/assessments`);
    await main().getByRole("button", { name: "Start Individual" }).click();
    await main().getByRole("button", { name: "Skip and start" }).click();
    await counter(1).waitFor();
    // The first save fails (the server is briefly unavailable): the page says so, retries by itself and succeeds.
    let failures = 1;
    await page.route("**/api/responses/*/answers/*", async (route) => {
      if (failures-- > 0) {
        await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ code: "SERVICE_UNAVAILABLE", message: "Database unavailable", statusCode: 503 }) });
      } else await route.fallback();
    });
    await page.keyboard.press("5");
    await counter(2).waitFor();
    await main().getByTestId("save-indicator").getByText("1 answer not saved, retrying…").waitFor();
    await screenshot(page, "assess-question-retrying-dark");
    await allSaved();
    await page.unroute("**/api/responses/*/answers/*");
    await page.keyboard.press("ArrowLeft");
    await counter(1).waitFor();
    await main().getByText("Answer saved").waitFor();
    await screenshot(page, "assess-question-dark");
    await page.getByRole("button", { name: "Switch to light theme" }).click();
  });

  it("on a phone: the list, a question and the results fit the screen and work by touch", async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, storageState: await context.storageState() });
    try {
      const p = await phone.newPage();
      watch(p);
      await p.goto(`${server.baseURL}/dashboard/assessments`);
      await p.getByRole("main").getByTestId("assessment-row").first().waitFor();
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(p, "assess-list-phone");
      await p.getByRole("main").getByRole("link", { name: "Resume: Individual assessment" }).tap();
      await p.getByRole("main").getByRole("heading", { name: "Question 2 of 75" }).waitFor();
      await p.getByRole("main").getByText("Strongly Agree", { exact: true }).tap();
      await p.getByRole("main").getByRole("heading", { name: "Question 3 of 75" }).waitFor();
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(p, "assess-question-phone");
      await p.goto(`${server.baseURL}/dashboard/assessments/${responseId}/results`);
      await p.getByRole("main").getByTestId("results").waitFor();
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await fullShot(p, "assess-results-phone");
    } finally {
      await phone.close();
    }
  });

  it("raised no script errors", () => {
    expect(problems).toEqual([]);
  });
});
