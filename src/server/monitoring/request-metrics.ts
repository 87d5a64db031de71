import { BUCKET_COUNT, bucketIndex, toSparse } from "../../domain/platform/histogram.ts";

/** Length of one history slot. */
export const SLOT_MS = 10_000;
/** Slots kept: 60 × 10 s = the last 10 minutes. */
export const SLOT_COUNT = 60;
/** Per-second counters kept for the live monitor (a few seconds, so a late tick still finds the last full second). */
const SECOND_COUNT = 4;

/** One 10-second slot as it is reported and stored: counts, bytes and a sparse latency histogram. */
export type SlotReport = {
  /** Slot start, epoch ms (a multiple of SLOT_MS, so slots of different processes line up). */
  t: number;
  /** Requests. */
  n: number;
  /** Answers 500-599. */
  e5: number;
  /** Answers 400-499. */
  e4: number;
  /** Request and response body bytes. */
  bin: number;
  bout: number;
  /** Sum of durations, ms (the mean). */
  ms: number;
  /** Latency histogram, sparse [bucket, count, …] (domain/platform/histogram.ts). */
  h: number[];
};

/**
 * API request metrics of this process: a ring of 10-second slots (last 10 minutes) with a fixed log-spaced
 * latency histogram each, status classes and bytes; and per-second counters for the live monitor. Recording is
 * a handful of typed-array increments (nothing allocated per request); reading builds the reports.
 *
 * What counts (registerRequestMetrics): requests routed to /api/*. The socket.io transport (polling included)
 * never reaches Fastify, and static files and SPA pages are not API throughput, so neither is counted.
 */
export class RequestMetrics {
  private readonly slotIds = new Float64Array(SLOT_COUNT).fill(-1);
  /** Per slot: n, e5, e4, bin, bout, ms. */
  private readonly sums = new Float64Array(SLOT_COUNT * 6);
  private readonly hist = new Uint32Array(SLOT_COUNT * BUCKET_COUNT);
  private readonly secondIds = new Float64Array(SECOND_COUNT).fill(-1);
  /** Per second: requests, bytes. */
  private readonly secondSums = new Float64Array(SECOND_COUNT * 2);
  /** Since the process started. */
  totalRequests = 0;
  totalBytes = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one answered request: its duration (ms), status code and body bytes in and out. */
  record(durationMs: number, status: number, bytesIn: number, bytesOut: number, at = this.now()): void {
    const slot = Math.floor(at / SLOT_MS);
    const i = slot % SLOT_COUNT;
    if (this.slotIds[i] !== slot) {
      this.slotIds[i] = slot;
      this.sums.fill(0, i * 6, i * 6 + 6);
      this.hist.fill(0, i * BUCKET_COUNT, (i + 1) * BUCKET_COUNT);
    }
    const s = i * 6;
    this.sums[s]! += 1;
    if (status >= 500) this.sums[s + 1]! += 1;
    else if (status >= 400) this.sums[s + 2]! += 1;
    this.sums[s + 3]! += bytesIn;
    this.sums[s + 4]! += bytesOut;
    this.sums[s + 5]! += durationMs;
    this.hist[i * BUCKET_COUNT + bucketIndex(durationMs)]! += 1;

    const second = Math.floor(at / 1000);
    const j = second % SECOND_COUNT;
    if (this.secondIds[j] !== second) {
      this.secondIds[j] = second;
      this.secondSums[j * 2] = 0;
      this.secondSums[j * 2 + 1] = 0;
    }
    this.secondSums[j * 2]! += 1;
    this.secondSums[j * 2 + 1]! += bytesIn + bytesOut;
    this.totalRequests++;
    this.totalBytes += bytesIn + bytesOut;
  }

  /** Requests and bytes of the last complete second (the live monitor's per-second figures). */
  lastSecond(at = this.now()): { requests: number; bytes: number } {
    const second = Math.floor(at / 1000) - 1;
    const j = ((second % SECOND_COUNT) + SECOND_COUNT) % SECOND_COUNT;
    if (this.secondIds[j] !== second) return { requests: 0, bytes: 0 };
    return { requests: this.secondSums[j * 2]!, bytes: this.secondSums[j * 2 + 1]! };
  }

  /** The non-empty slots of the last 10 minutes, oldest first (the current, partial slot included). */
  slots(at = this.now()): SlotReport[] {
    const current = Math.floor(at / SLOT_MS);
    const out: SlotReport[] = [];
    for (let slot = current - SLOT_COUNT + 1; slot <= current; slot++) {
      const i = slot % SLOT_COUNT;
      if (this.slotIds[i] !== slot) continue;
      const s = i * 6;
      out.push({
        t: slot * SLOT_MS,
        n: this.sums[s]!,
        e5: this.sums[s + 1]!,
        e4: this.sums[s + 2]!,
        bin: this.sums[s + 3]!,
        bout: this.sums[s + 4]!,
        ms: this.sums[s + 5]!,
        h: toSparse(this.hist.subarray(i * BUCKET_COUNT, (i + 1) * BUCKET_COUNT)),
      });
    }
    return out;
  }
}
