/**
 * Tells people about things that concern them: an in-app notification (the bell), an email through the
 * mailer (recorded, and delivered by the job queue when SMTP is configured) and an application event the
 * realtime socket forwards to the person's room. Rows and mail commit with the caller's transaction.
 *
 * Only the notifications module calls it, from its domain-event subscribers (modules/notifications): a
 * producer publishes what happened and never tells anyone itself (the lint holds it).
 */
import { createHash } from "node:crypto";
import type { TNotificationKind } from "../../contracts/notifications.ts";
import type { Db } from "../db/client.ts";
import { newId } from "../db/ids.ts";
import type { DbExecutor } from "../jobs/repo.ts";
import type { MailMessage, Mailer } from "../mail/mailer.ts";
import { emailOffFor } from "../preferences/repo.ts";
import { insertNotifications } from "./repo.ts";
import { NOTIFIED, type Signals } from "../events/signals.ts";

export type Notice = {
  /**
   * The row's id. Derived from what caused it (`noticeId`) when the same notice may be attempted twice (an
   * event delivered at least once): the second attempt then stores, mails and signals nothing. New when absent.
   */
  id?: string;
  organizationId: string;
  userId: string;
  kind: TNotificationKind;
  data: Record<string, unknown>;
  /** An app path (e.g. /dashboard/assessments/start/…). */
  link: string | null;
  email?: MailMessage;
};

/** The id of the notice an event gives a recipient: the same on every delivery of that event, unguessable as the event's id is. */
export function noticeId(eventId: string, userId: string, kind: TNotificationKind): string {
  return createHash("sha256").update(`notification\n${eventId}\n${userId}\n${kind}`).digest("base64url").slice(0, 32);
}

export class Notifier {
  constructor(private readonly d: { db: Db; mailer: Mailer; events: Pick<Signals, "emit"> }) {}

  /**
   * Records the notices and their emails (in `db`, a transaction, when given); answers the function that emits
   * their realtime signal, to call after the caller commits. A notice whose id is already stored was recorded
   * by an earlier attempt: it is skipped with its email. An email whose kind its recipient turned off in their
   * profile is not sent (the in-app notice still is).
   */
  async notify(notices: readonly Notice[], db: DbExecutor = this.d.db): Promise<() => void> {
    const rows = notices.map((n) => ({ id: n.id ?? newId(), organizationId: n.organizationId, userId: n.userId, kind: n.kind, data: n.data, link: n.link }));
    const inserted = await insertNotifications(db, rows);
    const fresh = notices.filter((_, i) => inserted.has(rows[i].id));
    const emailed = fresh.filter((n) => n.email);
    const off = await emailOffFor(
      db,
      emailed.map((n) => n.userId),
    );
    for (const n of emailed) if (n.email && !off.get(n.userId)?.has(n.kind)) await this.d.mailer.send(n.email, { db, organizationId: n.organizationId });
    return () => {
      for (const n of fresh) this.d.events.emit(NOTIFIED, { userId: n.userId, kind: n.kind });
    };
  }
}
