/**
 * Report generation benchmark: `npm run bench:reports` (node --import tsx bench/reports/generate.ts).
 *
 *   --size 100000          completed responses in the one organization (default 100000)
 *   --runs 20 --warmup 3   timed and untimed generations per case
 *   --data-root DIR        where data sets are kept between runs (default: the analytics bench's)
 *
 * The data set is the analytics bench's (bench/support/dataset.ts: `facetwise migrate`, `seed`, then
 * `demo-data --organization demo --respondents ⌈1.12 × size⌉ --months 12`, made once and kept). The bench opens
 * its embedded database in this process (PGlite in its worker thread, as the server does, statistics refreshed
 * as at a server start), then generates each section type through ReportGenerator.generateSection for two
 * periods — the create form's default (seven days ending yesterday) and the last twelve months — and a whole
 * six-section report (the first six §3.4 types, one generateSection call after another, as the report route
 * makes them). It prints p50/p95 per case against the targets (a section ≤ 500 ms, a six-section
 * report ≤ 2 s) and writes bench/results/reports-embedded.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { dataset, DEFAULT_DATA_ROOT, ROOT } from "../support/dataset.ts";
import { openDatabase } from "../../src/server/db/client.ts";
import { loadConfig } from "../../src/server/config.ts";
import { buildServices } from "../../src/server/modules/services.ts";
import { ReportGenerator, type SectionSpec } from "../../src/server/modules/reports/generation.ts";
import { defaultConfiguration, SECTION_TYPES, type SectionType } from "../../src/domain/reporting/templates.ts";
import { defaultReportPeriod } from "../../src/domain/reporting/reports.ts";

const TARGETS = { sectionMs: 500, reportMs: 2000 };
const REPORT_SECTIONS: SectionType[] = ["executive_summary", "metrics_dashboard", "trend_analysis", "performance_insights", "alerts_warnings", "user_activity"];

const { values: args } = parseArgs({
  options: {
    size: { type: "string", default: "100000" },
    runs: { type: "string", default: "20" },
    warmup: { type: "string", default: "3" },
    "data-root": { type: "string", default: DEFAULT_DATA_ROOT },
  },
});
const SIZE = Number(args.size);
const RUNS = Number(args.runs);
const WARMUP = Number(args.warmup);

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function time(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number; max: number }> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: round(quantile(times, 0.5)), p95: round(quantile(times, 0.95)), max: round(times[times.length - 1]) };
}

async function main() {
  const ds = await dataset("embedded", SIZE, args["data-root"]);
  const config = loadConfig({ ...ds.env, NODE_ENV: "development", LOG_LEVEL: "warn" });
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await database.maintain();
    const db = database.db;
    const org = (await db.execute<{ id: string }>(sql`select id from organization where slug = 'demo'`)).rows[0];
    if (!org) throw new Error("no demo organization in the data set");
    const completed = Number((await db.execute<{ n: string }>(sql`select count(*)::text as n from analytics_fact where organization_id = ${org.id}`)).rows[0].n);
    const gen = new ReportGenerator(buildServices(db));
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const periods = [
      { name: "7 days", period: defaultReportPeriod(today) },
      { name: "12 months", period: { start: new Date(now.getTime() - 364 * 86_400_000).toISOString().slice(0, 10), end: today } },
    ];
    const spec = (type: SectionType, i = 0): SectionSpec => ({ id: `s${i}`, type, title: type, order_index: i, configuration: defaultConfiguration(type) });
    // the first read of an organization builds its distinct-people tables: once, before timing
    const t0 = performance.now();
    await gen.generateSection(org.id, spec("executive_summary"), periods[0].period, now);
    const firstMs = round(performance.now() - t0);
    process.stdout.write(`[embedded ${completed}] first generation (builds the distinct-people tables if needed): ${firstMs} ms\n`);

    const rows: { period: string; case: string; p50: number; p95: number; max: number; target: number }[] = [];
    for (const p of periods) {
      for (const type of SECTION_TYPES) {
        const r = await time(() => gen.generateSection(org.id, spec(type), p.period, now));
        rows.push({ period: p.name, case: type, ...r, target: TARGETS.sectionMs });
        process.stdout.write(`[${p.name}] ${type}: p50 ${r.p50} ms, p95 ${r.p95} ms\n`);
      }
      // a configuration that reads every active member of the period (no newest-days path)
      const byCompletions = await time(() =>
        gen.generateSection(org.id, { ...spec("user_activity"), configuration: { ...defaultConfiguration("user_activity"), sort_by: "assessments_completed" } }, p.period, now),
      );
      rows.push({ period: p.name, case: "user_activity by completions", ...byCompletions, target: TARGETS.sectionMs });
      process.stdout.write(`[${p.name}] user_activity sorted by assessments_completed: p50 ${byCompletions.p50} ms, p95 ${byCompletions.p95} ms\n`);
      const report = await time(async () => {
        for (const [i, type] of REPORT_SECTIONS.entries()) await gen.generateSection(org.id, spec(type, i), p.period, now);
      });
      rows.push({ period: p.name, case: "6-section report", ...report, target: TARGETS.reportMs });
      process.stdout.write(`[${p.name}] 6-section report: p50 ${report.p50} ms, p95 ${report.p95} ms\n`);
    }

    const header = ["period", "case", "p50 ms", "p95 ms", "max ms", "target"];
    const table = rows.map((r) => [r.period, r.case, String(r.p50), String(r.p95), String(r.max), `${r.p95 <= r.target ? "met" : "MISSED"} (≤ ${r.target})`]);
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i].length)));
    const line = (r: string[]) => r.map((x, i) => (i < 2 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join("  ");
    process.stdout.write(`\nembedded, ${completed} completed responses: ${RUNS} generations after ${WARMUP} warm-up (target judged on p95)\n`);
    process.stdout.write([line(header), ...table.map(line)].join("\n") + "\n");

    const resultsDir = path.join(ROOT, "bench/results");
    mkdirSync(resultsDir, { recursive: true });
    const file = path.join(resultsDir, "reports-embedded.json");
    writeFileSync(
      file,
      JSON.stringify(
        {
          date: now.toISOString(),
          node: process.version,
          cpus: os.cpus().length,
          loadAverageAtEnd: os.loadavg().map((x) => round(x, 2)),
          completed,
          runs: RUNS,
          warmup: WARMUP,
          firstMs,
          rows,
        },
        null,
        2,
      ) + "\n",
    );
    process.stdout.write(`wrote ${path.relative(ROOT, file)}\n`);
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    process.stderr.write(`bench failed: ${(e as Error).stack ?? e}\n`);
    process.exit(1);
  },
);
