import type { TDarkSideReport, TImmediateAction, TRecordedAction } from "../../../contracts/dark-side.ts";
import { primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { Icon } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { errorMessage } from "../../lib/api.ts";
import { darkSideName } from "../../lib/psychometrics/labels.ts";
import { actionText, goalTexts, supportText, timeframeText } from "./dark-side-words.ts";
import { useDarkSideT } from "./i18n.ts";
import { Panel } from "./parts.tsx";
import { useRecordAction } from "./use-dark-side.ts";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";

const PRIORITY_TEXT: Readonly<Record<TImmediateAction["priority"], string>> = {
  high: "text-red-700 dark:text-red-300",
  medium: "text-orange-700 dark:text-orange-300",
  low: "text-slate-600 dark:text-slate-400",
};

/** One immediate action with its Take Action button (records it once; then shows it recorded). */
function ActionRow({ assessmentId, action, recorded }: { assessmentId: string; action: TImmediateAction; recorded: TRecordedAction | undefined }) {
  const t = useDarkSideT();
  const toast = useToast();
  const record = useRecordAction(assessmentId);
  const text = actionText(action.action);
  const take = () =>
    record.mutate(action, {
      onSuccess: () => toast.show(t("interventions.recordedToast", { action: text })),
      onError: (error) => toast.show(t("interventions.recordFailed", { message: errorMessage(error) }), "error"),
    });
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center dark:border-slate-800" data-testid="immediate-action">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900 dark:text-white">{text}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <span className="sr-only">{t("interventions.timeframe")}: </span>
          {timeframeText(action.timeframe)} · <span className={`font-medium ${PRIORITY_TEXT[action.priority]}`}>{t(`interventions.priorityValue.${action.priority}`)}</span>
        </p>
        {recorded && (
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {t("interventions.recordedOn", {
              date: new Date(recorded.recordedAt).toLocaleDateString(displayLocale(), { timeZone: displayTimeZone() }),
              name: recorded.recordedBy.name,
            })}
          </p>
        )}
      </div>
      {recorded ? (
        <button type="button" disabled className={secondaryButtonClass} aria-label={t("interventions.recordedLabel", { action: text })}>
          <Icon name="check" className="h-4 w-4" />
          {t("interventions.recorded")}
        </button>
      ) : (
        <button
          type="button"
          onClick={take}
          disabled={record.isPending}
          aria-busy={record.isPending}
          className={primaryButtonClass}
          aria-label={t("interventions.takeActionLabel", { action: text })}
        >
          {record.isPending && <Spinner className="h-4 w-4" />}
          {record.isPending ? t("interventions.recording") : t("interventions.takeAction")}
        </button>
      )}
    </li>
  );
}

/** Spec §2 Interventions: Immediate Actions Required (with Take Action), Development Goals, Recommended Support Structures. */
export function InterventionsPanel({ report }: { report: TDarkSideReport }) {
  const t = useDarkSideT();
  const rec = report.darkSideAnalysis.interventionRecommendations;
  const support = Object.entries(rec.supportStructures);
  return (
    <div className="space-y-5">
      <Panel id="ds-immediate" title={t("interventions.immediate")}>
        {rec.immediateActions.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t("interventions.noImmediate")}</p>
        ) : (
          <ul className="space-y-3">
            {rec.immediateActions.map((a) => (
              <ActionRow key={a.action} assessmentId={report.assessment.id} action={a} recorded={report.recordedActions.find((r) => r.action === a.action)} />
            ))}
          </ul>
        )}
      </Panel>

      <Panel id="ds-goals" title={t("interventions.goals")}>
        {rec.developmentGoals.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t("interventions.noGoals")}</p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {rec.developmentGoals.map((g) => {
              const words = goalTexts(g);
              return (
                <li key={g.trait} className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800" data-testid={`goal-${g.trait}`}>
                  <p className="font-semibold text-slate-900 dark:text-white">{darkSideName(g.trait)}</p>
                  <dl className="mt-2 space-y-2">
                    <div>
                      <dt className="text-slate-500 dark:text-slate-400">{t("interventions.targetBehavior")}</dt>
                      <dd className="text-slate-800 dark:text-slate-200">{words.targetBehavior}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-500 dark:text-slate-400">{t("interventions.methods")}</dt>
                      <dd>
                        <ul className="list-disc space-y-0.5 pl-5 text-slate-800 dark:text-slate-200">
                          {words.methods.map((m) => (
                            <li key={m}>{m}</li>
                          ))}
                        </ul>
                      </dd>
                    </div>
                    <div>
                      <dt className="text-slate-500 dark:text-slate-400">{t("interventions.timeline")}</dt>
                      <dd className="text-slate-800 dark:text-slate-200">{words.timeline}</dd>
                    </div>
                  </dl>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>

      <Panel id="ds-support" title={t("interventions.support")}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {support.map(([category, items]) => (
            <div key={category} data-testid={`support-${category}`}>
              <h4 className="text-sm font-semibold text-slate-900 dark:text-white">{t(`interventions.supportCategory.${category}`, { defaultValue: category })}</h4>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
                {(items ?? []).map((s) => (
                  <li key={s}>{supportText(s)}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Panel>
    </div>
  );
}
