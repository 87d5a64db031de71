/**
 * Distribution use cases (spec 2 §2.9, §3.10, §7): lists and list subscriptions are managed by admins and
 * managers; any member subscribes themselves to a template; the history shows managers every delivery and
 * others their own. Another organization's ids are not found (404).
 */
import { reportAppPath } from "../../../../contracts/reports.ts";
import { randomBytes } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import type { TenantActor } from "../../../auth/tenancy.ts";
import { can } from "../../../auth/policies/index.ts";
import { AppError, forbidden, notFound, msg, type Msg } from "../../../http/errors.ts";
import { assertValidSchedule } from "../../../jobs/timing.ts";
import type { TDeliveryHistoryEntry, TDistribution, TDistributionList, TDistributionResult, TSubscription, ZDistributionAction } from "../../../../contracts/reports.ts";
import type { z } from "zod";
import {
  distributionListProblems,
  LIST_URL_FIELDS,
  hostOf,
  normalizeChannels,
  normalizeSubscribers,
  plainDeliveryFailure,
  subscriptionTypeFor,
  type DeliveryFormat,
  type DeliveryFrequency,
  type DeliveryStatus,
  type DistributionChannel,
  type ListProblem,
} from "../../../../domain/reporting/distribution.ts";
import * as repo from "./repo.ts";
import * as people from "../../../people/api.ts";
import { ReportDeliveries } from "./delivery.ts";
import { checkedTarget, type OutboundPolicy } from "../../../integrations/http/address-guard.ts";
import { IntegrationError } from "../../../integrations/http/errors.ts";

type Action = z.output<typeof ZDistributionAction>;
type ActionOf<K extends Action["action"]> = Extract<Action, { action: K }>;

const PROBLEM_TEXT: Record<ListProblem, string> = {
  invalid_subscribers: "Some subscribers are not email addresses",
  slack_url_required: "A Slack incoming-webhook URL is required for the Slack channel",
  slack_url_invalid: "The Slack URL must be an incoming webhook on https://hooks.slack.com/",
  webhook_url_required: "A webhook URL is required for the webhook channel",
  webhook_url_invalid: "The webhook URL must be an https:// URL",
  slack_url_private: "The Slack URL (slackWebhookUrl) points to a private or internal address",
  slack_url_unresolved: "The Slack URL's host (slackWebhookUrl) could not be resolved to a public address",
  webhook_url_private: "The webhook URL (webhookUrl) points to a private or internal address",
  webhook_url_unresolved: "The webhook URL's host (webhookUrl) could not be resolved to a public address",
};

/** The request field each problem is about. */
const PROBLEM_FIELD = (p: ListProblem): string => (p === "invalid_subscribers" ? "subscribers" : p.startsWith("slack_") ? "slackWebhookUrl" : "webhookUrl");

/** How long making a list waits for a URL's host name to resolve. */
const RESOLVE_TIMEOUT_MS = 3_000;

const invalid = (message: Msg, details?: unknown) => new AppError(400, "VALIDATION_ERROR", message, details);

/** The organization a call names must be the caller's own: another one does not exist for them (404). */
export class DistributionService {
  constructor(private readonly d: { db: Db; deliveries: ReportDeliveries; production: boolean; outbound: OutboundPolicy }) {}

  /** GET /api/reports/distribution: lists (managers), subscriptions (managers all, others their own), history (managers all, others their own). */
  async read(actor: TenantActor, type: "lists" | "subscriptions" | "history" | undefined): Promise<TDistribution> {
    const manage = can(actor, "reports.manageDistribution");
    const out: TDistribution = { policies: { manage } };
    if (!type || type === "lists") out.distribution_lists = manage ? (await repo.listLists(this.d.db, actor.organizationId)).map((r) => this.presentList(actor, r)) : [];
    if (!type || type === "subscriptions") {
      out.subscriptions = (await repo.listSubscriptions(this.d.db, actor.organizationId, manage ? null : actor.userId)).map((r) => this.presentSubscription(actor, r));
    }
    if (!type || type === "history") {
      const own = manage ? null : await people.userEmail(this.d.db, actor.userId);
      if (!manage && !own) out.delivery_history = [];
      else out.delivery_history = (await repo.listDeliveries(this.d.db, actor.organizationId, own)).map((r) => this.presentDelivery(actor, r));
    }
    return out;
  }

  /** POST /api/reports/distribution: one of the actions. */
  async act(actor: TenantActor, body: Action): Promise<TDistributionResult> {
    switch (body.action) {
      case "create_distribution_list":
        return this.createList(actor, body);
      case "subscribe":
        return { subscription: await this.subscribe(actor, body) };
      case "unsubscribe":
        await this.unsubscribe(actor, body.subscriptionId);
        return { unsubscribed: true };
      case "resend_delivery":
        return { delivery: await this.resend(actor, body.deliveryId) };
    }
  }

  private async createList(actor: TenantActor, b: ActionOf<"create_distribution_list">): Promise<TDistributionResult> {
    if (!can(actor, "reports.manageDistribution")) throw forbidden(msg("reports.onlyManagersAdminsCreateDistribution"));
    const channels = normalizeChannels(b.distributionChannels);
    const problems = distributionListProblems(
      { channels, subscribers: b.subscribers, slackWebhookUrl: b.slackWebhookUrl, webhookUrl: b.webhookUrl },
      { anyHttpUrl: !this.d.production, allowPrivateTargets: this.d.outbound.allowPrivate },
    );
    // with private targets allowed there is nothing a name could reach that its address could not
    if (!problems.length && !this.d.outbound.allowPrivate) problems.push(...(await this.unreachableUrls(channels, b)));
    if (problems.length) {
      const subs = normalizeSubscribers(b.subscribers);
      const fields = [...new Set(problems.map(PROBLEM_FIELD))];
      throw invalid(msg("reports.subscriptionProblems", { problems: problems.map((p) => PROBLEM_TEXT[p]).join("; ") }), {
        problems,
        fields,
        invalidSubscribers: subs.invalid.slice(0, 20),
      });
    }
    const webhookSecret = channels.includes("webhook") ? `whsec_${randomBytes(32).toString("base64url")}` : null;
    const id = await repo.insertList(this.d.db, actor.organizationId, actor.userId, {
      name: b.name,
      description: b.description,
      channels,
      subscribers: normalizeSubscribers(b.subscribers).emails,
      slackWebhookUrl: channels.includes("slack") ? b.slackWebhookUrl!.trim() : null,
      webhookUrl: channels.includes("webhook") ? b.webhookUrl!.trim() : null,
      webhookSecret,
    });
    const list = this.presentList(actor, (await repo.findList(this.d.db, actor.organizationId, id))!);
    return webhookSecret ? { distribution_list: list, webhook_secret: webhookSecret } : { distribution_list: list };
  }

  /**
   * The Slack and webhook URLs whose host name resolves to a private or internal address (or to nothing):
   * checked when the list is made, and again at every delivery (a name may move).
   */
  private async unreachableUrls(channels: readonly DistributionChannel[], b: ActionOf<"create_distribution_list">): Promise<ListProblem[]> {
    const checks = LIST_URL_FIELDS.filter((f) => channels.includes(f.channel)).map(async (f): Promise<ListProblem | null> => {
      try {
        await checkedTarget(b[f.field]!.trim(), this.d.outbound, AbortSignal.timeout(RESOLVE_TIMEOUT_MS));
        return null;
      } catch (e) {
        if (e instanceof IntegrationError && e.reason === "private") return f.private;
        if (e instanceof IntegrationError) return f.unresolved;
        throw e;
      }
    });
    return (await Promise.all(checks)).filter((p): p is ListProblem => p !== null);
  }

  /** DELETE /api/reports/distribution/{id}: the list and its subscriptions (the history stays). */
  async deleteList(actor: TenantActor, listId: string): Promise<void> {
    if (!(await repo.findList(this.d.db, actor.organizationId, listId))) throw notFound("Distribution list");
    if (!can(actor, "reports.manageDistribution")) throw forbidden(msg("reports.onlyManagersAdminsDeleteDistribution"));
    await repo.deleteList(this.d.db, actor.organizationId, listId);
  }

  private async subscribe(actor: TenantActor, b: ActionOf<"subscribe">): Promise<TSubscription> {
    const type = subscriptionTypeFor(b);
    try {
      assertValidSchedule("0 8 * * *", b.timeZone);
    } catch {
      throw invalid(msg("reports.unknownTimeZoneTimezone", { timeZone: b.timeZone }));
    }
    const format = b.deliveryPreferences.format as DeliveryFormat;
    const frequency = b.deliveryPreferences.frequency;
    const templateId = b.templateId ?? null;
    if (templateId && !(await repo.templateExists(this.d.db, actor.organizationId, templateId))) throw notFound("Template");
    if (type === "individual") {
      if (b.distributionListId) {
        throw invalid(msg("reports.individualTakesNoList"), {
          field: "distributionListId",
        });
      }
      if (!templateId) throw invalid(msg("reports.chooseTemplateSubscribe"));
      const existing = await repo.findIndividualSubscription(this.d.db, actor.organizationId, actor.userId, templateId);
      if (existing) {
        // re-subscribing after unsubscribing starts over: no digest of what was published meanwhile
        await repo.updateSubscription(this.d.db, actor.organizationId, existing.id, {
          format,
          frequency,
          timeZone: b.timeZone,
          isActive: true,
          ...(existing.isActive ? {} : { createdAt: new Date() }),
        });
        return this.subscriptionView(actor, existing.id);
      }
      const id = await repo.insertSubscription(this.d.db, actor.organizationId, {
        subscriptionType: "individual",
        templateId,
        distributionListId: null,
        userId: actor.userId,
        format,
        frequency,
        timeZone: b.timeZone,
      });
      return this.subscriptionView(actor, id);
    }
    if (!b.distributionListId) throw invalid(msg("reports.chooseDistributionListSubscribe"));
    if (!(await repo.findList(this.d.db, actor.organizationId, b.distributionListId))) throw notFound("Distribution list");
    if (!can(actor, "reports.manageDistribution")) throw forbidden(msg("reports.onlyManagersAdminsSubscribeDistribution"));
    const id = await repo.insertSubscription(this.d.db, actor.organizationId, {
      subscriptionType: "list",
      templateId,
      distributionListId: b.distributionListId,
      userId: null,
      format,
      frequency,
      timeZone: b.timeZone,
    });
    return this.subscriptionView(actor, id);
  }

  private async subscriptionView(actor: TenantActor, id: string): Promise<TSubscription> {
    return this.presentSubscription(actor, (await repo.findSubscription(this.d.db, actor.organizationId, id))!);
  }

  private async unsubscribe(actor: TenantActor, subscriptionId: string): Promise<void> {
    const s = await repo.findSubscription(this.d.db, actor.organizationId, subscriptionId);
    if (!s || !s.s.isActive) throw notFound("Subscription");
    // a member sees only their own individual subscriptions: anything else is not found for them
    if (!this.maySee(actor, s.s)) throw notFound("Subscription");
    if (!this.mayCancel(actor, s.s)) throw forbidden(msg("reports.onlySubscriberAdminsCancelMember"));
    await repo.updateSubscription(this.d.db, actor.organizationId, subscriptionId, { format: s.s.format, frequency: s.s.frequency, timeZone: s.s.timeZone, isActive: false });
  }

  private async resend(actor: TenantActor, deliveryId: string): Promise<TDeliveryHistoryEntry> {
    const d = await repo.findDelivery(this.d.db, actor.organizationId, deliveryId);
    if (!d) throw notFound("Delivery");
    // a member sees (and resends) only the emails sent to them
    if (!(await this.maySeeDelivery(actor, d))) throw notFound("Delivery");
    const r = d.reportId ? await repo.findReport(this.d.db, actor.organizationId, d.reportId) : null;
    if (!r) throw new AppError(409, "CONFLICT", msg("reports.reportWasDeletedThereNothing"));
    const id = await this.d.deliveries.resend(actor.organizationId, d, r.title);
    return this.presentDelivery(actor, (await repo.findDelivery(this.d.db, actor.organizationId, id))!);
  }

  /** GET /api/reports/read/{token}: records the first opening; answers where to send the reader, or null for an unknown link. */
  async openReadLink(token: string): Promise<string | null> {
    const hit = await repo.markReadByTokenHash(this.d.db, ReportDeliveries.tokenHash(token), new Date());
    if (!hit) return null;
    return hit.reportId ? reportAppPath(hit.reportId) : "/dashboard/reports";
  }

  private maySee(actor: TenantActor, s: repo.SubscriptionRow): boolean {
    return can(actor, "reports.manageDistribution") || (s.subscriptionType === "individual" && s.userId === actor.userId);
  }

  /** A member's own subscription: that member or admins; a list's: those who manage distribution. */
  private mayCancel(actor: TenantActor, s: repo.SubscriptionRow): boolean {
    return can(actor, "reports.cancelSubscription", { kind: "subscription", subscriptionType: s.subscriptionType as "individual" | "list", userId: s.userId });
  }

  private async maySeeDelivery(actor: TenantActor, d: repo.DeliveryRow): Promise<boolean> {
    if (can(actor, "reports.manageDistribution")) return true;
    return d.channel === "email" && d.recipient === (await people.userEmail(this.d.db, actor.userId));
  }

  private presentList(actor: TenantActor, r: NonNullable<Awaited<ReturnType<typeof repo.findList>>>): TDistributionList {
    const l = r.l;
    return {
      id: l.id,
      name: l.name,
      description: l.description,
      distribution_channels: l.channels as DistributionChannel[],
      subscribers: l.subscribers.map((email) => ({ email })),
      is_active: l.isActive,
      schedule_configuration: { enabled: Boolean(r.scheduled) },
      slack_webhook_host: l.slackWebhookUrl ? hostOf(l.slackWebhookUrl) : null,
      webhook_host: l.webhookUrl ? hostOf(l.webhookUrl) : null,
      created_at: l.createdAt.toISOString(),
      policies: { delete: can(actor, "reports.manageDistribution") },
    };
  }

  private presentSubscription(actor: TenantActor, r: NonNullable<Awaited<ReturnType<typeof repo.findSubscription>>>): TSubscription {
    const s = r.s;
    return {
      id: s.id,
      subscription_type: s.subscriptionType as "individual" | "list",
      template: r.template ? { id: r.template.id, name: r.template.name, description: r.template.description, template_type: r.template.templateType } : null,
      distribution_list: r.list ? { id: r.list.id, name: r.list.name, description: r.list.description } : null,
      delivery_preferences: { format: s.format as DeliveryFormat, frequency: s.frequency as DeliveryFrequency },
      time_zone: s.timeZone,
      user: s.userId ? { id: s.userId, full_name: r.userName ?? "" } : null,
      is_active: s.isActive,
      created_at: s.createdAt.toISOString(),
      policies: { unsubscribe: s.isActive && this.mayCancel(actor, s) },
    };
  }

  private presentDelivery(actor: TenantActor, d: repo.DeliveryRow): TDeliveryHistoryEntry {
    return {
      id: d.id,
      report: { id: d.reportId, title: d.reportTitle },
      delivery_status: d.status as DeliveryStatus,
      delivery_channel: d.channel as DistributionChannel,
      recipient_address: d.recipient,
      queued_timestamp: d.queuedAt.toISOString(),
      delivery_timestamp: d.deliveredAt?.toISOString() ?? null,
      read_timestamp: d.readAt?.toISOString() ?? null,
      attempts: d.attempts,
      last_error: d.channel === "email" ? d.lastError : plainDeliveryFailure(d.lastError),
      policies: { resend: d.reportId !== null && (d.channel === "email" || can(actor, "reports.manageDistribution")) },
    };
  }
}
