import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BUCKET_COUNT, LATENCY_BOUNDS_MS, addSparse, bucketIndex, bucketRange, percentileFromHistogram, toSparse } from "./histogram.ts";
import { errorRateTone, systemHealth } from "./health.ts";
import { uptimePercent } from "./uptime.ts";

/** Nearest-rank percentile of a sorted array: the value of rank ⌈q·n⌉. */
const exact = (sorted: number[], q: number) => sorted[Math.max(1, Math.ceil(q * sorted.length)) - 1]!;

describe("latency histogram", () => {
  it("puts every duration in the bucket whose bounds hold it, including the exact bounds", () => {
    for (const [i, bound] of LATENCY_BOUNDS_MS.entries()) {
      expect(bucketIndex(bound)).toBe(i);
      expect(bucketIndex(bound * 1.0001)).toBe(i + 1);
    }
    expect(bucketIndex(0)).toBe(0);
    expect(bucketIndex(-1)).toBe(0);
    expect(bucketIndex(1e9)).toBe(BUCKET_COUNT - 1);
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 80_000, noNaN: true }), (ms) => {
        const i = bucketIndex(ms);
        const [lower, upper] = bucketRange(i);
        // the overflow bucket has no upper bound
        return (i === BUCKET_COUNT - 1 || ms <= upper) && (i === 0 || ms > lower);
      }),
    );
  });

  it("p50, p95 and p99 from the histogram stay inside the bucket of the exact value, on random data", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.01, max: 60_000, noNaN: true }), { minLength: 1, maxLength: 400 }), fc.constantFrom(0.5, 0.95, 0.99), (values, q) => {
        const counts = new Array<number>(BUCKET_COUNT).fill(0);
        for (const v of values) counts[bucketIndex(v)]!++;
        const truth = exact(
          [...values].sort((a, b) => a - b),
          q,
        );
        const estimate = percentileFromHistogram(counts, q)!;
        const [lower, upper] = bucketRange(bucketIndex(truth));
        expect(estimate).toBeGreaterThanOrEqual(lower);
        expect(estimate).toBeLessThanOrEqual(upper);
        // within a factor √2 of the truth once past the first bucket
        if (truth > LATENCY_BOUNDS_MS[0]!) expect(Math.abs(Math.log(estimate / truth))).toBeLessThanOrEqual(Math.log(Math.SQRT2) + 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it("answers null on an empty histogram, and survives a sparse round trip", () => {
    expect(percentileFromHistogram(new Array(BUCKET_COUNT).fill(0), 0.5)).toBeNull();
    const counts = new Array<number>(BUCKET_COUNT).fill(0);
    counts[3] = 2;
    counts[20] = 5;
    const back = new Array<number>(BUCKET_COUNT).fill(0);
    addSparse(back, toSparse(counts));
    expect(back).toEqual(counts);
  });
});

describe("system health (spec 1 §4)", () => {
  it("follows the rule at its edges", () => {
    expect(systemHealth(99.9, 0.099).status).toBe("healthy");
    expect(systemHealth(99.9, 0.1).status).toBe("warning");
    expect(systemHealth(99.89, 0).status).toBe("warning");
    expect(systemHealth(99, 0.99).status).toBe("warning");
    expect(systemHealth(98.99, 0).status).toBe("critical");
    expect(systemHealth(100, 1).status).toBe("critical");
    expect(systemHealth(100, 1).reasons).toEqual(["Error rate 1% is not below 0.1%"]);
    expect(systemHealth(100, 0).reasons).toEqual([]);
  });

  it("colours the error rate red above 1 %, yellow from 0.1 %, green below", () => {
    expect(errorRateTone(1.01)).toBe("red");
    expect(errorRateTone(1)).toBe("yellow");
    expect(errorRateTone(0.1)).toBe("yellow");
    expect(errorRateTone(0.09)).toBe("green");
  });
});

describe("uptime from process lifetimes", () => {
  it("counts gaps between processes as downtime and overlaps once", () => {
    expect(uptimePercent([], 1000, 500)).toBe(100);
    expect(uptimePercent([{ start: 0, end: 1000 }], 1000, 10_000)).toBe(100);
    expect(
      uptimePercent(
        [
          { start: 0, end: 400 },
          { start: 500, end: 1000 },
        ],
        1000,
        10_000,
      ),
    ).toBeCloseTo(90);
    expect(
      uptimePercent(
        [
          { start: 0, end: 600 },
          { start: 500, end: 1000 },
        ],
        1000,
        10_000,
      ),
    ).toBe(100);
    // only the period counts
    expect(
      uptimePercent(
        [
          { start: 0, end: 100 },
          { start: 900, end: 1000 },
        ],
        1000,
        200,
      ),
    ).toBeCloseTo(50);
  });
});
