import { useState } from "react";
import { Link } from "react-router";
import type { TProjectSummary } from "../../../contracts/feedback360.ts";
import { primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { Icon } from "../../components/Icon.tsx";
import { LoadFailedPanel, PanelMessage } from "../../components/PanelMessage.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { errorMessage } from "../../lib/api.ts";
import { fetchReportsZip } from "./feedback360-api.ts";
import { useReview360T } from "./i18n.ts";
import { NewProjectDialog } from "./NewProjectDialog.tsx";
import { projectPath } from "./links.ts";
import { dayLabel } from "./project-dates.ts";
import { ProjectStatus } from "./project/ProjectStatus.tsx";
import { LoadingLine, tdClass, thClass, useDownload } from "./ui.tsx";
import { useProjects } from "./use-feedback360.ts";

function CompletedCell({ project }: { project: TProjectSummary }) {
  const t = useReview360T();
  if (project.raterCount === null || project.completedCount === null) return <span className="text-slate-500 dark:text-slate-400">{t("list.progressHidden")}</span>;
  if (project.raterCount === 0) return <span className="text-slate-500 dark:text-slate-400">{t("list.noRaters")}</span>;
  const percent = Math.round((project.completedCount / project.raterCount) * 100);
  return (
    <div className="min-w-32">
      <span className="tabular-nums">{t("list.completedOf", { completed: project.completedCount, total: project.raterCount })}</span>
      <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden="true">
        <div className="h-full rounded-full bg-indigo-600 dark:bg-indigo-400" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function ProjectTable({ projects }: { projects: readonly TProjectSummary[] }) {
  const t = useReview360T();
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full min-w-[40rem] divide-y divide-slate-200 dark:divide-slate-800">
        <caption className="sr-only">{t("list.caption")}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800/50">
          <tr>
            <th scope="col" className={thClass}>
              {t("list.project")}
            </th>
            <th scope="col" className={thClass}>
              {t("list.subject")}
            </th>
            <th scope="col" className={thClass}>
              {t("list.deadline")}
            </th>
            <th scope="col" className={thClass}>
              {t("list.statusColumn")}
            </th>
            <th scope="col" className={thClass}>
              {t("list.progress")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {projects.map((p) => (
            <tr key={p.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
              <th scope="row" className={`${tdClass} text-left font-medium`}>
                <Link to={projectPath(p.id)} className="text-indigo-700 hover:underline dark:text-indigo-300">
                  {p.title}
                </Link>
              </th>
              <td className={tdClass}>{p.subject.name}</td>
              <td className={`${tdClass} whitespace-nowrap`}>{dayLabel(p.deadline)}</td>
              <td className={tdClass}>
                <ProjectStatus project={p} />
              </td>
              <td className={tdClass}>
                <CompletedCell project={p} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /dashboard/360-review: the 360 projects the caller may see, New 360 project, and every report as a ZIP (admins). */
export function ProjectsPage() {
  const t = useReview360T();
  const list = useProjects();
  const [creating, setCreating] = useState(false);
  const download = useDownload((message) => t("list.downloadFailed", { message }));

  if (list.isPending) return <LoadingLine label={t("list.loading")} />;
  if (list.isError)
    return (
      <LoadFailedPanel
        title={t("list.loadFailed")}
        message={errorMessage(list.error)}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
        buttonClassName={secondaryButtonClass}
      />
    );

  const { projects, policies } = list.data;
  const canCreate = policies.create || policies.createForSelf;
  const anyClosed = projects.some((p) => p.status === "closed");
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-2xl text-sm text-slate-600 dark:text-slate-400">{t("list.intro")}</p>
        <div className="flex shrink-0 flex-wrap gap-2">
          {policies.bulkDownload && (
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={download.busy || !anyClosed}
              title={anyClosed ? t("list.downloadAllHint") : t("list.noClosed")}
              onClick={() => void download.run(() => fetchReportsZip(), "360-reports.zip")}
            >
              {download.busy ? <Spinner className="h-4 w-4" /> : <Icon name="download" className="h-4 w-4" />}
              {download.busy ? t("list.downloading") : t("list.downloadAll")}
            </button>
          )}
          {canCreate && (
            <button type="button" className={primaryButtonClass} onClick={() => setCreating(true)}>
              {t("list.newProject")}
            </button>
          )}
        </div>
      </div>
      {policies.bulkDownload && !anyClosed && projects.length > 0 && <p className="text-xs text-slate-500 dark:text-slate-400">{t("list.noClosed")}</p>}
      {projects.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900/60">
          <PanelMessage icon="refresh" title={t("list.emptyTitle")}>
            <p>{canCreate ? t("list.emptyCanCreate") : t("list.emptyCannotCreate")}</p>
          </PanelMessage>
        </div>
      ) : (
        <ProjectTable projects={projects} />
      )}
      <NewProjectDialog open={creating} onClose={() => setCreating(false)} canPickSubject={policies.create} />
    </div>
  );
}
