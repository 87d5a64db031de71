/**
 * The analytics rollups as subscribers of the assessment events: they run inside the producer's transaction
 * (mode "in-transaction"), so the counts and score sums stay exact — a completion and its rollup rows commit
 * or roll back together.
 */
import type { EventBus } from "../../events/bus.ts";
import type { Db } from "../../db/client.ts";
import type { Completion, CompletionRecorder } from "./completion.ts";

/** Registers the rollups' subscribers; `completionOf` reads a completed response (core.ports.completionOf, filled by assessments). */
export function subscribeAnalytics(
  bus: Pick<EventBus, "subscribe">,
  recorder: Pick<CompletionRecorder, "record" | "recordStart">,
  completionOf: () => ((tx: Db, organizationId: string, responseId: string) => Promise<Completion | null>) | undefined,
): void {
  bus.subscribe({
    event: "assessment.started",
    name: "analytics.count-start",
    mode: "in-transaction",
    handle: (e, tx) => recorder.recordStart(tx, e.organizationId, e.userId, e.typeId, new Date(e.startedAt)),
  });
  bus.subscribe({
    event: "assessment.completed",
    name: "analytics.record-completion",
    mode: "in-transaction",
    handle: async (e, tx) => {
      const read = completionOf();
      if (!read) throw new Error("no assessments module to read completions from");
      const c = await read(tx, e.organizationId, e.responseId);
      if (!c) throw new Error(`completed response ${e.responseId} not found in its own transaction`);
      await recorder.record(tx, c);
    },
  });
}
