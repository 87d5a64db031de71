import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ASSESSMENT_TYPES, ASSESSMENT_TYPE_IDS } from "./types.ts";
import {
  MEASURED_MIN_COMPLETIONS,
  SECONDS_PER_QUESTION,
  estimateMinutes,
  formatCountdown,
  timeEstimate,
  progressPercent,
  timeRemainingMinutes,
  timerOverEstimate,
  timerProgressPercent,
} from "./progress.ts";

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
  // the spec's three types; the IPIP-NEO-120 shows 45 s a question too until its own completions are measured
  it.each(ASSESSMENT_TYPE_IDS.filter((id) => id !== "ipip-neo-120"))("%s: the whole estimate lies in the type's stated range", (id) => {
    const t = ASSESSMENT_TYPES[id];
    const m = timeEstimate(t.questionCount).minutes;
    expect(m).toBeGreaterThanOrEqual(t.estimatedTime.min);
    expect(m).toBeLessThanOrEqual(t.estimatedTime.max);
  });
});

describe("the one time estimate (timeEstimate)", () => {
  it("is questions × 45 s without measurements, whatever the type: 120 questions are 90 min", () => {
    expect(timeEstimate(120)).toEqual({ minutes: 90, secondsPerQuestion: SECONDS_PER_QUESTION, basis: { kind: "per_question" } });
    expect(timeEstimate(90).minutes).toBe(68);
    expect(timeEstimate(0).minutes).toBe(0);
  });
  it("keeps 45 s until enough completions are measured", () => {
    expect(timeEstimate(120, { medianSecondsPerQuestion: 12, completions: MEASURED_MIN_COMPLETIONS - 1 }).basis).toEqual({ kind: "per_question" });
    expect(timeEstimate(120, { medianSecondsPerQuestion: 0, completions: 500 }).minutes).toBe(90);
  });
  it("uses the measured median per question once there are enough, and names how many", () => {
    expect(timeEstimate(120, { medianSecondsPerQuestion: 12, completions: MEASURED_MIN_COMPLETIONS })).toEqual({
      minutes: 24,
      secondsPerQuestion: 12,
      basis: { kind: "measured", completions: MEASURED_MIN_COMPLETIONS },
    });
    // the time left while taking follows the same pace
    expect(timeRemainingMinutes(30, timeEstimate(120, { medianSecondsPerQuestion: 12, completions: 40 }).secondsPerQuestion)).toBe(6);
  });
  it("gives equal minutes to equal question counts at one pace (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.option(fc.record({ medianSecondsPerQuestion: fc.double({ min: 0.5, max: 120, noNaN: true }), completions: fc.nat(1000) }), { nil: undefined }),
        (q, m) => {
          const e = timeEstimate(q, m);
          return e.minutes === estimateMinutes(q, e.secondsPerQuestion) && e.minutes * 60 >= q * e.secondsPerQuestion - 1e-9;
        },
      ),
    );
  });
});
