import { gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { reportDelivery } from "../../db/schema/reports.ts";

/**
 * Report deliveries queued since `since`, across organizations (counts only, nothing of any organization's
 * content): delivered, failed, and of the failed the webhook targets the address guard refused (an internal or
 * non-https address: recorded as "refused (…)").
 */
export async function deliveryOutcomesSince(db: Db, since: Date): Promise<{ delivered: number; failed: number; refusedTargets: number }> {
  const [row] = await db
    .select({
      delivered: sql<number>`count(*) filter (where ${reportDelivery.status} = 'delivered')::int`,
      failed: sql<number>`count(*) filter (where ${reportDelivery.status} = 'failed')::int`,
      refused: sql<number>`count(*) filter (where ${reportDelivery.status} = 'failed' and ${reportDelivery.channel} = 'webhook' and ${reportDelivery.lastError} like 'refused%')::int`,
    })
    .from(reportDelivery)
    .where(gte(reportDelivery.queuedAt, since));
  return { delivered: row?.delivered ?? 0, failed: row?.failed ?? 0, refusedTargets: row?.refused ?? 0 };
}
