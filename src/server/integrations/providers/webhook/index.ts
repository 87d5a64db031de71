/**
 * Signed webhooks: a JSON POST signed with the target's secret. The receiver verifies
 *   X-Facetwise-Signature == "sha256=" + hex(HMAC_SHA256(secret, X-Facetwise-Timestamp + "." + rawBody))
 * in constant time and refuses a timestamp more than 5 minutes from its clock (verifyWebhookSignature in
 * src/domain/reporting/distribution.ts is that check). X-Facetwise-Delivery names the delivery, so a
 * receiver can drop a repeat (deliveries are at least once; a retry here sends the same delivery id).
 */
import { createHmac } from "node:crypto";
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER, webhookSignature, type HmacSha256Hex } from "../../../../domain/reporting/distribution.ts";
import type { IntegrationClient } from "../../http/client.ts";
import { credentialKey } from "../credential-key.ts";
import type { DeliveryProvider } from "../provider.ts";

export const hmacSha256Hex: HmacSha256Hex = (key, message) => createHmac("sha256", key).update(message).digest("hex");

export type WebhookTarget = { url: string; secret: string };
export type WebhookMessage = { deliveryId: string; event: string; body: string; sentAt: Date };

/** The headers of a signed delivery (the signature covers the timestamp and the exact body). */
export function signedHeaders(secret: string, m: WebhookMessage): Record<string, string> {
  const timestamp = Math.floor(m.sentAt.getTime() / 1000);
  return {
    "content-type": "application/json",
    [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
    [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(hmacSha256Hex, secret, timestamp, m.body),
    "X-Facetwise-Event": m.event,
    "X-Facetwise-Delivery": m.deliveryId,
  };
}

export const webhook: DeliveryProvider<WebhookTarget, WebhookMessage> = {
  id: "webhook",
  label: "Webhook",
  timeoutMs: 10_000,
  rateLimit: { capacity: 20, refillPerMinute: 600 },
  // one retry within the job when the receiver names its wait (429 or 503 with Retry-After); the rest is the delivery queue's
  retry: { attempts: 2, backoffMs: 0, maxWaitMs: 10_000 },
  async deliver(client: IntegrationClient, target: WebhookTarget, message: WebhookMessage): Promise<void> {
    await client.request(webhook, { method: "POST", url: target.url, headers: signedHeaders(target.secret, message), body: message.body, credential: credentialKey(target.url) });
  },
};
