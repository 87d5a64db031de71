/**
 * Distribution rules (spec 2 §2.9, §3.10, §5, §9): channels, subscribers, subscriptions, who receives what,
 * when a digest is due, and how a webhook delivery is signed and verified. Pure: the clock, the cron reader
 * and the HMAC function are passed in.
 */
import { outboundTarget } from "../net/address.ts";

/** Spec 2 §9: the channels a list delivers over (default email). */
export const DISTRIBUTION_CHANNELS = ["email", "slack", "webhook"] as const;
export type DistributionChannel = (typeof DISTRIBUTION_CHANNELS)[number];
/** What an email delivery carries: the PDF attached (with the link), the report in the body, or the link only. */
export const DELIVERY_FORMATS = ["pdf", "html", "link"] as const;
export type DeliveryFormat = (typeof DELIVERY_FORMATS)[number];
/** Spec 2 §9 default subscription: immediate (on publish); the others are digests at 08:00 local time. */
export const DELIVERY_FREQUENCIES = ["immediate", "daily", "weekly", "monthly"] as const;
export type DeliveryFrequency = (typeof DELIVERY_FREQUENCIES)[number];
export type SubscriptionType = "individual" | "list";
/** Spec 2 §4 delivery statuses: pending (shown yellow) until the channel accepted it or the last retry failed. */
export type DeliveryStatus = "pending" | "delivered" | "failed";

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec 2 §5: subscribers are added by email; blank and duplicate entries (compared case-insensitively) are
 * ignored. Answers the addresses trimmed and lower-cased in first-seen order, and the entries that are not
 * addresses at all (refused rather than silently dropped).
 */
export function normalizeSubscribers(entries: readonly string[]): { emails: string[]; invalid: string[] } {
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const raw of entries) {
    const e = raw.trim().toLowerCase();
    if (!e) continue;
    if (!EMAIL_RE.test(e)) invalid.push(raw.trim());
    else if (!emails.includes(e)) emails.push(e);
  }
  return { emails, invalid };
}

/** The channels of a list: duplicates dropped in the canonical order; none given means email (spec 2 §9). */
export function normalizeChannels(channels: readonly DistributionChannel[]): DistributionChannel[] {
  const picked = DISTRIBUTION_CHANNELS.filter((c) => channels.includes(c));
  return picked.length ? picked : ["email"];
}

export type ListInput = {
  channels: readonly DistributionChannel[];
  subscribers: readonly string[];
  slackWebhookUrl?: string | null;
  webhookUrl?: string | null;
};
export type ListProblem =
  | "invalid_subscribers"
  | "slack_url_required"
  | "slack_url_invalid"
  | "slack_url_private"
  | "slack_url_unresolved"
  | "webhook_url_required"
  | "webhook_url_invalid"
  | "webhook_url_private"
  | "webhook_url_unresolved";

const isHttpUrl = (s: string, httpsOnly: boolean): boolean => {
  try {
    const u = new URL(s);
    return u.protocol === "https:" || (!httpsOnly && u.protocol === "http:");
  } catch {
    return false;
  }
};

/** The URL fields a list's channels need, each with the name of its field and the problems it may have. */
export const LIST_URL_FIELDS = [
  { channel: "slack", field: "slackWebhookUrl", private: "slack_url_private", unresolved: "slack_url_unresolved" },
  { channel: "webhook", field: "webhookUrl", private: "webhook_url_private", unresolved: "webhook_url_unresolved" },
] as const;

/**
 * What is wrong with a list before it is saved (empty when nothing; the name is the contract's): every
 * subscriber entry must be an address (blanks aside); a Slack list needs an incoming-webhook URL on
 * https://hooks.slack.com/ and a webhook list an https URL. `anyHttpUrl` (development and test servers) also
 * accepts any http(s) URL for both, so a local receiver can stand in for Slack and for the endpoint. Either
 * URL pointing to a private or internal address (loopback, private networks, link-local and metadata
 * services, in any spelling: src/domain/net/address.ts) is refused unless `allowPrivateTargets`; a URL whose
 * host is a name is then resolved by the server, which refuses it when any address is not public.
 */
export function distributionListProblems(i: ListInput, o: { anyHttpUrl: boolean; allowPrivateTargets: boolean }): ListProblem[] {
  const problems: ListProblem[] = [];
  const channels = normalizeChannels(i.channels);
  const subs = normalizeSubscribers(i.subscribers);
  if (subs.invalid.length) problems.push("invalid_subscribers");
  const target = (url: string) => outboundTarget(url, { httpsOnly: !o.anyHttpUrl, allowPrivate: o.allowPrivateTargets });
  const slack = i.slackWebhookUrl?.trim();
  if (channels.includes("slack")) {
    if (!slack) problems.push("slack_url_required");
    else if (!(o.anyHttpUrl ? isHttpUrl(slack, false) : isHttpUrl(slack, true) && new URL(slack).hostname === "hooks.slack.com")) problems.push("slack_url_invalid");
    else if (!target(slack).ok) problems.push("slack_url_private");
  }
  const hook = i.webhookUrl?.trim();
  if (channels.includes("webhook")) {
    if (!hook) problems.push("webhook_url_required");
    else if (!isHttpUrl(hook, !o.anyHttpUrl)) problems.push("webhook_url_invalid");
    else if (!target(hook).ok) problems.push("webhook_url_private");
  }
  return problems;
}

/**
 * Spec 2 §7: a subscription is individual when a template is given and no type is, else a list subscription;
 * a list named without a type is honoured (a list subscription, the template filtering its reports), never dropped.
 */
export function subscriptionTypeFor(i: { subscriptionType?: SubscriptionType | null; templateId?: string | null; distributionListId?: string | null }): SubscriptionType {
  return i.subscriptionType ?? (i.templateId && !i.distributionListId ? "individual" : "list");
}

/** A subscription reaches a report when it names the report's template, or (a list subscription) names none. */
export function subscriptionCoversReport(s: { templateId: string | null }, reportTemplateId: string | null): boolean {
  return s.templateId === null || s.templateId === reportTemplateId;
}

export type DeliveryTarget = { channel: DistributionChannel; recipient: string };

/**
 * Who receives one report for one subscription, one target per (recipient, channel): an individual
 * subscription its user's address by email; a list subscription every subscriber by email (when the list
 * has that channel), plus its Slack channel and its webhook, each named by the URL's host only (the URL
 * itself may carry a token and is read from the list when sending).
 */
export function deliveryTargets(
  s: { subscriptionType: SubscriptionType; userEmail: string | null },
  list: { channels: readonly string[]; subscribers: readonly string[]; slackWebhookUrl: string | null; webhookUrl: string | null } | null,
): DeliveryTarget[] {
  if (s.subscriptionType === "individual") return s.userEmail ? [{ channel: "email", recipient: s.userEmail.toLowerCase() }] : [];
  if (!list) return [];
  const out: DeliveryTarget[] = [];
  if (list.channels.includes("email")) for (const e of normalizeSubscribers(list.subscribers).emails) out.push({ channel: "email", recipient: e });
  if (list.channels.includes("slack") && list.slackWebhookUrl) out.push({ channel: "slack", recipient: `slack:${hostOf(list.slackWebhookUrl)}` });
  if (list.channels.includes("webhook") && list.webhookUrl) out.push({ channel: "webhook", recipient: `webhook:${hostOf(list.webhookUrl)}` });
  return out;
}

/**
 * A Slack or webhook delivery's recorded failure as the history shows it. Failures are recorded in a few
 * words ("refused (…)", "timed out", "could not connect", "HTTP 503"); rows recorded before that named the
 * host with the network's answer ("host answered HTTP 404", "host: UND_ERR_SOCKET", "host: no answer within
 * 10 s") and are shown in the same few words. Any other text (the list was deleted…) is shown as it is.
 */
export function plainDeliveryFailure(error: string | null): string | null {
  if (error === null) return null;
  const status = /^\S+ answered HTTP (\d{3})$/.exec(error);
  if (status) return `HTTP ${status[1]}`;
  if (/^\S+: no answer within /.test(error)) return "timed out";
  if (/^\S+: \S+$/.test(error)) return "could not connect";
  return error;
}

/** The host of a URL (what may be shown and logged of it), or "invalid URL". */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "invalid URL";
  }
}

/** Digests go out at 08:00 in the subscriber's time zone: every day, on Mondays, on the 1st of the month. */
export const DIGEST_HOUR = 8;

/** The cron expression of a frequency's digest (read in the subscription's time zone), null for immediate. */
export function digestCron(f: DeliveryFrequency): string | null {
  switch (f) {
    case "daily":
      return `0 ${DIGEST_HOUR} * * *`;
    case "weekly":
      return `0 ${DIGEST_HOUR} * * 1`;
    case "monthly":
      return `0 ${DIGEST_HOUR} 1 * *`;
    default:
      return null;
  }
}

/** How far back the latest digest of a frequency can lie (one period and a margin for DST days). */
export function digestLookbackMs(f: DeliveryFrequency): number {
  const day = 86_400_000;
  return f === "daily" ? 2 * day : f === "weekly" ? 8 * day : 32 * day;
}

/**
 * The latest tick at or before `now`, from a schedule's `next(after)` (first tick strictly after) and a
 * lookback that holds at least one tick; null when none lies in it. Which reports a digest carries follows:
 * those published after the subscription began, up to this tick, not yet sent to it.
 */
export function latestTick(next: (after: Date) => Date, now: Date, lookbackMs: number): Date | null {
  let t = next(new Date(now.getTime() - lookbackMs));
  if (t.getTime() > now.getTime()) return null;
  for (;;) {
    const n = next(t);
    if (n.getTime() > now.getTime()) return t;
    t = n;
  }
}

/* ───────────── Webhook signatures ───────────── */

/** HMAC-SHA256 of `message` under `key`, hex encoded (node:crypto's createHmac on the server). */
export type HmacSha256Hex = (key: string, message: string) => string;

/** Header names of a signed webhook delivery. */
export const WEBHOOK_TIMESTAMP_HEADER = "X-Facetwise-Timestamp";
export const WEBHOOK_SIGNATURE_HEADER = "X-Facetwise-Signature";
/** A receiver should refuse a delivery signed longer ago than this (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The signature header of a webhook body: `sha256=` + hex HMAC-SHA256(secret, `${timestamp}.${body}`), the
 * timestamp being Unix seconds as sent in X-Facetwise-Timestamp. Signing the timestamp with the body makes
 * an old delivery unusable once outside the tolerance.
 */
export function webhookSignature(hmac: HmacSha256Hex, secret: string, timestamp: number, body: string): string {
  return `sha256=${hmac(secret, `${timestamp}.${body}`)}`;
}

/**
 * How a receiver verifies a delivery: recompute the signature over the raw body and the timestamp header,
 * compare in constant time, and refuse a timestamp further than `toleranceSeconds` from its clock.
 */
export function verifyWebhookSignature(
  hmac: HmacSha256Hex,
  i: { secret: string; timestamp: string | undefined; signature: string | undefined; body: string; nowSeconds: number; toleranceSeconds?: number },
): boolean {
  if (!i.timestamp || !i.signature || !/^\d{1,12}$/.test(i.timestamp)) return false;
  const ts = Number(i.timestamp);
  if (Math.abs(i.nowSeconds - ts) > (i.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS)) return false;
  return constantTimeEqual(webhookSignature(hmac, i.secret, ts, i.body), i.signature);
}

/** String equality whose time does not depend on where the strings differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let k = 0; k < Math.max(a.length, b.length); k++) diff |= (a.charCodeAt(k) || 0) ^ (b.charCodeAt(k) || 0);
  return diff === 0;
}
