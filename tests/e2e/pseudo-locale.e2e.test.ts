/**
 * The pseudo-locale walk: with the web app and the server both in en-XA (the tests' build keeps the dev/test switch,
 * `?lng=en-XA`), every page of the app — public pages signed out, then every sidebar destination signed in as the
 * demo admin and as a member — shows no run of plain English words. Every catalog string reads accented and bracketed
 * there, so a plain English phrase on screen (text, title, aria-label, placeholder, alt) bypassed the catalogs.
 * What is not translated by design is allowed: the product's name, the demo people and organization, email
 * addresses, and psychometric content (items, instrument names and citations).
 */
import { writeFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { NAV_ITEMS } from "./nav.ts";
import { CUSTOMER_HISTORY_SEED, DEMO_USERS } from "../../src/server/seed.ts";
import { DEMO_STAFF } from "../../src/server/modules/staff/demo.ts";
import { simulateCustomerHistory } from "../../src/domain/simulation/customers.ts";
import { ASSESSMENT_TYPE_IDS } from "../../src/domain/assessments/types.ts";
import assessmentTypes from "../../src/shared/locales/en/assessment-types.ts";
import { INSTRUMENTS, NORM_SOURCE } from "../../src/domain/psychometrics/instruments.ts";
import { templates } from "../../src/server/locales/en/templates.ts";
import * as norms from "../../src/domain/psychometrics/norms.ts";
import { IPIP_NEO_120_NORM_GROUPS } from "../../src/domain/psychometrics/data/ipip-neo-120-norms.ts";
import { Api, answer, browserSuite, completedAssessment, readResponse, sessionCache, signedInContext, startAssessment } from "./api.ts";
import { DEMO_ADMIN, newDesktopContext } from "./browser.ts";

const MEMBER = "riley@demo.facetwise.test";
const OPERATOR = "operator@demo.facetwise.test";

/**
 * The seeded simulated customers' organization names (src/server/seed.ts): data written into the database once, with
 * their "(simulated)" tag, as an organization's own name is — not the product's words.
 */
const SIMULATED_ORGANIZATIONS = simulateCustomerHistory({ seed: CUSTOMER_HISTORY_SEED, now: new Date() }).customers.flatMap((c) => [`${c.name} (simulated)`, c.name]);

/** Every string inside a value (objects and arrays walked), longest first. */
function stringsIn(value: unknown): string[] {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === "string") out.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(value);
  return [...out].filter((x) => x.length > 2).sort((a, b) => b.length - a.length);
}

/** Texts that are not translated by design, removed before looking for English (the longest first). */
const NOT_TRANSLATED: readonly (string | RegExp)[] = [
  ...stringsIn([
    // psychometric content: instrument names, citations, norm groups and sources
    INSTRUMENTS,
    Object.values(norms),
    IPIP_NEO_120_NORM_GROUPS,
    NORM_SOURCE,
    // the demo organization's own data, seeded in English when the demo is made (a new organization's is written in
    // its creating person's language): its report templates (src/server/modules/reports/default-templates.ts), its
    // two sample designed types (src/server/modules/assessments/design/service.ts seedSamples) and the titles its
    // assessments were stored with (src/server/modules/assessments/service.ts). A page naming a TYPE names it from the catalog.
    templates.defaults,
    templates.samples,
    ASSESSMENT_TYPE_IDS.map((id) => templates.assessments.title.replace("{{type}}", assessmentTypes[id].name)),
  ]),
  // recharts' own aria-label on each legend swatch (DefaultLegendContent): "<series> legend icon"
  /\blegend icon\b/g,
  "Facetwise",
  // IANA time zone names (the organization's time zone select): place names, not the product's words
  ...Intl.supportedValuesOf("timeZone")
    .flatMap((zone) => zone.split("/").map((part) => part.replace(/_/g, " ")))
    .filter((part) => part.includes(" "))
    .sort((a, b) => b.length - a.length),
  ...DEMO_USERS.map((u) => u.name),
  ...DEMO_STAFF.map((s) => s.name),
  "Demo Organization",
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, // email addresses
  /https?:\/\/\S+/g,
];

/**
 * Runs of two or more plain ASCII words (letters only) not inside an accented word. A tab separates table cells in
 * the page's text, so a run never crosses one (a time's "AM" in one cell and the next cell's "Nov 29" are two of
 * Intl's pieces, not a phrase).
 */
const ENGLISH_RUN = /(?<![\p{L}\p{M}])[A-Za-z]+(?:[ \u00a0]+[A-Za-z]+)+(?![\p{L}\p{M}])/gu;

/** The English runs in a page's visible text and its title, aria-label, placeholder and alt attributes. */
async function englishOn(page: Page, alsoAllowed: readonly string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out = [document.title, document.body.innerText];
    for (const el of Array.from(document.querySelectorAll("[title], [aria-label], [placeholder], [alt]"))) {
      for (const attr of ["title", "aria-label", "placeholder", "alt"]) {
        const v = el.getAttribute(attr);
        if (v) out.push(v);
      }
    }
    return out;
  });
  const found = new Set<string>();
  for (let text of texts) {
    for (const allowed of [...alsoAllowed, ...NOT_TRANSLATED]) text = typeof allowed === "string" ? text.split(allowed).join(" ◦ ") : text.replace(allowed, " ◦ ");
    for (const m of text.matchAll(ENGLISH_RUN)) found.add(m[0]);
  }
  return [...found];
}

/** Opens a page and waits for it to settle (its data loaded, its heading shown). */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  await page.locator("h1").first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 15_000 }).catch(() => undefined);
}

describe("pseudo-locale walk", () => {
  const suite = browserSuite();
  const sessions = sessionCache(() => suite.server.baseURL);
  const pathsOf = () => NAV_ITEMS.flatMap((item) => [item.path, ...(item.children ?? []).map((c) => c.path)]);

  /** Visits each path (the first with ?lng=en-XA), collecting the English it finds by path. */
  async function walk(page: Page, paths: readonly string[], alsoAllowed: readonly string[] = []): Promise<Record<string, string[]>> {
    const base = suite.server.baseURL;
    await page.goto(`${base}${paths[0]}?lng=en-XA`);
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await visit(page, `${base}${path}`);
      // the switch took: the page heading is in the pseudo-locale
      expect(await page.locator("h1").first().innerText(), path).toContain("⟦");
      const english = await englishOn(page, alsoAllowed);
      if (english.length) found[path] = english;
    }
    // the whole list, for fixing many at once (vitest shortens long differences)
    if (process.env.PSEUDO_WALK_REPORT) writeFileSync(`${process.env.PSEUDO_WALK_REPORT}-${paths.length}-${Date.now()}.json`, JSON.stringify(found, null, 2));
    return found;
  }

  it("public pages have no English outside the catalogs", async () => {
    const page = await suite.watch(await newDesktopContext(suite.browser)).newPage();
    expect(await walk(page, ["/", "/login", "/signup", "/privacy", "/terms", "/pricing"])).toEqual({});
  }, 120_000);

  it("every page the demo admin opens has no English outside the catalogs", async () => {
    const context = suite.watch(await signedInContext(suite.browser, suite.server.baseURL, await sessions(DEMO_ADMIN)));
    expect(await walk(await context.newPage(), ["/dashboard", ...pathsOf().filter((p) => p !== "/dashboard")])).toEqual({});
  }, 300_000);

  it("every page a member opens has no English outside the catalogs, their results and an assessment in progress too", async () => {
    const session = await sessions(MEMBER);
    const api = new Api(suite.server.baseURL, session);
    const done = await completedAssessment(api, "individual", { sex: "female", age: 34 });
    const open = await startAssessment(api, "individual");
    await answer(api, open, 0, 3);
    // the items are psychometric content, shown as written
    const items = [...new Set([...open.items, ...(await readResponse(api, done)).items].map((i) => i.text))].sort((a, b) => b.length - a.length);
    const context = suite.watch(await signedInContext(suite.browser, suite.server.baseURL, session));
    const details = [`/dashboard/assessments/${done}/results`, `/dashboard/assessments/${done}/facets`, `/dashboard/assessments/take/${open.id}`];
    expect(await walk(await context.newPage(), ["/dashboard", ...pathsOf().filter((p) => p !== "/dashboard"), ...details], items)).toEqual({});
  }, 300_000);

  it("every Platform page the demo platform admin opens has no English outside the catalogs", async () => {
    const platform = NAV_ITEMS.filter((item) => item.section === "staff").flatMap((item) => [item.path, ...(item.children ?? []).map((c) => c.path)]);
    expect(platform).toEqual([
      "/dashboard/ceo",
      "/dashboard/sales",
      "/dashboard/platform/organizations",
      "/dashboard/platform/users",
      "/dashboard/platform/billing",
      "/dashboard/platform/staff",
    ]);
    const context = suite.watch(await signedInContext(suite.browser, suite.server.baseURL, await sessions(OPERATOR)));
    const page = await context.newPage();
    const found = await walk(page, platform, SIMULATED_ORGANIZATIONS);
    expect(found).toEqual({});
  }, 300_000);

  it("the CEO login page, and its answer to a wrong password, have no English outside the catalogs", async () => {
    const page = await suite.watch(await newDesktopContext(suite.browser)).newPage();
    expect(await walk(page, ["/ceo/login"])).toEqual({});
    // the demo credentials are filled in (development): a wrong password is refused in the pseudo-locale
    await expect.poll(() => page.locator('input[type="email"]').inputValue()).toBe("ceo@demo.facetwise.test");
    await page.locator('input[type="password"]').fill("Wrong-password-1");
    await page.locator('button[type="submit"]').click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/^⟦.*⟧$/s);
    expect(await englishOn(page, [])).toEqual([]);
  }, 120_000);
});
