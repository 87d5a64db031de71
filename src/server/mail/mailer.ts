import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import type { Config } from "../config.ts";
import type { DbExecutor, JobQueue } from "../jobs/queue.ts";
import { MAIL_QUEUE, extractLinks, type MailJob } from "./delivery.ts";
import { insertOutbox, recentOutbox } from "./repo.ts";

/** A file sent with a message (kept in the outbox row until it is sent). */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };
export type MailMessage = { to: string; subject: string; text: string; html?: string; attachments?: readonly MailAttachment[] };

export type OutboxEntry = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  /** The names, types and sizes (bytes) of the files sent with it. */
  attachments: { filename: string; contentType: string; size: number }[];
  /** "smtp": to be sent or sent over SMTP; "outbox": recorded only (no SMTP_URL), never sent. */
  transport: string;
  /** When SMTP accepted it; null while pending (or for ever, with transport "outbox"). */
  sentAt: string | null;
  /** The last delivery failure (links redacted); the mail.send job retries with backoff. */
  error: string | null;
  createdAt: string;
};

export type MailerOptions = {
  /** The job queue: send() only records and enqueues; the mail.send worker delivers. */
  queue: JobQueue;
  /** Outside production the outbox-only log line carries the message's links (handy in development). Default: production. */
  env?: Config["env"];
  /** Retries of a failed SMTP delivery (default 8: 30 s doubling, capped at an hour, ~2 h in all). */
  retryLimit?: number;
  retryDelaySeconds?: number;
};

export { extractLinks } from "./delivery.ts";

/**
 * Records every message in the `outbox` table — what /dev/mailbox shows, at once — and, with SMTP_URL,
 * enqueues a `mail.send` job in the same transaction, so a request never waits for SMTP and a message is
 * never lost on a restart. Without SMTP the outbox row is all there is (transport "outbox", never sent).
 * In production no log line of this module carries a link.
 */
export class Mailer {
  /** "smtp" when SMTP_URL is set (the mail.send worker delivers), else "outbox" (recorded only). */
  private readonly transport: "smtp" | "outbox";
  private readonly queue: JobQueue;
  private readonly production: boolean;
  private readonly retry: { retryLimit: number; retryDelaySeconds: number };

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    opts: MailerOptions,
  ) {
    this.transport = smtpUrl ? "smtp" : "outbox";
    this.queue = opts.queue;
    this.production = (opts.env ?? "production") === "production";
    this.retry = { retryLimit: opts.retryLimit ?? 8, retryDelaySeconds: opts.retryDelaySeconds ?? 30 };
    if (!smtpUrl && opts.env === "production") log.warn("SMTP_URL is not set: mail is recorded in the outbox table and not sent");
  }

  /**
   * Records a message and schedules its delivery. With `db` (a transaction) the row and its job commit or
   * roll back with the caller's data. It never waits for SMTP.
   */
  async send(msg: MailMessage, opts: { db?: DbExecutor; organizationId?: string | null } = {}): Promise<void> {
    const transport = this.transport;
    const links = extractLinks(msg.text);
    const record = async (tx: DbExecutor): Promise<number> => {
      const attachments = msg.attachments?.length
        ? msg.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, contentBase64: Buffer.from(a.content).toString("base64") }))
        : null;
      const id = await insertOutbox(tx, { toAddress: msg.to, subject: msg.subject, textBody: msg.text, htmlBody: msg.html ?? null, links, attachments, transport });
      if (transport === "smtp") {
        await this.queue.send<MailJob>(MAIL_QUEUE, { outboxId: id }, { db: tx, organizationId: opts.organizationId ?? null, ...this.retry });
      }
      return id;
    };
    const outboxId = opts.db ? await record(opts.db) : transport === "smtp" ? await this.db.transaction(record) : await record(this.db);
    // links only in development: there they are the way in; in production a sign-in link is a credential
    this.log.info({ outboxId, to: msg.to, subject: msg.subject, transport, links: transport === "outbox" && !this.production ? links : undefined }, "mail");
  }

  /** The newest recorded messages, newest first (development mailbox). */
  async recent(limit = 50): Promise<OutboxEntry[]> {
    const rows = await recentOutbox(this.db, limit);
    return rows.map((r) => ({
      id: r.id,
      to: r.toAddress,
      subject: r.subject,
      text: r.textBody,
      html: r.htmlBody,
      links: r.links,
      attachments: (r.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, size: Buffer.from(a.contentBase64, "base64").length })),
      transport: r.transport,
      sentAt: r.sentAt?.toISOString() ?? null,
      error: r.error,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}
