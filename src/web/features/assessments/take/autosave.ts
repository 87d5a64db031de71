/**
 * Saves each answer to the server as it is given (PUT per item, idempotent) through the web app's autosave
 * engine (lib/autosave.ts): one request per item at a time, always ending on the latest value. Text being typed
 * is saved after a pause (`save(…, { debounceMs })`): it shows as saving from the first key, and is sent once
 * typing stops (or at once by flush()). Failures the server may recover from (network, 5xx, 429) are retried
 * after growing delays, then wait for a manual retry; refusals (4xx) are reported at once; a 409 (already
 * submitted) closes the response. This module gives the taking page its words and its snapshot's shape.
 */
import { ApiError } from "../../../lib/api.ts";
import { createAutosave as createEngine, mappedSnapshot } from "../../../lib/autosave.ts";
import { takingT } from "./i18n.ts";
import type { AnswerValue } from "./taking.ts";

export type SaveStatus = "saving" | "retrying" | "saved" | "error";

export interface SaveEntry {
  readonly value: AnswerValue;
  readonly status: SaveStatus;
  /** Why the last attempt failed (null when it did not). */
  readonly message: string | null;
}

export interface AutosaveSnapshot {
  readonly entries: ReadonlyMap<string, SaveEntry>;
  /** The server's count after the last acknowledged save. */
  readonly server: { readonly answered: number; readonly total: number } | null;
  /** The response can no longer take answers (409: already submitted). */
  readonly closed: boolean;
}

/** The overall state the indicator shows. */
export type OverallSave = { kind: "idle" } | { kind: "saving"; count: number } | { kind: "saved" } | { kind: "error"; failed: string[]; message: string; retrying: boolean };

export interface AutosaveOptions {
  put(itemId: string, body: { value: AnswerValue; timeMs: number }): Promise<{ answered: number; total: number }>;
  /** Waits before automatic retries (then a manual retry is needed). */
  retryDelaysMs?: readonly number[];
  /** Called once when the server says the response is already submitted. */
  onClosed?(): void;
  /** Called when the server acknowledged an item's latest value. */
  onSaved?(itemId: string, value: AnswerValue): void;
  setTimer?(fn: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
}

export interface Autosave {
  /** Saves now, or with `debounceMs` once no newer value came for that long (typing). */
  save(itemId: string, value: AnswerValue, timeMs: number, options?: { debounceMs?: number }): void;
  /** Sends every answer still waiting out its debounce now (leaving the page, leaving the question). */
  flush(): void;
  /** Sends again every failed answer (or one). */
  retry(itemId?: string): void;
  getSnapshot(): AutosaveSnapshot;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1000, 3000, 8000];

/** The user-facing reason an answer was not saved. */
export function saveFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return takingT("save.noConnection");
  if (error.statusCode === 409) return takingT("save.alreadySubmitted");
  if (error.statusCode === 404) return takingT("save.noLongerAvailable");
  if (error.statusCode === 429) return takingT("save.tooManyRequests");
  return error.message;
}

const isSubmitted = (error: unknown) => error instanceof ApiError && error.statusCode === 409;

export function createAutosave(options: AutosaveOptions): Autosave {
  // the time spent travels with the latest value of each item
  const times = new Map<string, number>();
  const engine = createEngine<AnswerValue, { answered: number; total: number }>({
    put: (itemId, value) => options.put(itemId, { value, timeMs: times.get(itemId) ?? 0 }),
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    isClosing: isSubmitted,
    onClosed: () => options.onClosed?.(),
    onSaved: (itemId, value) => options.onSaved?.(itemId, value),
    setTimer: options.setTimer,
    clearTimer: options.clearTimer,
  });
  const getSnapshot = mappedSnapshot(engine.getSnapshot, (s): AutosaveSnapshot => {
    const entries = new Map<string, SaveEntry>();
    for (const [id, e] of s.entries) entries.set(id, { value: e.value, status: e.status, message: e.error === null ? null : saveFailureMessage(e.error) });
    return { entries, server: s.last, closed: s.closed };
  });
  return {
    save(itemId, value, timeMs, saveOptions) {
      times.set(itemId, timeMs);
      engine.save(itemId, value, saveOptions);
    },
    flush: engine.flush,
    retry: engine.retry,
    getSnapshot,
    subscribe: engine.subscribe,
    dispose: engine.dispose,
  };
}

/** What the save indicator shows for a snapshot. */
export function overallSave(snapshot: AutosaveSnapshot): OverallSave {
  let saving = 0;
  const failed: string[] = [];
  let message = "";
  let any = false;
  let waiting = true;
  for (const [id, e] of snapshot.entries) {
    any = true;
    if (e.status === "saving") saving++;
    else if (e.status === "retrying" || e.status === "error") {
      failed.push(id);
      message ||= e.message ?? "";
      if (e.status === "error") waiting = false;
    }
  }
  if (failed.length > 0) return { kind: "error", failed, message, retrying: waiting };
  if (saving > 0) return { kind: "saving", count: saving };
  return any ? { kind: "saved" } : { kind: "idle" };
}

/** Item ids whose latest answer the server has not acknowledged. */
export function unsavedIds(snapshot: AutosaveSnapshot): string[] {
  return [...snapshot.entries].filter(([, e]) => e.status !== "saved").map(([id]) => id);
}
