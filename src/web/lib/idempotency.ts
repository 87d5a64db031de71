import { useRef } from "react";

/** A random key for one user intent (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Keys for one create action's intents. `keyFor(input)` gives the same key while the input stays the same
 * and nothing has succeeded — a double click or a retry after a lost answer sends the same key, so the
 * server creates one thing — and a new key once the input changes or after `renew()` (call it on success).
 */
export class IntentKeys {
  private key: string | null = null;
  private input = "";

  keyFor(input: unknown): string {
    const json = JSON.stringify(input ?? null);
    if (this.key === null || json !== this.input) {
      this.key = newIdempotencyKey();
      this.input = json;
    }
    return this.key;
  }

  renew(): void {
    this.key = null;
  }
}

/** IntentKeys held by a component (one per mutation hook). */
export function useIntentKeys(): IntentKeys {
  const ref = useRef<IntentKeys | null>(null);
  return (ref.current ??= new IntentKeys());
}
