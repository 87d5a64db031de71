import { describe, expect, it } from "vitest";
import { DISTINCT_SPAN, dayNumber, gapArrays, gapChange, gapStep } from "./distinct.ts";

/** Distinct people of random (person, day) pairs over random ranges: the per-day arrays against a direct count. */
describe("distinct people from per-day gap arrays", () => {
  let seed = 5;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);
  const day = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
  const base = dayNumber("2025-01-01");
  const pairs = new Map<string, { scope: string; key: string; day: string }>();
  for (let i = 0; i < 3000; i++) {
    const p = { scope: random() < 0.5 ? "a" : "b", key: `u${Math.floor(random() * 300)}`, day: day(base + Math.floor(random() * 500)) };
    pairs.set(`${p.scope}|${p.key}|${p.day}`, p);
  }
  const sorted = [...pairs.values()].sort((x, y) => x.scope.localeCompare(y.scope) || x.key.localeCompare(y.key) || x.day.localeCompare(y.day));
  const g = gapArrays(sorted);
  const fromArrays = (scope: string, start: string, end: string) => {
    let users = 0;
    let rows = 0;
    for (let n = dayNumber(start); n <= dayNumber(end); n++) {
      const row = g.get(`${scope}\u0000${day(n)}`);
      if (!row) continue;
      users += row[n - dayNumber(start)];
      rows += row[0];
    }
    return { users, rows };
  };
  const direct = (scope: string, start: string, end: string) => {
    const inRange = sorted.filter((p) => p.scope === scope && p.day >= start && p.day <= end);
    return { users: new Set(inRange.map((p) => p.key)).size, rows: inRange.length };
  };

  it("equals a direct count of distinct people for random ranges up to the span", () => {
    for (let t = 0; t < 300; t++) {
      const s = base - 20 + Math.floor(random() * 540);
      const len = 1 + Math.floor(random() * DISTINCT_SPAN);
      const scope = random() < 0.5 ? "a" : "b";
      expect(fromArrays(scope, day(s), day(s + len - 1))).toEqual(direct(scope, day(s), day(s + len - 1)));
    }
  });

  it("a step counts the gap thresholds it reaches; a change moves a pair between them", () => {
    expect(gapStep(2).slice(0, 4)).toEqual([1, 1, 0, 0]);
    expect(gapStep(null).every((x) => x === 1)).toBe(true);
    expect(gapChange(null, 3).slice(0, 5)).toEqual([0, 0, 0, -1, -1]);
    expect(gapChange(10, 4).slice(0, 12)).toEqual([0, 0, 0, 0, -1, -1, -1, -1, -1, -1, 0, 0]);
  });

  it("refuses pairs out of order", () => {
    expect(() =>
      gapArrays([
        { scope: "a", key: "u", day: "2025-01-02" },
        { scope: "a", key: "u", day: "2025-01-01" },
      ]),
    ).toThrow(/sorted/);
  });
});
