/** Messages one tab sends the others about the shared session cookie. */
export type AuthMessage = { type: "logout" } | { type: "login" };

export interface AuthChannel {
  post(message: AuthMessage): void;
  subscribe(listener: (message: AuthMessage) => void): () => void;
  close(): void;
}

export const AUTH_CHANNEL_NAME = "facetwise-auth";
/** Storage key used by the fallback when BroadcastChannel is missing: a write here fires `storage` in other tabs. */
export const AUTH_STORAGE_EVENT_KEY = "facetwise-auth-event";

/** Accepts only the known message shapes (other tabs may run an older or newer build). */
export function parseAuthMessage(value: unknown): AuthMessage | null {
  if (typeof value !== "object" || value === null) return null;
  const type = (value as { type?: unknown }).type;
  return type === "logout" || type === "login" ? { type } : null;
}

/**
 * Cross-tab auth notifications over BroadcastChannel('facetwise-auth'), falling back to `storage` events.
 * A tab never hears its own messages.
 */
export function createAuthChannel(): AuthChannel {
  const listeners = new Set<(message: AuthMessage) => void>();
  const deliver = (raw: unknown) => {
    const message = parseAuthMessage(raw);
    if (message) for (const listener of [...listeners]) listener(message);
  };

  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<unknown>) => deliver(event.data);
    return {
      post: (message) => channel.postMessage(message),
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => channel.close(),
    };
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_STORAGE_EVENT_KEY || event.newValue === null) return;
    try {
      deliver(JSON.parse(event.newValue) as unknown);
    } catch {
      // Ignore malformed values.
    }
  };
  window.addEventListener("storage", onStorage);
  return {
    post(message) {
      try {
        // The timestamp makes every write a change, so repeated messages still fire.
        localStorage.setItem(AUTH_STORAGE_EVENT_KEY, JSON.stringify({ ...message, at: Date.now() }));
      } catch {
        // Storage unavailable: other tabs find out on their next API call instead.
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => window.removeEventListener("storage", onStorage),
  };
}
