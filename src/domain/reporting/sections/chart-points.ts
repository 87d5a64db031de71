/**
 * The most points a report chart holds (the response contract's bound on chart_data.points), and how a longer
 * series of dated points is brought under it: consecutive points are summed into buckets of a week, a month
 * (30 days), a quarter (91 days), a year, or more, the smallest that fits. A bucket is labelled by its first
 * `date` and carries its last as `end`; number fields are summed, so totals are kept.
 */
export const CHART_MAX_POINTS = 2000;

export type ChartPoint = Record<string, string | number | null>;

const BUCKET_SIZES = [7, 30, 91, 365];

/** `points` when they fit in `max`, else their sums over equal runs of consecutive points. */
export function fitChartPoints<P extends ChartPoint>(points: readonly P[], max = CHART_MAX_POINTS): (P & { end?: string })[] {
  if (points.length <= max) return [...points];
  const size = BUCKET_SIZES.find((s) => Math.ceil(points.length / s) <= max) ?? Math.ceil(points.length / max);
  const out: ChartPoint[] = [];
  for (let i = 0; i < points.length; i += size) {
    const run = points.slice(i, i + size);
    const bucket: ChartPoint = { ...run[0] };
    for (const p of run.slice(1)) {
      for (const [k, v] of Object.entries(p)) {
        const was = bucket[k];
        if (typeof v === "number" && (typeof was === "number" || was === null || was === undefined)) bucket[k] = (was ?? 0) + v;
      }
    }
    const last = run[run.length - 1].date;
    if (run.length > 1 && typeof last === "string") bucket.end = last;
    out.push(bucket);
  }
  // number fields stay numbers (summed) and strings stay the first point's: each bucket has P's shape
  return out as (P & { end?: string })[];
}
