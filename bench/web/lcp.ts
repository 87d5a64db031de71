/**
 * Largest Contentful Paint of the two pages people open first: `node --import tsx bench/web/lcp.ts`
 * (npm run bench:lcp).
 *
 * It builds the SPA when it is stale (the production build, as `npm start` serves it), starts the real server as the
 * browser tests do (tests/e2e/server.ts: development mode for the dev mailbox, the demo seed, a fresh data
 * directory), and opens /login signed out and /dashboard signed in as the demo admin in headless Chromium
 * (/usr/bin/chromium, or CHROMIUM_PATH), each in a fresh browser context (a cold cache: the first visit). A
 * PerformanceObserver registered before the page's scripts records the largest-contentful-paint entries; the figure
 * is the last entry's startTime once the page shows its content and has been quiet for a moment.
 *
 * Options: --runs 5 (cold loads per page); --trace prints the last run's waterfall (each request's start and end). Prints each run, the median, and the 500 ms target on localhost. It
 * prints figures and asserts nothing (timings are this machine's, under whatever else runs on it).
 */
import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Browser, Cookie, Page } from "playwright-core";
import { ensureWebBuild } from "../../src/cli/web-build.ts";
import { launchBrowser, mailboxIds, waitForMagicLink } from "../../tests/e2e/browser.ts";
import { launchServer, REPO_ROOT } from "../../tests/support/server-process.ts";
import { DEMO_ADMIN } from "../support/session.ts";

/** The issue's target on localhost. */
const TARGET_MS = 500;

const { values: args } = parseArgs({ options: { runs: { type: "string", default: "5" }, trace: { type: "boolean", default: false } }, allowPositionals: false });
const RUNS = Math.max(1, Number(args.runs));

declare global {
  interface Window {
    __lcp?: { startTime: number; element: string }[];
    __longTasks?: { start: number; end: number }[];
    __seen?: { name: string; at: number }[];
  }
}

/** Registered before any page script: keeps every largest-contentful-paint entry with the element it names. */
function observeLcp(): void {
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      const el = entry.element;
      window.__lcp?.push({
        startTime: entry.startTime,
        element: el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.textContent ? ` "${el.textContent.slice(0, 40)}"` : ""}` : "(removed)",
      });
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  // when the page's landmarks first appear (for --trace)
  window.__seen = [];
  const watched = ["#sidebar", "header", "main h2", "main", "[role=status]"];
  new MutationObserver(() => {
    for (const selector of watched) {
      if (!window.__seen?.some((s) => s.name === selector) && document.querySelector(selector)) window.__seen?.push({ name: selector, at: performance.now() });
    }
  }).observe(document, { childList: true, subtree: true });
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks?.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: "longtask", buffered: true });
}

interface Run {
  lcpMs: number;
  element: string;
  scriptBytes: number;
  /** The requests of the visit: path, start and end (ms since navigation start). */
  waterfall: { name: string; start: number; end: number }[];
}

/** One cold visit: a fresh context (with the session cookies when given), the page, its last LCP entry. */
async function visit(browser: Browser, url: string, ready: (page: Page) => Promise<void>, cookies: readonly Cookie[]): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (cookies.length > 0) await context.addCookies(cookies);
    await context.addInitScript(observeLcp);
    const page = await context.newPage();
    let scriptBytes = 0;
    page.on("response", (response) => {
      if (response.request().resourceType() === "script")
        void response
          .body()
          .then((b) => (scriptBytes += b.length))
          .catch(() => undefined);
    });
    await page.goto(url, { waitUntil: "load" });
    await ready(page);
    // LCP entries stop once the largest element has painted; give late paints (fonts, lazy chunks) a moment.
    await page.waitForTimeout(500);
    const entries = await page.evaluate(() => window.__lcp ?? []);
    const last = entries.at(-1);
    if (!last) throw new Error(`no largest-contentful-paint entry for ${url}`);
    const waterfall = await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return [
        ...(nav
          ? [
              { name: "(document)", start: nav.startTime, end: nav.responseEnd },
              { name: "(DOMContentLoaded)", start: nav.domContentLoadedEventEnd, end: nav.domContentLoadedEventEnd },
            ]
          : []),
        ...resources.map((r) => ({ name: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd })),
        ...(window.__longTasks ?? []).map((t) => ({ name: "(long task)", ...t })),
        ...(window.__seen ?? []).map((m) => ({ name: `(shown: ${m.name})`, start: m.at, end: m.at })),
        ...performance.getEntriesByType("paint").map((p) => ({ name: `(${p.name})`, start: p.startTime, end: p.startTime })),
      ];
    });
    return { lcpMs: last.startTime, element: last.element, scriptBytes, waterfall };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main(): Promise<void> {
  await ensureWebBuild();
  const server = await launchServer({
    name: "lcp server",
    entry: "source",
    env: { NODE_ENV: "development", FACETWISE_SEED: "true", FACETWISE_SEED_RESPONDENTS: "0", RATE_LIMIT_ENABLED: "false", LOG_LEVEL: "warn" },
    dataDir: "temp",
    urlHost: "localhost",
  });
  let browser: Browser | null = null;
  try {
    await server.ready(180_000);
    const base = server.baseURL;
    browser = await launchBrowser();

    // The demo admin's session cookies, through the magic link (as a person signs in).
    const signIn = await browser.newContext();
    const seen = await mailboxIds(base);
    const sent = await fetch(`${base}/api/auth/magic-link`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: DEMO_ADMIN }) });
    if (!sent.ok) throw new Error(`POST /api/auth/magic-link answered ${sent.status}`);
    const signInPage = await signIn.newPage();
    await signInPage.goto(await waitForMagicLink(base, DEMO_ADMIN, seen));
    await signInPage.waitForURL((url) => url.pathname.startsWith("/dashboard"));
    const cookies = await signIn.cookies();
    await signIn.close();

    const pages = [
      { path: "/login", cookies: [] as Cookie[], ready: (page: Page) => page.getByRole("button", { name: "Send magic link" }).waitFor() },
      { path: "/dashboard", cookies, ready: (page: Page) => page.getByRole("heading", { level: 2 }).first().waitFor() },
    ];
    const results: Record<string, { runsMs: number[]; medianMs: number; element: string; scriptBytes: number }> = {};
    for (const { path: pagePath, cookies: pageCookies, ready } of pages) {
      const runs: Run[] = [];
      // one warm-up visit (the server's first answers compile and cache), not counted
      await visit(browser, `${base}${pagePath}`, ready, pageCookies);
      for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, `${base}${pagePath}`, ready, pageCookies));
      const ms = runs.map((r) => r.lcpMs);
      if (args.trace) {
        const lastRun = runs.at(-1)!;
        console.log(`${pagePath}: LCP ${Math.round(lastRun.lcpMs)} ms (${lastRun.element})`);
        for (const w of [...lastRun.waterfall].sort((a, b) => a.start - b.start))
          console.log(`  ${String(Math.round(w.start)).padStart(5)} → ${String(Math.round(w.end)).padStart(5)}  ${w.name}`);
      }
      results[pagePath] = { runsMs: ms.map((v) => Math.round(v)), medianMs: Math.round(median(ms)), element: runs.at(-1)!.element, scriptBytes: runs.at(-1)!.scriptBytes };
    }

    console.log(`LCP on localhost, cold cache, ${RUNS} runs per page (target < ${TARGET_MS} ms):`);
    for (const [pagePath, r] of Object.entries(results)) {
      const verdict = r.medianMs < TARGET_MS ? "under target" : "OVER target";
      console.log(
        `  ${pagePath.padEnd(11)} median ${String(r.medianMs).padStart(4)} ms  (${r.runsMs.join(", ")})  LCP element ${r.element}, ${(r.scriptBytes / 1024).toFixed(0)} KB script (uncompressed)  ${verdict}`,
      );
    }
    const out = path.join(REPO_ROOT, "bench/results");
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, "lcp.json"), `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, targetMs: TARGET_MS, pages: results }, null, 2)}\n`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await main();
