/**
 * What a provider is to the integrations layer: its id, its limits on the one client (timeout, rate limit per
 * credential, retries) and what it does. A delivery provider carries a message to a target (a Slack incoming
 * webhook, a signed webhook); a provider folder (providers/<id>/index.ts) exports one. See docs/adding.md.
 */
import type { IntegrationClient, ProviderLimits } from "../http/client.ts";

export type Provider = ProviderLimits & {
  /** Shown in logs and errors ("slack", "webhook"). */
  id: string;
  /** The provider's name for people. */
  label: string;
};

/** A provider that delivers `Message` to `Target`; resolves only when the provider accepted it (2xx). */
export type DeliveryProvider<Target, Message> = Provider & {
  deliver(client: IntegrationClient, target: Target, message: Message): Promise<void>;
};
