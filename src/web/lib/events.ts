/** A tiny typed event emitter: `on` returns an unsubscribe function; listeners added or removed during an emit do not disturb it. */
export interface Emitter<Events extends Record<string, unknown>> {
  on<K extends keyof Events>(type: K, listener: (payload: Events[K]) => void): () => void;
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
  /** Number of listeners for a type (for tests and diagnostics). */
  listenerCount<K extends keyof Events>(type: K): number;
}

/** Creates an emitter whose event names and payloads are checked by the type system. */
export function createEmitter<Events extends Record<string, unknown>>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on(type, listener) {
      let set = listeners.get(type);
      if (!set) {
        set = new Set();
        listeners.set(type, set);
      }
      set.add(listener as (payload: never) => void);
      return () => {
        listeners.get(type)?.delete(listener as (payload: never) => void);
      };
    },
    emit(type, payload) {
      const set = listeners.get(type);
      if (!set) return;
      for (const listener of [...set]) {
        try {
          (listener as (p: typeof payload) => void)(payload);
        } catch (error) {
          // One faulty listener must not stop the others from hearing the event.
          console.error(`Listener for "${String(type)}" failed`, error);
        }
      }
    },
    listenerCount(type) {
      return listeners.get(type)?.size ?? 0;
    },
  };
}

/** Events the API client raises (spec 1 §8: 401 → refresh → 'auth-error'; 429 → 'rate-limit'). */
export interface ApiEvents extends Record<string, unknown> {
  /** The session could not be refreshed: the client should treat the user as signed out. */
  "auth-error": { path: string; statusCode: number };
  /** The server refused a request for rate limiting; `count` is the running total in this page's life. */
  "rate-limit": { path: string; count: number; retryAfterSeconds: number | null };
  /** A request was refused because the session's organization is suspended: the session should be read again. */
  "organization-suspended": { path: string };
}

/** The app-wide API event bus, shared by the API client and the providers that react to it. */
export const apiEvents: Emitter<ApiEvents> = createEmitter<ApiEvents>();
