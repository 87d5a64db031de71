/** The distribution rules (src/domain/reporting/distribution.ts) with the server's HMAC and cron reader passed in, as the delivery code passes them. */
import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextCronRun } from "../../../jobs/timing.ts";
import {
  deliveryTargets,
  digestCron,
  digestLookbackMs,
  distributionListProblems,
  plainDeliveryFailure,
  latestTick,
  normalizeChannels,
  normalizeSubscribers,
  subscriptionCoversReport,
  subscriptionTypeFor,
  verifyWebhookSignature,
  webhookSignature,
} from "../../../../domain/reporting/distribution.ts";

const hmac = (key: string, msg: string) => createHmac("sha256", key).update(msg).digest("hex");

describe("subscribers (spec 2 §5: blank and duplicate entries are ignored)", () => {
  it("drops blanks and case-insensitive duplicates, keeping first-seen order, lower-cased", () => {
    expect(normalizeSubscribers(["  Ann@Example.com ", "", "   ", "bob@example.com", "ANN@example.COM", "bob@example.com"])).toEqual({
      emails: ["ann@example.com", "bob@example.com"],
      invalid: [],
    });
  });

  it("reports entries that are not addresses", () => {
    expect(normalizeSubscribers(["ann@example.com", "not an address", "x@y"]).invalid).toEqual(["not an address", "x@y"]);
  });

  it("property: the result is the distinct lower-cased non-blank addresses, each input address present once", () => {
    const local = fc.stringMatching(/^[a-zA-Z0-9]{1,8}$/);
    const email = fc.tuple(local, local).map(([a, b]) => `${a}@${b}.com`);
    const entry = fc.oneof(
      email,
      fc.constantFrom("", " ", "\t"),
      email.map((e) => ` ${e.toUpperCase()} `),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
        const { emails, invalid } = normalizeSubscribers(entries);
        const reference = [...new Set(entries.map((e) => e.trim().toLowerCase()).filter(Boolean))];
        expect(invalid).toEqual([]);
        expect(emails).toEqual(reference);
      }),
    );
  });
});

describe("lists", () => {
  it("channels default to email and keep the canonical order without duplicates", () => {
    expect(normalizeChannels([])).toEqual(["email"]);
    expect(normalizeChannels(["webhook", "email", "webhook", "slack"])).toEqual(["email", "slack", "webhook"]);
  });

  it("Slack needs an incoming-webhook URL on hooks.slack.com in production, any http(s) URL elsewhere; webhook needs https in production", () => {
    const prod = { anyHttpUrl: false, allowPrivateTargets: false };
    const dev = { anyHttpUrl: true, allowPrivateTargets: true };
    expect(distributionListProblems({ channels: ["slack"], subscribers: [] }, prod)).toEqual(["slack_url_required"]);
    expect(distributionListProblems({ channels: ["slack"], subscribers: [], slackWebhookUrl: "https://example.com/x" }, prod)).toEqual(["slack_url_invalid"]);
    expect(distributionListProblems({ channels: ["slack"], subscribers: [], slackWebhookUrl: "https://hooks.slack.com/services/T/B/X" }, prod)).toEqual([]);
    expect(distributionListProblems({ channels: ["slack"], subscribers: [], slackWebhookUrl: "http://127.0.0.1:9999/slack" }, dev)).toEqual([]);
    expect(distributionListProblems({ channels: ["slack"], subscribers: [], slackWebhookUrl: "ftp://x" }, dev)).toEqual(["slack_url_invalid"]);
    expect(distributionListProblems({ channels: ["webhook"], subscribers: [] }, dev)).toEqual(["webhook_url_required"]);
    expect(distributionListProblems({ channels: ["webhook"], subscribers: [], webhookUrl: "http://example.com/h" }, prod)).toEqual(["webhook_url_invalid"]);
    expect(distributionListProblems({ channels: ["webhook"], subscribers: [], webhookUrl: "https://example.com/h" }, prod)).toEqual([]);
    expect(distributionListProblems({ channels: ["email"], subscribers: ["", "a@b.co"], slackWebhookUrl: "junk" }, prod)).toEqual([]); // unused URLs are not checked
  });

  it("refuses Slack and webhook URLs that point to a private or internal address unless private targets are allowed", () => {
    const devStrict = { anyHttpUrl: true, allowPrivateTargets: false };
    const prod = { anyHttpUrl: false, allowPrivateTargets: false };
    const both = (slackWebhookUrl: string, webhookUrl: string) => ({ channels: ["slack", "webhook"] as const, subscribers: [], slackWebhookUrl, webhookUrl });
    for (const url of [
      "https://169.254.169.254/latest",
      "https://127.0.0.1:3990",
      "https://10.0.0.1",
      "https://[::1]",
      "https://2130706433",
      "https://metadata.google.internal",
      "https://localhost:5432",
    ]) {
      expect(distributionListProblems(both(url, url), devStrict), url).toEqual(["slack_url_private", "webhook_url_private"]);
      expect(distributionListProblems({ channels: ["webhook"], subscribers: [], webhookUrl: url }, prod), url).toEqual(["webhook_url_private"]);
      expect(distributionListProblems(both(url.replace("https:", "http:"), url), devStrict), url).toEqual(["slack_url_private", "webhook_url_private"]);
      expect(distributionListProblems(both(url, url), { anyHttpUrl: true, allowPrivateTargets: true }), url).toEqual([]);
    }
    expect(distributionListProblems(both("https://hooks.slack.com/services/T/B/X", "https://example.com/h"), prod)).toEqual([]);
    expect(distributionListProblems(both("http://hooks.slack.com/services/T/B/X", "http://example.com/h"), prod)).toEqual(["slack_url_invalid", "webhook_url_invalid"]);
    expect(distributionListProblems({ channels: ["email"], subscribers: ["nope"] }, prod)).toEqual(["invalid_subscribers"]);
  });
});

describe("subscriptions", () => {
  it("spec 2 §7: individual when a template is given, else list; an explicit type wins", () => {
    expect(subscriptionTypeFor({ templateId: "t" })).toBe("individual");
    expect(subscriptionTypeFor({ templateId: null })).toBe("list");
    expect(subscriptionTypeFor({ templateId: "t", subscriptionType: "list" })).toBe("list");
    // a list named without a type is honoured, not dropped
    expect(subscriptionTypeFor({ templateId: "t", distributionListId: "l" })).toBe("list");
  });

  it("covers the reports of its template, or every report when it names none", () => {
    expect(subscriptionCoversReport({ templateId: "t" }, "t")).toBe(true);
    expect(subscriptionCoversReport({ templateId: "t" }, "u")).toBe(false);
    expect(subscriptionCoversReport({ templateId: null }, "u")).toBe(true);
  });

  it("targets: the user's address; a list's subscribers by email and its Slack and webhook by host only", () => {
    expect(deliveryTargets({ subscriptionType: "individual", userEmail: "Me@X.io" }, null)).toEqual([{ channel: "email", recipient: "me@x.io" }]);
    const list = {
      channels: ["email", "slack", "webhook"],
      subscribers: ["a@x.io", "A@x.io"],
      slackWebhookUrl: "https://hooks.slack.com/services/SECRET",
      webhookUrl: "https://h.example.com/in?token=SECRET",
    };
    const t = deliveryTargets({ subscriptionType: "list", userEmail: null }, list);
    expect(t).toEqual([
      { channel: "email", recipient: "a@x.io" },
      { channel: "slack", recipient: "slack:hooks.slack.com" },
      { channel: "webhook", recipient: "webhook:h.example.com" },
    ]);
    expect(JSON.stringify(t)).not.toContain("SECRET");
    expect(deliveryTargets({ subscriptionType: "list", userEmail: null }, { ...list, channels: ["slack"] })).toHaveLength(1);
  });
});

describe("digest ticks (08:00 in the subscriber's time zone, across DST)", () => {
  const tickAt = (freq: "daily" | "weekly" | "monthly", tz: string, now: string) =>
    latestTick((after) => nextCronRun(digestCron(freq)!, tz, after), new Date(now), digestLookbackMs(freq))?.toISOString() ?? null;

  it("weekly in Berlin: Monday 08:00 CET is 07:00Z before the change, 06:00Z after it (30 March 2025)", () => {
    expect(tickAt("weekly", "Europe/Berlin", "2025-03-31T05:59:59Z")).toBe("2025-03-24T07:00:00.000Z");
    expect(tickAt("weekly", "Europe/Berlin", "2025-03-31T06:00:00Z")).toBe("2025-03-31T06:00:00.000Z");
  });

  it("daily in New York across the autumn change (2 November 2025): 12:00Z then 13:00Z", () => {
    expect(tickAt("daily", "America/New_York", "2025-11-01T12:30:00Z")).toBe("2025-11-01T12:00:00.000Z");
    expect(tickAt("daily", "America/New_York", "2025-11-02T12:30:00Z")).toBe("2025-11-01T12:00:00.000Z"); // 07:30 local: not yet
    expect(tickAt("daily", "America/New_York", "2025-11-02T13:00:00Z")).toBe("2025-11-02T13:00:00.000Z");
  });

  it("monthly: the 1st at 08:00 local; immediate has no digest", () => {
    expect(tickAt("monthly", "Asia/Tokyo", "2025-03-15T00:00:00Z")).toBe("2025-02-28T23:00:00.000Z");
    expect(digestCron("immediate")).toBeNull();
  });

  it("property: the tick is at or before now and the next one after it", () => {
    const next = (after: Date) => nextCronRun("0 8 * * *", "Europe/London", after);
    fc.assert(
      fc.property(fc.integer({ min: Date.parse("2024-01-01"), max: Date.parse("2027-01-01") }), (ms) => {
        const now = new Date(ms);
        const t = latestTick(next, now, digestLookbackMs("daily"))!;
        expect(t.getTime()).toBeLessThanOrEqual(ms);
        expect(next(t).getTime()).toBeGreaterThan(ms);
      }),
      { numRuns: 200 },
    );
  });
});

describe("webhook signatures", () => {
  const secret = "whsec_test";
  const body = JSON.stringify({ event: "report.published", report: { id: "r1" } });

  it("is sha256= hex HMAC-SHA256(secret, `${timestamp}.${body}`) (an independent computation)", () => {
    const expected = "sha256=" + createHmac("sha256", secret).update(`1700000000.${body}`, "utf8").digest("hex");
    expect(webhookSignature(hmac, secret, 1700000000, body)).toBe(expected);
  });

  it("verifies the genuine delivery and refuses a changed body, timestamp, secret, or a stale timestamp", () => {
    const ts = 1700000000;
    const signature = webhookSignature(hmac, secret, ts, body);
    const ok = { secret, timestamp: String(ts), signature, body, nowSeconds: ts + 10 };
    expect(verifyWebhookSignature(hmac, ok)).toBe(true);
    expect(verifyWebhookSignature(hmac, { ...ok, body: body.replace("r1", "r2") })).toBe(false);
    expect(verifyWebhookSignature(hmac, { ...ok, timestamp: String(ts + 1) })).toBe(false);
    expect(verifyWebhookSignature(hmac, { ...ok, secret: "other" })).toBe(false);
    expect(verifyWebhookSignature(hmac, { ...ok, nowSeconds: ts + 301 })).toBe(false);
    expect(verifyWebhookSignature(hmac, { ...ok, signature: undefined })).toBe(false);
    expect(verifyWebhookSignature(hmac, { ...ok, timestamp: "12abc" })).toBe(false);
  });
});

describe("plainDeliveryFailure", () => {
  it("shows a Slack or webhook failure in a few words, rows recorded with the network's answer included", () => {
    expect(plainDeliveryFailure("127.0.0.1:5432 answered HTTP 404")).toBe("HTTP 404");
    expect(plainDeliveryFailure("10.0.0.1:8080: UND_ERR_SOCKET")).toBe("could not connect");
    expect(plainDeliveryFailure("internal.example.com: ECONNREFUSED")).toBe("could not connect");
    expect(plainDeliveryFailure("169.254.169.254: no answer within 10 s")).toBe("timed out");
    for (const plain of [
      "refused (private or internal address)",
      "timed out",
      "could not connect",
      "HTTP 503",
      "HTTP 302 (redirects are not followed)",
      "The distribution list was deleted",
    ]) {
      expect(plainDeliveryFailure(plain)).toBe(plain);
    }
    expect(plainDeliveryFailure(null)).toBeNull();
  });
});
