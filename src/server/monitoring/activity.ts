/**
 * Busy time of in-process work that has no thread of its own (scoring runs on the request's event loop):
 * how many runs are under way now and the time spent in them so far. Process-wide by nature, so one instance.
 */
export class Activity {
  running = 0;
  busyMs = 0;
  runs = 0;

  /** Runs `fn` (synchronous) and counts its time. */
  time<T>(fn: () => T): T {
    const began = performance.now();
    this.running++;
    try {
      return fn();
    } finally {
      this.running--;
      this.runs++;
      this.busyMs += performance.now() - began;
    }
  }
}

/** Scoring of completed responses in this process (assessments service). */
export const scoringActivity = new Activity();
