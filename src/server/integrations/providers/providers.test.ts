/**
 * The Slack and webhook providers through the one client, against the fake provider: what each sends, that
 * a receiver's 429 with Retry-After is waited out (on the test's clock) and retried with the same delivery,
 * and that failures arrive as structured errors naming the provider.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeProvider, type FakeProvider } from "../../../../tests/support/fake-provider.ts";
import { verifyWebhookSignature } from "../../../domain/reporting/distribution.ts";
import { IntegrationClient } from "../http/client.ts";
import { IntegrationError } from "../http/errors.ts";
import { slack } from "./slack/index.ts";
import { hmacSha256Hex, webhook } from "./webhook/index.ts";

let fake: FakeProvider;
beforeAll(async () => void (fake = await fakeProvider()));
afterAll(async () => fake?.close());

function client() {
  let t = Date.parse("2026-03-02T10:00:00Z");
  const waits: number[] = [];
  return { waits, client: new IntegrationClient({ policy: fake.allowance, now: () => t, sleep: async (ms) => void (waits.push(ms), (t += ms)) }) };
}

const since = (n: number) => fake.requests.slice(n);

describe("webhook provider", () => {
  const message = { deliveryId: "d-1", event: "report.published", body: '{"event":"report.published"}', sentAt: new Date("2026-03-02T10:00:00Z") };

  it("posts the body signed over its timestamp with the target's secret", async () => {
    const n = fake.requests.length;
    await webhook.deliver(client().client, { url: fake.url("/hook?token=q"), secret: "whsec_test" }, message);
    const [r] = since(n);
    expect(r).toMatchObject({ method: "POST", path: "/hook?token=q", body: message.body });
    expect(r.headers).toMatchObject({ "x-facetwise-event": "report.published", "x-facetwise-delivery": "d-1", "content-type": "application/json" });
    const ts = r.headers["x-facetwise-timestamp"] as string;
    expect(ts).toBe(String(message.sentAt.getTime() / 1000));
    const ok = verifyWebhookSignature(hmacSha256Hex, {
      secret: "whsec_test",
      timestamp: ts,
      signature: r.headers["x-facetwise-signature"] as string,
      body: r.body,
      nowSeconds: Number(ts),
    });
    expect(ok).toBe(true);
    expect(
      verifyWebhookSignature(hmacSha256Hex, { secret: "other", timestamp: ts, signature: r.headers["x-facetwise-signature"] as string, body: r.body, nowSeconds: Number(ts) }),
    ).toBe(false);
  });

  it("waits out a 429's Retry-After and sends the same delivery again", async () => {
    fake.script("/busy-hook", [{ status: 429, headers: { "retry-after": "3" } }, { status: 200 }]);
    const n = fake.requests.length;
    const c = client();
    await webhook.deliver(c.client, { url: fake.url("/busy-hook"), secret: "s" }, message);
    expect(c.waits).toEqual([3_000]);
    expect(since(n).map((r) => r.headers["x-facetwise-delivery"])).toEqual(["d-1", "d-1"]);
  });

  it("a 500 without a wait is left to the delivery queue: a retryable error naming the provider", async () => {
    fake.script("/broken-hook", [{ status: 500 }]);
    const e = await webhook.deliver(client().client, { url: fake.url("/broken-hook"), secret: "s" }, message).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(IntegrationError);
    expect(e).toMatchObject({ provider: "webhook", kind: "http-status", status: 500, retryable: true });
  });
});

describe("slack provider", () => {
  const msg = { text: "Report published: Week 9", blocks: [{ type: "header", text: { type: "plain_text", text: "Week 9" } }] };

  it("posts the message as JSON to the incoming webhook", async () => {
    const n = fake.requests.length;
    await slack.deliver(client().client, { webhookUrl: fake.url("/services/T0/B0/X") }, msg);
    const [r] = since(n);
    expect(r).toMatchObject({ method: "POST", path: "/services/T0/B0/X", headers: { "content-type": "application/json" } });
    expect(JSON.parse(r.body)).toEqual(msg);
  });

  it("honours Slack's 429 Retry-After, and gives up when the wait is too long for a job", async () => {
    fake.script("/services/busy", [{ status: 429, headers: { "retry-after": "1" } }, { status: 200 }]);
    const c = client();
    await slack.deliver(c.client, { webhookUrl: fake.url("/services/busy") }, msg);
    expect(c.waits).toEqual([1_000]);
    fake.script("/services/later", [{ status: 429, headers: { "retry-after": "600" } }]);
    const e = await slack.deliver(c.client, { webhookUrl: fake.url("/services/later") }, msg).catch((x: unknown) => x);
    expect(e).toMatchObject({ provider: "slack", kind: "rate-limited", retryAfterMs: 600_000, retryable: true });
  });

  it("one webhook's burst is limited without holding up another", async () => {
    const c = client();
    for (let i = 0; i < slack.rateLimit.capacity; i++) await slack.deliver(c.client, { webhookUrl: fake.url("/services/one") }, msg);
    await slack.deliver(c.client, { webhookUrl: fake.url("/services/two") }, msg);
    expect(c.waits).toEqual([]);
    await slack.deliver(c.client, { webhookUrl: fake.url("/services/one") }, msg);
    expect(c.waits).toEqual([1_000]);
  });
});
