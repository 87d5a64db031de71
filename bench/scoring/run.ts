/**
 * Scoring throughput on one core: N fixed pseudo-random 120-item IPIP-NEO-120 responses (seeded PRNG, with
 * per-item response times) scored fully by our engine — facets, domains, T, percentiles, stanines, sten,
 * archetypes, coverage and quality — for ~5 s, then the same inputs summed by @bigfive-org/score for ~5 s.
 *
 *   node --import tsx bench/scoring/run.ts [--seconds 5] [--n 4096]
 *
 * Prints responses/s and the ratio, and writes bench/results/scoring.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import calculateScore from "@bigfive-org/score";
import { createNumericScores, scoreNumeric } from "../../src/domain/psychometrics/engine.ts";
import { GENERAL_NORM } from "../../src/domain/psychometrics/norms.ts";
import { scoreResponse, scoreValues } from "../../src/domain/psychometrics/score-response.ts";
import { compiledKeyForType, scoringContextForType } from "../../src/instruments/catalog.ts";

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const SECONDS = arg("seconds", 5);
const N = arg("n", 4096);
const SEED = 0x5eed1234;

/** mulberry32: a tiny seeded PRNG (bench only; the domain never uses randomness). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const key = compiledKeyForType("ipip-neo-120");
const ctx = scoringContextForType("ipip-neo-120");
const rand = mulberry32(SEED);
const values: Float64Array[] = [];
const times: Float64Array[] = [];
const records: Array<Record<string, number>> = [];
const theirs: Array<Array<{ domain: string; facet: string; score: number }>> = [];
const respondents = [undefined, { sex: "female", age: 34 }, { sex: "male", age: 52 }, { sex: "female", age: 19 }];
for (let r = 0; r < N; r++) {
  const v = new Float64Array(120);
  const t = new Float64Array(120);
  const rec: Record<string, number> = {};
  const bf: Array<{ domain: string; facet: string; score: number }> = [];
  const lean = 1 + Math.floor(rand() * 5); // each respondent leans to one answer, as real people do
  for (let i = 0; i < 120; i++) {
    const x = rand() < 0.35 ? lean : 1 + Math.floor(rand() * 5);
    v[i] = x;
    t[i] = 1200 + rand() * 9000;
    rec[key.itemIds[i]] = x;
    const it = key.items[i];
    const facetNo = it.scales[0].scale.slice(-1);
    bf.push({ domain: it.scales[0].scale.slice(-2, -1), facet: facetNo, score: it.keyed === "minus" ? 6 - x : x });
  }
  values.push(v);
  times.push(t);
  records.push(rec);
  theirs.push(bf);
}

/**
 * Runs fn(i) over the inputs round-robin for `seconds` of wall time; returns calls per wall second and per
 * CPU second of this process (user + system). On a shared machine the CPU-time rate is the fair "one core"
 * figure: time slices lost to other processes do not count against it.
 */
function rate(seconds: number, fn: (i: number) => unknown): { perSecond: number; perCpuSecond: number; calls: number; ms: number; cpuMs: number } {
  let sink = 0;
  const warmEnd = performance.now() + 500;
  for (let i = 0; performance.now() < warmEnd; i++) sink += fn(i % N) ? 1 : 0;
  let calls = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const end = start + seconds * 1000;
  let now = start;
  while (now < end) {
    for (let k = 0; k < 256; k++, calls++) sink += fn(calls % N) ? 1 : 0;
    now = performance.now();
  }
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  if (sink < 0) console.log(sink);
  return { perSecond: (calls * 1000) / (now - start), perCpuSecond: (calls * 1000) / cpuMs, calls, ms: now - start, cpuMs };
}

const fmt = (r: { perSecond: number; perCpuSecond: number }) =>
  `${Math.round(r.perCpuSecond).toLocaleString("en").padStart(9)} per CPU-second  (${Math.round(r.perSecond).toLocaleString("en")} per wall second)`;

const buffers = createNumericScores(key);
const load = os.loadavg()[0];
console.log(
  `scoring ${N} fixed pseudo-random 120-item responses (seed 0x${SEED.toString(16)}), ~${SECONDS} s each, node ${process.version}, ${os.cpus()[0]?.model ?? "cpu"}, ${os.cpus().length} cores, load average ${load.toFixed(2)}`,
);
const full = rate(SECONDS, (i) => scoreValues(ctx, values[i], times[i], respondents[i & 3]));
console.log(`facetwise full result (values → ScoreResult):  ${fmt(full)}`);
const core = rate(Math.max(1, SECONDS / 2), (i) => scoreNumeric(key, values[i], times[i], GENERAL_NORM, buffers));
console.log(`facetwise numeric core (typed arrays only):     ${fmt(core)}`);
const fromRecord = rate(Math.max(1, SECONDS / 2), (i) => scoreResponse(ctx, { answers: records[i], respondent: respondents[i & 3] }));
console.log(`facetwise from an answers record (id → value):  ${fmt(fromRecord)}`);
const base = rate(SECONDS, (i) => calculateScore({ answers: theirs[i] }));
console.log(`@bigfive-org/score (sums only):                 ${fmt(base)}`);
const ratio = full.perCpuSecond / base.perCpuSecond;
console.log(`ratio facetwise full / @bigfive-org/score (CPU time): ${ratio.toFixed(2)}×`);

const out = path.resolve(import.meta.dirname, "../results/scoring.json");
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify(
    {
      bench: "scoring",
      what: "120-item IPIP-NEO-120 responses fully scored (facets, domains, T, percentiles, stanines, sten, archetypes, coverage, quality) on one core",
      node: process.version,
      cpu: os.cpus()[0]?.model ?? null,
      responses: N,
      seed: SEED,
      secondsPerRun: SECONDS,
      loadAverage1m: Number(load.toFixed(2)),
      cores: os.cpus().length,
      facetwiseFull: { perCpuSecond: Math.round(full.perCpuSecond), perWallSecond: Math.round(full.perSecond) },
      facetwiseNumericCore: { perCpuSecond: Math.round(core.perCpuSecond), perWallSecond: Math.round(core.perSecond) },
      facetwiseFromRecord: { perCpuSecond: Math.round(fromRecord.perCpuSecond), perWallSecond: Math.round(fromRecord.perSecond) },
      bigfiveScore: { perCpuSecond: Math.round(base.perCpuSecond), perWallSecond: Math.round(base.perSecond) },
      ratioFullToBigfiveScoreCpu: Number(ratio.toFixed(3)),
      target: 200000,
      measuredAt: new Date().toISOString(),
    },
    null,
    2,
  )}\n`,
);
console.log(`wrote ${path.relative(process.cwd(), out)}`);
