import { useState, type ReactNode } from "react";
import { Trans } from "../../../lib/trans.tsx";
import { Link } from "react-router";
import type { TProject } from "../../../../contracts/feedback360.ts";
import { dangerTextButtonClass, primaryButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { Icon } from "../../../components/Icon.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { useToast } from "../../../components/Toaster.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useReview360T } from "../i18n.ts";
import { comparisonPath } from "../links.ts";
import { dayLabel } from "../project-dates.ts";
import { useSendReminders } from "../use-feedback360.ts";
import { CloseProjectDialog, ExtendDeadlineDialog } from "./ProjectDialogs.tsx";
import { ProjectStatus } from "./ProjectStatus.tsx";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

/** The project's title, status, facts, and its actions (Send reminder, Extend deadline, Close project) as its policies allow. */
export function ProjectHeader({ project }: { project: TProject }) {
  const t = useReview360T();
  const toast = useToast();
  const remind = useSendReminders(project.id);
  const [dialog, setDialog] = useState<"extend" | "close" | null>(null);
  const managing = project.policies.manage && project.status === "open";

  const sendReminder = () =>
    remind.mutate(undefined, {
      onSuccess: (r) => toast.show(t("project.reminded", { sent: r.sent, skipped: r.skipped })),
      onError: (error) => toast.show(t("project.remindFailed", { message: errorMessage(error) }), "error"),
    });

  return (
    <section aria-labelledby="project-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="project-title" className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
              {project.title}
            </h2>
            <ProjectStatus project={project} />
          </div>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            <Trans
              t={t}
              i18nKey="project.subjectLine"
              values={{ subject: project.subject.name, organization: project.organizationName }}
              components={{ b: <span className="font-semibold text-slate-900 dark:text-white" /> }}
            />
          </p>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t("project.createdBy", { name: project.createdBy.name, date: dayLabel(project.createdAt) })}</p>
        </div>
        <div className="flex flex-wrap gap-2 lg:justify-end" role="group" aria-label={t("project.actions")}>
          {project.policies.readComparison && (
            <Link to={comparisonPath(project.id)} className={primaryButtonClass}>
              <Icon name="chart" className="h-4 w-4" /> {t("project.viewComparison")}
            </Link>
          )}
          {managing && (
            <>
              <button type="button" className={secondaryButtonClass} onClick={sendReminder} disabled={remind.isPending}>
                {remind.isPending ? <Spinner className="h-4 w-4" /> : <Icon name="mail" className="h-4 w-4" />}
                {remind.isPending ? t("project.reminding") : t("project.remind")}
              </button>
              <button type="button" className={secondaryButtonClass} onClick={() => setDialog("extend")}>
                <Icon name="clock" className="h-4 w-4" /> {t("project.extend")}
              </button>
              <button type="button" className={dangerTextButtonClass} onClick={() => setDialog("close")}>
                {t("project.close")}
              </button>
            </>
          )}
        </div>
      </div>
      <dl className="mt-5 grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800">
        <Fact label={t("project.deadline")}>
          {dayLabel(project.deadline)}
          {project.closedAt && <span className="block text-xs text-slate-500 dark:text-slate-400">{t("project.closedOn", { date: dayLabel(project.closedAt) })}</span>}
        </Fact>
        <Fact label={t("project.form")}>{t("project.formValue", { name: project.form.name, count: project.form.itemCount, minutes: project.form.minutes })}</Fact>
        <Fact label={t("project.minimum")}>{t("project.minimumValue", { count: project.minGroupSize })}</Fact>
        <Fact label={t("project.approval")}>{t("project.approvalValue")}</Fact>
      </dl>
      {managing && (
        <>
          <ExtendDeadlineDialog project={project} open={dialog === "extend"} onClose={() => setDialog(null)} />
          <CloseProjectDialog project={project} open={dialog === "close"} onClose={() => setDialog(null)} />
        </>
      )}
    </section>
  );
}
