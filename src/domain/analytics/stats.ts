/**
 * Statistics for the analytics dashboards, from sums (so they can be computed from rollups): means and SDs,
 * Cronbach's alpha with Feldt's interval, Pearson correlations, Welch's t-test, Holm's adjustment, Fisher's
 * exact test and a least-squares trend with its prediction interval. Distribution functions use the
 * regularized incomplete beta function (Numerical Recipes' continued fraction, Press et al. 2007 §6.4).
 */

/** Mean and sample SD from n, Σx and Σx² (SD null below 2). */
export function meanSd(n: number, sum: number, sq: number): { mean: number | null; sd: number | null } {
  if (n <= 0) return { mean: null, sd: null };
  const mean = sum / n;
  if (n < 2) return { mean, sd: null };
  const variance = Math.max(0, (sq - (sum * sum) / n) / (n - 1));
  return { mean, sd: Math.sqrt(variance) };
}

/** Sample variance from n, Σx, Σx². */
export const sampleVariance = (n: number, sum: number, sq: number) => (n < 2 ? NaN : Math.max(0, (sq - (sum * sum) / n) / (n - 1)));

/** Cronbach's alpha from the item variances and the total-score variance of k items. */
export function cronbachAlpha(k: number, itemVariances: readonly number[], totalVariance: number): number | null {
  if (k < 2 || !(totalVariance > 0)) return null;
  const sumItem = itemVariances.reduce((a, v) => a + v, 0);
  return (k / (k - 1)) * (1 - sumItem / totalVariance);
}

/**
 * Feldt's (1965) confidence interval of alpha: (1-α) × F quantiles with n-1 and (n-1)(k-1) degrees of freedom
 * (Feldt, Woodruff & Salih 1987, Applied Psychological Measurement 11(1), 93-103).
 */
export function feldtInterval(alpha: number, n: number, k: number, level = 0.95): [number, number] | null {
  if (n < 3 || k < 2) return null;
  const df1 = n - 1;
  const df2 = (n - 1) * (k - 1);
  const tail = (1 - level) / 2;
  const lower = 1 - (1 - alpha) * fQuantile(1 - tail, df1, df2);
  const upper = 1 - (1 - alpha) * fQuantile(tail, df1, df2);
  return [lower, upper];
}

/** Pearson's r from n, Σx, Σy, Σx², Σy², Σxy (null when a variance is 0). */
export function pearson(n: number, sx: number, sy: number, sxx: number, syy: number, sxy: number): number | null {
  const cov = n * sxy - sx * sy;
  const vx = n * sxx - sx * sx;
  const vy = n * syy - sy * sy;
  if (n < 3 || vx <= 0 || vy <= 0) return null;
  return Math.max(-1, Math.min(1, cov / Math.sqrt(vx * vy)));
}

/** Welch's two-sample t-test: two-sided p (null when either group has fewer than 2 or no variance). */
export function welchT(a: { n: number; mean: number; variance: number }, b: { n: number; mean: number; variance: number }): { t: number; df: number; p: number } | null {
  if (a.n < 2 || b.n < 2) return null;
  const va = a.variance / a.n;
  const vb = b.variance / b.n;
  if (!(va + vb > 0)) return null;
  const t = (a.mean - b.mean) / Math.sqrt(va + vb);
  const df = (va + vb) ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
  return { t, df, p: tTwoSidedP(t, df) };
}

/** Holm's step-down adjustment of p-values (same order as given). */
export function holm(ps: readonly number[]): number[] {
  const order = ps.map((p, i) => [p, i] as const).sort((x, y) => x[0] - y[0]);
  const out = new Array<number>(ps.length);
  let running = 0;
  order.forEach(([p, i], rank) => {
    running = Math.max(running, Math.min(1, (ps.length - rank) * p));
    out[i] = running;
  });
  return out;
}

const logFactorialCache: number[] = [0];
function logFactorial(n: number): number {
  for (let i = logFactorialCache.length; i <= n; i++) logFactorialCache[i] = logFactorialCache[i - 1] + Math.log(i);
  return logFactorialCache[n];
}

/**
 * Fisher's exact test of a 2×2 table [[a, b], [c, d]] (two-sided: the sum of the probabilities of tables no
 * more likely than the observed one, with the margins fixed).
 */
export function fisherExact(a: number, b: number, c: number, d: number): number {
  const r1 = a + b;
  const r2 = c + d;
  const c1 = a + c;
  const n = r1 + r2;
  const logP = (x: number) =>
    logFactorial(r1) +
    logFactorial(r2) +
    logFactorial(c1) +
    logFactorial(n - c1) -
    logFactorial(n) -
    logFactorial(x) -
    logFactorial(r1 - x) -
    logFactorial(c1 - x) -
    logFactorial(r2 - c1 + x);
  const observed = logP(a);
  let p = 0;
  for (let x = Math.max(0, c1 - r2); x <= Math.min(r1, c1); x++) {
    const lp = logP(x);
    if (lp <= observed + 1e-7) p += Math.exp(lp);
  }
  return Math.min(1, p);
}

/**
 * Least-squares line through (0, y0), (1, y1), … and its projection h steps ahead with a 95% prediction
 * interval (t with n-2 df); null with fewer than 3 points.
 */
export function linearProjection(
  ys: readonly number[],
  ahead: number,
): { slope: number; intercept: number; points: { x: number; value: number; low: number; high: number }[] } | null {
  const n = ys.length;
  if (n < 3) return null;
  const xs = ys.map((_, i) => i);
  const mx = (n - 1) / 2;
  const my = ys.reduce((a, y) => a + y, 0) / n;
  const sxx = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
  const slope = xs.reduce((a, x, i) => a + (x - mx) * (ys[i] - my), 0) / sxx;
  const intercept = my - slope * mx;
  const sse = ys.reduce((a, y, i) => a + (y - (intercept + slope * i)) ** 2, 0);
  const s = Math.sqrt(sse / (n - 2));
  const tq = tQuantile(0.975, n - 2);
  const points = Array.from({ length: ahead }, (_, h) => {
    const x = n + h;
    const value = intercept + slope * x;
    const half = tq * s * Math.sqrt(1 + 1 / n + (x - mx) ** 2 / sxx);
    return { x, value, low: value - half, high: value + half };
  });
  return { slope, intercept, points };
}

// ---- distribution functions ----

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9)
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  x -= 1;
  let a = c[0];
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i] / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

function betaContinuedFraction(a: number, b: number, x: number): number {
  const FPMIN = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < FPMIN) d = FPMIN;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < FPMIN) d = FPMIN;
    c = 1 + aa / c;
    if (Math.abs(c) < FPMIN) c = FPMIN;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < FPMIN) d = FPMIN;
    c = 1 + aa / c;
    if (Math.abs(c) < FPMIN) c = FPMIN;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-14) break;
  }
  return h;
}

/** The regularized incomplete beta function I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  if (x < (a + 1) / (a + b + 2)) return (front * betaContinuedFraction(a, b, x)) / a;
  return 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b;
}

/** Two-sided p of Student's t with df degrees of freedom. */
export function tTwoSidedP(t: number, df: number): number {
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

/** CDF of the F distribution. */
export function fCdf(x: number, d1: number, d2: number): number {
  if (x <= 0) return 0;
  return incompleteBeta((d1 * x) / (d1 * x + d2), d1 / 2, d2 / 2);
}

function bisect(f: (x: number) => number, target: number, lo: number, hi: number): number {
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) < target) lo = mid;
    else hi = mid;
    if (hi - lo < 1e-12 * Math.max(1, hi)) break;
  }
  return (lo + hi) / 2;
}

/** Remembers a pure function's answers (quantiles are asked again and again for the same degrees of freedom). */
function memo<A extends number[]>(f: (...args: A) => number): (...args: A) => number {
  const seen = new Map<string, number>();
  return (...args: A) => {
    const key = args.join(",");
    let v = seen.get(key);
    if (v === undefined) {
      if (seen.size >= 2000) seen.clear();
      seen.set(key, (v = f(...args)));
    }
    return v;
  };
}

/** Quantile of the F distribution. */
export const fQuantile = memo((p: number, d1: number, d2: number): number => {
  let hi = 1;
  while (fCdf(hi, d1, d2) < p && hi < 1e8) hi *= 2;
  return bisect((x) => fCdf(x, d1, d2), p, 0, hi);
});

/** Quantile of Student's t (p > 0.5 gives the upper quantile). */
export const tQuantile = memo((p: number, df: number): number => {
  const cdf = (t: number) => (t >= 0 ? 1 - tTwoSidedP(t, df) / 2 : tTwoSidedP(t, df) / 2);
  let hi = 1;
  while (cdf(hi) < p && hi < 1e8) hi *= 2;
  let lo = -1;
  while (cdf(lo) > p && lo > -1e8) lo *= 2;
  return bisect(cdf, p, lo, hi);
});
