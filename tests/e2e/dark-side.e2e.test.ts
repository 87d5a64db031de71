import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { TActionCode, TDarkSideInsight, TDarkSideReport } from "../../src/contracts/dark-side.ts";
import content from "../../src/shared/locales/en/dark-side-content.ts";
import { stressBand } from "../../src/domain/psychometrics/dark-side-bands.ts";
import { answerFor, browserSuite, completedAssessment, newUser, signedInContext, startAssessment, type Api } from "./api.ts";
import { screenshot } from "./browser.ts";

/** An action's English sentence (the API sends its code). */
const actionWords = (a: TActionCode) => (a === "stress" ? content.stressAction : content.derailer[a].action);
/** Words each insight's English title has (the API sends its code). */
const INSIGHT_TITLE: Readonly<Record<TDarkSideInsight["code"], RegExp>> = {
  overallRisk: /Overall derailment risk is/,
  topDerailer: /the most elevated derailer/,
  stress: /stress proneness/i,
  selfOther: /Your 360 raters saw/,
};

/**
 * The dark-side analysis dashboard (spec 1 §2) in Chromium: opened from a completed executive result's Risk
 * Indicators tab, its four tabs (by mouse and keyboard) with the numbers the API gives, Take Action recorded,
 * and the loading, error and empty states.
 */
describe("dark-side analysis dashboard", () => {
  // Tests answer many questions through the API: lift the per-session burst so they are not rate limited.
  const suite = browserSuite({ RATE_LIMIT_BURST: "5000", RATE_LIMIT_AUTOSAVE_BURST: "5000" });

  async function pageFor(session: string): Promise<Page> {
    const context = suite.watch(await signedInContext(suite.browser, suite.server.baseURL, session));
    return context.newPage();
  }

  /** An executive assessment that agrees strongly with every derailer statement (so it has immediate actions). */
  async function derailingExecutive(api: Api): Promise<{ assessmentId: string; responseId: string }> {
    const s = await startAssessment(api, "executive", { sex: "female", age: 41 });
    for (const [i, item] of s.items.entries()) {
      const value = item.flags.darkSide && item.input.type === "likert" ? 5 : answerFor(item, i);
      await api.call("PUT", `/api/responses/${s.id}/answers/${encodeURIComponent(item.id)}`, { value, timeMs: 4200 });
    }
    await api.call("POST", `/api/responses/${s.id}/submit`, {});
    return { assessmentId: s.assessmentId, responseId: s.id };
  }

  it("opens from a completed executive result, shows the four tabs with the API's numbers, and records Take Action", async () => {
    const { session, api } = await newUser(suite.server.baseURL);
    const { assessmentId, responseId } = await derailingExecutive(api);
    const report = await api.get<TDarkSideReport>(`/api/assessments/${assessmentId}/dark-side-analysis`);
    const a = report.darkSideAnalysis;
    const page = await pageFor(session);

    await page.goto(`${suite.server.baseURL}/dashboard/assessments/${responseId}/results?tab=risks`);
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Dark-side analysis" }).waitFor();
    await screenshot(page, "dark-side-results-link");
    await main.getByRole("link", { name: "Dark-side analysis" }).click();
    await page.waitForURL(`**/dashboard/assessments/${assessmentId}/dark-side`);
    const board = main.getByTestId("dark-side");
    await board.getByRole("heading", { name: "Executive assessment" }).waitFor();
    expect(await board.getByTestId("interpretation-note").innerText()).toContain("not a clinical assessment");
    expect(await board.getByRole("tab").allInnerTexts()).toEqual(["Overview", "Trait Analysis", "Stress Response", "Interventions"]);

    // Overview: the two cards and the 360 panel, at most 3 key insights (the API's first three, in order), one bar per measure
    const level = a.stressResponse.stressProneness!;
    expect(await board.getByTestId("card-overall-risk").innerText()).toContain(`${a.darkSideRisk.overallRisk[0].toUpperCase()}${a.darkSideRisk.overallRisk.slice(1)}`);
    const stressCard = await board.getByTestId("card-stress-proneness").innerText();
    expect(stressCard).toContain("Stress proneness (self-report, not current stress)");
    expect(stressCard).toContain(`${level.toFixed(1)}/10`);
    expect(await board.getByTestId("self-other-none").innerText()).toContain("No closed 360 yet");
    expect(await board.innerText()).not.toMatch(/toxic|team impact|self-awareness gap|amplification/i);
    const insights = board.getByTestId("key-insights").getByRole("listitem");
    expect(await insights.count()).toBe(Math.min(3, report.insights.length));
    for (const [i, insight] of report.insights.slice(0, 3).entries()) expect(await insights.nth(i).innerText()).toMatch(INSIGHT_TITLE[insight.code]);
    expect(await board.locator("[data-testid^='impact-']").count()).toBe(Object.keys(a.behavioralIndicators.impactOnOthers).length);
    await screenshot(page, "dark-side-overview", { fullPage: true });
    // how each figure was made, with the values used
    await board.getByText("How these figures were made").click();
    const basis = await board.getByTestId("basis").innerText();
    expect(basis).toContain("Mean of the IPIP-NEO-120 (Johnson 2014) percentiles of Anxiety (N1, ");
    expect(basis).toContain(`÷ 10 = ${report.basis.stressProneness!.value.toFixed(1)}.`);
    await screenshot(page, "dark-side-basis", { fullPage: true });

    // Keyboard: the arrow key moves to Trait Analysis
    await board.getByRole("tab", { name: "Overview" }).focus();
    await page.keyboard.press("ArrowRight");
    // the tab lives in the address: React Router switches it in a transition, shown once the panel has rendered
    await board.getByRole("tab", { name: "Trait Analysis", selected: true }).waitFor();
    for (const [trait, risk] of Object.entries(a.darkSideRisk.traitRisks)) {
      const card = board.getByTestId(`trait-${trait}`);
      expect(await card.getByTestId("trait-level").innerText()).toBe(`${risk.riskLevel[0].toUpperCase()}${risk.riskLevel.slice(1)} risk`);
      expect(await card.getByTestId("trait-manifestation").count()).toBe(risk.manifestationType === "none" ? 0 : 1);
    }
    await screenshot(page, "dark-side-traits", { fullPage: true });

    // Stress Response: the bar's band and width follow the level
    await board.getByRole("tab", { name: "Stress Response" }).click();
    await board.getByRole("tab", { name: "Stress Response", selected: true }).waitFor();
    const stress = board.getByTestId("stress-level");
    expect(await stress.getAttribute("data-band")).toBe(stressBand(level));
    const width = await stress.locator("[data-fill]").evaluate((el) => parseFloat((el as HTMLElement).style.width));
    expect(width).toBeCloseTo(level * 10, 6);
    expect(await board.getByTestId("stress-amplification").count()).toBe(0);
    await screenshot(page, "dark-side-stress", { fullPage: true });

    // Interventions: Take Action records the first immediate action, once
    await board.getByRole("tab", { name: "Interventions" }).click();
    const firstAction = a.interventionRecommendations.immediateActions[0];
    expect(firstAction).toBeDefined();
    const first = { action: actionWords(firstAction.action) };
    await board.getByRole("button", { name: `Take Action: ${first.action}` }).waitFor();
    expect(await board.getByTestId("immediate-action").count()).toBe(a.interventionRecommendations.immediateActions.length);
    await board.getByRole("button", { name: `Take Action: ${first.action}` }).click();
    await page.getByText(`Action recorded: ${first.action}`).waitFor();
    const recorded = board.getByRole("button", { name: `Recorded: ${first.action}` });
    await recorded.waitFor();
    expect(await recorded.isDisabled()).toBe(true);
    await screenshot(page, "dark-side-interventions", { fullPage: true });
    const after = await api.get<TDarkSideReport>(`/api/assessments/${assessmentId}/dark-side-analysis`);
    expect(after.recordedActions.map((r) => r.action)).toEqual([firstAction.action]);
    // still recorded after a reload, on the tab the address names
    await page.reload();
    await board.getByRole("button", { name: `Recorded: ${first.action}` }).waitFor();
    expect(await board.getByRole("tab", { name: "Interventions" }).getAttribute("aria-selected")).toBe("true");
  });

  it("a profile that disagrees with the derailer statements reads calmly: low derailment risk, no derailer action", async () => {
    const { session, api } = await newUser(suite.server.baseURL);
    const s = await startAssessment(api, "executive", { sex: "male", age: 38 });
    for (const [i, item] of s.items.entries()) {
      const value = item.flags.darkSide && item.input.type === "likert" ? 1 : answerFor(item, i);
      await api.call("PUT", `/api/responses/${s.id}/answers/${encodeURIComponent(item.id)}`, { value, timeMs: 4200 });
    }
    await api.call("POST", `/api/responses/${s.id}/submit`, {});
    const report = await api.get<TDarkSideReport>(`/api/assessments/${s.assessmentId}/dark-side-analysis`);
    const a = report.darkSideAnalysis;
    expect(a.darkSideRisk.overallRisk).toBe("low");
    const page = await pageFor(session);
    await page.goto(`${suite.server.baseURL}/dashboard/assessments/${s.assessmentId}/dark-side`);
    const board = page.getByRole("main").getByTestId("dark-side");
    expect(await board.getByTestId("card-overall-risk").innerText()).toContain("Low");
    const overall = board.getByTestId("key-insights").getByRole("listitem").filter({ hasText: "Overall derailment risk is low" });
    expect(await overall.innerText()).not.toMatch(/critical|\bhigh\b|toxic|harmful|elevated/i);
    await screenshot(page, "dark-side-low-overview", { fullPage: true });
    await board.getByRole("tab", { name: "Trait Analysis" }).click();
    await board.getByRole("tab", { name: "Trait Analysis", selected: true }).waitFor();
    await board.getByTestId("trait-level").first().waitFor();
    expect(await board.getByTestId("trait-manifestation").count()).toBe(0);
    await board.getByRole("tab", { name: "Interventions" }).click();
    // no derailer is high or critical, so the only immediate action there can be is the stress one (proneness 8 or more)
    const actions = a.interventionRecommendations.immediateActions;
    expect(actions.every((x) => x.action === "stress")).toBe(true);
    expect(actions.length).toBe(a.stressResponse.stressProneness! >= 8 ? 1 : 0);
    await board.getByText("No derailer is at the moderate level or above.").waitFor();
    expect(await board.getByTestId("immediate-action").count()).toBe(actions.length);
    await screenshot(page, "dark-side-low-interventions", { fullPage: true });
  });

  it("shows the loading skeleton, then the error banner for a failed call, and the empty message for a type without the screen", async () => {
    const { session, api } = await newUser(suite.server.baseURL);
    const individual = await completedAssessment(api, "individual");
    const individualId = (await api.get<{ response: { assessmentId: string } }>(`/api/responses/${individual}/results`)).response.assessmentId;
    const page = await pageFor(session);
    const main = page.getByRole("main");

    await page.goto(`${suite.server.baseURL}/dashboard/assessments/${individualId}/dark-side`);
    await main.getByText("No dark side analysis available for this assessment.").waitFor();
    // the results of a type without the derailer screen have no Risk Indicators tab, so no link either
    await page.goto(`${suite.server.baseURL}/dashboard/assessments/${individual}/results`);
    await main.getByTestId("results").waitFor();
    expect(await main.getByRole("link", { name: "Dark-side analysis" }).count()).toBe(0);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/assessments/*/dark-side-analysis", async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ code: "INTERNAL_ERROR", message: "Boom", statusCode: 500 }) });
    });
    await page.goto(`${suite.server.baseURL}/dashboard/assessments/${individualId}/dark-side`);
    await main.getByTestId("dark-side-loading").waitFor();
    await screenshot(page, "dark-side-loading");
    release();
    await main.getByText("Error loading dark side analysis: Failed to fetch dark side analysis").waitFor({ timeout: 20_000 });
    await screenshot(page, "dark-side-error");
  });
});
