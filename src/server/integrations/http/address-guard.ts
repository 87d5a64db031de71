/**
 * The address guard of every outbound request (webhooks, Slack, providers): only public addresses. The URL
 * is checked (src/domain/net/address.ts), its name resolved and every address it resolves to checked, then
 * the request connects to that checked address and no other (`pinned`: the name is resolved once, here, so
 * a DNS answer that changes between the check and the connection — rebinding — cannot move it), keeping
 * the name for the Host header and TLS (SNI and certificate). Failures are IntegrationErrors told in a few
 * words that carry nothing of the network behind the address.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";
import { addressClass, outboundTarget, type UrlHost } from "../../../domain/net/address.ts";
import { IntegrationError } from "./errors.ts";

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
  /**
   * Loopback IP literals (127.0.0.1, [::1]) allowed on exactly these ports: what a test passes to reach its
   * fake provider (tests/support/fake-provider.ts `allowance`). Never read from configuration: the app's
   * policy (outboundPolicy in the distribution module) does not set it, so production cannot be widened by it.
   */
  loopbackPorts?: readonly number[];
};

/** Why a target is refused before any connection: its scheme, its address (or one its name resolves to), or a name that does not resolve. */
export type RefusalReason = "invalid" | "scheme" | "private" | "unresolved";

const REFUSED_TEXT: Record<RefusalReason, string> = {
  invalid: "refused (not a valid URL)",
  scheme: "refused (https only)",
  private: "refused (private or internal address)",
  unresolved: "could not connect (the host name does not resolve)",
};

const refused = (reason: RefusalReason, detail?: string) => new IntegrationError(REFUSED_TEXT[reason], reason, { detail });

/** Rejects with a timeout when `signal` aborts first. */
function raceAbort<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new IntegrationError("timed out", "timeout"));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new IntegrationError("timed out", "timeout"));
    signal.addEventListener("abort", onAbort, { once: true });
    p.then(
      (v) => (signal.removeEventListener("abort", onAbort), resolve(v)),
      (e: unknown) => (signal.removeEventListener("abort", onAbort), reject(e instanceof Error ? e : new Error(String(e)))),
    );
  });
}

/** Whether `url` is a loopback IP literal on a port the policy's test allowance names (names such as localhost never are). */
function loopbackAllowed(url: string, p: OutboundPolicy): boolean {
  if (!p.loopbackPorts?.length) return false;
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return false;
  }
  const host = u.hostname.replace(/^\[|\]$/g, "");
  const port = Number(u.port || (u.protocol === "https:" ? 443 : 80));
  return (host === "127.0.0.1" || host === "::1") && addressClass(host) === "loopback" && p.loopbackPorts.includes(port);
}

/**
 * Checks a URL and resolves its host: the URL and the one address to connect to, every address of the name
 * having been checked (one internal address among public ones refuses the name: a resolver may answer
 * either). Throws an IntegrationError ("refused …", "could not connect …", "timed out").
 */
export async function checkedTarget(url: string, p: OutboundPolicy, signal: AbortSignal): Promise<{ url: URL; host: UrlHost; address: ResolvedAddress }> {
  const allowPrivate = p.allowPrivate || loopbackAllowed(url, p);
  const t = outboundTarget(url, { httpsOnly: p.httpsOnly, allowPrivate });
  if (!t.ok) throw refused(t.problem);
  if (t.host.kind === "ip") return { url: t.url, host: t.host, address: { address: t.host.address, family: t.host.family } };
  let addresses: ResolvedAddress[];
  try {
    addresses = await raceAbort((p.lookup ?? systemLookup)(t.host.name), signal);
  } catch (e) {
    if (e instanceof IntegrationError) throw e;
    throw refused("unresolved", (e as NodeJS.ErrnoException).code ?? (e as Error).message);
  }
  if (!addresses.length) throw refused("unresolved");
  if (!allowPrivate) {
    for (const a of addresses) if (addressClass(a.address) !== "public") throw refused("private");
  }
  return { url: t.url, host: t.host, address: addresses[0] };
}

/** A lookup that answers the one checked address, whatever it is asked (net.connect calls it for the name). */
export function pinned(a: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (e: null, all: ResolvedAddress[]) => void)(null, [a]);
    else callback(null, a.address, a.family);
  };
}
