/**
 * Before Begin existed, opening a start page made the assessment at once, so backing out left a "Not started"
 * entry that lists and counts took for a real start. At start the instance removes those untouched self-starts
 * once (marked in system_setting, like the report templates' seeding per organization): an assessment a manager
 * assigned, one with a response, and a 360 self-rating stay.
 */
import type { Db } from "../../db/client.ts";
import * as repo from "./repo.ts";
import { markStepDone } from "../../db/steps.ts";

/** The system_setting key marking the clean-up done. */
export const UNTOUCHED_STARTS_STEP = "removed_untouched_self_starts";

/** Removes every organization's untouched self-starts unless done before; answers how many went (null: done before). */
export function removeUntouchedSelfStartsOnce(db: Db): Promise<number | null> {
  return db.transaction(async (tx) => {
    if (!(await markStepDone(tx, UNTOUCHED_STARTS_STEP))) return null;
    let removed = 0;
    for (const organizationId of await repo.organizationsWithUntouchedSelfStarts(tx)) removed += await repo.deleteUntouchedSelfStarts(tx, organizationId);
    return removed;
  });
}
