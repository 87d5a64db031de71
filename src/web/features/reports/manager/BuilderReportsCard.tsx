import { Link } from "react-router";
import { Card } from "../../../components/Card.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { useBuilderReports, useCenterStats } from "../center-api.ts";
import { useReportsT } from "../i18n.ts";
import { displayLocale, displayTimeZone } from "../../../lib/display-preferences.ts";

/**
 * The reports saved in the Reporting Center's builder, listed beside the reports made from templates: both are
 * reports (the center's Total Reports counts both); these read live data and have no period or workflow, so they
 * open in the builder. Shown to those who may build (the stats call's policies).
 */
export function BuilderReportsCard({ organizationId }: { organizationId: string }) {
  const t = useReportsT();
  const stats = useCenterStats(organizationId);
  const canBuild = stats.data?.policies.builder ?? false;
  const query = useBuilderReports(organizationId, canBuild);
  if (!canBuild) return null;
  const reports = query.data?.reports ?? [];
  return (
    <Card title={t("manager.builder.heading", { count: reports.length })}>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">{t("manager.builder.intro")}</p>
      {query.isPending ? (
        <Spinner className="h-4 w-4" />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("manager.builder.loadFailed")}
        </p>
      ) : reports.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t("manager.builder.empty")}{" "}
          <Link to="/dashboard/reports/center" className="font-medium text-indigo-700 underline dark:text-indigo-300">
            {t("manager.builder.toCenter")}
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {reports.map((r) => (
            <li key={r.id} className="flex items-center gap-2 py-2">
              <div className="mr-auto min-w-0">
                <p className="truncate text-sm font-medium text-slate-900 dark:text-white">{r.name}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {t("center.builder.sectionsCount", { count: r.sections.length })} ·{" "}
                  {t("center.builder.updated", { date: new Date(r.updated_at).toLocaleDateString(displayLocale(), { timeZone: displayTimeZone() }) })}
                </p>
              </div>
              <Link
                to={`/dashboard/reports/center?open=${encodeURIComponent(r.id)}`}
                aria-label={t("manager.builder.openNamed", { name: r.name })}
                className="text-sm font-medium text-indigo-700 underline dark:text-indigo-300"
              >
                {t("manager.builder.open")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
