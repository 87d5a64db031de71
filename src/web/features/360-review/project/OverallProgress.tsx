import type { TProject } from "../../../../contracts/feedback360.ts";
import { useReview360T } from "../i18n.ts";

/**
 * What the subject sees of an open project's progress: how many raters finished overall, once at least the
 * minimum have (the server sends nothing before), never per group.
 */
export function OverallProgress({ progress, minimum }: { progress: TProject["progress"]; minimum: number }) {
  const t = useReview360T();
  return (
    <div className="text-sm text-slate-700 dark:text-slate-300">
      <p role="status" className="font-medium text-slate-900 dark:text-white">
        {progress ? t("progress.overall", { completed: progress.completed, total: progress.total }) : t("progress.overallHidden", { count: minimum })}
      </p>
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{t("progress.overallNote")}</p>
    </div>
  );
}
