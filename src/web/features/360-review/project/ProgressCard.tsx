import type { TProject } from "../../../../contracts/feedback360.ts";
import { RELATIONSHIPS, isNamedRelationship } from "../../../../domain/feedback360/relationships.ts";
import { Card } from "../../../components/Card.tsx";
import { Icon } from "../../../components/Icon.tsx";
import { relationshipLabel, useReview360T } from "../i18n.ts";
import { shortGroupText } from "../invitation.ts";
import { dayLabel } from "../project-dates.ts";
import { Badge, tdClass, thClass } from "../ui.tsx";
import { OverallProgress } from "./OverallProgress.tsx";

/** The warnings for groups that cannot reach the minimum with the raters named so far (the server's sentences). */
export function ShortGroupWarnings({ warnings, title }: { warnings: readonly string[]; title: string }) {
  if (warnings.length === 0) return null;
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      <p className="flex items-center gap-2 font-semibold">
        <Icon name="alert" className="h-4 w-4 shrink-0" /> {title}
      </p>
      <ul className="mt-1.5 list-disc space-y-1 pl-6">
        {warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Self-rating status and completed raters per group for those who run the project; the subject (who gets no
 * counts) sees only overall progress, once enough raters have finished.
 */
export function ProgressCard({ project, showWarnings }: { project: TProject; showWarnings: boolean }) {
  const t = useReview360T();
  const counts = project.counts;
  return (
    <Card title={t("progress.title")} description={t("progress.description")}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-slate-900 dark:text-white">{t("progress.self")}</span>
        {project.self.status === "completed" ? (
          <>
            <Badge tone="green">{t("raterStatus.completed")}</Badge>
            <span className="text-slate-600 dark:text-slate-400">{t("progress.selfCompleted", { date: dayLabel(project.self.completedAt) })}</span>
          </>
        ) : (
          <span className="text-slate-600 dark:text-slate-400">{t("progress.selfPending")}</span>
        )}
      </div>
      {counts === null ? (
        <div className="mt-4">
          <OverallProgress progress={project.progress} minimum={project.minGroupSize} />
        </div>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[28rem]">
            <caption className="sr-only">{t("progress.caption")}</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-800">
                <th scope="col" className={thClass}>
                  {t("progress.group")}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  {t("progress.named")}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  {t("progress.completed")}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  {t("progress.declined")}
                </th>
                <th scope="col" className={thClass}>
                  {t("progress.rule")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {RELATIONSHIPS.map((r) => {
                const c = counts[r] ?? { named: 0, completed: 0, declined: 0 };
                return (
                  <tr key={r}>
                    <th scope="row" className={`${tdClass} text-left font-medium text-slate-900 dark:text-white`}>
                      {relationshipLabel(r)}
                    </th>
                    <td className={`${tdClass} text-right tabular-nums`}>{c.named}</td>
                    <td className={`${tdClass} text-right tabular-nums`}>{c.completed}</td>
                    <td className={`${tdClass} text-right tabular-nums`}>{c.declined}</td>
                    <td className={`${tdClass} text-xs`}>{isNamedRelationship(r) ? t("progress.ruleNamed") : t("progress.ruleAnonymous", { count: project.minGroupSize })}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {showWarnings && project.status === "open" && project.shortGroups.length > 0 && (
        <div className="mt-4">
          <ShortGroupWarnings warnings={project.shortGroups.map(shortGroupText)} title={t("invite.warningsTitle")} />
        </div>
      )}
    </Card>
  );
}
