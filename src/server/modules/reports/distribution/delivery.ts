/**
 * Real delivery of reports (spec 2 §2.9, §3.10): one report_delivery row per (recipient, channel), each sent
 * by its own job on "reports.deliver" — so a retry (4 of them, 30 s doubling) resends only to the recipient
 * that failed, and a row is marked delivered only after its channel accepted it (SMTP accepted, HTTP 2xx);
 * after the last attempt it stays failed with the error. Triggers: "reports.published" (a report reached
 * published: every immediate subscription) and "reports.digest" (every 5 minutes: daily, weekly and monthly
 * subscriptions whose 08:00 local tick has passed receive the reports published since they began that they
 * have not received yet). The emailed PDF is rendered again on each attempt (a short-lived cache shares one
 * rendering between the recipients of a report who read the same language on the same time zone); the outbox
 * keeps the message, never the attachment. Every message and attachment is in its reader's language and time
 * zone (`readerOf`).
 */
import { claimExternalRecipients } from "../../../mail/external-quota.ts";
import { AppError } from "../../../http/errors.ts";
import { reportAppPath } from "../../../../contracts/reports.ts";
import { createHash, createHmac } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import type { JobLog, JobQueue, DbExecutor } from "../../../jobs/queue.ts";
import { nextCronRun } from "../../../jobs/timing.ts";
import { newId } from "../../../db/ids.ts";
import { redactLinks, type MailDelivery } from "../../../mail/delivery.ts";
import { mailLangOfAddress, type MailLang } from "../../../i18n/mail-locale.ts";
import * as settings from "../../settings/api.ts";
import {
  deliveryTargets,
  normalizeSubscribers,
  digestCron,
  digestLookbackMs,
  latestTick,
  type DeliveryFormat,
  type DeliveryFrequency,
  type SubscriptionType,
} from "../../../../domain/reporting/distribution.ts";
import * as repo from "./repo.ts";
import { reportEmail } from "./channels/email.ts";
import { slackMessage } from "./channels/slack.ts";
import { webhookBody } from "./channels/webhook.ts";
import type { ReportNotice } from "./channels/notice.ts";
import type { IntegrationClient } from "../../../integrations/http/client.ts";
import { IntegrationError } from "../../../integrations/http/errors.ts";
import { slack } from "../../../integrations/providers/slack/index.ts";
import { webhook } from "../../../integrations/providers/webhook/index.ts";

export const DELIVER_QUEUE = "reports.deliver";
export const PUBLISHED_QUEUE = "reports.published";
export const DIGEST_QUEUE = "reports.digest";
/** The digest sweep's schedule (UTC; each subscription's own 08:00 is read in its time zone). */
export const DIGEST_SWEEP_CRON = "*/5 * * * *";
/** Retries of one delivery after its first attempt, the first after 30 s, doubling (30, 60, 120, 240 s). */
export const DELIVERY_RETRY = { retryLimit: 4, retryDelaySeconds: 30 } as const;

export type DeliverJob = { organizationId: string; deliveryId: string };
export type PublishedJob = { organizationId: string; reportId: string };

/** The report as a PDF in a reader's language and time zone (report-files.ts reportPdf, bound to the core). */
export type RenderPdf = (organizationId: string, reportId: string, reader: MailLang) => Promise<{ filename: string; bytes: Buffer; title: string } | null>;
export type MailSender = Pick<MailDelivery, "sendNow" | "transportName">;

export type DeliveryOptions = {
  db: Db;
  jobs: JobQueue;
  log: JobLog;
  /** Where links point (core.baseURL). */
  baseURL: string;
  /** Derives each delivery's read token (core.secret): the token is never stored, only its SHA-256. */
  secret: string;
  /** In production an email channel without SMTP fails (and retries); elsewhere the outbox (the dev mailbox) counts as delivered. */
  production: boolean;
  mail: MailSender;
  renderPdf: RenderPdf;
  /**
   * The integrations client Slack and webhook deliveries go through (src/server/integrations): public addresses
   * only, checked again at each attempt (a name may resolve elsewhere than when the list was made) unless private
   * targets are allowed; rate-limited per webhook; a Retry-After the receiver names is honoured.
   */
  client: IntegrationClient;
  now?: () => Date;
};

/** A delivery that no retry can mend (its report or list is gone): failed at once. */
class PermanentDeliveryError extends Error {}

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** One target to enqueue: which subscription it serves and where it goes. */
type Item = { subscriptionId: string | null; channel: string; recipient: string; scheduleRunId?: string | null };

export class ReportDeliveries {
  private readonly now: () => Date;
  private readonly pdfCache = new Map<string, { until: number; pdf: ReturnType<RenderPdf> }>();

  constructor(private readonly o: DeliveryOptions) {
    this.now = o.now ?? (() => new Date());
  }

  /** The token in a delivery's emailed link: HMAC of its id under the server secret (stable across retries). */
  readToken(deliveryId: string): string {
    return createHmac("sha256", this.o.secret).update(`report-read:${deliveryId}`).digest("base64url");
  }

  /** The SHA-256 kept for a read token (what the read link is found by). */
  static tokenHash(token: string): string {
    return sha256(token);
  }

  /** The report in the app (the viewer opens it from the query). */
  reportUrl(reportId: string): string {
    return `${this.o.baseURL}${reportAppPath(reportId)}`;
  }

  /** Inserts one pending row per item and one job per row, in the caller's transaction; answers the new ids. */
  async enqueue(tx: DbExecutor, organizationId: string, r: { id: string; title: string }, items: Item[]): Promise<string[]> {
    const at = this.now();
    const rows: repo.NewDelivery[] = items.map((i) => {
      const id = newId();
      return {
        id,
        reportId: r.id,
        reportTitle: r.title,
        subscriptionId: i.subscriptionId,
        scheduleRunId: i.scheduleRunId ?? null,
        channel: i.channel,
        recipient: i.recipient,
        readTokenHash: i.channel === "email" ? ReportDeliveries.tokenHash(this.readToken(id)) : null,
        queuedAt: at,
      };
    });
    await repo.insertDeliveries(tx, organizationId, rows);
    for (const row of rows) {
      await this.o.jobs.send<DeliverJob>(DELIVER_QUEUE, { organizationId, deliveryId: row.id }, { db: tx, organizationId, singletonKey: row.id, ...DELIVERY_RETRY });
    }
    return rows.map((r) => r.id);
  }

  /**
   * A scheduled run's report to its recipients (by email, as a PDF) and to its distribution list's channels,
   * each address once; in its own transaction. Answers how many deliveries were queued.
   */
  async toScheduleRun(organizationId: string, reportId: string, to: { recipients: readonly string[]; distributionListId: string | null; scheduleRunId: string }): Promise<number> {
    const r = await repo.findReport(this.o.db, organizationId, reportId);
    if (!r) throw new Error("The report was deleted");
    const list = to.distributionListId ? await repo.findList(this.o.db, organizationId, to.distributionListId) : null;
    const targets = [
      ...normalizeSubscribers(to.recipients).emails.map((e) => ({ channel: "email", recipient: e })),
      ...(list?.l.isActive ? deliveryTargets({ subscriptionType: "list", userEmail: null }, list.l) : []),
    ];
    const seen = new Set<string>();
    const items: Item[] = [];
    for (const t of targets) {
      const key = `${t.channel}:${t.recipient}`;
      if (seen.has(key)) continue;
      seen.add(key);
      items.push({ subscriptionId: null, scheduleRunId: to.scheduleRunId, ...t });
    }
    await this.o.db.transaction(async (tx) => void (await this.enqueue(tx, organizationId, { id: r.id, title: r.title }, items)));
    return items.length;
  }

  /**
   * Enqueues a report to subscriptions: per subscription its targets, skipping a target this report already
   * went to (an address by email, a list's Slack or webhook per subscription) — a repeated trigger or an
   * address both subscribed and on a list receives it once.
   */
  private async toSubscriptions(tx: DbExecutor, organizationId: string, r: { id: string; title: string }, subs: repo.SubscriptionTargets[]): Promise<number> {
    const served = new Set((await repo.deliveryKeys(tx, organizationId, r.id)).map((d) => keyOf(d)));
    const items: Item[] = [];
    for (const s of subs) {
      if (s.s.subscriptionType === "list" && !s.list?.isActive) continue;
      const targets = deliveryTargets({ subscriptionType: s.s.subscriptionType as SubscriptionType, userEmail: s.userEmail }, s.list);
      for (const t of targets) {
        const item = { subscriptionId: s.s.id, ...t };
        const key = keyOf(item);
        if (served.has(key)) continue;
        served.add(key);
        items.push(item);
      }
    }
    await this.enqueue(tx, organizationId, r, items);
    return items.length;
  }

  /** "reports.published": a report reached published — every immediate subscription that covers it, at once. */
  async onPublished(organizationId: string, reportId: string): Promise<number> {
    return this.o.db.transaction(async (tx) => {
      const r = await repo.findReport(tx, organizationId, reportId);
      if (!r || r.status !== "published") return 0;
      const subs = await repo.immediateSubscriptions(tx, organizationId, r.templateId);
      return this.toSubscriptions(tx, organizationId, r, subs);
    });
  }

  /**
   * "reports.digest": for each daily, weekly or monthly subscription whose latest 08:00 tick (in its own time
   * zone, DST included: nextCronRun reads the cron there) has passed, the published reports it still owes.
   */
  async sweepDigests(now: Date = this.now()): Promise<number> {
    let queued = 0;
    for (const s of await repo.digestSubscriptions(this.o.db)) {
      const frequency = s.s.frequency as DeliveryFrequency;
      const cron = digestCron(frequency);
      if (!cron) continue;
      try {
        const tick = latestTick((after) => nextCronRun(cron, s.s.timeZone, after), now, digestLookbackMs(frequency));
        if (!tick || tick.getTime() <= s.s.createdAt.getTime()) continue;
        const owed = await repo.reportsOwed(this.o.db, s.s.organizationId, s.s, tick);
        for (const r of owed) queued += await this.o.db.transaction((tx) => this.toSubscriptions(tx, s.s.organizationId, r, [s]));
      } catch (e) {
        this.o.log.error({ subscriptionId: s.s.id, err: (e as Error).message }, "digest sweep failed for a subscription");
      }
    }
    if (queued) this.o.log.info({ queued }, "report digests queued");
    return queued;
  }

  /** Resend from the history: a new pending delivery of the same report to the same recipient and channel. */
  async resend(organizationId: string, d: repo.DeliveryRow, reportTitle: string): Promise<string> {
    return this.o.db.transaction(async (tx) => {
      const [id] = await this.enqueue(tx, organizationId, { id: d.reportId!, title: reportTitle }, [
        { subscriptionId: d.subscriptionId, channel: d.channel, recipient: d.recipient },
      ]);
      return id;
    });
  }

  /**
   * "reports.deliver": sends one delivery row once. Accepted: delivered, with its time. Refused: the error and
   * one more attempt are recorded and the job throws (the queue retries it alone); the last refusal leaves
   * it failed. A row already delivered is left alone (a job run twice sends once, barring a crash between).
   */
  async deliver(job: { payload: DeliverJob; attempt: number; retryLimit: number }): Promise<void> {
    const { organizationId, deliveryId } = job.payload;
    const d = await repo.findDelivery(this.o.db, organizationId, deliveryId);
    if (!d || d.status === "delivered") return;
    const final = job.attempt > job.retryLimit;
    try {
      await this.send(organizationId, d);
    } catch (e) {
      // a refused target (an internal address, http in production) fails at once: a retry would be refused too
      const permanent = e instanceof PermanentDeliveryError || (e instanceof IntegrationError && e.refusal);
      // an HTTP delivery's failure is recorded in a few words ("refused …", "timed out", "HTTP 503"); what the
      // network answered (an error code) goes to the server log only
      const error = redactLinks((e as Error).message || String(e)).slice(0, 1000);
      const detail = e instanceof IntegrationError ? e.detail : undefined;
      await repo.markAttemptFailed(this.o.db, organizationId, deliveryId, error, final || permanent);
      this.o.log.warn({ deliveryId, channel: d.channel, attempt: job.attempt, final: final || permanent, err: error, detail }, "report delivery refused");
      if (permanent) return;
      throw new Error(`Report delivery failed: ${error}`);
    }
    await repo.markDelivered(this.o.db, organizationId, deliveryId, this.now());
    this.o.log.info({ deliveryId, channel: d.channel }, "report delivered");
  }

  /**
   * Whose language and time zone a delivery is written in. An address with an account: that person's saved language
   * and time zone. Anyone else (an outside address, a Slack channel, a webhook): English on the distribution's time
   * zone — its subscription's, else its schedule's, else the organization's (a saved language without a time zone
   * takes that zone too).
   */
  private async readerOf(organizationId: string, d: repo.DeliveryRow, sub: repo.SubscriptionView | null, scheduleZone: string | null): Promise<MailLang> {
    const timeZone = sub?.s.timeZone ?? scheduleZone ?? (await settings.timeZoneOf(this.o.db, organizationId));
    const channel: MailLang = { locale: "en", timeZone };
    if (d.channel !== "email") return channel;
    const saved = await mailLangOfAddress(this.o.db, d.recipient, channel);
    return { locale: saved.locale, timeZone: saved.timeZone ?? timeZone };
  }

  private async send(organizationId: string, d: repo.DeliveryRow): Promise<void> {
    const r = d.reportId ? await repo.findReport(this.o.db, organizationId, d.reportId) : null;
    if (!r) throw new PermanentDeliveryError("The report was deleted");
    const notice: ReportNotice = {
      reportId: r.id,
      title: r.title,
      periodStart: r.periodStart,
      periodEnd: r.periodEnd,
      status: r.status,
      publishedAt: r.publishedAt,
      url: this.reportUrl(r.id),
    };
    const sub = d.subscriptionId ? await repo.findSubscription(this.o.db, organizationId, d.subscriptionId) : null;
    const schedule = d.scheduleRunId ? await repo.scheduleOfRun(this.o.db, organizationId, d.scheduleRunId) : null;
    const lang = await this.readerOf(organizationId, d, sub, schedule?.timeZone ?? null);
    if (d.channel === "email") {
      if (this.o.production && this.o.mail.transportName !== "smtp") throw new Error("SMTP_URL is not configured: the email cannot be sent");
      const format = (sub?.s.format ?? "pdf") as DeliveryFormat;
      const pdf = format === "pdf" ? await this.pdfOf(organizationId, r, lang) : undefined;
      if (format === "pdf" && !pdf) throw new PermanentDeliveryError("The report was deleted");
      const readUrl = `${this.o.baseURL}/api/reports/read/${this.readToken(d.id)}`;
      // an address outside the organization counts against its day, like every share by email
      try {
        await claimExternalRecipients(this.o.db, organizationId, [d.recipient], this.now());
      } catch (e) {
        if (e instanceof AppError && e.statusCode === 429) throw new PermanentDeliveryError(e.message);
        throw e;
      }
      await this.o.mail.sendNow(reportEmail({ to: d.recipient, notice, readUrl, format, lang, pdf: pdf ?? undefined, content: r.content }));
      return;
    }
    // a list's Slack or webhook: through the subscription, or the schedule whose run sent it
    const listId = sub?.s.distributionListId ?? schedule?.listId ?? null;
    const list = listId ? await repo.findList(this.o.db, organizationId, listId) : null;
    if (!list) throw new PermanentDeliveryError("The distribution list was deleted");
    if (d.channel === "slack") {
      if (!list.l.slackWebhookUrl) throw new PermanentDeliveryError("The distribution list has no Slack webhook");
      await slack.deliver(this.o.client, { webhookUrl: list.l.slackWebhookUrl }, slackMessage(notice, lang));
      return;
    }
    if (d.channel === "webhook") {
      if (!list.l.webhookUrl || !list.l.webhookSecret) throw new PermanentDeliveryError("The distribution list has no webhook");
      const event = sub?.s.frequency === "immediate" ? "report.published" : "report.delivered";
      const sentAt = this.now();
      // the body is for programs: ids, codes and ISO times, in no one's language
      await webhook.deliver(this.o.client, { url: list.l.webhookUrl, secret: list.l.webhookSecret }, { deliveryId: d.id, event, body: webhookBody(event, notice, sentAt), sentAt });
      return;
    }
    throw new PermanentDeliveryError(`Unknown channel ${d.channel}`);
  }

  /**
   * The report's PDF in one reader's language and time zone, rendered once for all recipients of one version of it
   * who share them (kept 10 minutes, 32 renderings at most).
   */
  private pdfOf(organizationId: string, r: repo.ReportForDelivery, reader: MailLang): ReturnType<RenderPdf> {
    const key = `${organizationId}:${r.id}:${r.updatedAt.getTime()}:${reader.locale}:${reader.timeZone ?? "UTC"}`;
    const t = Date.now();
    for (const [k, v] of this.pdfCache) if (v.until < t) this.pdfCache.delete(k);
    const hit = this.pdfCache.get(key);
    if (hit) return hit.pdf;
    const pdf = this.o.renderPdf(organizationId, r.id, reader);
    pdf.catch(() => this.pdfCache.delete(key));
    if (this.pdfCache.size >= 32) this.pdfCache.delete(this.pdfCache.keys().next().value!);
    this.pdfCache.set(key, { until: t + 600_000, pdf });
    return pdf;
  }
}

/** What makes two deliveries of one report the same: an address by email; a subscription's Slack or webhook. */
function keyOf(d: { channel: string; recipient: string; subscriptionId: string | null }): string {
  return d.channel === "email" ? `email:${d.recipient}` : `${d.channel}:${d.subscriptionId}`;
}

/** Registers the three workers and the digest sweep's schedule on `queue`. */
export async function registerDeliveryWorkers(queue: JobQueue, deliveries: ReportDeliveries, o: { concurrency?: number } = {}): Promise<void> {
  queue.work<DeliverJob>(DELIVER_QUEUE, (job) => deliveries.deliver(job), { concurrency: o.concurrency ?? 4 });
  queue.work<PublishedJob>(PUBLISHED_QUEUE, async (job) => void (await deliveries.onPublished(job.payload.organizationId, job.payload.reportId)));
  queue.work(DIGEST_QUEUE, async () => void (await deliveries.sweepDigests()));
  await queue.schedule(DIGEST_QUEUE, DIGEST_SWEEP_CRON, { tz: "UTC" });
}
