import { describe, expect, it } from "vitest";
import type { TAssessmentSummary } from "../../src/contracts/assessments.ts";
import type { TSandboxScore, TSandboxTypeList } from "../../src/contracts/testing.ts";
import { Api, apiSignIn, browserSuite, signedInContext } from "./api.ts";
import { DEMO_ADMIN, screenshot } from "./browser.ts";

const TRAITS = ["openness", "conscientiousness", "extraversion", "agreeableness", "neuroticism"] as const;

/**
 * The testing sandbox in Chromium: an admin opens Testing from the sidebar, picks a type, fills it with random
 * answers, scores it from the keyboard and reads the scores the server gave, headed as a test run that saved
 * nothing; Clear empties the answers and takes the score away. The admin has no new assessment afterwards.
 */
describe("testing sandbox", () => {
  const suite = browserSuite();

  it("opens Testing, picks a type, fills random answers, scores and sees the scores and that nothing was saved", async () => {
    const base = suite.server.baseURL;
    const admin = new Api(base, await apiSignIn(base, DEMO_ADMIN));
    const before = (await admin.get<{ assessments: TAssessmentSummary[] }>("/api/assessments")).assessments.length;
    const type = (await admin.get<TSandboxTypeList>("/api/testing/types")).types.find((t) => t.id === "ipip-neo-120")!;

    const page = await suite.watch(await signedInContext(suite.browser, base, admin.session)).newPage();
    await page.goto(`${base}/dashboard`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Testing" }).click();
    await page.waitForURL(/\/dashboard\/testing$/);
    const main = page.getByRole("main");
    await page.getByRole("heading", { level: 1, name: "Testing" }).waitFor();
    await main.getByText("A test run is not saved").waitFor();

    await main.getByRole("combobox", { name: "Assessment type" }).selectOption(type.id);
    await page.waitForURL(/type=ipip-neo-120/);
    const progress = main.getByTestId("test-run-progress");
    await expect.poll(() => progress.innerText()).toBe(`0 of ${type.questionCount} answered`);
    expect(await main.getByTestId("test-run-question").count()).toBe(type.questionCount);
    // Score at the top of the questions and again after the last one
    const scoreButtons = main.getByRole("button", { name: "Score" });
    expect(await scoreButtons.count()).toBe(2);
    const score = scoreButtons.first();
    expect(await score.isDisabled()).toBe(true);

    await main.getByRole("button", { name: "Fill with random answers" }).click();
    await expect.poll(() => progress.innerText()).toBe(`${type.questionCount} of ${type.questionCount} answered`);
    // the answers are shown as chosen in the questions, and they are not all alike
    const checked = await main.locator('input[type="radio"]:checked').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(checked).toHaveLength(type.questionCount);
    expect(new Set(checked).size).toBeGreaterThan(1);
    await screenshot(page, "testing-sandbox-questions");

    // Score from the keyboard; the score is the server's, announced by moving to its heading
    const scored = page.waitForResponse((r) => r.url().endsWith("/api/testing/score") && r.request().method() === "POST");
    await score.focus();
    await page.keyboard.press("Enter");
    const run = (await (await scored).json()) as TSandboxScore;
    const result = main.getByTestId("test-run-result");
    const heading = result.getByRole("heading", { name: "Test run — nothing was saved" });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    for (const trait of TRAITS) {
      const p = run.score.traits[trait]!.percentile;
      expect(await result.getByTestId(`trait-${trait}`).innerText(), trait).toMatch(new RegExp(`\\b${Math.round(p)}(st|nd|rd|th)\\b`));
    }
    await result.getByRole("tab", { name: "30 Facets" }).click();
    await result.getByRole("tabpanel").waitFor();
    await screenshot(page, "testing-sandbox-light");
    await page.emulateMedia({ colorScheme: "dark" });
    await screenshot(page, "testing-sandbox-dark");

    // Clear: no answers, no score, Score disabled again
    await main.getByRole("button", { name: "Clear" }).click();
    await expect.poll(() => progress.innerText()).toBe(`0 of ${type.questionCount} answered`);
    expect(await result.count()).toBe(0);
    for (const button of await scoreButtons.all()) expect(await button.isDisabled()).toBe(true);

    expect((await admin.get<{ assessments: TAssessmentSummary[] }>("/api/assessments")).assessments).toHaveLength(before);
  });

  it("a plain member is not offered Testing and is told so on its address", async () => {
    const base = suite.server.baseURL;
    const page = await suite.watch(await signedInContext(suite.browser, base, await apiSignIn(base, "riley@demo.facetwise.test"))).newPage();
    await page.goto(`${base}/dashboard/testing`);
    const main = page.getByRole("main");
    await main.getByText("Testing is for those who assign assessments").waitFor();
    expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Testing" }).count()).toBe(0);
    expect(await main.getByRole("combobox", { name: "Assessment type" }).count()).toBe(0);
  });
});
