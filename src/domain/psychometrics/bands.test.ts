import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  desirablePercentile,
  developmentTraits,
  percentileColour,
  percentileLabel,
  pomp,
  profileBalance,
  profileListReading,
  profileType,
  SCALE_MARKS,
  stanineFromPercentile,
  STANINE_CUTOFFS,
  stenFromT,
  traitPolarity,
  strongestTraits,
  variance,
} from "./bands.ts";
import { TRAITS, type Trait } from "./facets.ts";

describe("spec §9 stanine cut-offs 4, 11, 23, 40, 60, 77, 89, 96", () => {
  it("puts each cut-off in the upper stanine and just below it in the lower one", () => {
    STANINE_CUTOFFS.forEach((c, i) => {
      expect(stanineFromPercentile(c)).toBe(i + 2);
      expect(stanineFromPercentile(c - 0.001)).toBe(i + 1);
    });
  });
  it("covers the 1-99 range with stanines 1-9 (property)", () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 99, noNaN: true }), (p) => {
        const s = stanineFromPercentile(p);
        return Number.isInteger(s) && s >= 1 && s <= 9;
      }),
    );
    expect(stanineFromPercentile(1)).toBe(1);
    expect(stanineFromPercentile(99)).toBe(9);
    expect(stanineFromPercentile(NaN)).toBeNaN();
  });
  it("never decreases with the percentile (property)", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (a, b) =>
        a <= b ? stanineFromPercentile(a) <= stanineFromPercentile(b) : stanineFromPercentile(a) >= stanineFromPercentile(b),
      ),
    );
  });
});

describe("spec §9 percentile labels and colours", () => {
  it.each([
    [100, "Exceptional"],
    [90, "Exceptional"],
    [89.99, "High"],
    [75, "High"],
    [74.99, "Average"],
    [25, "Average"],
    [24.99, "Low"],
    [10, "Low"],
    [9.99, "Very Low"],
    [1, "Very Low"],
  ])("label(%s) = %s", (p, label) => expect(percentileLabel(p)).toBe(label));
  it.each([
    [75, "green"],
    [74.99, "blue"],
    [25, "blue"],
    [24.99, "orange"],
    [1, "orange"],
    [99, "green"],
  ])("colour(%s) = %s", (p, c) => expect(percentileColour(p)).toBe(c));
  it("scale marks are 10, 25, 50, 75, 90", () => expect([...SCALE_MARKS]).toEqual([10, 25, 50, 75, 90]));
});

describe("spec §9 profile balance (population variance of percentiles)", () => {
  it("computes the population variance", () => {
    expect(variance([10, 30])).toBe(100);
    expect(variance([])).toBe(0);
  });
  it("> 400 High, > 200 Moderate, else Low — edges exact", () => {
    // [80, 20, 60, 40, 50]: deviations ±30, ±10, 0 → (900+900+100+100+0)/5 = 400 exactly → not above 400
    expect(variance([80, 20, 60, 40, 50])).toBe(400);
    expect(profileBalance([80, 20, 60, 40, 50])).toBe("Moderate");
    expect(profileBalance([80.1, 20, 60, 40, 50])).toBe("High");
    // [70, 30, 60, 40, 50]: (400+400+100+100+0)/5 = 200 exactly → not above 200
    expect(variance([70, 30, 60, 40, 50])).toBe(200);
    expect(profileBalance([70, 30, 60, 40, 50])).toBe("Low");
    expect(profileBalance([70.1, 30, 60, 40, 50])).toBe("Moderate");
    expect(profileBalance([50, 50, 50, 50, 50])).toBe("Low");
  });
});

describe("spec §9 profile type", () => {
  it("Well-Rounded needs at least 3 traits strictly above 75", () => {
    expect(profileType([76, 76, 76, 10, 10])).toBe("Well-Rounded");
    expect(profileType([75.01, 75.01, 75.01, 0, 0])).toBe("Well-Rounded");
    expect(profileType([75, 75, 75, 99, 99])).toBe("Specialized"); // only 2 exceed 75
    expect(profileType([75, 75, 75, 75, 75])).toBe("Specialized");
    expect(profileType([99, 99, 50, 50, 50])).toBe("Specialized");
  });
});

describe("direction-aware strongest and development lists (up to 3 each)", () => {
  const p: Record<Trait, number | null> = { openness: 80, conscientiousness: 20, extraversion: 90, agreeableness: 55, neuroticism: 5 };
  it("strengths are at the 75th percentile or higher in the desirable direction; low Neuroticism (5th) counts as 95", () => {
    expect(strongestTraits(p, TRAITS)).toEqual(["neuroticism", "extraversion", "openness"]);
  });
  it("development areas are below the 25th in the desirable direction, weakest first", () => {
    expect(developmentTraits(p, TRAITS)).toEqual(["conscientiousness"]);
  });
  it("high Neuroticism is a development area, never a strength, and is coloured and worded as a concern", () => {
    const high = { ...p, neuroticism: 99 };
    expect(strongestTraits(high, TRAITS)).toEqual(["extraversion", "openness"]);
    expect(developmentTraits(high, TRAITS)).toEqual(["neuroticism", "conscientiousness"]);
    expect(percentileLabel(99, traitPolarity("neuroticism"))).toBe("Very High");
    expect(percentileColour(99, traitPolarity("neuroticism"))).toBe("orange");
    expect(percentileColour(5, traitPolarity("neuroticism"))).toBe("green");
    expect(percentileLabel(99, traitPolarity("openness"))).toBe("Exceptional");
  });
  it("an average profile has no strength and no development area (a 29th percentile is not a strength)", () => {
    const avg: Record<Trait, number | null> = { openness: 29, conscientiousness: 60, extraversion: 74, agreeableness: 25, neuroticism: 50 };
    expect(strongestTraits(avg, TRAITS)).toEqual([]);
    expect(developmentTraits(avg, TRAITS)).toEqual([]);
  });
  it("the lists never share a trait and keep at most 3, for random percentiles", () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);
    for (let k = 0; k < 500; k++) {
      const r = Object.fromEntries(TRAITS.map((t) => [t, rnd() < 0.1 ? null : 1 + Math.floor(rnd() * 99)])) as Record<Trait, number | null>;
      const s = strongestTraits(r, TRAITS);
      const d = developmentTraits(r, TRAITS);
      expect(s.filter((t) => d.includes(t))).toEqual([]);
      expect(s.length).toBeLessThanOrEqual(3);
      expect(d.length).toBeLessThanOrEqual(3);
      for (const t of s) expect(desirablePercentile(r[t]!, traitPolarity(t))).toBeGreaterThanOrEqual(75);
      for (const t of d) expect(desirablePercentile(r[t]!, traitPolarity(t))).toBeLessThan(25);
    }
  });
  it("skips unmeasured traits", () => {
    expect(strongestTraits({ ...p, openness: null }, TRAITS)).toEqual(["neuroticism", "extraversion"]);
  });
});

describe("sten (1-10) from T and POMP", () => {
  it.each([
    [55, 7],
    [54.999, 6],
    [50, 6],
    [49.999, 5],
    [40, 4],
    [39.999, 3],
    [70, 10],
    [200, 10],
    [30, 2],
    [29.999, 1],
    [-40, 1],
  ])("sten(T=%s) = %s", (t, s) => {
    expect(stenFromT(t)).toBe(s);
  });
  it("POMP maps 1..5 to 0..100 and clamps", () => {
    expect(pomp(1)).toBe(0);
    expect(pomp(3)).toBe(50);
    expect(pomp(5)).toBe(100);
    expect(pomp(6)).toBe(100);
    expect(pomp(5.5, 1, 10)).toBe(50);
    expect(pomp(NaN)).toBeNaN();
  });
});

describe("profileListReading: the lists' words agree with their numbers", () => {
  it("reads a low Neuroticism as Emotional stability at 100 − p, and the other traits as themselves", () => {
    expect(profileListReading("neuroticism", 21)).toEqual({ name: "emotionalStability", percentile: 79, reversed: true });
    expect(profileListReading("neuroticism", 90)).toEqual({ name: "emotionalStability", percentile: 10, reversed: true });
    expect(profileListReading("openness", 80)).toEqual({ name: "openness", percentile: 80, reversed: false });
  });
  it("puts every listed trait on the side of the line its list names", () => {
    const percentile = { openness: 80, conscientiousness: 50, extraversion: 10, agreeableness: 60, neuroticism: 21 } as const;
    const order = ["openness", "conscientiousness", "extraversion", "agreeableness", "neuroticism"] as const;
    for (const t of strongestTraits(percentile, order)) expect(profileListReading(t, percentile[t]).percentile).toBeGreaterThanOrEqual(75);
    for (const t of developmentTraits(percentile, order)) expect(profileListReading(t, percentile[t]).percentile).toBeLessThan(25);
    expect(strongestTraits(percentile, order)).toContain("neuroticism");
  });
});
