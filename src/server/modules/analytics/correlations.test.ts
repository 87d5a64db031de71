import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization, takeAssessment, validAnswer } from "../../../../tests/support/factories.ts";
import { TRAITS } from "../../../domain/psychometrics/facets.ts";

/**
 * The trait intercorrelations rest on one form's responses (the form the reliability table reads) and say
 * their n: responses of a 60-item and the 120-item form are not pooled into one matrix.
 */
let app: TestApp;
let world: Awaited<ReturnType<typeof buildOrganization>>;
let admin: string;

let seed = 31;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);
const answer = (item: Parameters<typeof validAnswer>[0]) => (item.input.type === "likert" ? 1 + Math.floor(random() * 5) : validAnswer(item));

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  // five take the 60-item Individual form, three the full IPIP-NEO-120
  world = await buildOrganization(app, "correlation-forms", ["admin", ...Array.from({ length: 8 }, () => "user" as const)]);
  await app.deps.database.db.execute(sql`insert into organization_setting (organization_id, min_group_size) values (${world.org.id}, 3)`);
  for (const [i, u] of world.users.slice(1).entries()) {
    const cookie = await signIn(app, u.email);
    await takeAssessment(app, cookie, i < 5 ? "individual" : "ipip-neo-120", { answer });
  }
  admin = await signIn(app, world.byRole("admin").email);
}, 180_000);
afterAll(() => app.cleanup());

/** Pearson's r by hand. */
function pearson(xs: readonly number[], ys: readonly number[]): number {
  let mx = 0;
  let my = 0;
  for (let i = 0; i < xs.length; i++) {
    mx += xs[i] / xs.length;
    my += ys[i] / ys.length;
  }
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < xs.length; i++) {
    sxy += (xs[i] - mx) * (ys[i] - my);
    sxx += (xs[i] - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

describe("trait intercorrelations", () => {
  it("are computed on one form's responses and give the n they used", async () => {
    const res = await app.inject({ method: "POST", url: "/api/analytics/insights", headers: { cookie: admin }, payload: { organizationId: world.org.id, filters: {} } });
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json().statistics;
    const rows = await app.deps.database.db.execute<{ score: { traits: Record<string, { mean: number } | null> } }>(sql`
      select score from assessment_response where organization_id = ${world.org.id} and status = 'completed' and type_id = 'individual'`);
    const means = rows.rows.map((r) => TRAITS.map((t) => r.score.traits[t]!.mean));
    expect(means).toHaveLength(5);
    expect(stats.correlationN).toBe(5);
    for (let i = 0; i < TRAITS.length; i++)
      for (let j = 0; j < TRAITS.length; j++) {
        const expected =
          i === j
            ? 1
            : pearson(
                means.map((m) => m[i]),
                means.map((m) => m[j]),
              );
        expect(stats.correlations[i][j], `${TRAITS[i]} × ${TRAITS[j]}`).toBeCloseTo(expected, 9);
      }
  });
});
