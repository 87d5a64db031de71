/**
 * The one error every outbound integration call fails with. `message` is a few words that may be recorded and
 * shown ("refused (…)", "timed out", "could not connect", "HTTP 503", "rate limited"): it carries nothing of
 * the network behind the address. `detail` (an error code) is for the server log only.
 */

/** What went wrong, in the five kinds callers act on. */
export type IntegrationErrorKind = "timeout" | "refused-address" | "http-status" | "network" | "rate-limited";

/** The finer reason: why an address was refused, or how the request failed. */
export type IntegrationErrorReason = "invalid" | "scheme" | "private" | "unresolved" | "timeout" | "connect" | "status" | "rate-limited";

const KIND_OF: Record<IntegrationErrorReason, IntegrationErrorKind> = {
  invalid: "refused-address",
  scheme: "refused-address",
  private: "refused-address",
  unresolved: "network",
  timeout: "timeout",
  connect: "network",
  status: "http-status",
  "rate-limited": "rate-limited",
};

export class IntegrationError extends Error {
  readonly kind: IntegrationErrorKind;
  /** The provider the call was for ("webhook", "slack", a test's fake…); "outbound" for a bare address check. */
  provider: string;

  constructor(
    message: string,
    readonly reason: IntegrationErrorReason,
    o: {
      provider?: string;
      /** The HTTP status answered (http-status, and rate-limited when the provider said 429). */
      status?: number;
      /** Whether trying again later may succeed. Defaults by kind: a refused address never will; a 4xx other than 408/429 will not. */
      retryable?: boolean;
      /** How long the provider (or our own bucket) asked to wait before trying again. */
      retryAfterMs?: number;
      detail?: string;
    } = {},
  ) {
    super(message);
    this.name = "IntegrationError";
    this.kind = KIND_OF[reason];
    this.provider = o.provider ?? "outbound";
    this.status = o.status;
    this.retryAfterMs = o.retryAfterMs;
    this.detail = o.detail;
    this.retryable = o.retryable ?? defaultRetryable(this.kind, o.status);
  }

  readonly status: number | undefined;
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;
  readonly detail: string | undefined;

  /** The target may not be reached at all (its scheme, or an internal address): trying again will not help. */
  get refusal(): boolean {
    return this.kind === "refused-address";
  }
}

/** A status worth retrying: 408, 425, 429 and every 5xx. */
export const isRetryableStatus = (status: number): boolean => status === 408 || status === 425 || status === 429 || status >= 500;

function defaultRetryable(kind: IntegrationErrorKind, status: number | undefined): boolean {
  if (kind === "refused-address") return false;
  if (kind === "http-status") return status !== undefined && isRetryableStatus(status);
  return true;
}
