/**
 * Telling admins when the plan's allowance runs low: an in-transaction subscriber of `assessment.started` that,
 * in the start's own transaction (the subscription row is held by assertMayStart, so starts are counted one at a
 * time), publishes `billing.usage_threshold` when this start took the month's usage to 80 % or to 100 %. The
 * notifications module turns that event into each admin's notice and email.
 */
import type { EventBus } from "../../events/bus.ts";
import { crossedLevel, usageState } from "../../../domain/billing/usage.ts";
import { allowanceNow } from "./service.ts";

/** The subscriber's name (it shows in the architecture page's table). */
export const USAGE_THRESHOLD_SUBSCRIBER = "billing.usage-threshold";

/** Registers the subscriber; answers a function that removes it. */
export function subscribeUsageThresholds(bus: Pick<EventBus, "subscribe" | "publish">): () => void {
  return bus.subscribe({
    event: "assessment.started",
    name: USAGE_THRESHOLD_SUBSCRIBER,
    mode: "in-transaction",
    handle: async (e, tx) => {
      const a = await allowanceNow(tx, e.organizationId, new Date(e.startedAt), false);
      const after = a.usage;
      if (after.limit === null || after.used === 0) return;
      // the start that published this event is counted in `used`: before it, one fewer had started
      const crossed = crossedLevel(usageState(after.plan, after.used - 1), after);
      if (!crossed) return;
      await bus.publish(tx, {
        type: "billing.usage_threshold",
        organizationId: e.organizationId,
        threshold: crossed === "reached" ? 100 : 80,
        used: after.used,
        limit: after.limit,
        month: a.month,
        resetsAt: a.resetsAt.toISOString(),
        timeZone: a.timeZone,
      });
    },
  });
}
