import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { TResponseSession, TResults } from "../../src/contracts/assessments.ts";
import { facetExtremes } from "../../src/domain/psychometrics/facet-extremes.ts";
import { FACETS_BY_TRAIT, type FacetKey } from "../../src/domain/psychometrics/facets.ts";
import { answerFor, Api, browserSuite, newUser, phoneContext, signedInContext, startAssessment } from "./api.ts";
import { screenshot } from "./browser.ts";

const ORDER = FACETS_BY_TRAIT.map((f) => f.key);

/** A seeded generator (Park-Miller), so a failing run can be repeated with the seed it prints. */
function random(seed: number): () => number {
  let s = seed % 2147483647 || 1;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

/** Answers every item of a response at random (1-5 on the Likert items) and submits it. */
async function answerAtRandom(api: Api, s: TResponseSession, rnd: () => number): Promise<void> {
  for (const [k, item] of s.items.entries()) {
    const value = item.input.type === "likert" ? 1 + Math.floor(rnd() * 5) : answerFor(item, k);
    await api.call("PUT", `/api/responses/${s.id}/answers/${encodeURIComponent(item.id)}`, { value, timeMs: 2500 + Math.floor(rnd() * 4000) });
  }
  await api.call("POST", `/api/responses/${s.id}/submit`, {});
}

/** The facet keys and percentiles a list shows, in order. */
async function listed(page: Page, testId: string): Promise<{ key: string; percentile: number; text: string }[]> {
  const items = page.getByTestId(testId).locator("li");
  const out: { key: string; percentile: number; text: string }[] = [];
  for (let i = 0; i < (await items.count()); i++) {
    const li = items.nth(i);
    out.push({ key: (await li.getAttribute("data-facet")) ?? "", percentile: Number(await li.getAttribute("data-percentile")), text: await li.innerText() });
  }
  return out;
}

/** Presses Tab until `isTarget` holds for the focused element (at most `limit` times); false if it never does. */
async function tabTo(page: Page, isTarget: () => Promise<boolean>, limit = 60): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await isTarget()) return true;
  }
  return false;
}

/**
 * The 30-Facet Personality Analysis (spec 2 §2.14) in Chromium: an IPIP-NEO-120 answered at random through the
 * API, then the page read against the API's own numbers.
 */
describe("30-Facet Personality Analysis", () => {
  const suite = browserSuite({ RATE_LIMIT_BURST: "5000", RATE_LIMIT_AUTOSAVE_BURST: "5000" });

  it("plots the 30 facets, lists the top 5 highest and lowest as the API's numbers rank them, and keyboard reaches the data table", async () => {
    const seed = Date.now() % 100_000;
    const { session, api } = await newUser(suite.server.baseURL, "radar");
    const s = await startAssessment(api, "ipip-neo-120", { sex: "male", age: 45 });
    await answerAtRandom(api, s, random(seed));
    const { score } = await api.get<TResults>(`/api/responses/${s.id}/results`);
    const expected = facetExtremes(score.facets, ORDER);
    expect(expected.unscored, `seed ${seed}`).toEqual([]);

    const context = suite.watch(await signedInContext(suite.browser, suite.server.baseURL, session));
    const page = await context.newPage();
    // From the results page's 30 Facets tab, by its link.
    await page.goto(`${suite.server.baseURL}/dashboard/assessments/${s.id}/results?tab=facets`);
    await page
      .getByRole("main")
      .getByRole("link", { name: /See the 30 facets on a radar/ })
      .click();
    await page.waitForURL((url) => url.pathname === `/dashboard/assessments/${s.id}/facets`);
    const main = page.getByRole("main");
    await main.getByRole("heading", { level: 2, name: "30-Facet Personality Analysis" }).waitFor();
    expect(await page.title()).toContain("30-Facet Personality Analysis");

    // 30 axes, each named, on a 0-100 scale with rings every 20.
    const radar = main.getByTestId("radar-chart");
    await radar.locator(".recharts-polar-angle-axis-tick").first().waitFor();
    expect(await radar.locator(".recharts-polar-angle-axis-tick").count()).toBe(30);
    const axisNames = await radar.locator(".recharts-polar-angle-axis-tick title").allTextContents();
    expect(axisNames.slice(0, 3)).toEqual(["Fantasy", "Aesthetics", "Feelings"]);
    expect(axisNames.slice(24)).toEqual(["Anxiety", "Angry Hostility", "Depression", "Self-Consciousness", "Impulsiveness", "Vulnerability"]);
    expect(await radar.locator(".recharts-polar-radius-axis-tick").allTextContents()).toEqual(["0", "20", "40", "60", "80", "100"]);
    expect(await radar.getAttribute("data-axes")).toBe("30");
    // No label runs out of the chart's box.
    const box = (await radar.boundingBox())!;
    for (const tick of await radar.locator(".recharts-polar-angle-axis-tick text").all()) {
      const b = (await tick.boundingBox())!;
      expect(b.x, `${await tick.textContent()} starts inside`).toBeGreaterThanOrEqual(box.x - 0.5);
      expect(b.x + b.width, `${await tick.textContent()} ends inside`).toBeLessThanOrEqual(box.x + box.width + 0.5);
    }
    await page.waitForTimeout(600); // the outline's entrance animation
    await page.screenshot({ path: "/tmp/facet-radar-desktop.png", fullPage: true });
    await radar.screenshot({ path: "/tmp/facet-radar-chart.png" });
    await screenshot(page, "facet-radar-desktop", { fullPage: true });

    // The two lists are the API's facets in the desirable-direction order, with the API's percentiles.
    const highest = await listed(page, "facets-highest");
    const lowest = await listed(page, "facets-lowest");
    expect(
      highest.map((e) => e.key),
      `seed ${seed}`,
    ).toEqual(expected.highest);
    expect(
      lowest.map((e) => e.key),
      `seed ${seed}`,
    ).toEqual(expected.lowest);
    for (const e of [...highest, ...lowest]) {
      const facet = score.facets![e.key as FacetKey]!;
      expect(e.percentile).toBe(facet.percentile);
      expect(e.text).toMatch(new RegExp(`\\b${Math.round(facet.percentile)}(st|nd|rd|th) pct`));
    }

    // Keyboard: Tab reaches the table toggle, Enter opens it, Tab reaches the (scrollable) table itself.
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    const toggleFocused = () => page.evaluate(() => document.activeElement?.textContent === "Show data table");
    expect(await tabTo(page, toggleFocused)).toBe(true);
    await page.keyboard.press("Enter");
    const region = main.getByRole("region", { name: "Facet percentiles: data table" });
    await region.getByRole("table").waitFor();
    expect(await tabTo(page, () => region.evaluate((el) => el === document.activeElement), 3)).toBe(true);
    const rows = region.locator("tr[data-row]");
    expect(await rows.count()).toBe(30);
    for (const key of [...expected.highest, ...expected.lowest]) {
      const cell = region.locator(`tr[data-row="${key}"] td`);
      expect(await cell.innerText()).toBe(String(Math.round(score.facets![key]!.percentile)));
    }
    await page.screenshot({ path: "/tmp/facet-radar-table.png", fullPage: true });

    // On a phone the axes carry the facet codes and nothing overflows the screen.
    const phone = suite.watch(await phoneContext(suite.browser, suite.server.baseURL, session));
    const p = await phone.newPage();
    await p.goto(`${suite.server.baseURL}/dashboard/assessments/${s.id}/facets`);
    await p.getByRole("main").getByTestId("radar-chart").locator(".recharts-polar-angle-axis-tick").first().waitFor();
    expect(await p.getByRole("main").getByTestId("radar-chart").locator("[data-labels]").getAttribute("data-labels")).toBe("short");
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await p.waitForTimeout(600);
    await p.screenshot({ path: "/tmp/facet-radar-phone.png", fullPage: true });

    // The dark theme draws the same chart in light ink.
    const dark = await suite.watch(await signedInContext(suite.browser, suite.server.baseURL, session, { colorScheme: "dark" })).newPage();
    await dark.goto(`${suite.server.baseURL}/dashboard/assessments/${s.id}/facets`);
    const darkRadar = dark.getByRole("main").getByTestId("radar-chart");
    await darkRadar.locator(".recharts-polar-angle-axis-tick").first().waitFor();
    await dark.waitForTimeout(600);
    await darkRadar.screenshot({ path: "/tmp/facet-radar-dark.png" });
  });

  it('a facet without a score is shown as missing: no point at 0, a muted axis, "No score" in the table, left out of the lists', async () => {
    const { session, api } = await newUser(suite.server.baseURL, "radar-gaps");
    const s = await startAssessment(api, "ipip-neo-120", { sex: "female", age: 30 });
    await answerAtRandom(api, s, random(4242));
    const context = suite.watch(await signedInContext(suite.browser, suite.server.baseURL, session));
    const page = await context.newPage();
    // Every item must be answered to submit, so the server never scores a facet out; the browser is handed a
    // result with two facets left unscored (as a result with too few answers carries them: null).
    await page.route(`**/api/responses/${s.id}/results`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as TResults;
      const facets = { ...body.score.facets!, anxiety: null, order: null };
      await route.fulfill({ response, json: { ...body, score: { ...body.score, facets } } });
    });
    await page.goto(`${suite.server.baseURL}/dashboard/assessments/${s.id}/facets`);
    const main = page.getByRole("main");
    const radar = main.getByTestId("radar-chart");
    await radar.locator(".recharts-polar-angle-axis-tick").first().waitFor();
    expect(await main.getByTestId("radar-gaps").innerText()).toMatch(/No score for Order, Anxiety: the outline breaks there/);
    expect(await main.getByTestId("facets-unscored").innerText()).toMatch(/2 facets are not plotted or ranked.*Order, Anxiety/);
    // The muted axes are the two without a score.
    const muted = await radar.locator('.recharts-polar-angle-axis-tick text[font-style="italic"] title').allTextContents();
    expect(muted.sort()).toEqual(["Anxiety", "Order"]);
    // The outline is open (no closing Z) and no dot sits at the centre.
    const paths = await radar.locator(".recharts-radar-polygon path").evaluateAll((els) => els.map((el) => el.getAttribute("d") ?? ""));
    expect(paths.length).toBe(2);
    expect(paths.every((d) => !d.endsWith("Z"))).toBe(true);
    expect(await radar.locator(".recharts-radar-polygon circle").count()).toBe(28);
    for (const id of ["facets-highest", "facets-lowest"]) expect((await listed(page, id)).map((e) => e.key)).not.toContain("anxiety");
    await main.getByRole("button", { name: "Show data table" }).click();
    expect(await main.locator('tr[data-row="anxiety"] td').innerText()).toBe("No score");
    await page.waitForTimeout(600);
    await radar.screenshot({ path: "/tmp/facet-radar-gaps.png" });
  });

  it("someone else's response: the not-found page, as on the results page", async () => {
    const owner = await newUser(suite.server.baseURL, "radar-owner");
    const s = await startAssessment(owner.api, "individual");
    await answerAtRandom(owner.api, s, random(7));
    const other = await newUser(suite.server.baseURL, "radar-other");
    const page = await suite.watch(await signedInContext(suite.browser, suite.server.baseURL, other.session)).newPage();
    await page.goto(`${suite.server.baseURL}/dashboard/assessments/${s.id}/facets`);
    await page.getByRole("heading", { name: "We can't find that page" }).waitFor();
    expect(await page.getByTestId("facet-analysis").count()).toBe(0);
  });
});
