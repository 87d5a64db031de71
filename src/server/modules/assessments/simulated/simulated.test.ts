/**
 * Simulated respondents (demo data) are saved and scored through the same code as real answers: their
 * stored scores are what re-scoring their stored answers gives, and the analytics facts count them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { buildTestApp, type TestApp } from "../../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../../tests/support/factories.ts";
import { analyticsFact, assessmentResponse, assessmentScore, member, organizationSetting, user } from "../../../db/schema/index.ts";
import { itemBankVersion, itemsForType, scoreVersionedResponse } from "../../../../instruments/catalog.ts";
import { addDemoData } from "./demo-data.ts";
import { DEMO_DATA_SEED } from "../../../seed.ts";
import * as rollups from "../../analytics/repo.ts";
import { V } from "../../../../domain/analytics/vector.ts";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
});
afterAll(async () => app?.cleanup());

describe("importing simulated respondents", () => {
  let orgId = "";
  beforeAll(async () => {
    const { org } = await buildOrganization(app, "sim-org", ["admin"]);
    orgId = org.id;
    const summary = await addDemoData(app.deps, { organizationSlug: "sim-org", respondents: 40, months: 3, seed: 11, now: new Date("2025-03-31T12:00:00Z") });
    expect(summary.completed + summary.incomplete).toBe(40);
    expect(summary.incomplete).toBeGreaterThan(0);
  });

  const db = () => app.deps.database.db;
  const responses = () => db().select().from(assessmentResponse).where(eq(assessmentResponse.organizationId, orgId));

  it("stores every response flagged simulated, consented, with its respondent facts; unfinished ones stay in progress", async () => {
    const rows = await responses();
    expect(rows).toHaveLength(40);
    for (const r of rows) {
      expect(r.simulated).toBe(true);
      expect(r.consentAt).not.toBeNull();
      expect(r.respondent.age).toBeGreaterThanOrEqual(18);
      expect(["male", "female"]).toContain(r.respondent.sex);
      expect(r.itemBankVersion).toBe(itemBankVersion(r.typeId));
      if (r.status === "in_progress") {
        expect(r.completedAt).toBeNull();
        expect(r.answerValues.filter((v) => v !== null).length).toBeLessThan(itemsForType(r.typeId).length);
      } else expect(r.status).toBe("completed");
    }
  });

  it("a completed response's stored score and rows are what re-scoring its stored answers gives", async () => {
    const done = (await responses()).filter((r) => r.status === "completed");
    expect(done.length).toBeGreaterThan(25);
    for (const r of done) {
      const items = itemsForType(r.typeId);
      const answers: Record<string, unknown> = { ...r.answerTexts };
      const timesMs: Record<string, number> = {};
      items.forEach((item, i) => {
        if (r.answerValues[i] !== null) answers[item.id] = r.answerValues[i];
        if (r.answerMs[i] !== null) timesMs[item.id] = r.answerMs[i];
      });
      expect(Object.keys(answers)).toHaveLength(items.length);
      const rescored = scoreVersionedResponse(r.typeId, r.itemBankVersion, items, { answers, timesMs, respondent: r.respondent });
      expect(JSON.parse(JSON.stringify(rescored))).toEqual(r.score);
      const rows = await db()
        .select()
        .from(assessmentScore)
        .where(and(eq(assessmentScore.organizationId, orgId), eq(assessmentScore.responseId, r.id)));
      expect(rows.length).toBeGreaterThan(0);
      expect(r.completedAt!.getTime()).toBeGreaterThan(r.startedAt.getTime());
    }
  });

  it("members are plain users in the organization's departments, with plain names and .invalid addresses", async () => {
    const people = await db()
      .select({ role: member.role, department: member.department, name: user.name, email: user.email })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(eq(member.organizationId, orgId));
    const simulated = people.filter((p) => p.email.endsWith("@sim-org.demo.invalid"));
    expect(simulated).toHaveLength(40);
    for (const p of simulated) {
      expect(p.role).toBe("user");
      expect(["Engineering", "Sales", "Marketing", "HR", "Operations"]).toContain(p.department);
      expect(p.name).toMatch(/^Respondent \d+$/);
    }
    const [setting] = await db().select().from(organizationSetting).where(eq(organizationSetting.organizationId, orgId));
    expect(setting.simulated).toBe(true);
  });

  it("the analytics facts hold one row per completed response, flagged simulated, in the member's department", async () => {
    const done = (await responses()).filter((r) => r.status === "completed");
    const facts = await db().select().from(analyticsFact).where(eq(analyticsFact.organizationId, orgId));
    expect(facts).toHaveLength(done.length);
    expect(new Set(facts.map((f) => f.responseId))).toEqual(new Set(done.map((r) => r.id)));
    for (const f of facts) {
      expect(f.simulated).toBe(true);
      expect(f.department).not.toBe("");
    }
  });

  it("the batched rollups equal direct counts and sums over the responses and facts, cell by cell and day by day", async () => {
    const all = await responses();
    const facts = await db().select().from(analyticsFact).where(eq(analyticsFact.organizationId, orgId));
    const members = await db().select().from(member).where(eq(member.organizationId, orgId));
    const departmentOf = new Map(members.map((m) => [m.userId, m.department ?? ""]));
    const days = await rollups.cellDays(db(), orgId);
    const vectors = await rollups.vectorsAt(db(), orgId, days);
    const cells = new Set(days.map((d) => `${d.department}|${d.typeId}`));
    expect(cells.size).toBeGreaterThan(3);
    for (const d of days) {
      const v = vectors.get(rollups.cellKey(d.department, d.typeId, d.day))!;
      const inCell = <T extends { typeId: string }>(x: T, dep: string) => dep === d.department && x.typeId === d.typeId;
      const doneThatDay = facts.filter((f) => inCell(f, f.department) && f.completedAt.toISOString().slice(0, 10) === d.day);
      const doneBy = facts.filter((f) => inCell(f, f.department) && f.completedAt.toISOString().slice(0, 10) <= d.day);
      const startedBy = all.filter((r) => inCell(r, departmentOf.get(r.userId) ?? "") && r.startedAt.toISOString().slice(0, 10) <= d.day);
      expect(d.dayCount).toBe(doneThatDay.length);
      expect(v[V.exact.completed]).toBe(doneBy.length);
      expect(v[V.exact.started]).toBe(startedBy.length);
      const withTraits = doneBy.filter((f) => f.percentiles);
      expect(v[V.trait[0].n]).toBe(withTraits.length);
      expect(v[V.trait[0].pctSum]).toBeCloseTo(
        withTraits.reduce((a, f) => a + (f.percentiles?.[0] ?? 0), 0),
        6,
      );
    }
  });

  it("a second run numbers its respondents after the first; an unknown slug is a clear error", async () => {
    await addDemoData(app.deps, { organizationSlug: "sim-org", respondents: 3, months: 1, seed: 12, now: new Date("2025-04-30T12:00:00Z") });
    expect(await responses()).toHaveLength(43);
    await expect(addDemoData(app.deps, { organizationSlug: "no-such-org", respondents: 1, months: 1, seed: 1 })).rejects.toThrow(/no organization with the slug "no-such-org"/);
  });
});

describe("the first-start demo keeps the shares the READMEs state", () => {
  // the seed's own call (src/server/seed.ts): 300 respondents over 6 months, seed DEMO_DATA_SEED, "now" a fixed day
  const NOW = new Date("2026-11-28T12:00:00Z");
  let orgId = "";
  beforeAll(async () => {
    const { org } = await buildOrganization(app, "demo-shares", ["admin"]);
    orgId = org.id;
    await addDemoData(app.deps, { organizationSlug: "demo-shares", respondents: 300, months: 6, seed: DEMO_DATA_SEED, now: NOW });
  });

  /** Three binomial standard errors of a share p among n: the tolerance for a share drawn at random. */
  const threeSe = (p: number, n: number) => 3 * Math.sqrt((p * (1 - p)) / n);

  it("about 10 % never finish and 5 % rush (exact quotas: 30 and 15 of 300)", async () => {
    const rows = await app.deps.database.db.select().from(assessmentResponse).where(eq(assessmentResponse.organizationId, orgId));
    expect(rows).toHaveLength(300);
    const unfinished = rows.filter((r) => r.status === "in_progress").length;
    expect(Math.abs(unfinished / 300 - 0.1), `${unfinished} of 300 unfinished`).toBeLessThanOrEqual(0.005);
    // a rushed respondent answers every item in under 2 s; a careful one never does (1.5 s at the least, 6 s typical)
    let rushed = 0;
    for (const r of rows) if (r.status === "completed" && r.answerMs.every((ms) => ms === null || ms < 2000)) rushed++;
    expect(Math.abs(rushed / 300 - 0.05), `${rushed} of 300 rushed`).toBeLessThanOrEqual(0.005);
  });

  it("sex 50/50, types 55/20/15/10 %, departments 34/24/18/14/10 %, ages 18-70 around 39: each within three standard errors", async () => {
    const db = app.deps.database.db;
    const rows = await db.select().from(assessmentResponse).where(eq(assessmentResponse.organizationId, orgId));
    const share = (keep: (r: (typeof rows)[number]) => boolean) => rows.filter(keep).length / rows.length;
    expect(Math.abs(share((r) => r.respondent.sex === "female") - 0.5)).toBeLessThan(threeSe(0.5, 300));
    for (const [typeId, p] of [
      ["ipip-neo-120", 0.55],
      ["organizational", 0.2],
      ["individual", 0.15],
      ["executive", 0.1],
    ] as const)
      expect(Math.abs(share((r) => r.typeId === typeId) - p), typeId).toBeLessThan(threeSe(p, 300));
    const members = await db.select().from(member).where(eq(member.organizationId, orgId));
    const departmentOf = new Map(members.map((m) => [m.userId, m.department]));
    for (const [department, p] of [
      ["Engineering", 0.34],
      ["Sales", 0.24],
      ["Operations", 0.18],
      ["Marketing", 0.14],
      ["HR", 0.1],
    ] as const)
      expect(Math.abs(share((r) => departmentOf.get(r.userId) === department) - p), department).toBeLessThan(threeSe(p, 300));
    const ages = rows.map((r) => r.respondent.age!);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(18);
    expect(Math.max(...ages)).toBeLessThanOrEqual(70);
    let sum = 0;
    for (const a of ages) sum += a;
    // the truncated normal's mean is about 39.6; 3 standard errors of a mean of 300 ages (SD about 10.5) is 1.8
    expect(Math.abs(sum / ages.length - 39.6)).toBeLessThan(1.8);
  });
});
