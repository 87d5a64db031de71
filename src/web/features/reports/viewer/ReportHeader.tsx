import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TReportInstance } from "../../../../contracts/reports.ts";
import { Icon } from "../../../components/Icon.tsx";
import { useReportsT } from "../i18n.ts";
import { REPORTS_PATH } from "../paths.ts";
import { dateText, StatusBadge } from "../ui.tsx";

/** Spec 2 §2.2 header: title, period start to end, creator, status badge; the page's actions at the right. */
export function ReportHeader({ report, actions, back = REPORTS_PATH }: { report: TReportInstance; actions: ReactNode; back?: string }) {
  const t = useReportsT();
  return (
    <div className="space-y-3">
      <Link to={back} className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white">
        <Icon name="arrow-left" className="h-4 w-4" />
        {back === REPORTS_PATH ? t("viewer.back") : t("editor.leave")}
      </Link>
      <div className="flex flex-wrap items-start gap-3">
        <div className="mr-auto min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-semibold break-words text-slate-900 dark:text-white">{report.title}</h2>
            <StatusBadge status={report.status} />
          </div>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t("viewer.period", { start: dateText(report.report_period_start), end: dateText(report.report_period_end) })}
            <span aria-hidden="true"> · </span>
            {t("viewer.createdBy", { name: report.created_by_user.full_name })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">{actions}</div>
      </div>
    </div>
  );
}
