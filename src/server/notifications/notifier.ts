/**
 * Tells people about things that concern them: an in-app notification (the bell), an email through the
 * mailer (recorded, and delivered by the job queue when SMTP is configured) and an application event the
 * realtime socket forwards to the person's room. Rows, mail and jobs commit with the caller's transaction.
 */
import type { TNotificationKind } from "../../contracts/notifications.ts";
import type { Db } from "../db/client.ts";
import { newId } from "../db/ids.ts";
import type { DbExecutor } from "../jobs/repo.ts";
import type { MailMessage, Mailer } from "../mail/mailer.ts";
import { emailOffFor } from "../preferences/repo.ts";
import { insertNotifications } from "./repo.ts";
import { NOTIFIED, type Signals } from "../events/signals.ts";

export type Notice = {
  organizationId: string;
  userId: string;
  kind: TNotificationKind;
  data: Record<string, unknown>;
  /** An app path (e.g. /dashboard/assessments/start/…). */
  link: string | null;
  email?: MailMessage;
};

export class Notifier {
  constructor(private readonly d: { db: Db; mailer: Mailer; events: Pick<Signals, "emit"> }) {}

  /**
   * Records the notices and their emails (in `db`, a transaction, when given); emits after the caller commits. An
   * email whose kind its recipient turned off in their profile is not sent (the in-app notice still is).
   */
  async notify(notices: readonly Notice[], db: DbExecutor = this.d.db): Promise<() => void> {
    await insertNotifications(
      db,
      notices.map((n) => ({ id: newId(), organizationId: n.organizationId, userId: n.userId, kind: n.kind, data: n.data, link: n.link })),
    );
    const emailed = notices.filter((n) => n.email);
    const off = await emailOffFor(
      db,
      emailed.map((n) => n.userId),
    );
    for (const n of emailed) if (n.email && !off.get(n.userId)?.has(n.kind)) await this.d.mailer.send(n.email, { db, organizationId: n.organizationId });
    return () => {
      for (const n of notices) this.d.events.emit(NOTIFIED, { userId: n.userId, kind: n.kind });
    };
  }
}
