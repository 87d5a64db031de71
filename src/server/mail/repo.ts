/** The `outbox` table: every message the server sent or would have sent. */
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema/platform.ts";
import type { DbExecutor } from "../jobs/queue.ts";

export type OutboxRow = typeof outbox.$inferSelect;

/** Records a message; returns its id. */
export async function insertOutbox(
  db: DbExecutor,
  m: {
    toAddress: string;
    subject: string;
    textBody: string;
    htmlBody: string | null;
    links: string[];
    attachments?: { filename: string; contentType: string; contentBase64: string }[] | null;
    transport: string;
  },
): Promise<number> {
  const [row] = await db.insert(outbox).values(m).returning({ id: outbox.id });
  return row.id;
}

export async function getOutbox(db: Db, id: number): Promise<OutboxRow | undefined> {
  return (await db.select().from(outbox).where(eq(outbox.id, id)))[0];
}

/** Records an accepted SMTP delivery (and clears an earlier failure). */
export async function markOutboxSent(db: Db, id: number, at: Date): Promise<void> {
  await db.update(outbox).set({ sentAt: at, error: null, transport: "smtp" }).where(eq(outbox.id, id));
}

/** Records the last failed delivery attempt. */
export async function markOutboxFailed(db: Db, id: number, error: string): Promise<void> {
  await db.update(outbox).set({ error }).where(eq(outbox.id, id));
}

/** The newest messages, newest first. */
export function recentOutbox(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
