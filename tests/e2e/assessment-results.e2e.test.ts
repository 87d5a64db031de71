import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { itemsForType } from "../../src/instruments/catalog.ts";
import { browserSuite, answer, answerFor, Api, completedAssessment, newUser, phoneContext, sessionCache, signedInContext, startAssessment } from "./api.ts";
import { DEMO_ADMIN, screenshot } from "./browser.ts";

const SAM = "sam@demo.facetwise.test";

/**
 * Results and what surrounds them in Chromium: print, share links, the PDF report, results of other
 * people, executive and organizational tabs, assigning to members, and a phone. Each test makes the
 * responses it reads through the API, for a new person unless it needs the demo organization.
 */
describe("assessment results", () => {
  // Tests answer many questions through the API: lift the per-session burst so they are not rate limited.
  const suite = browserSuite({ RATE_LIMIT_BURST: "5000", RATE_LIMIT_AUTOSAVE_BURST: "5000" });
  const demoSession = sessionCache(() => suite.server.baseURL);

  /** A new page signed in with `session` (a phone when asked), watched for script errors. */
  async function pageFor(session: string, phone = false): Promise<Page> {
    const context = suite.watch(phone ? await phoneContext(suite.browser, suite.server.baseURL, session) : await signedInContext(suite.browser, suite.server.baseURL, session));
    return context.newPage();
  }

  /** A new person with a submitted individual assessment, and their page on its results. */
  async function individualResults(): Promise<{ page: Page; email: string; responseId: string }> {
    const { email, session, api } = await newUser(suite.server.baseURL);
    const responseId = await completedAssessment(api, "individual", { sex: "female", age: 34 });
    const page = await pageFor(session);
    await page.goto(`${suite.server.baseURL}/dashboard/assessments/${responseId}/results`);
    await page.getByRole("main").getByTestId("results").waitFor();
    return { page, email, responseId };
  }

  it("Print lays every tab out for paper, without the shell", async () => {
    const { page } = await individualResults();
    await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("#sidebar").isVisible()).toBe(false);
    expect(await page.getByRole("tablist").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Share" }).isVisible()).toBe(false);
    // Both panels are laid out, each under its own heading.
    await page.getByRole("heading", { level: 2, name: "30 Facets" }).waitFor();
    expect(await page.getByRole("tabpanel").count()).toBe(2);
    await screenshot(page, "assess-results-print", { fullPage: true });
    await page.emulateMedia({ media: "screen" });
    await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    expect(await page.getByRole("tabpanel").count()).toBe(1);
  });

  it("Share creates an expiring read-only link that can be revoked; Generate Report downloads the PDF", async () => {
    const { page, email } = await individualResults();
    const results = page.getByRole("main").getByTestId("results");
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
    const stranger = suite.watch(await suite.browser.newContext({ viewport: { width: 1280, height: 800 } }));
    const p = await stranger.newPage();
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
    expect((await stranger.request.get(`${suite.server.baseURL}/api/shared/${url.split("/").pop()}`)).status()).toBe(404);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
  });

  it("a second user cannot open the first user's results: the not-found page, and 404 from the API", async () => {
    const { api } = await newUser(suite.server.baseURL);
    const session = await startAssessment(api, "individual");
    await answer(api, session, 0, session.items.length);
    await api.call("POST", `/api/responses/${session.id}/submit`, {});
    const responseId = session.id;

    const sam = await demoSession(SAM);
    const p = await pageFor(sam);
    await p.goto(`${suite.server.baseURL}/dashboard/assessments/${responseId}/results`);
    await p.getByRole("heading", { name: "We can't find that page" }).waitFor();
    expect(await p.getByTestId("results").count()).toBe(0);
    const asSam = new Api(suite.server.baseURL, sam);
    for (const path of [`/api/responses/${responseId}/results`, `/api/responses/${responseId}`, `/api/responses/${responseId}/shares`]) {
      await asSam.call("GET", path, undefined, [404]);
    }
    await asSam.call("PUT", `/api/responses/${responseId}/answers/${encodeURIComponent(session.items[0].id)}`, { value: 1 }, [404]);
    await p.goto(`${suite.server.baseURL}/dashboard/assessments/take/${responseId}`);
    await p.getByRole("heading", { name: "We can't find that page" }).waitFor();
    await screenshot(p, "assess-results-notfound-light");
  });

  it("a manager assigns an assessment to members, who find it in their list and start it", async () => {
    const p = await pageFor(await demoSession(DEMO_ADMIN));
    await p.goto(`${suite.server.baseURL}/dashboard/assessments`);
    await p.getByRole("main").getByRole("button", { name: "Assign to members: Executive", exact: true }).click();
    const dialog = p.getByRole("dialog", { name: "Assign Executive" });
    await dialog.getByLabel("Filter members").fill("sam");
    await dialog.getByRole("checkbox", { name: /Sam Okafor/ }).check();
    await dialog.getByLabel("Filter members").fill("");
    await dialog.getByRole("checkbox", { name: /Riley Chen/ }).check();
    await screenshot(p, "assess-assign-light");
    await dialog.getByRole("button", { name: "Assign to 2 members" }).click();
    await p.getByText("Executive assigned to 2 members").waitFor();
    // the dialog closes once the assignment is saved (the toast may show a moment before)
    await expect.poll(() => p.getByRole("dialog").count()).toBe(0);

    const m = await pageFor(await demoSession(SAM));
    await m.goto(`${suite.server.baseURL}/dashboard/assessments/active`);
    const row = m.getByRole("main").getByTestId("assessment-row").filter({ hasText: "Executive assessment" });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/by Avery Admin[\s\S]*Not started[\s\S]*0 of 90 answered · 0%/);
    // A plain user may not assign.
    expect(
      await m
        .getByRole("main")
        .getByRole("button", { name: /^Assign / })
        .count(),
    ).toBe(0);
    await row.getByRole("link", { name: "Start: Executive assessment" }).click();
    await m.getByRole("main").getByRole("heading", { name: "Before you begin" }).waitFor();
    await m
      .getByRole("main")
      .getByRole("checkbox", { name: /I have read who will see my results/ })
      .check();
    await m.getByRole("main").getByRole("button", { name: "Skip and start" }).click();
    await m.getByRole("main").getByRole("heading", { name: "Question 1 of 90" }).waitFor();
  });

  it("executive and organizational results show the remaining tabs: executive profile, risks, emotional regulation", async () => {
    const { session, api } = await newUser(suite.server.baseURL);
    const executive = await completedAssessment(api, "executive", { sex: "male", age: 45 });
    const organizational = await completedAssessment(api, "organizational", { sex: "male", age: 45 });
    const page = await pageFor(session);

    await page.goto(`${suite.server.baseURL}/dashboard/assessments/${executive}/results`);
    const results = page.getByRole("main").getByTestId("results");
    await results.getByRole("heading", { name: "Executive assessment" }).waitFor();
    expect(await results.getByRole("tab").allInnerTexts()).toEqual(["Overview", "30 Facets", "Executive Profile", "Risk Indicators"]);
    await results.getByRole("tab", { name: "Executive Profile" }).click();
    await results.getByTestId("executive-readiness").waitFor();
    expect(await results.locator("[data-testid^='competency-']").count()).toBe(8);
    await results.getByTestId("executive-chart").locator("svg.recharts-surface").first().waitFor();
    for (const h of ["Leadership Strengths", "Development Priorities", "Recommended Actions"]) await results.getByRole("heading", { name: h }).waitFor();
    await screenshot(page, "assess-results-executive-light", { fullPage: true });

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
    await screenshot(page, "assess-results-risks-light", { fullPage: true });
    await card("psychopathy").getByRole("button", { name: "Hide mitigation strategies" }).click();
    await toggle("psychopathy").click();
    expect(await results.locator("[aria-expanded='true']").count()).toBe(0);
    await results.getByRole("heading", { name: "Recommended actions" }).waitFor();

    await page.goto(`${suite.server.baseURL}/dashboard/assessments/${organizational}/results?tab=regulation`);
    await results.getByRole("heading", { name: "Organizational assessment" }).waitFor();
    expect(await results.getByRole("tab").allInnerTexts()).toEqual(["Overview", "30 Facets", "Emotional Regulation", "Risk Indicators"]);
    expect(await results.getByRole("tab", { name: "Emotional Regulation" }).getAttribute("aria-selected")).toBe("true");
    await results.getByTestId("regulation-overall").waitFor();
    await results.getByRole("heading", { name: "EQ Quadrants" }).waitFor();
    expect(await results.getByTestId("eq-balance").innerText()).toMatch(/\.$/);
    expect(await results.innerText()).toContain("0-100 score, not normed");
    expect(await results.getByTestId("norm-group").count()).toBe(0); // only on the Overview
    await screenshot(page, "assess-results-regulation-light", { fullPage: true });
  });

  it("a high-Neuroticism respondent who endorses derailers reads labels, colours and lists that agree with the numbers", async () => {
    const { session, api } = await newUser(suite.server.baseURL);
    const s = await startAssessment(api, "executive", { sex: "female", age: 38 });
    // Keys from the server's catalogue (the taker's items carry none): Neuroticism statements answered toward high
    // Neuroticism, narcissism / machiavellianism / perfectionism statements endorsed (agree), the rest varied 2-4.
    const keyed = new Map(itemsForType("executive").map((it) => [it.id, it]));
    const endorsed = ["catpd.grandiosity", "catpd.exhibitionism", "catpd.manipulativeness", "catpd.perfectionism"];
    for (let i = 0; i < s.items.length; i++) {
      const it = keyed.get(s.items[i].id)!;
      let value = s.items[i].input.type === "likert" ? 2 + ((i * 7 + 3) % 3) : answerFor(s.items[i], i);
      if (it.trait === "neuroticism") value = it.keyed === "minus" ? 1 : 5;
      else if (it.flags.darkSide) value = it.scales.some((m) => endorsed.includes(m.scale)) ? (it.keyed === "minus" ? 2 : 4) : 3;
      await api.call("PUT", `/api/responses/${s.id}/answers/${encodeURIComponent(s.items[i].id)}`, { value, timeMs: 4200 });
    }
    await api.call("POST", `/api/responses/${s.id}/submit`, {});
    const page = await pageFor(session);
    await page.goto(`${suite.server.baseURL}/dashboard/assessments/${s.id}/results`);
    const results = page.getByRole("main").getByTestId("results");
    await results.getByTestId("trait-neuroticism").waitFor();

    // Neuroticism: a high percentile worded as a level and coloured as a concern, a development area, never a strength.
    const n = results.getByTestId("trait-neuroticism");
    expect(await n.getByTestId("trait-label").innerText()).toMatch(/^(Very High|High)$/);
    expect(await n.getByTestId("trait-label").getAttribute("data-colour")).toBe("orange");
    expect(await results.getByTestId("strongest-list").locator("[data-trait='neuroticism']").count()).toBe(0);
    expect(await results.getByTestId("development-list").locator("[data-trait='neuroticism']").count()).toBe(1);
    for (const t of await results.getByTestId("strongest-list").locator("[data-trait]").all()) {
      expect(
        await results
          .getByTestId("development-list")
          .locator(`[data-trait='${await t.getAttribute("data-trait")}']`)
          .count(),
      ).toBe(0);
    }
    expect(await n.getByTestId("approximate").innerText()).toMatch(/this form asks 12 of the 24 items/);
    expect(await results.getByTestId("norm-sample").innerText()).toMatch(/self-selected Internet respondents/);
    await screenshot(page, "assess-results-high-n-overview", { fullPage: true });

    await results.getByRole("tab", { name: "30 Facets" }).click();
    for (const f of ["anxiety", "depression", "selfConsciousness"]) {
      const band = results.getByTestId(`facet-${f}`).getByTestId("band-facet");
      expect(await band.innerText()).not.toBe("Exceptional");
      if ((await band.innerText()) === "Very High") expect(await band.getAttribute("data-colour")).toBe("orange");
    }
    await screenshot(page, "assess-results-high-n-facets", { fullPage: true });

    // Derailers: each level agrees with its 0-100 score (moderate from 62.5, high from 75, critical from 87.5).
    await results.getByRole("tab", { name: "Risk Indicators" }).click();
    await results.getByTestId("overall-risk").waitFor();
    for (const t of ["narcissism", "machiavellianism", "psychopathy", "perfectionism", "micromanagement"]) {
      const card = results.getByTestId(`risk-${t}`);
      const score = Number(await card.getByRole("meter").getAttribute("aria-valuenow"));
      const level = await card.getByTestId("risk-level").innerText();
      const expected = score >= 75 ? /^High/ : score >= 62.5 ? /^Moderate/ : /^Low/;
      expect(`${t} ${score}: ${level}`).toMatch(new RegExp(`^${t} ${score}: ${expected.source.slice(1)}`));
    }
    expect(await results.getByTestId("risk-narcissism").getByTestId("risk-level").innerText()).toMatch(/^High/);
    expect(await results.getByTestId("overall-risk").innerText()).toMatch(/^High/);
    expect(await results.getByTestId("composites-note").innerText()).toMatch(/not validated Dark Triad measures/);
    await screenshot(page, "assess-results-high-n-risks", { fullPage: true });
  });

  it("on a phone: the list, a question and the results fit the screen and work by touch", async () => {
    const { session, api } = await newUser(suite.server.baseURL);
    const completed = await completedAssessment(api, "individual");
    const open = await startAssessment(api, "individual");
    await answer(api, open, 0, 1);
    const p = await pageFor(session, true);
    const fits = async () => expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await p.goto(`${suite.server.baseURL}/dashboard/assessments`);
    await p.getByRole("main").getByTestId("assessment-row").first().waitFor();
    await fits();
    await screenshot(p, "assess-list-phone");
    await p.getByRole("main").getByRole("link", { name: "Resume: Individual assessment" }).tap();
    await p.getByRole("main").getByRole("heading", { name: "Question 2 of 75" }).waitFor();
    await p.getByRole("main").getByText("Strongly Agree", { exact: true }).tap();
    await p.getByRole("main").getByRole("heading", { name: "Question 3 of 75" }).waitFor();
    await fits();
    await screenshot(p, "assess-question-phone");
    await p.goto(`${suite.server.baseURL}/dashboard/assessments/${completed}/results`);
    await p.getByRole("main").getByTestId("results").waitFor();
    await fits();
    await screenshot(p, "assess-results-phone", { fullPage: true });
  });
});
