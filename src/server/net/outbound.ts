/**
 * Outbound HTTP to addresses users give (webhooks, Slack incoming webhooks): only to public addresses.
 * The URL is checked (src/domain/net/address.ts), its name resolved and every address it resolves to
 * checked, then the request connects to that checked address and no other (the name is resolved once, here:
 * a DNS answer that changes between the check and the connection — rebinding — cannot move it), keeping the
 * name for the Host header and TLS (SNI and certificate). Redirects are not followed. Failures are told
 * in a few words that carry nothing of the network behind the address: "refused", "timed out", "could not
 * connect", "HTTP 503".
 */
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { addressClass, outboundTarget, type UrlHost } from "../../domain/net/address.ts";

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Resolves a host name to its addresses (the system resolver by default; tests give their own). */
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: HostLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

export type OutboundPolicy = {
  /** Private and internal addresses allowed too (WEBHOOK_ALLOW_PRIVATE_TARGETS: an on-premise install). */
  allowPrivate: boolean;
  /** Only https:// (production). */
  httpsOnly: boolean;
  lookup?: HostLookup;
};

/** Why a target is refused before any connection: its scheme, its address (or one its name resolves to), or a name that does not resolve. */
export type RefusalReason = "invalid" | "scheme" | "private" | "unresolved";

/** An outbound request that failed; `message` is what may be recorded and shown, `detail` is for the server log only. */
export class OutboundError extends Error {
  constructor(
    message: string,
    readonly reason: RefusalReason | "timeout" | "connect" | "status",
    readonly detail?: string,
  ) {
    super(message);
    this.name = "OutboundError";
  }

  /** The target may not be reached at all (its scheme, or an internal address): trying again will not help. */
  get refusal(): boolean {
    return this.reason === "invalid" || this.reason === "scheme" || this.reason === "private";
  }
}

const REFUSED_TEXT: Record<RefusalReason, string> = {
  invalid: "refused (not a valid URL)",
  scheme: "refused (https only)",
  private: "refused (private or internal address)",
  unresolved: "could not connect (the host name does not resolve)",
};

const refused = (reason: RefusalReason, detail?: string) => new OutboundError(REFUSED_TEXT[reason], reason, detail);

/** Rejects with a timeout when `signal` aborts first. */
function raceAbort<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new OutboundError("timed out", "timeout"));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new OutboundError("timed out", "timeout"));
    signal.addEventListener("abort", onAbort, { once: true });
    p.then(
      (v) => (signal.removeEventListener("abort", onAbort), resolve(v)),
      (e: unknown) => (signal.removeEventListener("abort", onAbort), reject(e instanceof Error ? e : new Error(String(e)))),
    );
  });
}

/**
 * Checks a URL and resolves its host: the URL and the one address to connect to, every address of the name
 * having been checked (one internal address among public ones refuses the name: a resolver may answer
 * either). Throws an OutboundError ("refused …", "could not connect …", "timed out").
 */
export async function checkedTarget(url: string, p: OutboundPolicy, signal: AbortSignal): Promise<{ url: URL; host: UrlHost; address: ResolvedAddress }> {
  const t = outboundTarget(url, { httpsOnly: p.httpsOnly, allowPrivate: p.allowPrivate });
  if (!t.ok) throw refused(t.problem);
  if (t.host.kind === "ip") return { url: t.url, host: t.host, address: { address: t.host.address, family: t.host.family } };
  let addresses: ResolvedAddress[];
  try {
    addresses = await raceAbort((p.lookup ?? systemLookup)(t.host.name), signal);
  } catch (e) {
    if (e instanceof OutboundError) throw e;
    throw refused("unresolved", (e as NodeJS.ErrnoException).code ?? (e as Error).message);
  }
  if (!addresses.length) throw refused("unresolved");
  if (!p.allowPrivate) {
    for (const a of addresses) if (addressClass(a.address) !== "public") throw refused("private");
  }
  return { url: t.url, host: t.host, address: addresses[0] };
}

/** A lookup that answers the one checked address, whatever it is asked (net.connect calls it for the name). */
function pinned(a: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (e: null, all: ResolvedAddress[]) => void)(null, [a]);
    else callback(null, a.address, a.family);
  };
}

/** How long a delivery may take, name resolution, connection and answer together. */
export const OUTBOUND_TIMEOUT_MS = 10_000;

/**
 * POSTs `body` as JSON to a checked, pinned address; resolves when the receiver answered 2xx. Anything else
 * throws an OutboundError: "refused (…)" for a target that may not be reached, "timed out", "could not
 * connect", or "HTTP <status>" (a 3xx included: redirects are not followed). The answer's body is never read.
 */
export async function postJson(url: string, body: string, headers: Record<string, string>, p: OutboundPolicy, timeoutMs = OUTBOUND_TIMEOUT_MS): Promise<void> {
  const signal = AbortSignal.timeout(timeoutMs);
  const target = await checkedTarget(url, p, signal);
  const u = target.url;
  const client = u.protocol === "https:" ? https : http;
  const status = await new Promise<number>((resolve, reject) => {
    const req = client.request(
      {
        protocol: u.protocol,
        hostname: target.host.kind === "ip" ? target.host.address : target.host.name,
        port: u.port || undefined,
        path: `${u.pathname}${u.search}`,
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), "user-agent": "Facetwise-Delivery/1", ...headers },
        // a name connects to its checked address only; an IP address is connected to as it is
        lookup: pinned(target.address),
        // no pooled connection: each delivery connects to the address checked for it
        agent: false,
        signal,
      },
      (res) => {
        // the body is discarded unread (the connection closes with it); the signal bounds how long it may stream
        res.resume();
        res.on("error", () => undefined);
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", (e: NodeJS.ErrnoException) => {
      if (signal.aborted || e.name === "AbortError") reject(new OutboundError("timed out", "timeout"));
      else reject(new OutboundError("could not connect", "connect", e.code ?? e.message));
    });
    req.end(body);
  });
  if (status >= 200 && status < 300) return;
  throw new OutboundError(status >= 300 && status < 400 ? `HTTP ${status} (redirects are not followed)` : `HTTP ${status}`, "status");
}
