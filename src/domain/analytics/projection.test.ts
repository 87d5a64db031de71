import { describe, expect, it } from "vitest";
import { completionProjection, monthInProgress, type MonthCount } from "./projection.ts";

let seed = 20201;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);

/** Consecutive months from YYYY-MM. */
function monthsFrom(start: string, counts: readonly number[]): MonthCount[] {
  let y = Number(start.slice(0, 4));
  let m = Number(start.slice(5, 7));
  return counts.map((completed) => {
    const month = `${y}-${String(m).padStart(2, "0")}`;
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
    return { month, completed };
  });
}

/** Least squares by hand: the line through (0, y0), (1, y1), … read at x. */
function handLine(ys: readonly number[], x: number): number {
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < ys.length; i++) {
    sx += i;
    sy += ys[i];
  }
  const mx = sx / ys.length;
  const my = sy / ys.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < ys.length; i++) {
    num += (i - mx) * (ys[i] - my);
    den += (i - mx) * (i - mx);
  }
  return my + (num / den) * (x - mx);
}

const randomCounts = (n: number) => Array.from({ length: n }, () => 5 + Math.floor(random() * 40));

describe("completion projection", () => {
  it("ignores the months before the first completion: padding the start with empty months changes nothing", () => {
    const real = randomCounts(9);
    const alone = completionProjection(monthsFrom("2025-01", real));
    const padded = completionProjection(monthsFrom("2020-01", [...new Array<number>(60).fill(0), ...real]));
    expect(padded.available).toBe(9);
    expect(padded.months).toBe(9);
    expect(padded.points).toEqual(alone.points);
    expect(padded.accuracy).toBe(alone.accuracy);
    expect(padded.history.map((h) => h.completed)).toEqual(real);
    // the fit is the line through the real months only
    expect(padded.points[0].value).toBeCloseTo(Math.max(0, handLine(real, 9)), 9);
  });

  it("fits the last 12 real months and projects 3 ahead", () => {
    const real = randomCounts(17);
    const p = completionProjection(monthsFrom("2019-04", [0, 0, 0, ...real]));
    const last = real.slice(-12);
    expect(p.months).toBe(12);
    expect(p.points).toHaveLength(3);
    for (let h = 0; h < 3; h++) expect(p.points[h].value).toBeCloseTo(Math.max(0, handLine(last, 12 + h)), 9);
  });

  it("gives no projection below the minimum number of real months, however long the padded range", () => {
    const real = randomCounts(5);
    const p = completionProjection(monthsFrom("2020-01", [...new Array<number>(30).fill(0), ...real]));
    expect(p.minimum).toBe(6);
    expect(p.available).toBe(5);
    expect(p.months).toBe(0);
    expect(p.points).toEqual([]);
    expect(p.accuracy).toBeNull();
  });

  it("scores accuracy only on forecasts made from real months", () => {
    const real = randomCounts(9);
    const p = completionProjection(monthsFrom("2021-01", [...new Array<number>(12).fill(0), ...real]));
    // forecasts of months 6, 7 and 8, each from the months before it (at least 6 real months)
    let sum = 0;
    let count = 0;
    for (let t = 6; t < real.length; t++) {
      sum += Math.abs(handLine(real.slice(0, t), t) - real[t]) / real[t];
      count++;
    }
    expect(p.forecasts).toBe(3);
    expect(p.accuracy).toBeCloseTo(Math.max(0, 1 - sum / count), 9);
  });
});

describe("the month in progress", () => {
  it("shows the actual so far, and its projection to the month's end is never below it", () => {
    // a falling line projects 12 for the month under way while 41 are already completed in it
    const [p] = monthInProgress([{ value: 12, low: 3, high: 21 }], "2026-11", { month: "2026-11", completed: 41 });
    expect(p.actualSoFar).toBe(41);
    expect(p.value).toBeGreaterThanOrEqual(41);
    expect(p.low).toBeGreaterThanOrEqual(41);
    expect(p.high).toBeGreaterThanOrEqual(p.value);
    expect(p.month).toBe("2026-11");
  });

  it("leaves a projection above the actual so far as it is, and later months without an actual", () => {
    const out = monthInProgress(
      [
        { value: 50, low: 40, high: 60 },
        { value: 52, low: 38, high: 66 },
      ],
      "2026-11",
      { month: "2026-11", completed: 20 },
    );
    expect(out).toEqual([
      { month: "2026-11", value: 50, low: 40, high: 60, actualSoFar: 20 },
      { month: "2026-12", value: 52, low: 38, high: 66, actualSoFar: null },
    ]);
  });
});
