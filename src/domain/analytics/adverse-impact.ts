/**
 * Adverse impact (a screening aid): which scale a selection cut-off is read on, who is counted, and what may
 * be shown without letting a hidden group be derived.
 *
 * One scale for everyone: a trait cut-off is read on the pooled general norm (GENERAL_NORM, the equal-weight
 * mix of Johnson's 8 sex × age groups) from the raw domain sum, never on the respondent's own sex- and
 * age-specific norm: a percentile cut-off on within-group norms is a different raw cut-off per group, the
 * group-wise adjustment of employment-test scores that 42 U.S.C. §2000e-2(l) forbids. Pillars are POMP
 * (percent of maximum possible), already one scale for everyone.
 *
 * People, not responses: each person counts once, at their latest completed response with a score on the
 * measure (of the selected assessment types), in the sex × age cell of that response.
 *
 * Suppression: privacy blocks (blocks.ts) are formed per sex × age cell (women/men/not given × under 40/40
 * and over/not given) over those people in completion-day order, and a range covers each cell's whole blocks
 * inside it. Every shown group figure is then a sum of whole cell blocks of at least `minGroupSize` people,
 * and both comparisons cover exactly the same people, so no subtraction, across the two comparisons or across
 * date ranges, isolates fewer than `minGroupSize` people. A comparison with a group below the minimum (a
 * group with no whole block) is hidden as a whole, with no n: its other group would give it away by
 * subtraction from the other comparison.
 */
import { blockWindow, type CellDay } from "./blocks.ts";
import { fisherExact } from "./stats.ts";
import { GENERAL_NORM, normIndexOfDomain, percentileFromT, tFromRaw } from "../psychometrics/norms.ts";
import { DOMAIN_LETTERS, TRAIT_OF_DOMAIN, type Trait } from "../psychometrics/facets.ts";

/** The percentile of a full-form domain raw sum on the pooled general norm (one scale for everyone). */
export function pooledPercentile(trait: Trait, raw: number): number {
  const row = normIndexOfDomain(DOMAIN_LETTERS.find((d) => TRAIT_OF_DOMAIN[d] === trait)!);
  return percentileFromT(tFromRaw(raw, GENERAL_NORM.mean[row], GENERAL_NORM.sd[row]));
}

/** One person at their latest completed response with a score on the measure (score on the cut-off's scale). */
export type ImpactPerson = { userId: string; day: string; sex: "male" | "female" | null; age: number | null; score: number };

/** The groups of the two comparisons, as codes (the reader's catalog names them). */
export const IMPACT_GROUPS = ["women", "men", "under40", "fortyAndOver"] as const;
export type ImpactGroup = (typeof IMPACT_GROUPS)[number];

export type ImpactGroupFigure = {
  group: ImpactGroup;
  n: number | null;
  suppressed: boolean;
  selected: number | null;
  rate: number | null;
  impactRatio: number | null;
  belowFourFifths: boolean | null;
  p: number | null;
};

const sexGroup = (p: ImpactPerson): ImpactGroup | null => (p.sex === "female" ? "women" : p.sex === "male" ? "men" : null);
const ageGroup = (p: ImpactPerson): ImpactGroup | null => (p.age === null ? null : p.age >= 40 ? "fortyAndOver" : "under40");

/** The people covered by whole blocks of their sex × age cell inside [start, end] (people given neither are left out). */
export function coveredPeople(people: readonly ImpactPerson[], minGroupSize: number, start: string, end: string): ImpactPerson[] {
  const cells = new Map<string, ImpactPerson[]>();
  for (const p of people) {
    if (sexGroup(p) === null && ageGroup(p) === null) continue;
    const key = `${sexGroup(p)}|${ageGroup(p)}`;
    const c = cells.get(key) ?? [];
    c.push(p);
    cells.set(key, c);
  }
  const out: ImpactPerson[] = [];
  for (const c of cells.values()) {
    c.sort((a, b) => a.day.localeCompare(b.day));
    const days: CellDay[] = [];
    for (const p of c) {
      const last = days[days.length - 1];
      if (last && last.day === p.day) last.count++;
      else days.push({ day: p.day, count: 1 });
    }
    const w = blockWindow(days, minGroupSize, start, end);
    if (w) out.push(...c.filter((p) => (w.from === null || p.day > w.from) && p.day <= w.to));
  }
  return out;
}

/** Selection rates of one comparison; hidden as a whole (no n) when any group is below the minimum. */
export function compareGroups(
  people: readonly ImpactPerson[],
  by: "sex" | "age",
  minGroupSize: number,
  isSelected: (score: number) => boolean,
): { hidden: boolean; groups: ImpactGroupFigure[] } {
  const labels: ImpactGroup[] = by === "sex" ? ["women", "men"] : ["under40", "fortyAndOver"];
  const groupOf = by === "sex" ? sexGroup : ageGroup;
  const counts = labels.map((group) => {
    const members = people.filter((p) => groupOf(p) === group);
    return { group, n: members.length, sel: members.filter((p) => isSelected(p.score)).length };
  });
  const hidden = counts.some((g) => g.n < minGroupSize);
  if (hidden)
    return {
      hidden,
      groups: counts.map((g) => ({ group: g.group, n: null, suppressed: true, selected: null, rate: null, impactRatio: null, belowFourFifths: null, p: null })),
    };
  const best = counts.reduce((b, g) => (g.sel / g.n > b.sel / b.n ? g : b));
  const bestRate = best.sel / best.n;
  return {
    hidden,
    groups: counts.map((g) => {
      const rate = g.sel / g.n;
      const impactRatio = bestRate > 0 ? rate / bestRate : null;
      return {
        group: g.group,
        n: g.n,
        suppressed: false,
        selected: g.sel,
        rate,
        impactRatio,
        belowFourFifths: impactRatio === null ? null : impactRatio < 0.8,
        p: g === best ? null : fisherExact(g.sel, g.n - g.sel, best.sel, best.n - best.sel),
      };
    }),
  };
}
