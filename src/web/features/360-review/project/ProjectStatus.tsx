import type { TProjectSummary } from "../../../../contracts/feedback360.ts";
import { useReview360T } from "../i18n.ts";
import { isPastDeadline } from "../project-dates.ts";
import { Badge } from "../ui.tsx";

/** Open, closed, or open with its deadline passed (answers still count until it is closed). */
export function ProjectStatus({ project }: { project: Pick<TProjectSummary, "status" | "deadline"> }) {
  const t = useReview360T();
  if (project.status === "closed") return <Badge tone="slate">{t("status.closed")}</Badge>;
  return isPastDeadline(project.deadline) ? <Badge tone="amber">{t("status.pastDeadline")}</Badge> : <Badge tone="green">{t("status.open")}</Badge>;
}
