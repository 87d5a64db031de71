/**
 * Availability from process lifetimes: each API process is up from its start to its last report (or now, while
 * it reports); the platform is up where any process is. Uptime is the covered share of the period from the
 * first known start (at most `periodMs` ago) to now.
 */

export type Interval = { start: number; end: number };

/** Percent (0-100) of [max(now - periodMs, earliest start), now] covered by the union of the intervals; 100 with none. */
export function uptimePercent(intervals: readonly Interval[], now: number, periodMs: number): number {
  if (intervals.length === 0) return 100;
  const floor = now - periodMs;
  const from = Math.max(floor, Math.min(...intervals.map((i) => i.start)));
  if (now <= from) return 100;
  const clipped = intervals
    .map((i) => ({ start: Math.max(i.start, floor), end: Math.min(i.end, now) }))
    .filter((i) => i.end > i.start)
    .sort((a, b) => a.start - b.start);
  if (clipped.length === 0) return 0;
  let covered = 0;
  let curStart = clipped[0]!.start;
  let curEnd = clipped[0]!.end;
  for (const i of clipped.slice(1)) {
    if (i.start <= curEnd) curEnd = Math.max(curEnd, i.end);
    else {
      covered += curEnd - curStart;
      curStart = i.start;
      curEnd = i.end;
    }
  }
  covered += curEnd - curStart;
  return Math.min(100, (100 * covered) / (now - from));
}
