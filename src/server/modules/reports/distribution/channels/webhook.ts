/**
 * Webhook deliveries: a JSON POST signed with the list's secret. The receiver verifies
 *   X-Facetwise-Signature == "sha256=" + hex(HMAC_SHA256(secret, X-Facetwise-Timestamp + "." + rawBody))
 * in constant time and refuses a timestamp more than 5 minutes from its clock (verifyWebhookSignature in
 * src/domain/reporting/distribution.ts is that check). X-Facetwise-Delivery names the delivery, so a
 * receiver can drop a repeat (deliveries are at least once).
 */
import { createHmac } from "node:crypto";
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER, webhookSignature, type HmacSha256Hex } from "../../../../../domain/reporting/distribution.ts";
import type { ReportNotice } from "./notice.ts";
import { postJson, type OutboundPolicy } from "../../../../net/outbound.ts";

export const hmacSha256Hex: HmacSha256Hex = (key, message) => createHmac("sha256", key).update(message).digest("hex");

export type WebhookEvent = "report.published" | "report.delivered";

/** The body sent: the event, the report and when it was sent. */
export function webhookBody(event: WebhookEvent, n: ReportNotice, deliveredAt: Date): string {
  return JSON.stringify({
    event,
    report: { id: n.reportId, title: n.title, period: { start: n.periodStart, end: n.periodEnd }, status: n.status, url: n.url },
    deliveredAt: deliveredAt.toISOString(),
  });
}

/** Signs and posts to a checked public address (net/outbound.ts); resolves only on a 2xx answer. */
export async function sendWebhook(o: {
  url: string;
  secret: string;
  deliveryId: string;
  event: WebhookEvent;
  notice: ReportNotice;
  now: Date;
  policy: OutboundPolicy;
}): Promise<void> {
  const body = webhookBody(o.event, o.notice, o.now);
  const timestamp = Math.floor(o.now.getTime() / 1000);
  await postJson(
    o.url,
    body,
    {
      [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
      [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(hmacSha256Hex, o.secret, timestamp, body),
      "X-Facetwise-Event": o.event,
      "X-Facetwise-Delivery": o.deliveryId,
    },
    o.policy,
  );
}
