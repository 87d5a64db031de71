/**
 * Saves each answer to the server as it is given (PUT per item, idempotent), one request per item at a time,
 * always ending on the latest value. Text being typed is saved after a pause (`save(…, { debounceMs })`):
 * it shows as saving from the first key, and is sent once typing stops (or at once by flush()). Failures the server may recover from (network, 5xx, 429) are retried
 * after growing delays, then wait for a manual retry; refusals (4xx) are reported at once. No React here:
 * the page reads it through useSyncExternalStore.
 */
import { ApiError } from "../../../lib/api.ts";
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

/** True for failures worth retrying by themselves: no answer, a server error, rate limiting, a timeout. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.statusCode >= 500 || error.statusCode === 429 || error.statusCode === 408;
}

/** The user-facing reason an answer was not saved. */
export function saveFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return takingT("save.noConnection");
  if (error.statusCode === 409) return takingT("save.alreadySubmitted");
  if (error.statusCode === 404) return takingT("save.noLongerAvailable");
  if (error.statusCode === 429) return takingT("save.tooManyRequests");
  return error.message;
}

interface Slot {
  value: AnswerValue;
  timeMs: number;
  /** Bumped by every save; a reply for an older version does not settle the slot. */
  version: number;
  inFlight: boolean;
  attempts: number;
  /** A retry or debounce wait before the next send. */
  timer: unknown;
  /** The timer is a debounce (flush sends it now); otherwise a retry wait. */
  debouncing: boolean;
  status: SaveStatus;
  message: string | null;
}

export function createAutosave(options: AutosaveOptions): Autosave {
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const slots = new Map<string, Slot>();
  const listeners = new Set<() => void>();
  let server: AutosaveSnapshot["server"] = null;
  let closed = false;
  let disposed = false;
  let snapshot: AutosaveSnapshot = { entries: new Map(), server, closed };

  function publish(): void {
    const entries = new Map<string, SaveEntry>();
    for (const [id, s] of slots) entries.set(id, { value: s.value, status: s.status, message: s.message });
    snapshot = { entries, server, closed };
    for (const l of listeners) l();
  }

  function send(itemId: string): void {
    const slot = slots.get(itemId);
    if (!slot || slot.inFlight || disposed || closed) return;
    if (slot.timer !== null) {
      clearTimer(slot.timer);
      slot.timer = null;
    }
    slot.debouncing = false;
    const version = slot.version;
    slot.inFlight = true;
    slot.status = slot.attempts > 0 ? "retrying" : "saving";
    options.put(itemId, { value: slot.value, timeMs: slot.timeMs }).then(
      (counts) => {
        slot.inFlight = false;
        if (disposed) return;
        server = counts;
        if (slot.version !== version) {
          // A newer answer came while this one was on its way: send that one now.
          slot.attempts = 0;
          send(itemId);
        } else {
          slot.status = "saved";
          slot.message = null;
          slot.attempts = 0;
          options.onSaved?.(itemId, slot.value);
        }
        publish();
      },
      (error: unknown) => {
        slot.inFlight = false;
        if (disposed) return;
        if (error instanceof ApiError && error.statusCode === 409) {
          slot.status = "error";
          slot.message = saveFailureMessage(error);
          if (!closed) {
            closed = true;
            options.onClosed?.();
          }
          publish();
          return;
        }
        if (slot.version !== version) {
          slot.attempts = 0;
          send(itemId);
          publish();
          return;
        }
        slot.message = saveFailureMessage(error);
        if (isRetryable(error) && slot.attempts < delays.length) {
          const wait = delays[slot.attempts];
          slot.attempts += 1;
          slot.status = "retrying";
          slot.timer = setTimer(() => {
            slot.timer = null;
            send(itemId);
            publish();
          }, wait);
        } else {
          slot.status = "error";
        }
        publish();
      },
    );
  }

  return {
    save(itemId, value, timeMs, saveOptions) {
      if (disposed) return;
      const prev = slots.get(itemId);
      const slot: Slot = prev ?? { value, timeMs, version: 0, inFlight: false, attempts: 0, timer: null, debouncing: false, status: "saving", message: null };
      slot.value = value;
      slot.timeMs = timeMs;
      slot.version += 1;
      slot.attempts = 0;
      slot.message = null;
      slot.status = "saving";
      slots.set(itemId, slot);
      const debounceMs = saveOptions?.debounceMs ?? 0;
      if (closed) {
        slot.status = "error";
        slot.message = takingT("save.alreadySubmitted");
      } else if (debounceMs > 0) {
        if (slot.timer !== null) clearTimer(slot.timer);
        slot.debouncing = true;
        slot.timer = setTimer(() => {
          slot.timer = null;
          send(itemId);
          publish();
        }, debounceMs);
      } else send(itemId);
      publish();
    },
    flush() {
      for (const [id, slot] of slots) if (slot.debouncing) send(id);
      publish();
    },
    retry(itemId) {
      for (const [id, slot] of slots) {
        if ((itemId === undefined || id === itemId) && (slot.status === "error" || slot.status === "retrying") && !slot.inFlight) {
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
