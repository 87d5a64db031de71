/**
 * Saves each of a rater's answers as soon as it is given (PUT per statement, idempotent): one request per
 * statement at a time, always ending on the latest value. Failures the server may recover from (no answer,
 * 5xx, 408, 429) are retried after growing delays, then wait for a manual retry; refusals (4xx) wait at once.
 * No React: the page reads it through useSyncExternalStore.
 */
import { ApiError } from "../../lib/api.ts";

export type AnswerSaveStatus = "saving" | "saved" | "failed";

export interface AnswerEntry {
  readonly value: number;
  readonly status: AnswerSaveStatus;
  /** The failure of the last attempt (null when it did not fail). */
  readonly error: unknown;
}

export interface AnswersSnapshot {
  readonly entries: ReadonlyMap<string, AnswerEntry>;
}

export interface AnswerSaverOptions {
  put(itemId: string, value: number): Promise<unknown>;
  /** Waits before the automatic retries. */
  retryDelaysMs?: readonly number[];
  setTimer?(fn: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
}

export interface AnswerSaver {
  save(itemId: string, value: number): void;
  /** Sends again every failed answer (or one). */
  retry(itemId?: string): void;
  getSnapshot(): AnswersSnapshot;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

export const RETRY_DELAYS_MS: readonly number[] = [1000, 4000];

/** True for failures worth retrying by themselves: no answer, a server error, rate limiting, a timeout. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.statusCode >= 500 || error.statusCode === 429 || error.statusCode === 408;
}

interface Slot {
  value: number;
  /** Bumped by every save; a reply for an older value does not settle the slot. */
  version: number;
  inFlight: boolean;
  attempts: number;
  timer: unknown;
  status: AnswerSaveStatus;
  error: unknown;
}

/** A saver for one rater's answers. */
export function createAnswerSaver(options: AnswerSaverOptions): AnswerSaver {
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const slots = new Map<string, Slot>();
  const listeners = new Set<() => void>();
  let disposed = false;
  let snapshot: AnswersSnapshot = { entries: new Map() };

  function publish(): void {
    const entries = new Map<string, AnswerEntry>();
    for (const [id, s] of slots) entries.set(id, { value: s.value, status: s.status, error: s.error });
    snapshot = { entries };
    for (const l of listeners) l();
  }

  function send(itemId: string): void {
    const slot = slots.get(itemId);
    if (!slot || slot.inFlight || disposed) return;
    if (slot.timer !== null) {
      clearTimer(slot.timer);
      slot.timer = null;
    }
    const version = slot.version;
    slot.inFlight = true;
    slot.status = "saving";
    options.put(itemId, slot.value).then(
      () => {
        slot.inFlight = false;
        if (disposed) return;
        if (slot.version !== version) send(itemId);
        else {
          slot.status = "saved";
          slot.error = null;
          slot.attempts = 0;
        }
        publish();
      },
      (error: unknown) => {
        slot.inFlight = false;
        if (disposed) return;
        if (slot.version !== version) {
          // A newer answer came meanwhile: send that one (its own failure, if any, is what counts).
          slot.attempts = 0;
          send(itemId);
        } else if (isRetryable(error) && slot.attempts < delays.length) {
          const wait = delays[slot.attempts];
          slot.attempts += 1;
          slot.error = error;
          slot.timer = setTimer(() => {
            slot.timer = null;
            send(itemId);
            publish();
          }, wait);
        } else {
          slot.status = "failed";
          slot.error = error;
        }
        publish();
      },
    );
  }

  return {
    save(itemId, value) {
      if (disposed) return;
      const slot: Slot = slots.get(itemId) ?? { value, version: 0, inFlight: false, attempts: 0, timer: null, status: "saving", error: null };
      slot.value = value;
      slot.version += 1;
      slot.attempts = 0;
      slot.error = null;
      slot.status = "saving";
      slots.set(itemId, slot);
      send(itemId);
      publish();
    },
    retry(itemId) {
      for (const [id, slot] of slots) {
        if ((itemId === undefined || id === itemId) && slot.status === "failed" && !slot.inFlight) {
          slot.attempts = 0;
          send(id);
        }
      }
      publish();
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      for (const slot of slots.values()) if (slot.timer !== null) clearTimer(slot.timer);
      listeners.clear();
    },
  };
}

/** Statements whose latest answer the server has not acknowledged, and those that failed for good. */
export function pendingAnswers(snapshot: AnswersSnapshot): { unsaved: string[]; failed: string[] } {
  const unsaved: string[] = [];
  const failed: string[] = [];
  for (const [id, e] of snapshot.entries) {
    if (e.status !== "saved") unsaved.push(id);
    if (e.status === "failed") failed.push(id);
  }
  return { unsaved, failed };
}
