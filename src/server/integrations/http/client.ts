/**
 * The one outbound HTTP client of the integrations layer. Every call names its provider's limits and the
 * credential it spends, and gets:
 * - the address guard (address-guard.ts): public addresses only, connected to the checked address (pinned),
 *   redirects never followed (a 3xx is a failure);
 * - a timeout per attempt covering name resolution, connection and the answer;
 * - a token bucket per provider and credential (src/domain/token-bucket.ts), in this process: a call waits for
 *   its token when the wait is short, and fails as rate-limited (retryable) otherwise;
 * - retries of retryable failures (408, 425, 429, 5xx, network), waiting what the provider's Retry-After
 *   asks; a wait longer than the provider allows is not slept: the call fails with `retryAfterMs`, for the job
 *   queue to try again later;
 * - one error type, IntegrationError (kind, status, retryable, provider).
 * Time is injectable (`now`, `sleep`), so tests see the waits asked for without waiting them.
 */
import http from "node:http";
import https from "node:https";
import { takeToken, type BucketPolicy, type BucketState } from "../../../domain/token-bucket.ts";
import { backoffMs, retryAfterMs } from "../../../domain/net/retry-after.ts";
import { checkedTarget, pinned, type OutboundPolicy } from "./address-guard.ts";
import { IntegrationError } from "./errors.ts";

export type RetryPolicy = {
  /** Attempts in all (1: never retried here). */
  attempts: number;
  /** The first wait when the provider names none, doubling; 0 retries only failures that name their wait (Retry-After). */
  backoffMs: number;
  /** The longest wait slept in the call (a Retry-After, a backoff or the bucket); a longer one fails the call, retryable. */
  maxWaitMs: number;
};

/** What the client needs to know of a provider. */
export type ProviderLimits = {
  id: string;
  /** One attempt's limit: resolution, connection and the whole answer. */
  timeoutMs: number;
  /** Calls per credential (an organization's connection, a webhook URL). */
  rateLimit: BucketPolicy;
  retry: RetryPolicy;
};

export type IntegrationRequest = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** Which credential the call spends (never stored as given: only a key for the bucket). */
  credential: string;
  /** Read the answer's body (up to the client's limit); otherwise it is discarded unread. */
  readBody?: boolean;
};

export type IntegrationResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

export type ClientOptions = {
  policy: OutboundPolicy;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** The largest answer read (1 MiB). */
  maxBodyBytes?: number;
};

const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Buckets kept before full ones are swept (a full bucket is the same as none). */
const BUCKET_SWEEP_AT = 1000;

export class IntegrationClient {
  private readonly buckets = new Map<string, { state: BucketState; policy: BucketPolicy }>();
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly maxBodyBytes: number;

  constructor(private readonly o: ClientOptions) {
    this.now = o.now ?? Date.now;
    this.sleep = o.sleep ?? realSleep;
    this.maxBodyBytes = o.maxBodyBytes ?? 1024 * 1024;
  }

  /** The address policy calls go out under (what the distribution service checks new URLs with). */
  get policy(): OutboundPolicy {
    return this.o.policy;
  }

  /** Sends a request; resolves with a 2xx answer, throws an IntegrationError for anything else once retries are spent. */
  async request(provider: ProviderLimits, req: IntegrationRequest): Promise<IntegrationResponse> {
    for (let attempt = 1; ; attempt++) {
      let failure: IntegrationError;
      try {
        await this.spendToken(provider, req.credential);
        const res = await this.once(req, provider.timeoutMs);
        if (res.status >= 200 && res.status < 300) return res;
        failure = this.statusError(res);
      } catch (e) {
        if (!(e instanceof IntegrationError)) throw e;
        failure = e;
      }
      failure.provider = provider.id;
      if (!failure.retryable || attempt >= provider.retry.attempts) throw failure;
      const wait = failure.retryAfterMs ?? (provider.retry.backoffMs > 0 ? backoffMs(attempt, provider.retry.backoffMs, provider.retry.maxWaitMs) : null);
      if (wait === null || wait > provider.retry.maxWaitMs) throw failure;
      await this.sleep(wait);
    }
  }

  /** Takes a token from the provider's bucket for this credential, waiting for one when the wait is short. */
  private async spendToken(provider: ProviderLimits, credential: string): Promise<void> {
    const key = `${provider.id}\u0000${credential}`;
    for (;;) {
      const held = this.buckets.get(key);
      const d = takeToken(held?.state, provider.rateLimit, this.now());
      this.sweepBuckets();
      this.buckets.set(key, { state: d.state, policy: provider.rateLimit });
      if (d.allowed) return;
      if (d.retryAfterMs > provider.retry.maxWaitMs) {
        throw new IntegrationError("rate limited", "rate-limited", { provider: provider.id, retryAfterMs: d.retryAfterMs, retryable: true });
      }
      await this.sleep(d.retryAfterMs);
    }
  }

  private sweepBuckets(): void {
    if (this.buckets.size < BUCKET_SWEEP_AT) return;
    const now = this.now();
    for (const [k, b] of this.buckets) {
      const refilled = b.state.tokens + ((now - b.state.updatedAtMs) * b.policy.refillPerMinute) / 60_000;
      if (refilled >= b.policy.capacity) this.buckets.delete(k);
    }
  }

  private statusError(res: IntegrationResponse): IntegrationError {
    const header = res.headers["retry-after"];
    const wait = retryAfterMs(Array.isArray(header) ? header[0] : header, this.now()) ?? undefined;
    if (res.status >= 300 && res.status < 400) return new IntegrationError(`HTTP ${res.status} (redirects are not followed)`, "status", { status: res.status, retryable: false });
    if (res.status === 429) return new IntegrationError("HTTP 429", "rate-limited", { status: 429, retryAfterMs: wait });
    return new IntegrationError(`HTTP ${res.status}`, "status", { status: res.status, retryAfterMs: wait });
  }

  /** One attempt: guard, pinned connection, no redirect, the answer read or discarded, all within `timeoutMs`. */
  private async once(req: IntegrationRequest, timeoutMs: number): Promise<IntegrationResponse> {
    const signal = AbortSignal.timeout(timeoutMs);
    const target = await checkedTarget(req.url, this.o.policy, signal);
    const u = target.url;
    const client = u.protocol === "https:" ? https : http;
    const maxBody = this.maxBodyBytes;
    const headers: Record<string, string | number> = { "user-agent": "Facetwise-Integrations/1", ...req.headers };
    if (req.body !== undefined) headers["content-length"] = Buffer.byteLength(req.body);
    return new Promise<IntegrationResponse>((resolve, reject) => {
      const fail = (e: NodeJS.ErrnoException) => {
        if (signal.aborted || e.name === "AbortError") reject(new IntegrationError("timed out", "timeout"));
        else if (e instanceof IntegrationError) reject(e);
        else reject(new IntegrationError("could not connect", "connect", { detail: e.code ?? e.message }));
      };
      const r = client.request(
        {
          protocol: u.protocol,
          hostname: target.host.kind === "ip" ? target.host.address : target.host.name,
          port: u.port || undefined,
          path: `${u.pathname}${u.search}`,
          method: req.method,
          headers,
          // a name connects to its checked address only; an IP address is connected to as it is
          lookup: pinned(target.address),
          // no pooled connection: each request connects to the address checked for it
          agent: false,
          signal,
        },
        (res) => {
          const status = res.statusCode ?? 0;
          res.on("error", fail);
          if (!req.readBody) {
            // discarded unread (the connection closes with it); the signal bounds how long it may stream
            res.resume();
            return resolve({ status, headers: res.headers, body: "" });
          }
          const chunks: Buffer[] = [];
          let size = 0;
          res.on("data", (c: Buffer) => {
            size += c.length;
            if (size > maxBody) {
              res.destroy();
              return reject(new IntegrationError("answer too large", "status", { status, retryable: false }));
            }
            chunks.push(c);
          });
          res.on("end", () => resolve({ status, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        },
      );
      r.on("error", fail);
      r.end(req.body);
    });
  }
}
