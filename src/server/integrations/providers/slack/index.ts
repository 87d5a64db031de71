/**
 * Slack through an incoming webhook (https://api.slack.com/messaging/webhooks): a JSON POST of the message to
 * the webhook's URL, which is itself the credential. Slack allows about one message per second per webhook
 * with short bursts (https://api.slack.com/apis/rate-limits) and answers 429 with Retry-After beyond it.
 */
import type { IntegrationClient } from "../../http/client.ts";
import { credentialKey } from "../credential-key.ts";
import type { DeliveryProvider } from "../provider.ts";

/** A message: text for notifications, blocks for the channel. */
export type SlackMessage = { text: string; blocks: unknown[] };

export const slack: DeliveryProvider<{ webhookUrl: string }, SlackMessage> = {
  id: "slack",
  label: "Slack",
  timeoutMs: 10_000,
  rateLimit: { capacity: 5, refillPerMinute: 60 },
  // one retry within the job when Slack names its wait; anything else is the delivery queue's to retry
  retry: { attempts: 2, backoffMs: 0, maxWaitMs: 10_000 },
  async deliver(client: IntegrationClient, target: { webhookUrl: string }, message: SlackMessage): Promise<void> {
    await client.request(slack, {
      method: "POST",
      url: target.webhookUrl,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(message),
      credential: credentialKey(target.webhookUrl),
    });
  },
};
