import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization, takeAssessment, validAnswer } from "../../../../tests/support/factories.ts";
import { IPIP_NEO_120_NORM_GROUPS } from "../../../domain/psychometrics/data/ipip-neo-120-norms.ts";

/**
 * Adverse impact: cut-offs on one scale for everyone (the pooled norm), people counted once at their latest
 * completed response, and suppression that no subtraction undoes (across the two comparisons, across ranges).
 */
let app: TestApp;
let world: Awaited<ReturnType<typeof buildOrganization>>;
const K = 3;
// who: sex, age, completion day; P0 completes twice on D1 (the later one counts)
const D1 = "2026-01-10";
const D2 = "2026-01-20";
const PLAN: { sex: "female" | "male"; age: number; day: string }[] = [
  { sex: "female", age: 30, day: D1 },
  { sex: "female", age: 33, day: D1 },
  { sex: "female", age: 25, day: D1 },
  { sex: "female", age: 45, day: D1 },
  { sex: "female", age: 52, day: D1 },
  { sex: "female", age: 61, day: D1 },
  // D2 closes a block of responses (3) but holds only 1 woman under 40 and 2 men: too few of each to show
  { sex: "female", age: 28, day: D2 },
  { sex: "male", age: 31, day: D2 },
  { sex: "male", age: 36, day: D2 },
];

let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);

type Person = { userId: string; sex: string; age: number; day: string; raw: number; stored: number };
const people: Person[] = [];

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  world = await buildOrganization(app, "adverse-impact", ["admin", ...PLAN.map(() => "user" as const)]);
  const db = app.deps.database.db;
  await db.execute(sql`insert into organization_setting (organization_id, min_group_size) values (${world.org.id}, ${K})`);
  const respondents = world.users.slice(1);
  const answer = (item: Parameters<typeof validAnswer>[0]) => (item.input.type === "likert" ? 1 + Math.floor(random() * 5) : validAnswer(item));
  for (let i = 0; i < PLAN.length; i++) {
    const p = PLAN[i];
    const u = respondents[i];
    const cookie = await signIn(app, u.email);
    const times = i === 0 ? ["08:00", "09:00"] : ["10:00"];
    for (const time of times) {
      const { responseId } = await takeAssessment(app, cookie, "individual", { answer });
      await db.execute(sql`update analytics_fact set sex = ${p.sex}, age = ${p.age}, completed_at = ${`${p.day}T${time}:00Z`}::timestamptz
        where organization_id = ${world.org.id} and response_id = ${responseId}`);
    }
  }
  // each person's latest response: its raw Agreeableness sum and the percentile stored on their own norm
  const rows = await db.execute<{ user_id: string; raw: number; pct: number; completed_at: string }>(sql`
    select f.user_id, s.raw_score as raw, (f.percentiles)[4] as pct, f.completed_at::text as completed_at
    from analytics_fact f join assessment_scores s on s.response_id = f.response_id and s.dimension = 'ocean_agreeableness'
    where f.organization_id = ${world.org.id}`);
  for (let i = 0; i < PLAN.length; i++) {
    const mine = rows.rows.filter((r) => r.user_id === respondents[i].id).sort((a, b) => (a.completed_at < b.completed_at ? 1 : -1));
    people.push({ userId: respondents[i].id, sex: PLAN[i].sex, age: PLAN[i].age, day: PLAN[i].day, raw: Number(mine[0].raw), stored: Number(mine[0].pct) });
  }
}, 180_000);
afterAll(() => app.cleanup());

/** Johnson's percentile of an Agreeableness raw sum on the equal-weight pool of the 8 published groups, by hand. */
function pooledAgreeableness(raw: number): number {
  let mean = 0;
  for (const g of IPIP_NEO_120_NORM_GROUPS) mean += g.domainMean.A / IPIP_NEO_120_NORM_GROUPS.length;
  let variance = 0;
  for (const g of IPIP_NEO_120_NORM_GROUPS) variance += (g.domainSd.A ** 2 + (g.domainMean.A - mean) ** 2) / IPIP_NEO_120_NORM_GROUPS.length;
  const t = 50 + (10 * (raw - mean)) / Math.sqrt(variance);
  let p = t < 32 ? 1 : t > 73 ? 99 : 210.335958661391 - 16.7379362643389 * t + 0.405936512733332 * t * t - 0.00270624341822222 * t * t * t;
  if (p < 1) p = 1;
  if (p > 99) p = 99;
  return Math.round(p);
}

async function impact(payload: Record<string, unknown>) {
  const cookie = await signIn(app, world.byRole("admin").email);
  const res = await app.inject({
    method: "POST",
    url: "/api/analytics/adverse-impact",
    headers: { cookie },
    payload: { organizationId: world.org.id, measure: "agreeableness", ...payload },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { n: number | null; comparisons: { by: string; groups: { group: string; n: number | null; suppressed: boolean; selected: number | null }[] }[] };
}
const group = (body: Awaited<ReturnType<typeof impact>>, name: string) => body.comparisons.flatMap((c) => c.groups).find((g) => g.group === name)!;

describe("adverse impact", () => {
  it("reads the cut-off on the pooled norm for everyone and counts each person once, at their latest response", async () => {
    // the people the blocks cover: the 6 women of D1 (3 under 40, 3 aged 40 and over)
    const covered = people.filter((p) => p.day === D1);
    // a cut-off where the pooled norm and the stored own-norm percentiles select different people
    let cutoff = -1;
    for (let c = 1; c <= 99 && cutoff < 0; c++) {
      let pooled = 0;
      let own = 0;
      for (const p of covered) {
        if (pooledAgreeableness(p.raw) >= c) pooled++;
        if (p.stored >= c) own++;
      }
      if (pooled !== own) cutoff = c;
    }
    expect(cutoff).toBeGreaterThan(0);
    const body = await impact({ cutoff });
    for (const [name, inGroup] of [
      ["under40", (p: Person) => p.age < 40],
      ["fortyAndOver", (p: Person) => p.age >= 40],
    ] as const) {
      let n = 0;
      let selected = 0;
      for (const p of covered)
        if (inGroup(p)) {
          n++;
          if (pooledAgreeableness(p.raw) >= cutoff) selected++;
        }
      expect(group(body, name)).toMatchObject({ n, selected, suppressed: false });
    }
    // P0 completed twice: one person, not two responses
    expect(group(body, "under40").n).toBe(3);
  });

  it("hides a small group so that no subtraction across the sex and age comparisons gives it back", async () => {
    const body = await impact({ cutoff: 50 });
    // the hidden truth: the 2 men and their selections on the pooled norm
    const men = people.filter((p) => p.sex === "male");
    let menSelected = 0;
    for (const p of men) if (pooledAgreeableness(p.raw) >= 50) menSelected++;
    expect(group(body, "men").suppressed).toBe(true);
    const hidden = body.comparisons.flatMap((c) => c.groups).filter((g) => g.suppressed);
    for (const g of hidden) expect(g.n).toBeNull();
    // every signed combination of shown figures (and the total) differs from the hidden men's (n, selected)
    const shown = body.comparisons.flatMap((c) => c.groups).filter((g) => !g.suppressed);
    const terms = [...shown.map((g) => ({ n: g.n!, sel: g.selected! })), ...(body.n === null ? [] : [{ n: body.n, sel: Number.NaN }])];
    const combos = 3 ** terms.length;
    for (let code = 1; code < combos; code++) {
      let n = 0;
      let sel = 0;
      let c = code;
      for (const t of terms) {
        const coef = (c % 3) - 1;
        c = Math.floor(c / 3);
        n += coef * t.n;
        sel += coef === 0 ? 0 : coef * t.sel;
      }
      expect(n === men.length && sel === menSelected).toBe(false);
      expect(n === men.length && Number.isNaN(sel)).toBe(false);
    }
  });

  it("two date ranges differ in each shown group by none or at least the minimum group size", async () => {
    const early = await impact({ cutoff: 50, dateRange: { start: "2026-01-01", end: "2026-01-15" } });
    const later = await impact({ cutoff: 50, dateRange: { start: "2026-01-01", end: "2026-01-31" } });
    for (const name of ["women", "men", "under40", "fortyAndOver"]) {
      const a = group(early, name);
      const b = group(later, name);
      if (a.suppressed || b.suppressed) {
        // a hidden group shows nothing to subtract
        expect(a.suppressed ? a.n : b.n).toBeNull();
        continue;
      }
      const dn = b.n! - a.n!;
      expect(dn === 0 || dn >= K, `${name} differs by ${dn}`).toBe(true);
    }
  });
});

describe("the raw domain sums stored with each fact", () => {
  it("equal the result's own ocean_ rows, when recorded and when filled in by the migration for facts recorded before", async () => {
    const db = app.deps.database.db;
    const traits = ["openness", "conscientiousness", "extraversion", "agreeableness", "neuroticism"];
    const expected = async () => {
      const rows = await db.execute<{ response_id: string; dimension: string; raw: number }>(sql`
        select s.response_id, s.dimension, s.raw_score as raw from assessment_scores s
        where s.organization_id = ${world.org.id} and s.dimension like 'ocean_%'`);
      const byResponse = new Map<string, number[]>();
      for (const r of rows.rows) {
        const v = byResponse.get(r.response_id) ?? [0, 0, 0, 0, 0];
        v[traits.indexOf(r.dimension.slice("ocean_".length))] = Number(r.raw);
        byResponse.set(r.response_id, v);
      }
      return byResponse;
    };
    const stored = async () =>
      new Map(
        (await db.execute<{ response_id: string; raw: number[] }>(sql`select response_id, raw from analytics_fact where organization_id = ${world.org.id}`)).rows.map(
          (r) => [r.response_id, r.raw.map(Number)] as const,
        ),
      );
    const want = await expected();
    expect(want.size).toBe(PLAN.length + 1);
    expect(await stored()).toEqual(want);

    // facts recorded before the column existed: the migration's own statement fills them in
    await db.execute(sql`update analytics_fact set raw = null where organization_id = ${world.org.id}`);
    const file = readFileSync(new URL("../../db/migrations/0018_analytics_fact_raw.sql", import.meta.url), "utf8");
    const backfill = file.split("--> statement-breakpoint").find((s) => s.includes("UPDATE"))!;
    await db.execute(sql.raw(backfill));
    expect(await stored()).toEqual(want);
  });
});
