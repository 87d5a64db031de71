import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { allDestinations, DETAIL_PAGES, NAV_ITEMS } from "./nav.ts";
import { answerFor, Api, apiSignIn, browserSuite, signedInContext, startAssessment } from "./api.ts";
import { DEMO_ADMIN, newDesktopContext, readMailbox } from "./browser.ts";
import { DEMO_STAFF } from "../../src/server/modules/staff/api.ts";

const DEMO_OPERATOR = DEMO_STAFF.find((s) => s.role === "platform_admin")!.email;

/**
 * Accessibility in Chromium with axe-core (WCAG 2.0 A and AA): every sidebar destination of the navigation model
 * (so a page added to the sidebar is checked without touching this file), the detail pages whose ids the test can
 * fill in (one completed executive assessment's results with each of its tabs, a 360 project, a report), and the
 * public pages (sign-in, landing, a shared result, a rater's form) — each in the light and the dark colour scheme, as the demo admin of a demo with 300 respondents (so
 * tables and charts have data). A serious or critical violation fails the test with its rule, its elements and
 * axe's summary of what is wrong; so do a skipped heading level (heading-order) and a control whose name does not
 * contain its visible label (label-content-name-mismatch), which axe leaves out of its WCAG tags.
 */
type Scheme = "light" | "dark";
const SCHEMES: readonly Scheme[] = ["light", "dark"];

describe("accessibility (axe)", () => {
  const suite = browserSuite({ FACETWISE_SEED_RESPONDENTS: "300", RATE_LIMIT_BURST: "5000", RATE_LIMIT_AUTOSAVE_BURST: "5000" });
  const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  let session = "";
  /** Values for the path parameters of detail pages (`:responseId` → a completed response of the admin, …). */
  const ids: Record<string, string> = {};
  /** Pages without the dashboard shell: sign-in and the landing page, then (from beforeAll) a shared result and a rater's form. */
  const publicPaths = ["/login", "/", "/pricing"];

  beforeAll(async () => {
    const base = suite.server.baseURL;
    session = await apiSignIn(base, DEMO_ADMIN);
    const api = new Api(base, session);
    const me = await api.get<{ organization: { id: string } }>("/api/auth/me");
    // an executive assessment, answered and submitted: results, facets and dark-side pages
    const s = await startAssessment(api, "executive", { sex: "female", age: 41 });
    for (const [i, item] of s.items.entries()) await api.call("PUT", `/api/responses/${s.id}/answers/${encodeURIComponent(item.id)}`, { value: answerFor(item, i), timeMs: 4200 });
    await api.call("POST", `/api/responses/${s.id}/submit`, {});
    ids.responseId = s.id;
    ids.assessmentId = s.assessmentId;
    // a 360 project about a colleague (the admin names and approves its raters)
    const subject = await new Api(base, await apiSignIn(base, "jordan@demo.facetwise.test")).get<{ user: { id: string } }>("/api/auth/me");
    ids.projectId = (await api.call<{ id: string }>("POST", "/api/feedback360/projects", { subjectId: subject.user.id, title: "Accessibility check" })).id;
    // a report generated from a template
    const template = await api.call<{ id: string }>("POST", "/api/reports/templates", {
      organizationId: me.organization.id,
      name: "Accessibility check template",
      templateType: "weekly",
      sections: [],
    });
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const created = await api.call<{ reportInstance: { id: string } }>("POST", "/api/reports", {
      templateId: template.id,
      organizationId: me.organization.id,
      title: "Accessibility check report",
      reportPeriodStart: day(new Date(Date.now() - 30 * 86_400_000)),
      reportPeriodEnd: day(new Date()),
      autoGenerate: true,
    });
    ids.reportId = created.reportInstance.id;
    // the public pages behind links: the results shared read-only, and a rater's form of the 360 project
    const share = await api.call<{ url: string | null }>("POST", `/api/responses/${s.id}/shares`, {});
    publicPaths.push(new URL(share.url ?? "", base).pathname);
    const rater = "pat.peer@raters.example.org";
    await api.call("POST", `/api/feedback360/projects/${ids.projectId}/raters`, { raters: [{ name: "Pat Peer", email: rater, relationship: "peer" }] });
    publicPaths.push(new URL(await raterLink(rater)).pathname);
  });

  /** The rater's personal link from the invitation in the dev mailbox (sent by a job, so it may take a moment). */
  async function raterLink(email: string): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const message = (await readMailbox(suite.server.baseURL)).find((m) => (Array.isArray(m.to) ? m.to : [m.to]).includes(email));
      const link = message?.links.find((l) => l.includes("/rate/"));
      if (link) return new URL(link, suite.server.baseURL).toString();
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no rater invitation for ${email} in the dev mailbox`);
  }

  /** The detail pages whose parameters are all known, with them filled in. */
  function detailPaths(): string[] {
    return DETAIL_PAGES.map((p) => p.path.replace(/:(\w+)/g, (whole, name: string) => ids[name] ?? whole)).filter((p) => !p.includes(":"));
  }

  interface Finding {
    rule: string;
    impact: string;
    help: string;
    /** Up to ten of its elements, each with what axe found there. */
    nodes: string[];
  }

  /** Runs axe on the page (WCAG 2.0 A and AA, heading-order, label-in-name) and returns the violations that fail: serious, critical, or a skipped heading level. */
  async function audit(page: Page): Promise<Finding[]> {
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
    const found = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(ctx: Document, opts: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
      interface AxeViolation {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }
      const result = await axe.run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] },
        rules: { "heading-order": { enabled: true }, "label-content-name-mismatch": { enabled: true } },
        resultTypes: ["violations"],
      });
      return result.violations.map((v) => ({
        rule: v.id,
        impact: v.impact ?? "",
        help: v.help,
        nodes: v.nodes.slice(0, 10).map((n) => `${n.target.map(String).join(" ")} — ${(n.failureSummary ?? "").split("\n").slice(1, 3).join(" ").trim()}`),
      }));
    });
    return found.filter((f) => f.impact === "serious" || f.impact === "critical" || f.rule === "heading-order");
  }

  /** Opens `path` and waits until its page has rendered (its heading) and its requests (lazy code, then data) have settled. */
  async function open(page: Page, path: string): Promise<void> {
    await page.goto(`${suite.server.baseURL}${path}`);
    await page.locator("h1").first().waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  }

  /** Switches the device's colour scheme (a first visit follows it) and waits for the page to follow, its colour transitions finished. */
  async function useScheme(page: Page, scheme: Scheme): Promise<void> {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction((dark) => document.documentElement.classList.contains("dark") === dark, scheme === "dark");
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
  }

  /** Audits what the page shows now in the light and the dark scheme, adding failures under "scheme where". */
  async function auditSchemes(page: Page, where: string, failures: Record<string, Finding[]>): Promise<void> {
    for (const scheme of SCHEMES) {
      await useScheme(page, scheme);
      const found = await audit(page);
      if (found.length > 0) failures[`${scheme} ${where}`] = found;
    }
  }

  /**
   * Opens each path once and audits it in the light and the dark scheme; with `tabs`, also every other tab of the
   * page's main content (a hidden tab panel is not audited until it is shown). Returns the failures by "scheme path".
   */
  async function auditAll(context: BrowserContext, paths: readonly string[], opts: { tabs?: boolean } = {}): Promise<Record<string, Finding[]>> {
    const page = await context.newPage();
    const failures: Record<string, Finding[]> = {};
    for (const path of paths) {
      await page.emulateMedia({ colorScheme: "light" });
      await open(page, path);
      await auditSchemes(page, path, failures);
      if (!opts.tabs) continue;
      const tabs = page.getByRole("main").getByRole("tab");
      for (let i = 1; i < (await tabs.count()); i++) {
        const name = (await tabs.nth(i).innerText()).trim();
        await tabs.nth(i).click();
        await page.waitForLoadState("networkidle");
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        await auditSchemes(page, `${path} (${name} tab)`, failures);
      }
    }
    return failures;
  }

  // One test per sidebar section (each page is loaded once and audited twice, ~2–3 s a page on a busy machine).
  for (const section of [...new Set(NAV_ITEMS.map((item) => item.section))]) {
    it(`every ${section} destination of the sidebar, light and dark: no serious or critical violation, no skipped heading level`, { timeout: 240_000 }, async () => {
      // the Platform section is the vendor's: walked as the demo platform admin (it does not exist for the organization's admin)
      const as = section === "staff" ? await apiSignIn(suite.server.baseURL, DEMO_OPERATOR) : session;
      const context = suite.watch(await signedInContext(suite.browser, suite.server.baseURL, as));
      const paths = allDestinations(NAV_ITEMS.filter((item) => item.section === section)).map((d) => d.path);
      expect(paths.length).toBeGreaterThan(0);
      expect(await auditAll(context, paths)).toEqual({});
    });
  }

  it("the testing sandbox with a type's questions answered and a scored test run, light and dark: no serious or critical violation", { timeout: 240_000 }, async () => {
    const context = suite.watch(await signedInContext(suite.browser, suite.server.baseURL, session));
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: "light" });
    await open(page, "/dashboard/testing?type=individual");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Fill with random answers" }).click();
    await main.getByRole("button", { name: "Score" }).first().click();
    await main.getByRole("heading", { name: "Test run — nothing was saved" }).waitFor();
    const failures: Record<string, Finding[]> = {};
    await auditSchemes(page, "/dashboard/testing (a scored test run)", failures);
    expect(failures).toEqual({});
  });

  it("a results page (each tab), a 360 project, a report and the other detail pages, light and dark: no serious or critical violation", { timeout: 240_000 }, async () => {
    const context = suite.watch(await signedInContext(suite.browser, suite.server.baseURL, session));
    const paths = detailPaths();
    for (const key of ["responseId", "projectId", "reportId"])
      expect(
        paths.some((p) => p.includes(ids[key])),
        key,
      ).toBe(true);
    expect(await auditAll(context, paths, { tabs: true })).toEqual({});
  });

  it("the public pages (sign-in, landing, pricing, a shared result, a rater's form), light and dark: no serious or critical violation", async () => {
    const context = suite.watch(await newDesktopContext(suite.browser));
    expect(publicPaths).toHaveLength(5);
    expect(await auditAll(context, publicPaths)).toEqual({});
  });
});
