/**
 * The one value axis of every chart (web SVG charts, the builder and report PDFs, the HTML export): d3-scale's
 * nice() widens the values' extent to round ends and ticks() places 1, 2 or 5 × 10^k steps between them.
 */
import { scaleLinear } from "d3-scale";

export type ValueAxis = { domain: [number, number]; ticks: number[] };
export type AxisOptions = {
  /** About how many intervals (d3's tick count); 5 by default. */
  count?: number;
  /** Counts and other whole quantities: never a step below 1. */
  wholeNumbers?: boolean;
};

const finiteOf = (values: readonly (number | null | undefined)[]) => values.filter((v): v is number => typeof v === "number" && Number.isFinite(v));

/** The nice axis over [low, high] (low < high): its widened domain and its ticks, both ends included. */
function niceAxis(low: number, high: number, { count = 5, wholeNumbers = false }: AxisOptions): ValueAxis {
  // a span of denormal numbers: d3's tick step underflows and it throws (an array of ~1e308 ticks): its own ends
  if (high - low < 1e-300) return { domain: [low, high], ticks: [low, high] };
  const n = wholeNumbers ? Math.max(1, Math.min(count, Math.ceil(high - low))) : count;
  const scale = scaleLinear().domain([low, high]).nice(n);
  let [from, to] = scale.domain() as [number, number];
  const ticks = scale.ticks(n);
  // a span too small to divide (denormal numbers) has no ticks: its own ends then
  if (ticks.length < 2) return { domain: [low, high], ticks: [low, high] };
  // a denormal beside ordinary values rounds to 0: one step more, so the ends still hold it
  const step = ticks[1] - ticks[0];
  if (from > low) ticks.unshift((from -= step));
  if (to < high) ticks.push((to += step));
  return { domain: [from, to], ticks };
}

/**
 * The axis for the values drawn: from the lowest to the highest with zero always included (bars start at 0),
 * widened to round ticks. Null and non-finite values are skipped; nothing to draw (or only zeros) gives 0 to 1.
 */
export function valueAxis(values: readonly (number | null | undefined)[], options: AxisOptions = {}): ValueAxis {
  const finite = finiteOf(values);
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  if (low === high) return { domain: [0, 1], ticks: [0, 1] };
  return niceAxis(low, high, options);
}

/**
 * The axis for a chart that asks for a domain (0-100 for percents): that domain when every value drawn lies in
 * it, else widened on round ticks to hold them all, so no line, bar or band runs off its axis.
 */
export function axisHolding(requested: readonly [number, number], values: readonly (number | null | undefined)[], options: AxisOptions = {}): ValueAxis {
  const finite = finiteOf(values);
  const low = Math.min(requested[0], ...finite);
  const high = Math.max(requested[1], ...finite);
  if (low === requested[0] && high === requested[1]) {
    const n = options.wholeNumbers ? Math.max(1, Math.min(options.count ?? 5, Math.ceil(high - low))) : (options.count ?? 5);
    return { domain: [requested[0], requested[1]], ticks: scaleLinear().domain([requested[0], requested[1]]).ticks(n) };
  }
  return niceAxis(low, high, options);
}
