/**
 * Saves each of a rater's answers as soon as it is given (PUT per statement, idempotent) through the web app's
 * autosave engine (lib/autosave.ts): one request per statement at a time, always ending on the latest value.
 * Failures the server may recover from (no answer, 5xx, 408, 429) are retried after growing delays, then wait
 * for a manual retry; refusals (4xx) wait at once. This module gives the rater form its snapshot's shape: an
 * answer being retried shows as saving with its last failure.
 */
import { createAutosave, mappedSnapshot } from "../../lib/autosave.ts";

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

/** A saver for one rater's answers. */
export function createAnswerSaver(options: AnswerSaverOptions): AnswerSaver {
  const engine = createAutosave<number, unknown>({
    put: options.put,
    retryDelaysMs: options.retryDelaysMs ?? RETRY_DELAYS_MS,
    setTimer: options.setTimer,
    clearTimer: options.clearTimer,
  });
  const getSnapshot = mappedSnapshot(engine.getSnapshot, (s): AnswersSnapshot => {
    const entries = new Map<string, AnswerEntry>();
    for (const [id, e] of s.entries) entries.set(id, { value: e.value, status: e.status === "saved" ? "saved" : e.status === "error" ? "failed" : "saving", error: e.error });
    return { entries };
  });
  return {
    save: (itemId, value) => engine.save(itemId, value),
    retry: engine.retry,
    getSnapshot,
    subscribe: engine.subscribe,
    dispose: engine.dispose,
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
