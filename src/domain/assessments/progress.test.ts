import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ASSESSMENT_TYPES, ASSESSMENT_TYPE_IDS } from "./types.ts";
import { estimateMinutes, formatCountdown, progressPercent, timeRemainingMinutes, timerOverEstimate, timerProgressPercent } from "./progress.ts";

describe("spec §9 progress (rounded percentage)", () => {
  it("rounds half up and stays within 0-100", () => {
    expect(progressPercent(0, 75)).toBe(0);
    expect(progressPercent(1, 75)).toBe(1); // 1.33
    expect(progressPercent(1, 200)).toBe(1); // 0.5 rounds up
    expect(progressPercent(1, 201)).toBe(0); // 0.497
    expect(progressPercent(75, 75)).toBe(100);
    expect(progressPercent(90, 75)).toBe(100);
    expect(progressPercent(3, 0)).toBe(0);
  });
});

describe("spec §9 time remaining = remaining × 45 s / 60, rounded up", () => {
  it.each([
    [0, 0],
    [1, 1],
    [4, 3],
    [5, 4],
    [75, 57],
    [90, 68],
    [120, 90],
    [-3, 0],
  ])("%s questions → %s min", (q, m) => {
    expect(timeRemainingMinutes(q)).toBe(m);
  });
  it("is never below the exact time (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), (q) => {
        const m = timeRemainingMinutes(q);
        return m * 60 >= q * 45 && (m - 1) * 60 < q * 45 + (q === 0 ? 60 : 0);
      }),
    );
  });
});

describe("spec §2 timer", () => {
  it("caps progress at 100% and turns orange only past the estimate", () => {
    expect(timerProgressPercent(30 * 60, 60)).toBe(50);
    expect(timerProgressPercent(200 * 60, 60)).toBe(100);
    expect(timerOverEstimate(60 * 60, 60)).toBe(false);
    expect(timerOverEstimate(60 * 60 + 1, 60)).toBe(true);
  });
  it("formats m:ss", () => {
    expect(formatCountdown(0)).toBe("0:00");
    expect(formatCountdown(59.9)).toBe("0:59");
    expect(formatCountdown(61)).toBe("1:01");
    expect(formatCountdown(3600)).toBe("60:00");
    expect(formatCountdown(-5)).toBe("0:00");
  });
});

describe("one time estimate (card, timer, minutes left)", () => {
  it("is questions × seconds per question / 60, rounded up; 45 s by default (spec §9)", () => {
    expect(estimateMinutes(75)).toBe(57);
    expect(estimateMinutes(120, 10)).toBe(20);
    expect(estimateMinutes(1, 10)).toBe(1);
    expect(estimateMinutes(-4, 10)).toBe(0);
    expect(timeRemainingMinutes(75, 45)).toBe(estimateMinutes(75, 45));
  });
  it.each(ASSESSMENT_TYPE_IDS)("%s: the whole estimate lies in the type's stated range", (id) => {
    const t = ASSESSMENT_TYPES[id];
    const m = estimateMinutes(t.questionCount, t.secondsPerQuestion);
    expect(m).toBeGreaterThanOrEqual(t.estimatedTime.min);
    expect(m).toBeLessThanOrEqual(t.estimatedTime.max);
  });
});
