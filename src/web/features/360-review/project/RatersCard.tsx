import type { TProject, TRater } from "../../../../contracts/feedback360.ts";
import { dangerTextButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { Card } from "../../../components/Card.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { useToast } from "../../../components/Toaster.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useReview360T } from "../i18n.ts";
import { relationshipText } from "../invitation.ts";
import { raterActions } from "../rater-actions.ts";
import { dayLabel } from "../project-dates.ts";
import { Badge, tdClass, thClass, type BadgeTone } from "../ui.tsx";
import { useRaterAction } from "../use-feedback360.ts";

const STATUS_TONE: Record<NonNullable<TRater["status"]>, BadgeTone> = { invited: "slate", in_progress: "blue", completed: "green", declined: "red" };

function RaterButtons({ project, rater }: { project: TProject; rater: TRater }) {
  const t = useReview360T();
  const toast = useToast();
  const act = useRaterAction(project.id);
  const allowed = raterActions(project, rater);
  const busy = act.isPending;
  const run = (action: "approve" | "remove") =>
    act.mutate(
      { raterId: rater.id, action },
      {
        onSuccess: () => toast.show(action === "approve" ? t("raters.approved", { name: rater.name }) : t("raters.removed", { name: rater.name })),
        onError: (error) => toast.show(t("raters.actionFailed", { name: rater.name, message: errorMessage(error) }), "error"),
      },
    );
  if (!allowed.approve && !allowed.remove) return null;
  return (
    <div className="flex flex-wrap gap-1">
      {allowed.approve && (
        <button type="button" className={secondaryButtonClass} disabled={busy} onClick={() => run("approve")} aria-label={t("raters.approveLabel", { name: rater.name })}>
          {busy && act.variables?.action === "approve" && <Spinner className="h-4 w-4" />}
          {t("raters.approve")}
        </button>
      )}
      {allowed.remove && (
        <button type="button" className={dangerTextButtonClass} disabled={busy} onClick={() => run("remove")} aria-label={t("raters.removeLabel", { name: rater.name })}>
          {busy && act.variables?.action === "remove" && <Spinner className="h-4 w-4" />}
          {t("raters.remove")}
        </button>
      )}
    </div>
  );
}

function StatusCell({ rater }: { rater: TRater }) {
  const t = useReview360T();
  if (rater.approval === "pending") return <Badge tone="amber">{t("raters.pending")}</Badge>;
  return rater.status ? <Badge tone={STATUS_TONE[rater.status]}>{t(`raterStatus.${rater.status}`)}</Badge> : <Badge tone="slate">{t("raters.invited")}</Badge>;
}

/**
 * The raters: for those who may see them, name, email, relationship, progress, invitation and reminders; for the
 * subject, only the raters they nominated themselves (no progress). Pending nominations first, with Approve for
 * approvers, who are told which addresses belong to no member of the organization.
 */
export function RatersCard({ project }: { project: TProject }) {
  const t = useReview360T();
  const detailed = project.policies.seeRaters && project.raters.every((r) => r.status !== null);
  const raters = [...project.raters].sort((a, b) => (a.approval === b.approval ? 0 : a.approval === "pending" ? -1 : 1));
  const pending = raters.filter((r) => r.approval === "pending").length;
  const anyActions = raters.some((r) => {
    const a = raterActions(project, r);
    return a.approve || a.remove;
  });
  return (
    <Card title={t("raters.title")}>
      {pending > 0 && project.policies.approve && (
        <p role="status" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          {t("raters.pendingTitle", { count: pending })}
        </p>
      )}
      {raters.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t("raters.none")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem]">
            <caption className="sr-only">{t("raters.caption")}</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-800">
                <th scope="col" className={thClass}>
                  {t("raters.name")}
                </th>
                {detailed && (
                  <th scope="col" className={thClass}>
                    {t("raters.email")}
                  </th>
                )}
                <th scope="col" className={thClass}>
                  {t("raters.relationship")}
                </th>
                <th scope="col" className={thClass}>
                  {t("raters.statusColumn")}
                </th>
                {detailed && (
                  <>
                    <th scope="col" className={thClass}>
                      {t("raters.invited")}
                    </th>
                    <th scope="col" className={thClass}>
                      {t("raters.reminders")}
                    </th>
                  </>
                )}
                {anyActions && (
                  <th scope="col" className={thClass}>
                    {t("raters.actions")}
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {raters.map((r) => (
                <tr key={r.id}>
                  <th scope="row" className={`${tdClass} text-left font-medium text-slate-900 dark:text-white`}>
                    {r.name}
                  </th>
                  {detailed && (
                    <td className={`${tdClass} whitespace-nowrap`}>
                      {r.email}
                      {r.member === false && (
                        <span className="ml-2">
                          <Badge tone="amber">{t("raters.notMember")}</Badge>
                        </span>
                      )}
                    </td>
                  )}
                  <td className={tdClass}>{relationshipText(r.relationship, r.customRelationship)}</td>
                  <td className={tdClass}>{detailed || r.approval === "pending" ? <StatusCell rater={r} /> : <Badge tone="slate">{t("raters.invited")}</Badge>}</td>
                  {detailed && (
                    <>
                      <td className={`${tdClass} whitespace-nowrap`}>{r.invitedAt ? dayLabel(r.invitedAt) : t("raters.notInvited")}</td>
                      <td className={`${tdClass} whitespace-nowrap`}>
                        {r.remindersSent > 0 ? t("raters.remindersValue", { count: r.remindersSent, date: dayLabel(r.lastRemindedAt) }) : t("raters.noReminders")}
                      </td>
                    </>
                  )}
                  {anyActions && (
                    <td className={tdClass}>
                      <RaterButtons project={project} rater={r} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
