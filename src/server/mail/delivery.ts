/**
 * Delivery of recorded mail: the `mail.send` job's worker reads an outbox row and sends it over SMTP. The
 * job carries only the row's id, so a message (and the sign-in link in it) is never copied into the job
 * table or a log line.
 */
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../db/client.ts";
import type { JobLog, JobQueue } from "../jobs/queue.ts";
import { getOutbox, insertOutbox, markOutboxFailed, markOutboxSent } from "./repo.ts";
import type { MailMessage } from "./mailer.ts";

/** The queue mail goes through. */
export const MAIL_QUEUE = "mail.send";
export type MailJob = { outboxId: number };

const LINK_RE = /https?:\/\/[^\s"'<>]+/g;

/** Extracts the distinct http(s) links of a message body, in order. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(LINK_RE) ?? [])];
}

const URL_RE = /\b(?:https?|ftp):\/\/[^\s"'<>]+/gi;

/** Replaces every URL in `text` with "[link]": for anything that may reach a log or an error column. */
export function redactLinks(text: string): string {
  return text.replace(URL_RE, "[link]");
}

/** SMTP refused (or never took) a message sent by sendNow(); the message is redacted of links. */
export class MailSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MailSendError";
  }
}

export type MailDeliveryOptions = {
  db: Db;
  log: JobLog;
  smtpUrl: string | undefined;
  from: string;
  /** Keep up to this many SMTP connections open and reuse them (default: one connection per message). */
  pool?: number;
};

/** Sends outbox rows over SMTP (when SMTP_URL is configured in this process). */
export class MailDelivery {
  private readonly transport: Transporter | undefined;
  private readonly db: Db;
  private readonly log: JobLog;
  private readonly from: string;

  constructor(o: MailDeliveryOptions) {
    this.db = o.db;
    this.log = o.log;
    this.from = o.from;
    // Bounded waits: nodemailer's defaults (2 min to connect, 10 min of socket silence) would hold a
    // worker slot on a dead server; a timed-out attempt is simply retried with backoff.
    this.transport = o.smtpUrl
      ? nodemailer.createTransport({
          url: o.smtpUrl,
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 60_000,
          ...(o.pool ? { pool: true, maxConnections: o.pool } : {}),
        })
      : undefined;
  }

  /** "smtp" when this process can send, else "outbox" (messages are only recorded). */
  get transportName(): "smtp" | "outbox" {
    return this.transport ? "smtp" : "outbox";
  }

  /**
   * Sends outbox row `outboxId` once: a row already sent is left alone (a retry after a crash between
   * sending and recording it may still send twice: SMTP offers no better). A failure is recorded on the
   * row (links redacted) and thrown, so the job retries.
   */
  async deliver(outboxId: number): Promise<void> {
    const row = await getOutbox(this.db, outboxId);
    if (!row) {
      this.log.warn({ outboxId }, "mail to deliver is no longer in the outbox; skipped");
      return;
    }
    if (row.sentAt) return;
    let failure: string | null = null;
    if (!this.transport) failure = "SMTP_URL is not configured in this process";
    else {
      try {
        await this.transport.sendMail({
          from: this.from,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody ?? undefined,
          attachments: row.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, "base64") })),
        });
      } catch (e) {
        // the message only, never the error object: nodemailer errors can carry the command and envelope
        failure = redactLinks((e as Error).message ?? String(e)).slice(0, 1000);
      }
    }
    if (failure !== null) {
      await markOutboxFailed(this.db, outboxId, failure);
      throw new Error(`Mail delivery failed: ${failure}`);
    }
    await markOutboxSent(this.db, outboxId, new Date());
    this.log.info({ outboxId }, "mail sent");
  }

  /**
   * Sends a message now, within the caller's job, so the caller sees SMTP's answer (report deliveries retry
   * per recipient on it). The message is recorded in the outbox like any other — one row per attempt, sent
   * or with its error — but its attachments are not: their bytes are the caller's to re-create on a retry.
   * Without SMTP in this process it is only recorded (transport "outbox"), as Mailer.send() does.
   * Throws MailSendError when SMTP refused it or could not be reached.
   */
  async sendNow(msg: MailMessage): Promise<{ outboxId: number; transport: "smtp" | "outbox" }> {
    const transport = this.transportName;
    const outboxId = await insertOutbox(this.db, {
      toAddress: msg.to,
      subject: msg.subject,
      textBody: msg.text,
      htmlBody: msg.html ?? null,
      links: extractLinks(msg.text),
      transport,
    });
    if (!this.transport) return { outboxId, transport };
    try {
      await this.transport.sendMail({
        from: this.from,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
        attachments: msg.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content) })),
      });
    } catch (e) {
      const failure = redactLinks((e as Error).message ?? String(e)).slice(0, 1000);
      await markOutboxFailed(this.db, outboxId, failure);
      throw new MailSendError(failure);
    }
    await markOutboxSent(this.db, outboxId, new Date());
    return { outboxId, transport };
  }

  /** Closes pooled SMTP connections. */
  close(): void {
    this.transport?.close();
  }
}

/**
 * Registers the `mail.send` worker on `queue`. Registered in every process, with or without SMTP: a job
 * enqueued while SMTP was configured fails visibly (and retries) rather than waiting unseen.
 */
export function registerMailWorker(queue: JobQueue, delivery: MailDelivery, opts: { concurrency?: number } = {}): void {
  queue.work<MailJob>(MAIL_QUEUE, (job) => delivery.deliver(job.payload.outboxId), { concurrency: opts.concurrency ?? 2 });
}
