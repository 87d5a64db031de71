/**
 * The address guard: every address a name resolves to is checked before anything connects, internal literals
 * in any spelling are refused without resolving, and a test's loopback allowance is as narrow as its port.
 * Names are resolved by a resolver the test gives. (The connection itself — pinned, no redirects — is the
 * client's: client.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { checkedTarget, type HostLookup, type OutboundPolicy, type ResolvedAddress } from "./address-guard.ts";
import { IntegrationError } from "./errors.ts";

/** A resolver answering from a table (and counting its calls); an unknown name does not resolve. */
function resolver(table: Record<string, ResolvedAddress[] | (() => ResolvedAddress[])>): HostLookup & { calls: string[] } {
  const calls: string[] = [];
  const fn = async (name: string) => {
    calls.push(name);
    const a = table[name];
    if (!a) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: "ENOTFOUND" });
    return typeof a === "function" ? a() : a;
  };
  return Object.assign(fn, { calls });
}

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });
const strict = (lookup?: HostLookup): OutboundPolicy => ({ allowPrivate: false, httpsOnly: false, lookup });
const soon = () => AbortSignal.timeout(2_000);

/** The IntegrationError a promise rejects with. */
async function failure(p: Promise<unknown>): Promise<IntegrationError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(IntegrationError);
  return e as IntegrationError;
}

describe("checkedTarget", () => {
  it.each([
    ["a private address", [v4("10.0.0.5")]],
    ["loopback", [v4("127.0.0.1")]],
    ["the metadata service", [v4("169.254.169.254")]],
    ["carrier-grade NAT", [v4("100.64.1.1")]],
    ["IPv6 loopback", [v6("::1")]],
    ["an IPv4-mapped internal address", [v6("::ffff:169.254.169.254")]],
    ["a unique-local address", [v6("fd00:ec2::254")]],
    ["one internal address among public ones", [v4("93.184.216.34"), v4("127.0.0.1")]],
  ])("refuses a name that resolves to %s", async (_what, answer) => {
    const lookup = resolver({ "hooks.example.com": answer });
    const e = await failure(checkedTarget("https://hooks.example.com/x", strict(lookup), soon()));
    expect(e).toMatchObject({ reason: "private", kind: "refused-address", retryable: false, message: "refused (private or internal address)", refusal: true });
  });

  it("answers a name's checked public address to connect to", async () => {
    const lookup = resolver({ "hooks.example.com": [v4("93.184.216.34"), v6("2606:2800:220:1::1")] });
    const t = await checkedTarget("https://hooks.example.com/x", strict(lookup), soon());
    expect(t.address).toEqual(v4("93.184.216.34"));
    expect(t.host).toEqual({ kind: "name", name: "hooks.example.com" });
  });

  it("refuses IP literals and internal names without resolving them", async () => {
    const lookup = resolver({});
    for (const url of ["http://2130706433/", "http://[::ffff:127.0.0.1]/", "https://metadata.google.internal/", "https://localhost:5432/", "https://0x0a.0.0.1/"]) {
      expect(await failure(checkedTarget(url, strict(lookup), soon())), url).toMatchObject({ reason: "private" });
    }
    expect(lookup.calls).toEqual([]);
  });

  it("a name that does not resolve, or not in time", async () => {
    expect(await failure(checkedTarget("https://nowhere.example.com/", strict(resolver({})), soon()))).toMatchObject({ reason: "unresolved", detail: "ENOTFOUND" });
    const never: HostLookup = () => new Promise(() => undefined);
    expect(await failure(checkedTarget("https://slow.example.com/", strict(never), AbortSignal.timeout(50)))).toMatchObject({
      reason: "timeout",
      message: "timed out",
      refusal: false,
    });
  });

  it("https only when asked", async () => {
    const e = await failure(checkedTarget("http://hooks.example.com/", { allowPrivate: false, httpsOnly: true, lookup: resolver({}) }, soon()));
    expect(e).toMatchObject({ reason: "scheme", message: "refused (https only)" });
  });
});

describe("the loopback allowance of a test's fake provider", () => {
  const allowance = (ports: number[], lookup?: HostLookup): OutboundPolicy => ({ allowPrivate: false, httpsOnly: false, loopbackPorts: ports, lookup });

  it("allows a loopback literal on the allowed port only", async () => {
    const t = await checkedTarget("http://127.0.0.1:4567/hook", allowance([4567]), soon());
    expect(t.address).toEqual(v4("127.0.0.1"));
    expect((await checkedTarget("http://[::1]:4567/hook", allowance([4567]), soon())).address).toEqual(v6("::1"));
    for (const url of ["http://127.0.0.1:4568/hook", "http://127.0.0.1/hook", "http://10.0.0.1:4567/", "http://169.254.169.254:4567/"]) {
      expect(await failure(checkedTarget(url, allowance([4567]), soon())), url).toMatchObject({ reason: "private" });
    }
  });

  it("never allows a name, even one that resolves to loopback on the allowed port", async () => {
    const lookup = resolver({ "hooks.example.com": [v4("127.0.0.1")] });
    for (const url of ["http://localhost:4567/", "http://hooks.example.com:4567/"]) {
      expect(await failure(checkedTarget(url, allowance([4567], lookup), soon())), url).toMatchObject({ reason: "private" });
    }
  });

  it("is off unless given", async () => {
    expect(await failure(checkedTarget("http://127.0.0.1:4567/", strict(), soon()))).toMatchObject({ reason: "private" });
  });
});
