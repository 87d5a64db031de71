import nodemailer, { type Transporter } from "nodemailer";
import { desc } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema/index.ts";

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type OutboxEntry = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  transport: string;
  sentAt: string | null;
  error: string | null;
  createdAt: string;
};

const LINK_RE = /https?:\/\/[^\s"'<>]+/g;

/** Extracts the distinct http(s) links of a message body, in order. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(LINK_RE) ?? [])];
}

/**
 * Sends mail over SMTP when SMTP_URL is configured; every message is also recorded in the outbox
 * table (and logged), which is all that happens without SMTP — /dev/mailbox then shows it.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  }

  /** Records and (with SMTP) delivers a message; an SMTP failure is recorded and re-thrown. */
  async send(msg: MailMessage): Promise<void> {
    const links = extractLinks(msg.text);
    let sentAt: Date | null = null;
    let error: string | null = null;
    if (this.transport) {
      try {
        await this.transport.sendMail({ from: this.from, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html });
        sentAt = new Date();
      } catch (e) {
        error = (e as Error).message;
      }
    }
    await this.db.insert(outbox).values({
      toAddress: msg.to,
      subject: msg.subject,
      textBody: msg.text,
      htmlBody: msg.html ?? null,
      links,
      transport: this.transport ? "smtp" : "outbox",
      sentAt,
      error,
    });
    this.log.info({ to: msg.to, subject: msg.subject, links: this.transport ? undefined : links, error }, "mail");
    if (error) throw new Error(`Could not send mail: ${error}`);
  }

  /** The newest recorded messages, newest first (development mailbox). */
  async recent(limit = 50): Promise<OutboxEntry[]> {
    const rows = await this.db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
    return rows.map((r) => ({
      id: r.id,
      to: r.toAddress,
      subject: r.subject,
      text: r.textBody,
      html: r.htmlBody,
      links: r.links,
      transport: r.transport,
      sentAt: r.sentAt?.toISOString() ?? null,
      error: r.error,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}
