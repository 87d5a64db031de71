/**
 * The one autosave engine of the web app (taking an assessment, rating a 360): each value is saved by key
 * (one idempotent PUT per key), one request per key at a time, always ending on the latest value — a value
 * given while its key's request is on its way is queued and sent when the reply comes. A save may wait for a
 * pause (`debounceMs`, typing), sent at once by flush(). Failures the server may recover from (no answer,
 * 5xx, 408, 429) are retried after growing delays, then wait for a manual retry; refusals (4xx) wait at once.
 * A failure the caller marks as closing (409: already submitted) stops every further save. No React: pages
 * read it through useSyncExternalStore.
 */
import { ApiError } from "./api.ts";

/** saving: on its way or waiting out its pause; retrying: failed, sent again after a delay; error: waits for retry(). */
export type SaveStatus = "saving" | "retrying" | "saved" | "error";

export interface SaveEntry<V> {
  readonly value: V;
  readonly status: SaveStatus;
  /** Why the last attempt failed (null when it did not, or once the latest value is saved). */
  readonly error: unknown;
}

export interface AutosaveSnapshot<V, R> {
  readonly entries: ReadonlyMap<string, SaveEntry<V>>;
  /** The server's reply to the last acknowledged save. */
  readonly last: R | null;
  /** A closing failure came: nothing more is sent. */
  readonly closed: boolean;
}

export interface AutosaveOptions<V, R> {
  put(key: string, value: V): Promise<R>;
  /** Waits before automatic retries (then a manual retry is needed). */
  retryDelaysMs?: readonly number[];
  /** True for a failure after which no save can succeed (the default: none). */
  isClosing?(error: unknown): boolean;
  /** Called once, on the first closing failure. */
  onClosed?(error: unknown): void;
  /** Called when the server acknowledged a key's latest value. */
  onSaved?(key: string, value: V, reply: R): void;
  setTimer?(fn: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
}

export interface Autosave<V, R> {
  /** Saves now, or with `debounceMs` once no newer value came for that long. */
  save(key: string, value: V, options?: { debounceMs?: number }): void;
  /** Sends every value still waiting out its pause now. */
  flush(): void;
  /** Sends again every failed value (or one key's). */
  retry(key?: string): void;
  getSnapshot(): AutosaveSnapshot<V, R>;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

/** True for failures worth retrying by themselves: no answer, a server error, rate limiting, a timeout. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.statusCode >= 500 || error.statusCode === 429 || error.statusCode === 408;
}

interface Slot<V> {
  value: V;
  /** Bumped by every save; a reply for an older version does not settle the slot. */
  version: number;
  inFlight: boolean;
  attempts: number;
  /** A retry or debounce wait before the next send. */
  timer: unknown;
  /** The timer is a debounce (flush sends it now); otherwise a retry wait. */
  debouncing: boolean;
  status: SaveStatus;
  error: unknown;
}

export function createAutosave<V, R>(options: AutosaveOptions<V, R>): Autosave<V, R> {
  const delays = options.retryDelaysMs ?? [1000, 3000, 8000];
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const slots = new Map<string, Slot<V>>();
  const listeners = new Set<() => void>();
  let last: R | null = null;
  let closedBy: { error: unknown } | null = null;
  let disposed = false;
  let snapshot: AutosaveSnapshot<V, R> = { entries: new Map(), last, closed: false };

  function publish(): void {
    const entries = new Map<string, SaveEntry<V>>();
    for (const [key, s] of slots) entries.set(key, { value: s.value, status: s.status, error: s.error });
    snapshot = { entries, last, closed: closedBy !== null };
    for (const l of listeners) l();
  }

  function later(key: string, slot: Slot<V>, ms: number, debouncing: boolean): void {
    if (slot.timer !== null) clearTimer(slot.timer);
    slot.debouncing = debouncing;
    slot.timer = setTimer(() => {
      slot.timer = null;
      send(key);
      publish();
    }, ms);
  }

  function send(key: string): void {
    const slot = slots.get(key);
    if (!slot || slot.inFlight || disposed || closedBy) return;
    if (slot.timer !== null) {
      clearTimer(slot.timer);
      slot.timer = null;
    }
    slot.debouncing = false;
    const version = slot.version;
    slot.inFlight = true;
    slot.status = slot.attempts > 0 ? "retrying" : "saving";
    options.put(key, slot.value).then(
      (reply) => {
        slot.inFlight = false;
        if (disposed) return;
        last = reply;
        if (slot.version !== version) {
          // A newer value came while this one was on its way: send that one now.
          slot.attempts = 0;
          send(key);
        } else {
          slot.status = "saved";
          slot.error = null;
          slot.attempts = 0;
          options.onSaved?.(key, slot.value, reply);
        }
        publish();
      },
      (error: unknown) => {
        slot.inFlight = false;
        if (disposed) return;
        slot.error = error;
        if (options.isClosing?.(error)) {
          slot.status = "error";
          if (!closedBy) {
            closedBy = { error };
            options.onClosed?.(error);
          }
        } else if (slot.version !== version) {
          // A newer value came meanwhile: send that one (its own failure, if any, is what counts).
          slot.attempts = 0;
          send(key);
        } else if (isRetryable(error) && slot.attempts < delays.length) {
          const wait = delays[slot.attempts];
          slot.attempts += 1;
          slot.status = "retrying";
          later(key, slot, wait, false);
        } else slot.status = "error";
        publish();
      },
    );
  }

  return {
    save(key, value, saveOptions) {
      if (disposed) return;
      const slot: Slot<V> = slots.get(key) ?? { value, version: 0, inFlight: false, attempts: 0, timer: null, debouncing: false, status: "saving", error: null };
      slot.value = value;
      slot.version += 1;
      slot.attempts = 0;
      slot.error = null;
      slot.status = "saving";
      slots.set(key, slot);
      const debounceMs = saveOptions?.debounceMs ?? 0;
      if (closedBy) {
        slot.status = "error";
        slot.error = closedBy.error;
      } else if (debounceMs > 0) later(key, slot, debounceMs, true);
      else send(key);
      publish();
    },
    flush() {
      for (const [key, slot] of slots) if (slot.debouncing) send(key);
      publish();
    },
    retry(key) {
      for (const [k, slot] of slots) {
        if ((key === undefined || k === key) && (slot.status === "error" || slot.status === "retrying") && !slot.inFlight) {
          slot.attempts = 0;
          send(k);
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

/**
 * A snapshot reader that maps the engine's snapshot to a page's own shape, once per change (the same object
 * until the next change, as useSyncExternalStore requires).
 */
export function mappedSnapshot<S, T>(read: () => S, map: (s: S) => T): () => T {
  let from: S | undefined;
  let to: T | undefined;
  return () => {
    const s = read();
    if (s !== from || to === undefined) {
      from = s;
      to = map(s);
    }
    return to;
  };
}
