/**
 * Delivery of recorded mail: the `mail.send` job's worker reads an outbox row and sends it over SMTP. The
 * job carries only the row's id, so a message (and the sign-in link in it) is never copied into the job
 * table or a log line.
 */
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../db/client.ts";
import type { JobLog, JobQueue } from "../jobs/queue.ts";
import { getOutbox, markOutboxFailed, markOutboxSent } from "./repo.ts";

/** The queue mail goes through. */
export const MAIL_QUEUE = "mail.send";
export type MailJob = { outboxId: number };

const URL_RE = /\b(?:https?|ftp):\/\/[^\s"'<>]+/gi;

/** Replaces every URL in `text` with "[link]": for anything that may reach a log or an error column. */
export function redactLinks(text: string): string {
  return text.replace(URL_RE, "[link]");
}

export type MailDeliveryOptions = { db: Db; log: JobLog; smtpUrl: string | undefined; from: string };

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
    this.transport = o.smtpUrl ? nodemailer.createTransport({ url: o.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 }) : undefined;
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
