/**
 * The integrations client against the fake provider (tests/support/fake-provider.ts): timeouts, retries that
 * wait what Retry-After asks (the clock and sleep are the test's: the waits asked for are recorded, never
 * slept), the token bucket per provider and credential, the address guard on the connection (pinned, no
 * redirects, internal addresses refused before anything is sent) and the structured error.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../../tests/support/net.ts";
import { fakeProvider, type FakeProvider } from "../../../../tests/support/fake-provider.ts";
import type { HostLookup, OutboundPolicy, ResolvedAddress } from "./address-guard.ts";
import { IntegrationClient, type ProviderLimits } from "./client.ts";
import { IntegrationError } from "./errors.ts";

let fake: FakeProvider;
beforeAll(async () => void (fake = await fakeProvider()));
afterAll(async () => fake?.close());

/** A clock the test owns: `sleep` records the wait and moves the clock by it. */
function testClock() {
  let t = Date.parse("2026-03-02T10:00:00Z");
  const waits: number[] = [];
  return {
    waits,
    now: () => t,
    sleep: async (ms: number) => void (waits.push(ms), (t += ms)),
    advance: (ms: number) => void (t += ms),
  };
}

const limits = (o: Partial<Omit<ProviderLimits, "retry">> & { retry?: Partial<ProviderLimits["retry"]> } = {}): ProviderLimits => ({
  id: o.id ?? "fake",
  timeoutMs: o.timeoutMs ?? 2_000,
  rateLimit: o.rateLimit ?? { capacity: 100, refillPerMinute: 6000 },
  retry: { attempts: 3, backoffMs: 0, maxWaitMs: 10_000, ...o.retry },
});

function clientWith(policy: OutboundPolicy = fake.allowance) {
  const clock = testClock();
  return { clock, client: new IntegrationClient({ policy, now: clock.now, sleep: clock.sleep }) };
}

const post = (path: string, credential = "c1") => ({ method: "POST" as const, url: fake.url(path), body: "{}", headers: { "content-type": "application/json" }, credential });

/** The IntegrationError a promise rejects with. */
async function failure(p: Promise<unknown>): Promise<IntegrationError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(IntegrationError);
  return e as IntegrationError;
}

const hitsOf = (path: string) => fake.requests.filter((r) => r.path === path).length;

describe("retries", () => {
  it("waits what a 429's Retry-After asks (seconds or a date), then succeeds", async () => {
    const { client, clock } = clientWith();
    fake.script("/limited", [{ status: 429, headers: { "retry-after": "2" } }, { status: 200 }]);
    expect((await client.request(limits(), post("/limited"))).status).toBe(200);
    expect(hitsOf("/limited")).toBe(2);
    fake.script("/limited-date", [{ status: 503, headers: { "retry-after": new Date(clock.now() + 30_000).toUTCString() } }, { status: 204 }]);
    expect((await client.request(limits({ retry: { maxWaitMs: 60_000 } }), post("/limited-date"))).status).toBe(204);
    expect(clock.waits).toEqual([2_000, 30_000]);
  });

  it("does not sleep a Retry-After longer than the provider allows: fails retryable with the wait, for a queue to retry", async () => {
    const { client, clock } = clientWith();
    fake.script("/later", [{ status: 429, headers: { "retry-after": "120" } }, { status: 200 }]);
    const e = await failure(client.request(limits({ retry: { maxWaitMs: 60_000 } }), post("/later")));
    expect(e).toMatchObject({ kind: "rate-limited", status: 429, retryable: true, retryAfterMs: 120_000, provider: "fake", message: "HTTP 429" });
    expect(hitsOf("/later")).toBe(1);
    expect(clock.waits).toEqual([]);
  });

  it("backs off, doubling, on a 500 without Retry-After, and gives up after its attempts", async () => {
    const { client, clock } = clientWith();
    fake.script("/flaky", [{ status: 500 }, { status: 500 }, { status: 200 }]);
    expect((await client.request(limits({ retry: { backoffMs: 100 } }), post("/flaky"))).status).toBe(200);
    expect(clock.waits).toEqual([100, 200]);
    fake.script("/down", [{ status: 500 }]);
    const e = await failure(client.request(limits({ retry: { backoffMs: 100 } }), post("/down")));
    expect(e).toMatchObject({ kind: "http-status", status: 500, retryable: true, message: "HTTP 500" });
    expect(hitsOf("/down")).toBe(3);
  });

  it("without a backoff, retries only failures that name their wait", async () => {
    const { client } = clientWith();
    fake.script("/once", [{ status: 502 }, { status: 200 }]);
    expect(await failure(client.request(limits(), post("/once")))).toMatchObject({ status: 502, retryable: true });
    expect(hitsOf("/once")).toBe(1);
  });

  it("never retries what cannot succeed: a 4xx, a refused address", async () => {
    const { client } = clientWith();
    fake.script("/gone", [{ status: 404, body: "no such hook on internal-host-7" }]);
    const e = await failure(client.request(limits({ retry: { backoffMs: 100 } }), post("/gone")));
    expect(e).toMatchObject({ kind: "http-status", status: 404, retryable: false, message: "HTTP 404" });
    expect(e.message).not.toContain("internal-host-7");
    expect(hitsOf("/gone")).toBe(1);
  });
});

describe("timeouts and network failures", () => {
  it("a slow answer times out", async () => {
    const { client } = clientWith();
    fake.script("/slow", [{ status: 200, delayMs: 2_000 }]);
    const e = await failure(client.request(limits({ timeoutMs: 150, retry: { attempts: 1 } }), post("/slow")));
    expect(e).toMatchObject({ kind: "timeout", reason: "timeout", retryable: true, message: "timed out", provider: "fake" });
  });

  it("a closed port could not connect: the code for the log only", async () => {
    const closed = await freePort();
    const { client } = clientWith({ allowPrivate: false, httpsOnly: false, loopbackPorts: [closed] });
    const e = await failure(client.request(limits({ retry: { attempts: 1 } }), { method: "GET", url: `http://127.0.0.1:${closed}/`, credential: "c1" }));
    expect(e).toMatchObject({ kind: "network", message: "could not connect", detail: "ECONNREFUSED", retryable: true });
  });

  it("reads the answer's body when asked", async () => {
    const { client } = clientWith();
    fake.script("/json", [{ status: 200, headers: { "content-type": "application/json" }, body: '{"ok":true}' }]);
    expect((await client.request(limits(), { ...post("/json"), readBody: true })).body).toBe('{"ok":true}');
  });
});

describe("the token bucket, per provider and credential", () => {
  const tight = (id = "fake") => limits({ id, rateLimit: { capacity: 2, refillPerMinute: 60 }, retry: { maxWaitMs: 0 } });

  it("refuses a credential's third call in the same second without sending it; another credential or provider is not held up", async () => {
    const { client, clock } = clientWith();
    await client.request(tight(), post("/bucket", "org-a"));
    await client.request(tight(), post("/bucket", "org-a"));
    const before = hitsOf("/bucket");
    const e = await failure(client.request(tight(), post("/bucket", "org-a")));
    expect(e).toMatchObject({ kind: "rate-limited", retryable: true, retryAfterMs: 1_000, status: undefined, message: "rate limited" });
    expect(hitsOf("/bucket")).toBe(before);
    await client.request(tight(), post("/bucket", "org-b"));
    await client.request(tight("other"), post("/bucket", "org-a"));
    clock.advance(1_000);
    await client.request(tight(), post("/bucket", "org-a"));
    expect(hitsOf("/bucket")).toBe(before + 3);
  });

  it("waits for a token when the wait is short", async () => {
    const { client, clock } = clientWith();
    const patient = limits({ rateLimit: { capacity: 1, refillPerMinute: 60 }, retry: { maxWaitMs: 5_000 } });
    await client.request(patient, post("/patient"));
    await client.request(patient, post("/patient"));
    expect(clock.waits).toEqual([1_000]);
    expect(hitsOf("/patient")).toBe(2);
  });
});

describe("the address guard on the connection", () => {
  const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
  const resolver =
    (table: Record<string, () => ResolvedAddress[]>): HostLookup =>
    async (name) => {
      const a = table[name];
      if (!a) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: "ENOTFOUND" });
      return a();
    };

  it("connects to the checked address of a name, keeping the name in the Host header", async () => {
    const { client } = clientWith({ allowPrivate: true, httpsOnly: false, lookup: resolver({ "hooks.on-premise.example": () => [v4("127.0.0.1")] }) });
    const before = fake.requests.length;
    await client.request(limits(), { ...post("/pinned?x=1"), url: `http://hooks.on-premise.example:${fake.port}/pinned?x=1`, headers: { "x-test": "yes" } });
    expect(fake.requests.slice(before)).toMatchObject([{ path: "/pinned?x=1", body: "{}", headers: { host: `hooks.on-premise.example:${fake.port}`, "x-test": "yes" } }]);
  });

  it("a name that moves to an internal address is refused before connecting (DNS rebinding), and not retried", async () => {
    let answer = v4("93.184.216.34");
    const { client } = clientWith({ allowPrivate: false, httpsOnly: false, lookup: resolver({ "rebind.example.com": () => [answer] }) });
    answer = v4("127.0.0.1");
    const before = fake.requests.length;
    const e = await failure(
      client.request(limits({ retry: { backoffMs: 100 } }), { method: "POST", url: `http://rebind.example.com:${fake.port}/hook`, body: "{}", credential: "c" }),
    );
    expect(e).toMatchObject({ kind: "refused-address", retryable: false, message: "refused (private or internal address)" });
    expect(fake.requests.length).toBe(before);
  });

  it("refuses an internal literal, whatever its spelling, without the test's allowance", async () => {
    const { client } = clientWith({ allowPrivate: false, httpsOnly: false });
    const before = fake.requests.length;
    for (const url of [fake.url("/"), `http://2130706433:${fake.port}/`, `http://[::ffff:127.0.0.1]:${fake.port}/`, `http://localhost:${fake.port}/`]) {
      expect(await failure(client.request(limits(), { method: "POST", url, body: "{}", credential: "c" })), url).toMatchObject({ kind: "refused-address" });
    }
    expect(fake.requests.length).toBe(before);
  });

  it("does not follow a redirect: a 3xx is a failure that no retry mends", async () => {
    const { client } = clientWith();
    fake.script("/redirect", [{ status: 302, headers: { location: fake.url("/after-redirect") } }]);
    const e = await failure(client.request(limits({ retry: { backoffMs: 100 } }), post("/redirect")));
    expect(e).toMatchObject({ kind: "http-status", status: 302, retryable: false, message: "HTTP 302 (redirects are not followed)" });
    expect(hitsOf("/after-redirect")).toBe(0);
    expect(hitsOf("/redirect")).toBe(1);
  });
});
