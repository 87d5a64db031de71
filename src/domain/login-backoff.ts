/**
 * Per-account backoff for password sign-in, pure. Every attempt is counted before the password is checked
 * (so concurrent guesses cannot slip past the limit while the first ones are being verified); a success
 * clears the count. From the `freeAttempts`-th attempt on, each failure locks the account for `baseMs`,
 * doubling with every further one, up to `maxMs`. A count idle for `forgetAfterMs` is forgotten.
 */
export type BackoffPolicy = { freeAttempts: number; baseMs: number; maxMs: number; forgetAfterMs: number };
export type BackoffState = { attempts: number; lockedUntilMs: number; updatedAtMs: number };
export type BackoffDecision = { allowed: boolean; state: BackoffState; retryAfterMs: number };

/** Ten attempts, then 30 s, 1 min, 2 min … at most an hour; forgotten after a day without attempts. */
export const LOGIN_BACKOFF: BackoffPolicy = { freeAttempts: 10, baseMs: 30_000, maxMs: 3_600_000, forgetAfterMs: 86_400_000 };

/** How long the n-th counted attempt locks the account (0 while still free). */
export function lockMsAfter(attempts: number, policy: BackoffPolicy): number {
  if (attempts < policy.freeAttempts) return 0;
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(30, attempts - policy.freeAttempts));
}

/** Counts an attempt at `nowMs` unless the account is locked (a refused attempt is not counted). */
export function beginAttempt(state: BackoffState | undefined, policy: BackoffPolicy, nowMs: number): BackoffDecision {
  const live = state && nowMs - state.updatedAtMs < policy.forgetAfterMs ? state : undefined;
  if (live && live.lockedUntilMs > nowMs) return { allowed: false, state: live, retryAfterMs: live.lockedUntilMs - nowMs };
  const attempts = (live?.attempts ?? 0) + 1;
  const lock = lockMsAfter(attempts, policy);
  return { allowed: true, state: { attempts, lockedUntilMs: lock ? nowMs + lock : 0, updatedAtMs: nowMs }, retryAfterMs: 0 };
}
