import { Redis } from "ioredis";
import { takeToken, type BucketPolicy, type BucketState } from "../../domain/token-bucket.ts";

export type RateDecision = { allowed: boolean; remaining: number; retryAfterMs: number };

/** A token-bucket store: in process memory (embedded, one process) or Redis (shared by every process). */
export interface RateLimitStore {
  take(key: string, policy: BucketPolicy): Promise<RateDecision>;
  close(): Promise<void>;
}

/** One process's buckets; stale buckets are dropped as the map grows. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly buckets = new Map<string, BucketState>();
  /** The longest any policy seen takes to refill an empty bucket: a bucket idle that long is full under every policy. */
  private fullAfterMs = 0;
  constructor(private readonly now: () => number = Date.now) {}

  async take(key: string, policy: BucketPolicy): Promise<RateDecision> {
    const now = this.now();
    this.fullAfterMs = Math.max(this.fullAfterMs, (policy.capacity / policy.refillPerMinute) * 60_000);
    const d = takeToken(this.buckets.get(key), policy, now);
    this.buckets.set(key, d.state);
    if (this.buckets.size > 50_000) this.sweep(now);
    return { allowed: d.allowed, remaining: d.remaining, retryAfterMs: d.retryAfterMs };
  }

  private sweep(now: number) {
    for (const [k, s] of this.buckets) if (now - s.updatedAtMs > this.fullAfterMs) this.buckets.delete(k);
  }

  async close() {}
}

// The same arithmetic as domain/token-bucket.ts, atomically in Redis (time from the Redis server, so
// every process agrees). Returns { allowed, remaining, retryAfterMs }.
const TAKE_SCRIPT = `
local capacity = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2]) / 60000
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local b = redis.call('HMGET', KEYS[1], 'tokens', 'ts')
local tokens = capacity
if b[1] then
  local elapsed = math.max(0, now - tonumber(b[2]))
  tokens = math.min(capacity, tonumber(b[1]) + elapsed * perMs)
end
local allowed = 0
local retry = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
else
  retry = math.ceil((1 - tokens) / perMs)
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'ts', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity / perMs) + 1000)
return { allowed, math.floor(tokens), retry }
`;

/** Buckets in Redis, shared by every process of a scale-out deployment. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;
  constructor(
    url: string,
    private readonly prefix = "facetwise:rl:",
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
    this.redis.defineCommand("fwTakeToken", { numberOfKeys: 1, lua: TAKE_SCRIPT });
  }

  async take(key: string, policy: BucketPolicy): Promise<RateDecision> {
    const r = (await (this.redis as unknown as { fwTakeToken: (...a: unknown[]) => Promise<number[]> }).fwTakeToken(
      this.prefix + key,
      policy.capacity,
      policy.refillPerMinute,
    )) as number[];
    return { allowed: r[0] === 1, remaining: r[1], retryAfterMs: r[2] };
  }

  async close() {
    await this.redis.quit().catch(() => undefined);
  }
}
