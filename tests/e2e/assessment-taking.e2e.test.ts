import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite, answer, readResponse, newUser, signedInContext, startAssessment, type Api } from "./api.ts";
import { screenshot } from "./browser.ts";

/**
 * Taking an assessment in Chromium: starting one from the empty list, answering with the keyboard,
 * resuming after a reload, the flow questions' rules, a save that fails and is retried, review and submit.
 * Each test is a new person (signed up through the API) with the response it needs made through the API.
 */
/** The elapsed seconds the timer shows ("1:35 elapsed · estimate 57 min"). */
function elapsedSeconds(timerText: string): number {
  const m = /(\d+):(\d{2}) elapsed/.exec(timerText);
  if (!m) throw new Error(`no elapsed time in "${timerText}"`);
  return Number(m[1]) * 60 + Number(m[2]);
}

describe("taking an assessment", () => {
  // Tests answer many questions through the API: lift the per-session burst so they are not rate limited.
  const suite = browserSuite({ RATE_LIMIT_BURST: "5000", RATE_LIMIT_AUTOSAVE_BURST: "5000" });

  /** A new person, signed in on a new page. */
  async function taker(): Promise<{ page: Page; api: Api; email: string }> {
    const { email, session, api } = await newUser(suite.server.baseURL);
    const context = suite.watch(await signedInContext(suite.browser, suite.server.baseURL, session));
    return { page: await context.newPage(), api, email };
  }

  const main = (p: Page) => p.getByRole("main");
  const counter = (p: Page, n: number, total = 75) => main(p).getByRole("heading", { name: `Question ${n} of ${total}` });
  /** Waits until the page says every answer it gave is saved. */
  const allSaved = (p: Page) => main(p).getByTestId("save-indicator").getByText("All answers saved").waitFor();
  const takePage = (responseId: string) => `${suite.server.baseURL}/dashboard/assessments/take/${responseId}`;

  it("a new user starts the individual assessment from the empty list (optional respondent step first)", async () => {
    const { page, api } = await taker();
    await page.goto(`${suite.server.baseURL}/dashboard`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Assessments", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Assessments", exact: true }).waitFor();
    await main(page).getByText("No assessments yet").waitFor();
    await main(page).getByRole("heading", { name: "Start a new assessment" }).waitFor();
    const individual = main(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Individual", exact: true }) });
    // the one time estimate: 75 × 45 s, on the card as on the timer and in "minutes left"
    expect(await individual.innerText()).toMatch(/75\s+questions[\s\S]*about 57 min/);
    // A new user is the admin of their own organization: they may assign too.
    expect(await main(page).getByRole("button", { name: "Assign to members: Individual" }).count()).toBe(1);
    await screenshot(page, "assess-list-empty-light");

    await main(page).getByRole("link", { name: "Start Individual" }).click();
    await page.waitForURL(/\/dashboard\/assessments\/begin\/individual$/);
    await main(page).getByRole("heading", { name: "Before you begin" }).waitFor();
    expect(await main(page).innerText()).toContain("used only to pick the comparison group");
    await page.getByRole("heading", { level: 1, name: "Start assessment" }).waitFor();
    await main(page).getByLabel("Female").check();
    await main(page).getByLabel("Age (optional)").fill("34");
    // Nothing starts before the respondent agrees to who sees the results and how long they are kept.
    const consent = main(page).getByTestId("consent");
    expect(await consent.innerText()).toMatch(/seen by you and by the admins and managers of [\s\S]*1 person holds one of these roles today/);
    expect(await consent.innerText()).toMatch(/kept for as long as [\s\S]*Facetwise account exists/);
    expect(await consent.innerText()).toContain("Terms version 2026-11-consent-v1");
    expect(await main(page).getByRole("button", { name: "Continue" }).isDisabled()).toBe(true);
    expect(await main(page).getByRole("button", { name: "Skip and start" }).isDisabled()).toBe(true);
    await consent.getByRole("checkbox", { name: /I have read who will see my results/ }).check();
    await screenshot(page, "assess-start-light", { fullPage: true });
    await main(page).getByRole("button", { name: "Continue" }).click();

    await page.waitForURL(/\/dashboard\/assessments\/take\//);
    await counter(page, 1).waitFor();
    const responseId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
    const session = await readResponse(api, responseId);
    expect(session.items).toHaveLength(75);
    expect(session.items.slice(0, 60).every((i) => i.input.type === "likert")).toBe(true);
    expect(await main(page).getByTestId("progress-percent").innerText()).toBe("0% complete · 0 of 75 answered");
    expect(await main(page).innerText()).toContain("About 57 min left"); // 75 × 45 s / 60, rounded up
    expect(await page.getByTestId("assessment-timer").innerText()).toContain("estimate 57 min");
    // consent recorded with the response
    expect(session.consent).toMatchObject({ version: "2026-11-consent-v1" });
    // trait and facet tags are hidden from respondents by default; the keyboard hint names the keys that work
    expect(session.showTags).toBe(false);
    expect(await main(page).getByTestId("question").innerText()).not.toMatch(/Neuroticism|Extraversion|Openness|Agreeableness|Conscientiousness/);
    expect(await main(page).getByTestId("key-hint").innerText()).toBe("Keyboard: 1–5 answer · ← and → move between questions");
    await screenshot(page, "assess-question-light");
  });

  it("answers with the keyboard: digits answer, arrows move, Enter goes on; radio-group semantics", async () => {
    const { page, api } = await taker();
    const session = await startAssessment(api, "individual");
    await page.goto(takePage(session.id));
    await counter(page, 1).waitFor();
    // The question has focus; keys 1-5 answer and move on.
    await page.keyboard.press("4");
    await counter(page, 2).waitFor();
    await page.keyboard.press("2");
    await counter(page, 3).waitFor();
    // Left goes back: the answer is still chosen.
    await page.keyboard.press("ArrowLeft");
    await counter(page, 2).waitFor();
    expect(await main(page).getByRole("radio", { name: "Disagree", exact: true }).isChecked()).toBe(true);
    // Tab into the radio group: arrows change the choice without moving on; Enter moves on.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe("radio");
    await page.keyboard.press("ArrowRight");
    expect(await main(page).getByRole("radio", { name: "Neutral", exact: true }).isChecked()).toBe(true);
    await counter(page, 2).waitFor();
    await page.keyboard.press("Enter");
    await counter(page, 3).waitFor();
    // Right skips forward without answering; Left comes back.
    await page.keyboard.press("ArrowRight");
    await counter(page, 4).waitFor();
    await page.keyboard.press("ArrowLeft");
    await counter(page, 3).waitFor();
    for (const [key, next] of [
      ["5", 4],
      ["1", 5],
      ["3", 6],
      ["4", 7],
      ["2", 8],
      ["5", 9],
    ] as const) {
      await page.keyboard.press(key);
      await counter(page, next).waitFor();
    }
    await allSaved(page);
    expect(await main(page).getByTestId("progress-percent").innerText()).toBe("11% complete · 8 of 75 answered");

    // Every answer reached the server as it was given, with the time spent on it.
    const saved = await readResponse(api, session.id);
    expect(Object.keys(saved.answers)).toHaveLength(8);
    expect(saved.answers[session.items[0].id]).toBe(4);
    expect(saved.answers[session.items[1].id]).toBe(3);
    expect(saved.answers[session.items[2].id]).toBe(5);
    // The browser mirrors progress under a key made from the response id.
    const local = await page.evaluate((id) => localStorage.getItem(`facetwise.assessment-progress.${id}`), session.id);
    expect(JSON.parse(local ?? "{}")).toMatchObject({ v: 1, index: 8 });
  });

  it("reloads half-way and resumes at the first unanswered question (the server is the source of truth)", async () => {
    const { page, api } = await taker();
    const session = await startAssessment(api, "individual");
    await page.goto(takePage(session.id));
    await counter(page, 1).waitFor();
    await page.keyboard.press("4"); // the browser now remembers question 2
    await counter(page, 2).waitFor();
    await allSaved(page);
    // Meanwhile (another tab, another device) 36 more answers reach the server.
    await answer(api, session, 1, 37);
    await page.reload();
    await counter(page, 38).waitFor();
    expect(await main(page).getByTestId("progress-percent").innerText()).toBe("49% complete · 37 of 75 answered");
    expect(await main(page).innerText()).toContain("About 29 min left"); // 38 × 45 s / 60 = 28.5 → 29
    await page.keyboard.press("3");
    await counter(page, 39).waitFor();
    await page.keyboard.press("4");
    await counter(page, 40).waitFor();
    await allSaved(page);
    expect(Object.keys((await readResponse(api, session.id)).answers)).toHaveLength(39);
  });

  it("answers the flow questions (scale, choice, ranking, text) with their rules", async () => {
    const { page, api } = await taker();
    const session = await startAssessment(api, "individual");
    await answer(api, session, 0, 60);
    await page.goto(takePage(session.id));
    await counter(page, 61).waitFor();
    for (let i = 60; i < 65; i++) {
      const item = session.items[i];
      await counter(page, i + 1).waitFor();
      const input = item.input;
      if (input.type === "scale") {
        // Spec §5: scale questions run 1-10 by default.
        expect(await main(page).getByRole("radio").count()).toBe(input.max - input.min + 1);
        await page.keyboard.press("7");
      } else if (input.type === "multiple_choice" || input.type === "scenario") {
        await page.keyboard.press("2");
      } else if (input.type === "ranking") {
        const [first, second] = input.items;
        await main(page)
          .getByRole("button", { name: `Move ${first} down` })
          .focus();
        await page.keyboard.press("Enter");
        // Renumbered: the second item is now first (spec §5).
        await expect
          .poll(() =>
            main(page)
              .getByRole("combobox", { name: `Rank for ${second}` })
              .inputValue(),
          )
          .toBe("1");
        expect(
          await main(page)
            .getByRole("combobox", { name: `Rank for ${first}` })
            .inputValue(),
        ).toBe("2");
        // A rank select moves the item and renumbers the others.
        await main(page)
          .getByRole("combobox", { name: `Rank for ${input.items[4]}` })
          .selectOption("1");
        expect(
          await main(page)
            .getByRole("combobox", { name: `Rank for ${second}` })
            .inputValue(),
        ).toBe("2");
        await screenshot(page, "assess-question-ranking-light");
        await main(page).getByRole("button", { name: "Submit Answer" }).focus();
        await page.keyboard.press("Enter");
      } else if (input.type === "text") {
        const submit = main(page).getByRole("button", { name: "Submit Answer" });
        const box = main(page).getByRole("textbox", { name: "Your answer" });
        expect(await submit.isDisabled()).toBe(true);
        await box.fill("   ");
        expect(await submit.isDisabled()).toBe(true); // white space only
        await box.fill("Time to think between projects.");
        await main(page).getByText("31/500 characters").waitFor();
        expect(await box.getAttribute("maxlength")).toBe("500");
        // no number keys on a text question: the hint says only what works here
        expect(await main(page).getByTestId("key-hint").innerText()).toBe("Keyboard: Ctrl+Enter submits your answer · ← and → move between questions");
        expect(await submit.isDisabled()).toBe(false);
        await screenshot(page, "assess-question-text-light");
        await box.press("Control+Enter");
      }
    }
    await counter(page, 66).waitFor();
    await allSaved(page);
    const saved = await readResponse(api, session.id);
    expect(Object.keys(saved.answers)).toHaveLength(65);
    const ranking = session.items.slice(60, 65).find((i) => i.input.type === "ranking");
    if (ranking && ranking.input.type === "ranking") expect((saved.answers[ranking.id] as Array<{ item: string; rank: number }>)[0].item).toBe(ranking.input.items[4]);
  });

  it("starting without consent is refused by the server, with a message a person can read", async () => {
    const { api } = await taker();
    const created = await api.call<{ id: string }>("POST", "/api/assessments", { typeId: "individual" });
    const refused = await api.call<{ code: string; message: string }>("POST", `/api/assessments/${created.id}/start`, { respondent: { age: 40 } }, [400]);
    expect(refused).toMatchObject({ code: "VALIDATION_ERROR", message: expect.stringMatching(/Consent is required/) });
  });

  it("number keys pressed in quick succession never re-answer the previous question", async () => {
    const { page, api } = await taker();
    const session = await startAssessment(api, "individual");
    await page.goto(takePage(session.id));
    await counter(page, 1).waitFor();
    // "2" answers question 1; "5" comes while question 1 is still moving on: it must not change that answer
    await page.keyboard.press("2");
    await page.keyboard.press("5");
    await counter(page, 2).waitFor();
    await allSaved(page);
    const saved = await readResponse(api, session.id);
    expect(saved.answers[session.items[0].id]).toBe(2);
    expect(saved.answers[session.items[1].id]).toBeUndefined();
    // on the question now shown, keys answer again
    await page.keyboard.press("4");
    await counter(page, 3).waitFor();
    await allSaved(page);
    expect((await readResponse(api, session.id)).answers[session.items[1].id]).toBe(4);
  });

  it("typed text is saved as it is typed and survives a reload, even one right after the last key", async () => {
    const { page, api } = await taker();
    const session = await startAssessment(api, "individual");
    const textIndex = session.items.findIndex((i) => i.input.type === "text");
    await answer(api, session, 0, textIndex);
    await page.goto(takePage(session.id));
    await counter(page, textIndex + 1).waitFor();
    const box = main(page).getByRole("textbox", { name: "Your answer" });
    await box.pressSequentially("I plan quiet time", { delay: 20 });
    await main(page).getByText("Answer saved").waitFor(); // saved once typing paused, without Submit Answer
    expect((await readResponse(api, session.id)).answers[session.items[textIndex].id]).toBe("I plan quiet time");
    await screenshot(page, "assess-question-text-typed-light");
    // more text, and a reload at once (before the pause): the page keeps it and sends it
    await box.pressSequentially(" every Friday.");
    await page.reload();
    await counter(page, textIndex + 2).waitFor(); // resumes at the first unanswered question
    await page.keyboard.press("ArrowLeft");
    await counter(page, textIndex + 1).waitFor();
    expect(await main(page).getByRole("textbox", { name: "Your answer" }).inputValue()).toBe("I plan quiet time every Friday.");
    // sent on leaving the page, or again from this browser's copy on return
    await expect.poll(async () => (await readResponse(api, session.id)).answers[session.items[textIndex].id]).toBe("I plan quiet time every Friday.");
  });

  it("the timer's elapsed time survives a reload and a change of device", async () => {
    const { page, api } = await taker();
    const session = await startAssessment(api, "individual");
    await page.clock.install();
    await page.goto(takePage(session.id));
    await counter(page, 1).waitFor();
    await page.clock.runFor(95_000); // 1:35 on the timer
    const timer = page.getByTestId("assessment-timer");
    await timer.getByText("1:35 elapsed").waitFor();
    await page.keyboard.press("3"); // the save carries the elapsed time
    await counter(page, 2).waitFor();
    await allSaved(page);
    expect((await readResponse(api, session.id)).elapsedMs).toBeGreaterThanOrEqual(95_000);

    await page.reload();
    await counter(page, 2).waitFor();
    expect(elapsedSeconds(await page.getByTestId("assessment-timer").innerText())).toBeGreaterThanOrEqual(95);

    // another device: a new browser context, nothing in its storage
    const other = suite.watch(await signedInContext(suite.browser, suite.server.baseURL, api.session));
    const phone = await other.newPage();
    await phone.goto(takePage(session.id));
    await counter(phone, 2).waitFor();
    expect(elapsedSeconds(await phone.getByTestId("assessment-timer").innerText())).toBeGreaterThanOrEqual(95);
  });

  it("item tags are hidden by default and shown once an admin turns the organization's setting on", async () => {
    const { page, api } = await taker(); // the admin of their own organization
    const session = await startAssessment(api, "individual");
    expect(session.items.some((i) => i.trait || i.facet || i.pillar || i.domain)).toBe(false);
    await page.goto(`${suite.server.baseURL}/dashboard/settings`);
    const toggle = main(page).getByRole("switch", { name: "Show what each question measures" });
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");
    await screenshot(page, "settings-organization-light", { fullPage: true });

    await page.goto(takePage(session.id));
    await counter(page, 1).waitFor();
    const first = (await readResponse(api, session.id)).items[0];
    expect(first.trait).toBeTruthy();
    expect(await main(page).getByTestId("question").innerText()).toMatch(/(Neuroticism|Extraversion|Openness|Agreeableness|Conscientiousness) · /);
    await screenshot(page, "assess-question-tags-shown-light");
  });

  it("a save that fails says so, retries by itself and succeeds (dark theme)", async () => {
    const { page, api } = await taker();
    const session = await startAssessment(api, "individual");
    await page.goto(`${suite.server.baseURL}/dashboard/assessments`);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await page.goto(takePage(session.id));
    await counter(page, 1).waitFor();
    // Saves fail (the server is briefly unavailable) until the page has said so: it retries by itself and succeeds
    // once the server answers again (failing until then, so a quick retry cannot hide the notice from the test).
    let unavailable = true;
    await page.route("**/api/responses/*/answers/*", async (route) => {
      if (unavailable) {
        await route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ code: "SERVICE_UNAVAILABLE", message: "Database unavailable", statusCode: 503 }),
        });
      } else await route.fallback();
    });
    await page.keyboard.press("5");
    await counter(page, 2).waitFor();
    await main(page).getByTestId("save-indicator").getByText("1 answer not saved, retrying…").waitFor();
    await screenshot(page, "assess-question-retrying-dark");
    unavailable = false;
    await allSaved(page);
    await page.unroute("**/api/responses/*/answers/*");
    await page.keyboard.press("ArrowLeft");
    await counter(page, 1).waitFor();
    await main(page).getByText("Answer saved").waitFor();
    expect((await readResponse(api, session.id)).answers[session.items[0].id]).toBe(5);
    await screenshot(page, "assess-question-dark");
  });

  it("reviews and submits through the UI, then reads every tab the score has", async () => {
    const { page, api } = await taker();
    const session = await startAssessment(api, "individual", { sex: "female", age: 34 });
    await answer(api, session, 0, 75);
    const responseId = session.id;
    await page.goto(takePage(responseId));
    const review = main(page).getByTestId("review");
    await review.getByRole("heading", { name: "Review and submit" }).waitFor();
    expect(await review.getByTestId("unanswered-count").innerText()).toBe("All 75 questions are answered.");
    await screenshot(page, "assess-review-light");
    await review.getByRole("button", { name: "Submit assessment" }).click();

    await page.waitForURL(`${suite.server.baseURL}/dashboard/assessments/${responseId}/results`);
    const results = main(page).getByTestId("results");
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
    await screenshot(page, "assess-results-overview-light", { fullPage: true });

    // Tabs from the keyboard: roving tabindex, arrows move and select.
    await results.getByRole("tab", { name: "Overview" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => results.getByRole("tab", { name: "30 Facets" }).getAttribute("aria-selected")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("30 Facets");
    expect(await results.getByRole("tab", { name: "Overview" }).getAttribute("tabindex")).toBe("-1");
    await results.getByRole("tabpanel").getByRole("heading", { name: "Facet coverage" }).waitFor();
    expect(await results.locator("[data-testid^='facet-']").count()).toBe(30);
    expect(new URL(page.url()).searchParams.get("tab")).toBe("facets");
    await screenshot(page, "assess-results-facets-light", { fullPage: true });
    await page.keyboard.press("ArrowRight"); // wraps
    await expect.poll(() => results.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).toBe("true");

    // The list now shows it completed, with View results.
    await page.goto(`${suite.server.baseURL}/dashboard/assessments/completed`);
    const row = main(page).getByTestId("assessment-row");
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.innerText()).toMatch(/Individual assessment[\s\S]*Completed[\s\S]*75 of 75 answered · 100%/);
    expect(await row.getByRole("link", { name: "View results: Individual assessment" }).getAttribute("href")).toBe(`/dashboard/assessments/${responseId}/results`);
    await page.goto(`${suite.server.baseURL}/dashboard/assessments/drafts`);
    await main(page).getByText("No assessments in progress").waitFor();
  });
});
