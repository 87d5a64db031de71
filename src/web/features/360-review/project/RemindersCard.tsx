import type { TProject } from "../../../../contracts/feedback360.ts";
import { Card } from "../../../components/Card.tsx";
import { useReview360T } from "../i18n.ts";
import { dayLabel } from "../project-dates.ts";
import { Badge } from "../ui.tsx";

/** When the automatic reminders go out (days before the deadline), and which are due. */
export function RemindersCard({ project }: { project: TProject }) {
  const t = useReview360T();
  const reminders = [...project.reminders].sort((a, b) => b.daysBefore - a.daysBefore);
  return (
    <Card title={t("reminders.title")} description={t("reminders.description")}>
      {reminders.length === 0 || project.status === "closed" ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t("reminders.none")}</p>
      ) : (
        <ul className="space-y-2">
          {reminders.map((r) => (
            <li key={r.daysBefore} className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700 dark:text-slate-300">
              <span>{t("reminders.item", { count: r.daysBefore, date: dayLabel(r.at) })}</span>
              {r.due ? <Badge tone="slate">{t("reminders.due")}</Badge> : <Badge tone="blue">{t("reminders.scheduled")}</Badge>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
