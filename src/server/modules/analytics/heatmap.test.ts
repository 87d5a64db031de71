import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization, takeAssessment, validAnswer } from "../../../../tests/support/factories.ts";
import { TRAITS } from "../../../domain/psychometrics/facets.ts";
import type { TDepartmentRow } from "../../../contracts/analytics.ts";
import { heatmapCell } from "../../../web/features/analytics/data/heatmap.ts";

/**
 * The department heatmap on random answers: every cell's colour has the sign of the difference its test
 * compares (the department's mean item answer against the rest of the organization's), computed by hand.
 */
let app: TestApp;
let world: Awaited<ReturnType<typeof buildOrganization>>;
let admin: string;
const PLAN = ["Sales", "Sales", "Sales", "Sales", "Support", "Support", "Support", "Ops", "Ops", "Ops"];

let seed = 5150;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  world = await buildOrganization(app, "heatmap-signs", ["admin", ...PLAN.map(() => "user" as const)]);
  const db = app.deps.database.db;
  await db.execute(sql`insert into organization_setting (organization_id, min_group_size) values (${world.org.id}, 3)`);
  for (const [i, u] of world.users.slice(1).entries()) {
    await db.execute(sql`update member set department = ${PLAN[i]} where organization_id = ${world.org.id} and user_id = ${u.id}`);
    const cookie = await signIn(app, u.email);
    await takeAssessment(app, cookie, "individual", { answer: (item) => (item.input.type === "likert" ? 1 + Math.floor(random() * 5) : validAnswer(item)) });
  }
  admin = await signIn(app, world.byRole("admin").email);
}, 180_000);
afterAll(() => app.cleanup());

describe("department heatmap", () => {
  it("colours every cell with the sign of the mean item difference its asterisk tests", async () => {
    const res = await app.inject({ method: "POST", url: "/api/analytics/insights", headers: { cookie: admin }, payload: { organizationId: world.org.id, filters: {} } });
    expect(res.statusCode, res.body).toBe(200);
    const departments: TDepartmentRow[] = res.json().departments;
    const stored = await app.deps.database.db.execute<{ score: { traits: Record<string, { mean: number } | null> }; department: string }>(sql`
      select r.score, m.department from assessment_response r join member m on m.user_id = r.user_id and m.organization_id = r.organization_id
      where r.organization_id = ${world.org.id} and r.status = 'completed'`);
    let cells = 0;
    for (const row of departments) {
      expect(row.suppressed).toBe(false);
      for (const t of TRAITS) {
        let inSum = 0;
        let inN = 0;
        let outSum = 0;
        let outN = 0;
        for (const r of stored.rows) {
          if (r.department === row.department) {
            inSum += r.score.traits[t]!.mean;
            inN++;
          } else {
            outSum += r.score.traits[t]!.mean;
            outN++;
          }
        }
        const tested = inSum / inN - outSum / outN;
        const cell = heatmapCell(row, t);
        expect(Math.sign(cell.colourValue!), `${row.department} ${t}`).toBe(Math.sign(tested));
        cells++;
      }
    }
    expect(cells).toBe(15);
  });
});
