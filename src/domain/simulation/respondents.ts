/**
 * Simulated respondents of an organization, in chronological order: who they are (sex, age, department,
 * assessment type), their latent Big Five, how they take the assessment (careful, rushed, never finished)
 * and when. Pure: randomness only from the seeded PRNG, "now" passed in.
 */
import { simulateAnswers, type SimAnswers, type SimItem } from "./answers.ts";
import { SIM_AGE, groupCalibration, drawDomainLatents, normGroupIndex } from "./population.ts";
import { intBetween, mulberry32, normal, weightedIndex, type Rng } from "./prng.ts";

/** Departments of an organization that has not named its own, and their uneven shares. */
export const DEFAULT_DEPARTMENTS: readonly string[] = ["Engineering", "Sales", "Marketing", "HR", "Operations"];
const DEFAULT_DEPARTMENT_WEIGHTS = [0.34, 0.24, 0.14, 0.1, 0.18];

/**
 * Shares of respondents who rush (under 2 s per item, long runs) and who start but never submit: exact
 * quotas (rounded to whole respondents) dealt out in a seeded random order, so a run of any size has them.
 */
export const RUSHED_SHARE = 0.05;
export const INCOMPLETE_SHARE = 0.1;

/** Assessment types and their shares among simulated respondents (mostly the full IPIP-NEO-120). */
export const SIM_TYPE_SHARES: readonly { readonly typeId: string; readonly share: number }[] = [
  { typeId: "ipip-neo-120", share: 0.55 },
  { typeId: "organizational", share: 0.2 },
  { typeId: "individual", share: 0.15 },
  { typeId: "executive", share: 0.1 },
];

/** One simulated respondent. */
export interface SimulatedRespondent {
  /** 1-based, in chronological order. */
  readonly index: number;
  readonly sex: "male" | "female";
  readonly age: number;
  readonly department: string;
  readonly typeId: string;
  /** Latent domain z-scores, N E O A C. */
  readonly latent: readonly number[];
  readonly behaviour: "careful" | "rushed" | "incomplete";
  readonly startedAt: Date;
  /** Null for a response never submitted. */
  readonly completedAt: Date | null;
  readonly answers: SimAnswers;
}

export interface SimulationOptions {
  readonly seed: number;
  readonly count: number;
  /** Responses spread over the last `months` months before `now`. */
  readonly months: number;
  readonly now: Date;
  /** The organization's departments (default DEFAULT_DEPARTMENTS). */
  readonly departments?: readonly string[];
  /** Items of each assessment type, in item-bank position order. */
  readonly items: Readonly<Record<string, readonly SimItem[]>>;
}

const DAY_MS = 86_400_000;

/** Weight of a UTC weekday (Sunday 0): people answer at work, a few at weekends. */
const WEEKDAY_WEIGHT = [0.12, 1, 1, 1, 1, 0.9, 0.12];

/** An instant in the window: weekday-weighted day (rejection), working-hours-weighted time of day. */
function eventTime(rng: Rng, from: number, to: number): number {
  for (;;) {
    const t = from + rng() * (to - from);
    if (rng() >= WEEKDAY_WEIGHT[new Date(t).getUTCDay()]) continue;
    const day = Math.floor(t / DAY_MS) * DAY_MS;
    // 85% between about 8:00 and 18:00, the rest at any hour
    const hour = rng() < 0.85 ? Math.min(19.5, Math.max(7, 12.5 + 2.6 * normal(rng))) : rng() * 24;
    const at = day + hour * 3_600_000;
    if (at >= from && at <= to) return at;
  }
}

/** An age in 18-70, most of working age (normal around 39, SD 11, redrawn outside the range: SIM_AGE). */
function drawAge(rng: Rng): number {
  for (;;) {
    const a = Math.round(SIM_AGE.mean + SIM_AGE.sd * normal(rng));
    if (a >= SIM_AGE.min && a <= SIM_AGE.max) return a;
  }
}

/** Weights of a department list: the defaults' shares, or falling shares 1/(i + 1.5) for an organization's own. */
function departmentWeights(departments: readonly string[]): number[] {
  const same = departments.length === DEFAULT_DEPARTMENTS.length && departments.every((d, i) => d === DEFAULT_DEPARTMENTS[i]);
  return same ? DEFAULT_DEPARTMENT_WEIGHTS : departments.map((_, i) => 1 / (i + 1.5));
}

/** Behaviours of `count` respondents: exactly round(count x share) rushed and unfinished, in a seeded random order. */
function dealBehaviours(rng: Rng, count: number): Uint8Array {
  const rushed = Math.round(count * RUSHED_SHARE);
  const incomplete = Math.round(count * INCOMPLETE_SHARE);
  const out = new Uint8Array(count); // 0 careful, 1 rushed, 2 incomplete
  out.fill(1, 0, rushed).fill(2, rushed, rushed + incomplete);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = out[i];
    out[i] = out[j];
    out[j] = t;
  }
  return out;
}
const BEHAVIOURS = ["careful", "rushed", "incomplete"] as const;

/** A second seed for the respondents' own draws, derived from the seed (so their stream never overlaps the times'). */
const peopleSeed = (seed: number) => Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d) >>> 0;

/**
 * The respondents, in chronological order of their event (completion, or start for an unfinished
 * response): event times are drawn first (from the seed's own stream) and sorted, then each respondent is
 * drawn in that order from a second stream, so who the respondents are and how they answer depends only on
 * the seed and count, not on "now" or the window (the times' rejection sampling draws a varying number of
 * uniforms). Lazily: 100,000 respondents never sit in memory.
 */
export function* simulateRespondents(o: SimulationOptions): Generator<SimulatedRespondent> {
  const timeRng = mulberry32(o.seed);
  const rng = mulberry32(peopleSeed(o.seed));
  const to = o.now.getTime();
  const from = to - o.months * 30.44 * DAY_MS;
  const times = Float64Array.from({ length: o.count }, () => eventTime(timeRng, from, to)).sort();
  const behaviours = dealBehaviours(rng, o.count);
  const departments = o.departments?.length ? o.departments : DEFAULT_DEPARTMENTS;
  const weights = departmentWeights(departments);
  const typeWeights = SIM_TYPE_SHARES.map((t) => t.share);
  for (let i = 0; i < o.count; i++) {
    const typeId = SIM_TYPE_SHARES[weightedIndex(rng, typeWeights)].typeId;
    const items = o.items[typeId] ?? [];
    const behaviour = BEHAVIOURS[behaviours[i]];
    const sex = rng() < 0.5 ? "female" : "male";
    const age = drawAge(rng);
    const department = departments[weightedIndex(rng, weights)];
    const latent = drawDomainLatents(rng);
    const answered = behaviour === "incomplete" ? intBetween(rng, Math.min(3, items.length), Math.max(3, Math.floor(items.length * 0.8))) : items.length;
    const calibration = groupCalibration(normGroupIndex(sex, age));
    const answers = simulateAnswers(rng, items, latent, { kind: behaviour === "rushed" ? "rushed" : "careful", answered }, calibration);
    const event = new Date(times[i]);
    // a sitting also has pauses: the clock time from start to submit is the answering time plus up to half again
    const startedAt = behaviour === "incomplete" ? event : new Date(times[i] - Math.round(answers.elapsedMs * (1 + 0.5 * rng())));
    yield { index: i + 1, sex, age, department, typeId, latent, behaviour, startedAt, completedAt: behaviour === "incomplete" ? null : event, answers };
  }
}
