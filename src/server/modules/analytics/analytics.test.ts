import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization, takeAssessment, validAnswer } from "../../../../tests/support/factories.ts";
import { TRAITS } from "../../../domain/psychometrics/facets.ts";

/**
 * Reference tests: every figure the analytics calls give equals a direct computation over the stored
 * responses (their stored scores), for random answers, with and without filters, under the privacy rules.
 */
let app: TestApp;
let world: Awaited<ReturnType<typeof buildOrganization>>;
let cookies: Map<string, string>;
const K = 3;
// department sizes: Sales 4, Engineering 3, HR 2 (below the minimum group size of 3 → held back)
const PLAN: { department: string; count: number }[] = [
  { department: "Sales", count: 4 },
  { department: "Engineering", count: 3 },
  { department: "HR", count: 2 },
];

let seed = 11;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  const total = PLAN.reduce((a, p) => a + p.count, 0);
  world = await buildOrganization(app, "analytics-ref", ["admin", "manager", "user", ...Array.from({ length: total }, () => "user" as const)]);
  const db = app.deps.database.db;
  await db.execute(sql`insert into organization_setting (organization_id, min_group_size) values (${world.org.id}, ${K})`);
  cookies = new Map();
  const respondents = world.users.slice(3);
  let i = 0;
  for (const p of PLAN)
    for (let j = 0; j < p.count; j++, i++) {
      const u = respondents[i];
      await db.execute(sql`update member set department = ${p.department} where organization_id = ${world.org.id} and user_id = ${u.id}`);
      const cookie = await signIn(app, u.email);
      cookies.set(u.id, cookie);
      // random answers on the real keys
      await takeAssessment(app, cookie, "individual", { answer: (item) => (item.input.type === "likert" ? 1 + Math.floor(random() * 5) : validAnswer(item)) });
    }
}, 120_000);
afterAll(() => app.cleanup());

async function storedScores(department?: string) {
  const rows = await app.deps.database.db.execute<{ score: { traits: Record<string, { percentile: number; mean: number } | null> }; department: string | null }>(sql`
    select r.score, m.department from assessment_response r join member m on m.user_id = r.user_id and m.organization_id = r.organization_id
    where r.organization_id = ${world.org.id} and r.status = 'completed'`);
  return rows.rows.filter((r) => department === undefined || r.department === department);
}

const signedIn = new Map<string, string>();
async function post(url: string, payload: Record<string, unknown>, who = world.byRole("admin").email) {
  if (!signedIn.has(who)) signedIn.set(who, await signIn(app, who));
  const res = await app.inject({ method: "POST", url, headers: { cookie: signedIn.get(who)! }, payload });
  if (res.statusCode >= 500) throw new Error(res.body);
  return res;
}

describe("analytics calls", () => {
  it("the OCEAN distribution equals the mean of the stored percentiles of the departments whose blocks are whole", async () => {
    const res = await post("/api/analytics/ocean-distribution", { organizationId: world.org.id, filters: {} });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // HR (2 responses) is below the minimum: its responses wait, the others are covered
    const shown = [...(await storedScores("Sales")), ...(await storedScores("Engineering"))];
    expect(body.n).toBe(shown.length);
    expect(body.privacy).toEqual({ minGroupSize: K, covered: 7, heldBack: 2 });
    for (const t of TRAITS) {
      const xs = shown.map((r) => r.score.traits[t]!.percentile);
      const mean = xs.reduce((a, x) => a + x, 0) / xs.length;
      const agg = body.traits.find((a: { trait: string }) => a.trait === t);
      expect(agg.meanPercentile).toBeCloseTo(mean, 9);
      expect(agg.n).toBe(xs.length);
      expect(agg.histogram.reduce((a: number, x: number) => a + x, 0)).toBe(xs.length);
      expect(body.data[0][t]).toBeCloseTo(mean, 9);
    }
    expect(body.comparison.kind).toBe("norms");
    // the reason comes as a code with its figures, never as a sentence
    expect(["no_industry", "too_few_peers"]).toContain(body.comparison.basis.code);
    expect(body.comparison).not.toHaveProperty("note");
    expect(body.comparison).not.toHaveProperty("label");
  });

  it("a department filter gives that department's figures, and a department below the minimum reads as suppressed", async () => {
    const sales = (await post("/api/analytics/ocean-distribution", { organizationId: world.org.id, filters: { department: "Sales" } })).json();
    const stored = await storedScores("Sales");
    expect(sales.n).toBe(4);
    const mean = stored.reduce((a, r) => a + r.score.traits.openness!.percentile, 0) / stored.length;
    expect(sales.traits[0].meanPercentile).toBeCloseTo(mean, 9);
    const hr = (await post("/api/analytics/ocean-distribution", { organizationId: world.org.id, filters: { department: "HR" } })).json();
    expect(hr.n).toBe(0);
    expect(hr.traits.every((t: { suppressed: boolean; meanPercentile: null }) => t.suppressed && t.meanPercentile === null)).toBe(true);
    expect(hr.data[0].openness).toBeNull();
  });

  it("a hidden group cannot be derived by subtracting shown figures (departments, date ranges)", async () => {
    const n = async (department: string, dateRange?: { start: string; end: string }) =>
      (await post("/api/analytics/ocean-distribution", { organizationId: world.org.id, filters: { department, ...(dateRange ? { dateRange } : {}) } })).json().n as number;
    const all = await n("all");
    const parts = await Promise.all(["Sales", "Engineering", "HR"].map((d) => n(d)));
    // the whole is exactly the sum of its shown parts: all minus the shown departments leaves nothing of HR
    expect(all).toBe(parts.reduce((a, x) => a + x, 0));
    for (const p of parts) expect(all - p === 0 || all - p >= K).toBe(true);
    // other ranges around the same responses cover the same whole blocks
    for (const d of ["all", "Sales", "HR"]) expect(await n(d, { start: "2020-01-01", end: "2029-12-31" })).toBe(await n(d));
  });

  it("insights: counts are exact, departments and reliability follow the privacy rules", async () => {
    const body = (await post("/api/analytics/insights", { organizationId: world.org.id, filters: {} })).json();
    expect(body.analytics.totalAssessments).toBe(9);
    expect(body.analytics.uniqueParticipants).toBe(9);
    expect(body.analytics.repeatRate).toBe(0);
    expect(body.analytics.industryRank).toBeNull();
    expect(["no_industry", "too_few_peers"]).toContain(body.analytics.industryRankBasis.code);
    const byName = new Map(body.departments.map((d: { department: string }) => [d.department, d]));
    expect((byName.get("HR") as { suppressed: boolean }).suppressed).toBe(true);
    expect((byName.get("Sales") as { n: number }).n).toBe(4);
    // fewer than 30 complete responses: no alpha yet, and it says why
    expect(body.statistics.available).toBe(false);
    expect(body.statistics.basis).toEqual({ code: "too_few", n: body.statistics.n, minimum: 30 });
    expect(body.qualityBenchmark).not.toHaveProperty("label");
    expect(body.patterns.byWeekdayHour.flat().reduce((a: number, x: number) => a + x, 0)).toBe(9);
    // insights are codes with figures (the reader's catalog words them), never sentences
    for (const i of body.insights) {
      expect(i).not.toHaveProperty("title");
      expect(i).not.toHaveProperty("description");
    }
  });

  it("executive: totals, completion rate and consent share from the stored responses", async () => {
    const body = (await post("/api/analytics/executive", { organizationId: world.org.id })).json();
    expect(body.metrics.totalAssessments).toBe(9);
    expect(body.metrics.completionRate).toBe(1);
    expect(body.platformUsage.consentShare).toBe(1);
    expect(body.metrics.activeUsers).toBe(9);
    expect(body.trends.reduce((a: number, d: { completed: number }) => a + d.completed, 0)).toBe(9);
  });

  it("executive alerts: from the range's figures, with their numbers and n", async () => {
    const body = (await post("/api/analytics/executive", { organizationId: world.org.id })).json();
    // 9 of 12 members active (below 10); HR's 2 responses make no whole block; every start completed
    expect(body.alerts).toEqual([
      { kind: "lowActivity", severity: "info", value: 9, threshold: 10, n: 12, numbers: { members: 12 } },
      {
        kind: "withheldDepartments",
        severity: "info",
        value: 1,
        threshold: K,
        n: 2,
        numbers: { minGroupSize: K },
        departments: [{ department: "HR", responses: 2, covered: 0 }],
      },
    ]);
    // a range after the completions: nothing started, so no rate; its previous period holds fewer than 10, so no drop
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const later = (await post("/api/analytics/executive", { organizationId: world.org.id, dateRange: { start: day(1), end: day(30) } })).json();
    expect(later.alerts.map((a: { kind: string }) => a.kind)).toEqual(["lowActivity"]);
  });

  it("another organization's id answers 404; a plain user is refused", async () => {
    const other = await buildOrganization(app, "analytics-other", ["admin"]);
    const res = await post("/api/analytics/insights", { organizationId: other.org.id, filters: {} });
    expect(res.statusCode).toBe(404);
    const user = await post("/api/analytics/ocean-distribution", { organizationId: world.org.id, filters: {} }, world.byRole("user").email);
    expect(user.statusCode).toBe(403);
  });

  it("team composition and adverse impact hide groups below the minimum", async () => {
    const team = (await post("/api/analytics/team", { organizationId: world.org.id, department: "HR" })).json();
    expect(team.suppressed).toBe(true);
    expect(team.people).toEqual([]);
    const sales = (await post("/api/analytics/team", { organizationId: world.org.id, department: "Sales" })).json();
    expect(sales.withResults).toBe(4);
    const stored = await storedScores("Sales");
    const xs = stored.map((r) => r.score.traits.conscientiousness!.percentile);
    expect(sales.traits[1].mean).toBeCloseTo(xs.reduce((a, x) => a + x, 0) / xs.length, 4);
    const ai = (await post("/api/analytics/adverse-impact", { organizationId: world.org.id, measure: "conscientiousness", cutoff: 50 })).json();
    // every test respondent gave sex "female", age 35: men and 40+ are empty, so each comparison is hidden as a
    // whole (its other group would give the empty one away), with no n and no total
    for (const c of ai.comparisons) for (const g of c.groups) expect(g).toMatchObject({ suppressed: true, n: null, selected: null });
    expect(ai.n).toBeNull();
    // the words are the reader's catalog's: the answer names the scale and the disclaimer by code
    expect(ai.scale).toBe("pooledPercentile");
    expect(ai.disclaimer).toBe("screeningAid");
    expect(ai.comparisons.map((c: { note: string }) => c.note)).toEqual(["sexAsGiven", "ageGroups"]);
    expect(ai.comparisons.flatMap((c: { groups: { group: string }[] }) => c.groups.map((g) => g.group))).toEqual(["women", "men", "under40", "fortyAndOver"]);
    // a team below the minimum: every trait's balance is the withheld code, never words
    expect(team.traits.map((t: { balance: string }) => t.balance)).toEqual(Array(5).fill("withheld"));
    expect(sales.traits.every((t: { balance: string }) => ["alike", "spread", "mixed"].includes(t.balance))).toBe(true);
  });
});

describe("analytics date ranges", () => {
  const org = () => world.org.id;
  it.each([
    ["2026-02-30", "2026-03-05", "dateRange.start", "not a date on the calendar"],
    ["2026-00-00", "2026-03-05", "dateRange.start", "not a date on the calendar"],
    ["0000-01-01", "2026-03-05", "dateRange.start", "between 2000-01-01 and 2099-12-31"],
    ["9999-12-31", "9999-12-31", "dateRange.start", "between 2000-01-01 and 2099-12-31"],
    ["2026-01-01", "2026-02-29", "dateRange.end", "not a date on the calendar"],
    ["2000-01-01", "2026-11-27", "dateRange.end", "A date range is at most 3,660 days"],
    ["2026-03-05", "2026-03-04", "dateRange.end", "cannot end before it starts"],
  ])("executive %s – %s is a 400 naming %s", async (start, end, field, words) => {
    const res = await post("/api/analytics/executive", { organizationId: org(), dateRange: { start, end } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe("VALIDATION_ERROR");
    expect(res.json().message).toContain(field);
    expect(res.json().message).toContain(words);
  });

  it("the filters' range of the other calls is checked the same way", async () => {
    for (const url of ["/api/analytics/ocean-distribution", "/api/analytics/insights"]) {
      const res = await post(url, { organizationId: org(), filters: { dateRange: { start: "2026-02-30", end: "2026-03-05" } } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toContain("filters.dateRange.start");
    }
    const impact = await post("/api/analytics/adverse-impact", { organizationId: org(), measure: "openness", cutoff: 50, dateRange: { start: "0001-01-01", end: "2026-03-05" } });
    expect(impact.statusCode).toBe(400);
  });

  it("takes ISO timestamps as their UTC calendar day", async () => {
    const res = await post("/api/analytics/executive", { organizationId: org(), dateRange: { start: "2026-01-01T08:30:00Z", end: "2026-01-31T23:30:00-02:00" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dateRange).toEqual({ start: "2026-01-01", end: "2026-02-01" });
    expect(res.json().trends).toHaveLength(32);
    const bad = await post("/api/analytics/executive", { organizationId: org(), dateRange: { start: "0000-01-01T00:00:00Z", end: "2026-01-31T00:00:00Z" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("between 2000-01-01 and 2099-12-31");
  });
});
