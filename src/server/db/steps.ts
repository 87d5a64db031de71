/** Once-per-instance steps (a start-up clean-up, a backfill), marked done in `system_setting`. */
import { systemSetting } from "./schema/platform.ts";
import type { Db } from "./client.ts";

type DbExecutor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Marks a once-per-instance step done; answers false when it was marked before (by this or another process). */
export async function markStepDone(db: DbExecutor, key: string): Promise<boolean> {
  const rows = await db.insert(systemSetting).values({ key, value: "done" }).onConflictDoNothing().returning({ key: systemSetting.key });
  return rows.length > 0;
}
