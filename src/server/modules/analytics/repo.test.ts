import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildTestApp, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { V, VECTOR_LENGTH } from "../../../domain/analytics/vector.ts";
import * as repo from "./repo.ts";
import { ACTIVE_SCOPE } from "../../../domain/analytics/distinct.ts";

/** The cumulative rollups stay exact whatever order the days arrive in (back-dated completions, bulk batches). */
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.cleanup());

it("cumulative sums equal a direct running total when days arrive out of order, several times a day", async () => {
  const { org } = await buildOrganization(app, "rollup-order", ["admin"]);
  const db = app.deps.database.db;
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);
  const days = ["2026-03-01", "2026-03-04", "2026-03-02", "2026-03-09", "2026-03-04", "2026-02-27", "2026-03-02", "2026-03-09"];
  const changes = days.map((day) => {
    const delta = Array.from({ length: VECTOR_LENGTH }, () => Math.round(random() * 1000) / 8);
    delta[V.exact.started] = Math.floor(random() * 4); // a count
    return { day, delta, count: 1 + Math.floor(random() * 3) };
  });
  for (const c of changes) await repo.addToCell(db, org.id, { department: "Sales", typeId: "big-five" }, c.day, c.delta, c.count);
  await repo.addToCell(db, org.id, { department: "HR", typeId: "big-five" }, "2026-03-01", changes[0].delta, 1);

  const stored = await repo.cellDays(db, org.id, { department: "Sales", typeId: "big-five" });
  const distinct = [...new Set(days)].sort();
  expect(stored.map((r) => r.day)).toEqual(distinct);
  const vectors = await repo.vectorsAt(
    db,
    org.id,
    distinct.map((day) => ({ department: "Sales", typeId: "big-five", day })),
  );
  for (const [i, day] of distinct.entries()) {
    const upTo = changes.filter((c) => c.day <= day);
    expect(stored[i].dayCount).toBe(changes.filter((c) => c.day === day).reduce((a, c) => a + c.count, 0));
    const expected = Array.from({ length: VECTOR_LENGTH }, (_, k) => upTo.reduce((a, c) => a + c.delta[k], 0));
    expect(vectors.get(repo.cellKey("Sales", "big-five", day))).toEqual(expected);
  }
  // the per-day columns the daily series read, over both cells
  const daily = await repo.dailyCounts(db, org.id, "2026-02-01", "2026-03-31");
  expect(daily.map((d) => d.day)).toEqual(distinct);
  for (const d of daily) {
    const that = changes.filter((c) => c.day === d.day);
    const hr = d.day === "2026-03-01" ? 1 : 0;
    expect(d.completed).toBe(that.reduce((a, c) => a + c.count, 0) + hr);
    expect(d.started).toBe(that.reduce((a, c) => a + c.delta[V.exact.started], 0) + (hr ? changes[0].delta[V.exact.started] : 0));
  }
  // a reader of a few fields gets exactly those, and zeros elsewhere
  const last = distinct[distinct.length - 1];
  const partial = await repo.vectorsAt(
    db,
    org.id,
    [{ department: "Sales", typeId: "big-five", day: last }],
    [
      [V.exact.completed, V.exact.started + 1],
      [V.trait[0].n, V.trait[0].pctSum + 1],
    ],
  );
  const full = (await repo.vectorsAt(db, org.id, [{ department: "Sales", typeId: "big-five", day: last }])).get(repo.cellKey("Sales", "big-five", last))!;
  const got = partial.get(repo.cellKey("Sales", "big-five", last))!;
  const kept = new Set([V.exact.completed, V.exact.started, V.trait[0].n, V.trait[0].pctSum]);
  expect(got).toEqual(full.map((x, i) => (kept.has(i) ? x : 0)));
});

it("distinct people over random ranges equal a direct count, whether the days came before the build or after it, in any order", async () => {
  const world = await buildOrganization(app, "distinct-order", ["admin", "user", "user", "user", "user", "user"]);
  const db = app.deps.database.db;
  const org = world.org.id;
  let seed = 3;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);
  const base = Date.parse("2026-01-01T00:00:00Z");
  const day = (i: number) => new Date(base + i * 86_400_000).toISOString().slice(0, 10);
  const noted: { user: string; day: string }[] = [];
  const note = async () => {
    const user = world.users[Math.floor(random() * world.users.length)].id;
    const d = day(Math.floor(random() * 120));
    await db.transaction((tx) => repo.markActive(tx, org, user, d));
    noted.push({ user, day: d });
  };
  for (let i = 0; i < 40; i++) await note(); // before the build: only member_activity
  await repo.ensureDistinct(db, org);
  for (let i = 0; i < 60; i++) await note(); // after: kept up pair by pair, back-dated too
  for (let t = 0; t < 60; t++) {
    const s = Math.floor(random() * 130) - 5;
    const e = s + Math.floor(random() * 60);
    const inRange = noted.filter((n) => n.day >= day(s) && n.day <= day(e));
    const got = await repo.distinctPeople(db, org, ACTIVE_SCOPE, day(s), day(e));
    expect(got.people).toBe(new Set(inRange.map((n) => n.user)).size);
    expect(got.personDays).toBe(new Set(inRange.map((n) => `${n.user}|${n.day}`)).size);
  }
  // a range longer than the arrays span is counted from the pairs
  const all = await repo.distinctPeople(db, org, ACTIVE_SCOPE, "2024-01-01", "2026-12-31");
  expect(all.people).toBe(new Set(noted.map((n) => n.user)).size);
});

it("member counts follow members joining, leaving and changing department", async () => {
  const world = await buildOrganization(app, "tally", ["admin", "user", "user", "user"]);
  const db = app.deps.database.db;
  const org = world.org.id;
  const direct = async (department?: string) =>
    Number(
      (
        await db.execute<{ n: string }>(
          sql`select count(*)::text as n from member where organization_id = ${org} ${department === undefined ? sql`` : sql`and coalesce(department, '') = ${department}`}`,
        )
      ).rows[0].n,
    );
  const check = async () => {
    for (const d of [undefined, "", "Sales", "HR"]) expect(await repo.memberCount(db, org, d)).toBe(await direct(d));
  };
  await check();
  await db.execute(sql`update member set department = 'Sales' where organization_id = ${org} and user_id in (${world.users[1].id}, ${world.users[2].id})`);
  await check();
  await db.execute(sql`update member set department = 'HR' where organization_id = ${org} and user_id = ${world.users[2].id}`);
  await db.execute(sql`delete from member where organization_id = ${org} and user_id = ${world.users[1].id}`);
  await check();
  expect(await repo.memberCount(db, org)).toBe(3);
});
