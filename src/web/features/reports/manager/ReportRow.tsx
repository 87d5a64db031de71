import { useId } from "react";
import { Link } from "react-router";
import type { TReportSummary } from "../../../../contracts/reports.ts";
import { Spinner } from "../../../components/Spinner.tsx";
import { dangerTextButtonClass } from "../../../components/buttons.ts";
import { useReportsT } from "../i18n.ts";
import { editPath, viewPath } from "../paths.ts";
import { dateText, durationText, smallButtonClass, StatusBadge, StatusIcon } from "../ui.tsx";

export interface RowActions {
  canEdit: boolean;
  canDelete: boolean;
  canDuplicate: boolean;
  generating: boolean;
  duplicating: boolean;
  onGenerate(): void;
  onDuplicate(): void;
  onDelete(): void;
}

const chip = "inline-flex items-center rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300";

/**
 * One report in the manager's list (spec 2 §2.6 and the §3.2 card fields): status icon, title, status badge,
 * template and type, period, creation date, priority, tags, version, author, reading figures and rating; the row
 * actions (Generate only before the first generation).
 */
export function ReportRow({ report, actions }: { report: TReportSummary; actions: RowActions }) {
  const t = useReportsT();
  const titleId = useId();
  const named = (action: string) => t("manager.actions.named", { action, title: report.title });
  const a = report.analytics;
  return (
    <article aria-labelledby={titleId} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <StatusIcon status={report.status} />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="min-w-0 text-base font-semibold break-words text-slate-900 dark:text-white">
            <Link to={viewPath(report.id)} className="hover:underline">
              {report.title}
            </Link>
          </h3>
          <StatusBadge status={report.status} />
          <span className={chip}>{t("manager.row.priority", { priority: t(`manager.priority.${report.priority}`) })}</span>
          <span className={chip}>{t("manager.row.version", { version: report.version })}</span>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t("manager.row.template", { name: report.template.name, type: t(`templates.type.${report.template.template_type}`) })}
          <span aria-hidden="true"> · </span>
          {t("manager.row.period", { start: dateText(report.report_period_start), end: dateText(report.report_period_end) })}
          <span aria-hidden="true"> · </span>
          {t("manager.row.sections", { count: report.section_count })}
        </p>
        {report.excerpt && <p className="line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{report.excerpt}</p>}
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t("manager.row.author", { name: report.created_by_user.full_name })}
          <span aria-hidden="true"> · </span>
          {t("manager.row.created", { date: dateText(report.created_at) })}
          <span aria-hidden="true"> · </span>
          {t("manager.row.updated", { date: dateText(report.updated_at) })}
          {report.generated_at === null && (
            <>
              <span aria-hidden="true"> · </span>
              {t("manager.row.notGenerated")}
            </>
          )}
        </p>
        {report.tags.length > 0 && (
          <ul aria-label={t("manager.row.tags")} className="flex flex-wrap gap-1">
            {report.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-200">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <ul aria-label={t("manager.row.analytics")} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 tabular-nums dark:text-slate-400">
          <li>{t("manager.row.views", { count: a.views })}</li>
          <li>{t("manager.row.downloads", { count: a.downloads })}</li>
          <li>{t("manager.row.shares", { count: a.shares })}</li>
          <li>{t("manager.row.readTime", { time: durationText(a.avgReadTime) })}</li>
          <li>
            {report.rating.average === null || report.rating.count === 0
              ? t("manager.row.noRating")
              : t("manager.row.rating", { average: report.rating.average.toFixed(1), count: report.rating.count })}
          </li>
        </ul>
        <div className="flex flex-wrap gap-2 pt-1">
          {report.generated_at === null && report.policies.generate && (
            <button type="button" className={smallButtonClass} disabled={actions.generating} onClick={actions.onGenerate} aria-label={named(t("manager.actions.generate"))}>
              {actions.generating && <Spinner className="h-3.5 w-3.5" />}
              {actions.generating ? t("manager.actions.generating") : t("manager.actions.generate")}
            </button>
          )}
          <Link to={viewPath(report.id)} className={smallButtonClass} aria-label={named(t("manager.actions.view"))}>
            {t("manager.actions.view")}
          </Link>
          {actions.canEdit && (
            <Link to={editPath(report.id)} className={smallButtonClass} aria-label={named(t("manager.actions.edit"))}>
              {t("manager.actions.edit")}
            </Link>
          )}
          {actions.canDuplicate && (
            <button type="button" className={smallButtonClass} disabled={actions.duplicating} onClick={actions.onDuplicate} aria-label={named(t("manager.actions.duplicate"))}>
              {actions.duplicating && <Spinner className="h-3.5 w-3.5" />}
              {t("manager.actions.duplicate")}
            </button>
          )}
          {actions.canDelete && (
            <button type="button" className={`${dangerTextButtonClass} text-xs`} onClick={actions.onDelete} aria-label={named(t("manager.actions.delete"))}>
              {t("manager.actions.delete")}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
