/** What the project page offers for one rater, from the project's policies and the rater's state. No React. */
import type { TProject, TRater } from "../../../contracts/feedback360.ts";

/** What the caller may do with one rater: approve a pending nomination; remove one that has not started. */
export function raterActions(project: Pick<TProject, "status" | "policies">, rater: Pick<TRater, "approval" | "status">): { approve: boolean; remove: boolean } {
  if (project.status !== "open") return { approve: false, remove: false };
  const pending = rater.approval === "pending";
  const notStarted = pending || rater.status === "invited";
  const { manage, approve, nominate } = project.policies;
  return { approve: pending && approve, remove: notStarted && (manage || approve || (pending && nominate)) };
}
