import { describe, expect, it } from "vitest";
import { cronbachAlpha, fCdf, feldtInterval, fisherExact, fQuantile, holm, linearProjection, meanSd, pearson, tQuantile, tTwoSidedP, welchT } from "./stats.ts";

// Reference values of R's qt, qf, pt, fisher.test and p.adjust(method = "holm").
describe("distribution functions", () => {
  it("t quantiles and p-values match R", () => {
    expect(tQuantile(0.975, 10)).toBeCloseTo(2.228139, 5);
    expect(tQuantile(0.975, 2)).toBeCloseTo(4.302653, 5);
    expect(tTwoSidedP(2.0, 20)).toBeCloseTo(0.05926, 4);
    expect(tTwoSidedP(0, 5)).toBeCloseTo(1, 10);
  });
  it("F quantiles match R", () => {
    expect(fQuantile(0.95, 5, 10)).toBeCloseTo(3.325835, 4);
    expect(fQuantile(0.99, 1, 10)).toBeCloseTo(10.04429, 3);
    // with a large second df, F approaches chi-square / df1: qchisq(.975, 29) / 29 = 45.72229 / 29
    expect(fQuantile(0.975, 29, 1e7)).toBeCloseTo(45.72229 / 29, 3);
    for (const p of [0.025, 0.5, 0.975]) expect(fCdf(fQuantile(p, 29, 667), 29, 667)).toBeCloseTo(p, 8);
  });
  it("Fisher's exact test matches R", () => {
    // fisher.test(matrix(c(3, 1, 1, 3), 2)) p = 0.4857
    expect(fisherExact(3, 1, 1, 3)).toBeCloseTo(0.4857143, 5);
    // fisher.test(matrix(c(10, 2, 3, 15), 2)) p = 0.0005367
    expect(fisherExact(10, 3, 2, 15)).toBeCloseTo(0.0005367, 5);
  });
  it("Holm's adjustment matches R", () => {
    expect(holm([0.01, 0.04, 0.03, 0.005])).toEqual([0.03, 0.06, 0.06, 0.02].map((x) => expect.closeTo(x, 10)));
  });
});

describe("statistics from sums", () => {
  const rand = (seed: number) => () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);
  it("mean, SD and r from sums equal direct computation on random data", () => {
    const r = rand(7);
    const xs = Array.from({ length: 57 }, () => r() * 100);
    const ys = xs.map((x) => x * 0.3 + r() * 50);
    const m = xs.reduce((a, x) => a + x, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
    const got = meanSd(
      xs.length,
      xs.reduce((a, x) => a + x, 0),
      xs.reduce((a, x) => a + x * x, 0),
    );
    expect(got.mean).toBeCloseTo(m, 9);
    expect(got.sd).toBeCloseTo(sd, 9);
    const my = ys.reduce((a, y) => a + y, 0) / ys.length;
    const direct = xs.reduce((a, x, i) => a + (x - m) * (ys[i] - my), 0) / Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) * ys.reduce((a, y) => a + (y - my) ** 2, 0));
    const sums = [xs, ys].map((v) => v.reduce((a, x) => a + x, 0));
    expect(
      pearson(
        xs.length,
        sums[0],
        sums[1],
        xs.reduce((a, x) => a + x * x, 0),
        ys.reduce((a, y) => a + y * y, 0),
        xs.reduce((a, x, i) => a + x * ys[i], 0),
      ),
    ).toBeCloseTo(direct, 9);
  });
  it("alpha: parallel items give a high alpha, unrelated items about 0", () => {
    expect(cronbachAlpha(4, [1, 1, 1, 1], 16)).toBeCloseTo(1, 10);
    expect(cronbachAlpha(4, [1, 1, 1, 1], 4)).toBeCloseTo(0, 10);
    expect(cronbachAlpha(1, [1], 1)).toBeNull();
    const [lo, hi] = feldtInterval(0.8, 30, 24)!;
    expect(lo).toBeLessThan(0.8);
    expect(hi).toBeGreaterThan(0.8);
    // Feldt: lower = 1 - (1 - alpha) * qf(.975, n - 1, (n - 1)(k - 1))
    expect(lo).toBeCloseTo(1 - 0.2 * fQuantile(0.975, 29, 667), 10);
  });
  it("Welch's t separates different means and not equal ones", () => {
    expect(welchT({ n: 30, mean: 3.5, variance: 0.25 }, { n: 40, mean: 3.0, variance: 0.3 })!.p).toBeLessThan(0.001);
    expect(welchT({ n: 30, mean: 3.0, variance: 0.25 }, { n: 40, mean: 3.0, variance: 0.3 })!.p).toBeCloseTo(1, 6);
    expect(welchT({ n: 1, mean: 3, variance: 0 }, { n: 40, mean: 3, variance: 0.3 })).toBeNull();
  });
  it("projects a straight line exactly, with an interval that widens ahead", () => {
    const p = linearProjection([10, 12, 14, 16, 18], 2)!;
    expect(p.points[0].value).toBeCloseTo(20, 9);
    expect(p.points[1].value).toBeCloseTo(22, 9);
    const noisy = linearProjection([10, 13, 13, 17, 18, 22], 3)!;
    expect(noisy.points[2].high - noisy.points[2].low).toBeGreaterThan(noisy.points[0].high - noisy.points[0].low);
    expect(linearProjection([1, 2], 1)).toBeNull();
  });
});
