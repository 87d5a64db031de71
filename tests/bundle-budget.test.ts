/**
 * The script budget of the two pages people open first: everything /login and /dashboard load on a first visit
 * (the entry chunk, its static imports, and the lazy chunks their routes load, with their static imports) must stay
 * within its budget in gzipped bytes, and the charts (recharts) must be in none of it. The build is React's (React 19
 * in every build: no Preact or other stand-in). Builds the SPA into a temporary directory (the shipped build:
 * production mode) and reads Vite's manifest.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
/** The first-visit budget of a page with React 19. */
const BUDGET_BYTES = 135 * 1024;

/** What each page loads besides the entry (the lazy modules its route renders or preloads: manifest keys, from src/web), and its budget. */
const PAGES: Record<string, { modules: readonly string[]; budget: number }> = {
  "/login": { modules: ["features/auth/LoginPage.tsx"], budget: BUDGET_BYTES },
  // The shell and the overview at /dashboard (the router fetches the empty-state page of page-less destinations
  // only once the browser is idle).
  "/dashboard": { modules: ["app/shell/DashboardLayout.tsx", "features/dashboard/OverviewPage.tsx"], budget: BUDGET_BYTES },
};

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

let outDir = "";
let manifest: Manifest = {};

/** The chunks a set of manifest keys loads: themselves and their static imports, transitively. */
function staticClosure(keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest (renamed? update PAGES in this test)`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), "facetwise-budget-"));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
  delete env.FACETWISE_SOURCEMAP;
  execFileSync(path.join(ROOT, "node_modules/.bin/vite"), ["build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"], { cwd: ROOT, env, stdio: "inherit" });
  manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
}, 240_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe("first-visit script budget", () => {
  it("lists real lazy pages", () => {
    for (const key of Object.values(PAGES).flatMap((page) => page.modules)) expect(manifest[key]?.isDynamicEntry, key).toBe(true);
    expect(manifest["index.html"]?.isEntry).toBe(true);
  });

  it("is built with React, not Preact", () => {
    const scripts = Object.values(manifest).filter((chunk) => chunk.file.endsWith(".js"));
    const text = (chunk: ManifestChunk) => readFileSync(path.join(outDir, chunk.file), "utf8");
    expect(scripts.filter((chunk) => /preact/i.test(text(chunk))).map((chunk) => chunk.file)).toEqual([]);
    // React's own production code (its error URLs) is among the entry's static imports
    const entryScripts = [...staticClosure(["index.html"])].map((key) => manifest[key]).filter((chunk) => chunk.file.endsWith(".js"));
    expect(entryScripts.some((chunk) => text(chunk).includes("react.dev/errors"))).toBe(true);
  });

  it("keeps classic zod off the first visit: the first-visit pages parse with their own zod/mini copy", () => {
    const firstVisit = new Set(Object.values(PAGES).flatMap((page) => [...staticClosure(["index.html", ...page.modules])]));
    const files = [...firstVisit].map((key) => manifest[key].file);
    expect(files.filter((file) => /\/zod-mini-/.test(file))).toHaveLength(1);
    expect(files.filter((file) => /\/zod-(?!mini-)/.test(file))).toEqual([]);
  });

  for (const [page, { modules, budget }] of Object.entries(PAGES)) {
    it(`${page} loads at most ${kb(budget)} of gzipped script, and no charts`, () => {
      const files = [...staticClosure(["index.html", ...modules])].map((key) => manifest[key].file).filter((f) => f.endsWith(".js"));
      const sizes = files.map((file) => ({ file, gzip: gzipSize(file) })).sort((a, b) => b.gzip - a.gzip);
      const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
      console.log(`${page}: ${kb(total)} gzipped script\n${sizes.map((s) => `  ${kb(s.gzip).padStart(8)}  ${s.file}`).join("\n")}`);
      expect(files.filter((f) => /charts-|ExecutiveChart/.test(f))).toEqual([]);
      expect(total).toBeLessThanOrEqual(budget);
    });
  }

  it("puts recharts in a charts chunk that only the chart pages load", () => {
    // the chart card kit (components/charts), shared by several chart pages, gets a "charts-" shared chunk of its own
    const charts = Object.values(manifest).filter((c) => /^assets\/charts-/.test(c.file) && /recharts/i.test(readFileSync(path.join(outDir, c.file), "utf8")));
    expect(charts).toHaveLength(1);
    // Loaded by some lazy chunk (the results view), never by the entry's static imports.
    const entry = staticClosure(["index.html"]);
    expect([...entry].some((key) => manifest[key].file === charts[0].file)).toBe(false);
  });

  it("ships precompressed siblings and no source maps", () => {
    const assets = readdirSync(path.join(outDir, "assets"));
    expect(assets.filter((f) => f.endsWith(".map"))).toEqual([]);
    for (const file of assets.filter((f) => /\.(js|css)$/.test(f))) {
      const big = readFileSync(path.join(outDir, "assets", file)).length >= 1024;
      expect(existsSync(path.join(outDir, "assets", `${file}.br`)), `${file}.br`).toBe(big);
      expect(existsSync(path.join(outDir, "assets", `${file}.gz`)), `${file}.gz`).toBe(big);
    }
  });
});
