/**
 * Reading an HTTP Retry-After header (RFC 9110 §10.2.3): either a number of seconds or an HTTP date. Pure:
 * the caller gives the current time, so a date is turned into a wait without reading a clock.
 */

/** The wait a Retry-After value asks for, in milliseconds (0 for a date already past); null when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, nowMs: number): number | null {
  if (value === null || value === undefined) return null;
  const v = value.trim();
  if (v === "") return null;
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  // an HTTP date names a weekday and a GMT time ("Wed, 21 Oct 2015 07:28:00 GMT"); a bare number was handled above
  if (!/[a-z]/i.test(v)) return null;
  const at = Date.parse(v);
  if (!Number.isFinite(at)) return null;
  return Math.max(0, at - nowMs);
}

/** The wait before retry number `retry` (1 for the first) with exponential backoff from `baseMs`, capped at `capMs`. */
export function backoffMs(retry: number, baseMs: number, capMs: number): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, retry - 1));
}
