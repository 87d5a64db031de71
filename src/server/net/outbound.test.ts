/**
 * Outbound requests to user-given URLs: every address a name resolves to is checked, the connection goes to
 * the checked address (the name kept for Host), no redirect is followed, and failures are told in a few words.
 * A local receiver on 127.0.0.1 stands in for the endpoint; names are resolved by a resolver the test gives.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../tests/support/net.ts";
import { checkedTarget, OutboundError, postJson, type HostLookup, type OutboundPolicy, type ResolvedAddress } from "./outbound.ts";

type Hit = { path: string; headers: IncomingHttpHeaders; body: string };
const hits: Hit[] = [];
let receiver: Server;
let port = 0;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      hits.push({ path: req.url ?? "", headers: req.headers, body });
      if (req.url === "/slow") return void setTimeout(() => res.writeHead(200).end(), 2_000);
      if (req.url === "/redirect") return void res.writeHead(302, { location: `http://127.0.0.1:${port}/after-redirect` }).end();
      if (req.url === "/missing") return void res.writeHead(404).end("no such hook at /missing on internal-host-7");
      if (req.url === "/broken") return void res.writeHead(503).end("upstream db-primary:5432 down");
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", () => r()));
  port = (receiver.address() as AddressInfo).port;
});
afterAll(async () => new Promise((r) => receiver?.close(r)));

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
const allowed = (lookup?: HostLookup): OutboundPolicy => ({ allowPrivate: true, httpsOnly: false, lookup });
const soon = () => AbortSignal.timeout(2_000);

/** The OutboundError a promise rejects with. */
async function failure(p: Promise<unknown>): Promise<OutboundError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(OutboundError);
  return e as OutboundError;
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
    expect(e).toMatchObject({ reason: "private", message: "refused (private or internal address)", refusal: true });
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

describe("postJson", () => {
  it("connects to the checked address of a name, keeping the name in the Host header", async () => {
    const lookup = resolver({ "hooks.on-premise.example": [v4("127.0.0.1")] });
    const before = hits.length;
    await postJson(`http://hooks.on-premise.example:${port}/pinned?x=1`, '{"a":1}', { "x-test": "yes" }, allowed(lookup));
    expect(hits.slice(before)).toMatchObject([
      { path: "/pinned?x=1", body: '{"a":1}', headers: { host: `hooks.on-premise.example:${port}`, "x-test": "yes", "content-type": "application/json" } },
    ]);
    expect(lookup.calls).toEqual(["hooks.on-premise.example"]);
  });

  it("a name that moves to an internal address after the list was made is refused before connecting (DNS rebinding)", async () => {
    let answer = v4("93.184.216.34");
    const lookup = resolver({ "rebind.example.com": () => [answer] });
    // at creation the name was public…
    await checkedTarget(`http://rebind.example.com:${port}/hook`, strict(lookup), soon());
    // …at delivery it answers loopback: refused, nothing sent
    answer = v4("127.0.0.1");
    const before = hits.length;
    const e = await failure(postJson(`http://rebind.example.com:${port}/hook`, "{}", {}, strict(lookup)));
    expect(e.message).toBe("refused (private or internal address)");
    expect(hits.length).toBe(before);
  });

  it("refuses an internal literal by default, whatever its spelling, and sends nothing", async () => {
    const before = hits.length;
    for (const url of [`http://127.0.0.1:${port}/`, `http://2130706433:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`, `http://localhost:${port}/`]) {
      expect((await failure(postJson(url, "{}", {}, strict()))).message, url).toBe("refused (private or internal address)");
    }
    expect(hits.length).toBe(before);
  });

  it("does not follow a redirect: a 3xx is a failure", async () => {
    const before = hits.length;
    const e = await failure(postJson(`http://127.0.0.1:${port}/redirect`, "{}", {}, allowed()));
    expect(e.message).toBe("HTTP 302 (redirects are not followed)");
    expect(hits.slice(before).map((h) => h.path)).toEqual(["/redirect"]);
  });

  it("tells failures in a few words: the status, never the body; timed out; could not connect", async () => {
    expect((await failure(postJson(`http://127.0.0.1:${port}/missing`, "{}", {}, allowed()))).message).toBe("HTTP 404");
    expect((await failure(postJson(`http://127.0.0.1:${port}/broken`, "{}", {}, allowed()))).message).toBe("HTTP 503");
    expect((await failure(postJson(`http://127.0.0.1:${port}/slow`, "{}", {}, allowed(), 200))).message).toBe("timed out");
    const closed = await freePort();
    const e = await failure(postJson(`http://127.0.0.1:${closed}/`, "{}", {}, allowed()));
    expect(e.message).toBe("could not connect");
    expect(e.detail).toBe("ECONNREFUSED"); // for the server log only
  });
});
