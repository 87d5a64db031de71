/**
 * Token-bucket rate limiting, pure: a bucket holds up to `capacity` tokens (the burst) and refills at
 * `refillPerMinute`. Spec 3 §9: "rate limit on, 100 per minute, burst 200".
 */
export type BucketPolicy = { capacity: number; refillPerMinute: number };
export type BucketState = { tokens: number; updatedAtMs: number };
export type BucketDecision = { allowed: boolean; state: BucketState; remaining: number; retryAfterMs: number };

/** Takes one token at `nowMs` if there is one; a request is never charged when refused. */
export function takeToken(state: BucketState | undefined, policy: BucketPolicy, nowMs: number): BucketDecision {
  const perMs = policy.refillPerMinute / 60_000;
  const elapsed = state ? Math.max(0, nowMs - state.updatedAtMs) : 0;
  const tokens = Math.min(policy.capacity, state ? state.tokens + elapsed * perMs : policy.capacity);
  if (tokens >= 1) {
    const next = { tokens: tokens - 1, updatedAtMs: nowMs };
    return { allowed: true, state: next, remaining: Math.floor(next.tokens), retryAfterMs: 0 };
  }
  return {
    allowed: false,
    state: { tokens, updatedAtMs: nowMs },
    remaining: 0,
    retryAfterMs: Math.ceil((1 - tokens) / perMs),
  };
}
