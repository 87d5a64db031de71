import { describe, expect, it } from "vitest";
import { compareGroups, coveredPeople, pooledPercentile, type ImpactPerson } from "./adverse-impact.ts";
import { IPIP_NEO_120_NORM_GROUPS } from "../psychometrics/data/ipip-neo-120-norms.ts";

let seed = 3;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);
const day = (d: number) => `2026-01-${String(d).padStart(2, "0")}`;

function randomPeople(count: number): ImpactPerson[] {
  return Array.from({ length: count }, (_, i) => ({
    userId: `u${i}`,
    day: day(1 + Math.floor(random() * 28)),
    sex: random() < 0.1 ? null : random() < 0.5 ? "female" : "male",
    age: random() < 0.1 ? null : 20 + Math.floor(random() * 45),
    score: 1 + Math.floor(random() * 99),
  }));
}

describe("adverse impact rules", () => {
  it("reads a raw Agreeableness sum on the equal-weight pool of Johnson's 8 groups", () => {
    const k = IPIP_NEO_120_NORM_GROUPS.length;
    let mean = 0;
    for (const g of IPIP_NEO_120_NORM_GROUPS) mean += g.domainMean.A / k;
    let variance = 0;
    for (const g of IPIP_NEO_120_NORM_GROUPS) variance += (g.domainSd.A ** 2 + (g.domainMean.A - mean) ** 2) / k;
    for (let i = 0; i < 50; i++) {
      const raw = 24 + Math.floor(random() * 97);
      const t = 50 + (10 * (raw - mean)) / Math.sqrt(variance);
      const p = t < 32 ? 1 : t > 73 ? 99 : 210.335958661391 - 16.7379362643389 * t + 0.405936512733332 * t * t - 0.00270624341822222 * t * t * t;
      expect(pooledPercentile("agreeableness", raw)).toBe(Math.round(Math.min(99, Math.max(1, p))));
    }
  });

  it("for random people and ranges, both comparisons cover the same people and ranges differ per group by 0 or at least the minimum", () => {
    const k = 5;
    const people = randomPeople(120);
    const selected = (x: number) => x >= 60;
    let shownGroups = 0;
    for (let trial = 0; trial < 40; trial++) {
      const a = 1 + Math.floor(random() * 14);
      const end1 = a + Math.floor(random() * 10);
      const end2 = end1 + Math.floor(random() * 10);
      const r1 = coveredPeople(people, k, day(a), day(end1));
      const r2 = coveredPeople(people, k, day(a), day(end2));
      for (const covered of [r1, r2]) {
        const sex = compareGroups(covered, "sex", k, selected);
        const age = compareGroups(covered, "age", k, selected);
        for (const c of [sex, age]) {
          for (const g of c.groups) {
            if (c.hidden) expect(g).toMatchObject({ suppressed: true, n: null, selected: null });
            // every shown group is at least the minimum (sums of whole blocks)
            else {
              expect(g.n!).toBeGreaterThanOrEqual(k);
              shownGroups++;
            }
          }
        }
      }
      for (const by of ["sex", "age"] as const) {
        const g1 = compareGroups(r1, by, k, selected).groups;
        const g2 = compareGroups(r2, by, k, selected).groups;
        for (let i = 0; i < g1.length; i++) {
          // the raw group sizes, shown or not, differ by whole blocks
          const inGroup = (p: ImpactPerson) => (by === "sex" ? p.sex === (i === 0 ? "female" : "male") : p.age !== null && (i === 0 ? p.age < 40 : p.age >= 40));
          let n1 = 0;
          let n2 = 0;
          for (const p of r1) if (inGroup(p)) n1++;
          for (const p of r2) if (inGroup(p)) n2++;
          expect(n2 - n1 === 0 || n2 - n1 >= k).toBe(true);
          if (!g1[i].suppressed) expect(g1[i].n).toBe(n1);
          if (!g2[i].suppressed) expect(g2[i].n).toBe(n2);
        }
      }
    }
    // the property is exercised on shown groups, not only on hidden ones
    expect(shownGroups).toBeGreaterThan(40);
  });

  it("hides a comparison as a whole when one of its groups is below the minimum", () => {
    const people: ImpactPerson[] = [
      ...Array.from({ length: 6 }, (_, i) => ({ userId: `w${i}`, day: day(2), sex: "female" as const, age: 30 + i, score: 40 + 7 * i })),
      { userId: "m0", day: day(2), sex: "male", age: 33, score: 80 },
      { userId: "m1", day: day(2), sex: "male", age: 35, score: 20 },
    ];
    const sex = compareGroups(people, "sex", 3, (x) => x >= 50);
    expect(sex.hidden).toBe(true);
    expect(sex.groups.every((g) => g.n === null && g.selected === null)).toBe(true);
  });
});
