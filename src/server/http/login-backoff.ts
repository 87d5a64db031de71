import { Redis } from "ioredis";
import { beginAttempt, type BackoffPolicy, type BackoffState } from "../../domain/login-backoff.ts";

export type AttemptDecision = { allowed: boolean; retryAfterMs: number };

/**
 * Per-account sign-in attempt counts (domain/login-backoff.ts): in process memory (embedded, one process) or
 * Redis (shared by every process, beside the rate limits).
 */
export interface LoginBackoffStore {
  /** Counts an attempt for `key` unless it is locked. */
  begin(key: string, policy: BackoffPolicy): Promise<AttemptDecision>;
  /** A success: the count starts again. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryLoginBackoffStore implements LoginBackoffStore {
  private readonly states = new Map<string, BackoffState>();
  constructor(private readonly now: () => number = Date.now) {}

  async begin(key: string, policy: BackoffPolicy): Promise<AttemptDecision> {
    const now = this.now();
    const d = beginAttempt(this.states.get(key), policy, now);
    this.states.set(key, d.state);
    if (this.states.size > 50_000) for (const [k, s] of this.states) if (now - s.updatedAtMs >= policy.forgetAfterMs && s.lockedUntilMs <= now) this.states.delete(k);
    return { allowed: d.allowed, retryAfterMs: d.retryAfterMs };
  }

  async reset(key: string): Promise<void> {
    this.states.delete(key);
  }

  async close() {}
}

// beginAttempt of domain/login-backoff.ts, atomically in Redis (time from the Redis server, so every
// process agrees); the key expires when the policy would forget it. Returns { allowed, retryAfterMs }.
const BEGIN_SCRIPT = `
local free = tonumber(ARGV[1])
local base = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
local forget = tonumber(ARGV[4])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local s = redis.call('HMGET', KEYS[1], 'attempts', 'until')
local attempts = tonumber(s[1]) or 0
local lockedUntil = tonumber(s[2]) or 0
if lockedUntil > now then
  return { 0, lockedUntil - now }
end
attempts = attempts + 1
local lock = 0
if attempts >= free then
  lock = math.min(max, base * (2 ^ math.min(30, attempts - free)))
end
local untilMs = 0
if lock > 0 then untilMs = now + lock end
redis.call('HSET', KEYS[1], 'attempts', tostring(attempts), 'until', tostring(untilMs))
redis.call('PEXPIRE', KEYS[1], forget + lock)
return { 1, 0 }
`;

export class RedisLoginBackoffStore implements LoginBackoffStore {
  private readonly redis: Redis;
  constructor(
    url: string,
    private readonly prefix = "facetwise:login:",
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
    this.redis.defineCommand("fwBeginAttempt", { numberOfKeys: 1, lua: BEGIN_SCRIPT });
  }

  async begin(key: string, p: BackoffPolicy): Promise<AttemptDecision> {
    const cmd = (this.redis as unknown as { fwBeginAttempt: (...a: unknown[]) => Promise<number[]> }).fwBeginAttempt;
    const r = await cmd.call(this.redis, this.prefix + key, p.freeAttempts, p.baseMs, p.maxMs, p.forgetAfterMs);
    return { allowed: r[0] === 1, retryAfterMs: Number(r[1]) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    await this.redis.quit().catch(() => undefined);
  }
}
