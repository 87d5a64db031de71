import { Trans } from "../../lib/trans.tsx";
import { Link } from "react-router";
import type { TAssessmentSummary, TAssessmentTypeSummary } from "../../../contracts/assessments.ts";
import { primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { Icon } from "../../components/Icon.tsx";
import { answeredLabel, minutesLabel } from "./assessment-list.ts";
import { useAssessmentsT } from "./i18n.ts";
import { beginPath, takePath } from "./paths.ts";

/** The result sections a type can include, in display order (labels under types.profile). */
const PROFILES: ReadonlyArray<keyof TAssessmentTypeSummary["profiles"]> = ["facets", "emotionalRegulation", "executiveProfile", "darkSide", "pillars"];

/** An assessment type to start (or resume, or assign to members): name, description, size and result sections. */
export function TypeCard({ type, openOne, canAssign, onAssign }: { type: TAssessmentTypeSummary; openOne: TAssessmentSummary | undefined; canAssign: boolean; onAssign(): void }) {
  const t = useAssessmentsT();
  const headingId = `type-${type.id}`;
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 p-4 dark:border-slate-800" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        {type.name}
      </h3>
      <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-400">{type.description}</p>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        <span>
          <Trans t={t} i18nKey="types.questions" count={type.questionCount} components={{ b: <span className="font-semibold" /> }} />
        </span>
        <span>
          <span className="font-semibold">{minutesLabel(type.estimatedMinutes, type.estimateBasis)}</span>
        </span>
      </p>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t("types.includes")}>
        {PROFILES.filter((k) => type.profiles[k]).map((k) => (
          <li key={k} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            {t(`types.profile.${k}`)}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {openOne?.responseId ? (
          <Link to={takePath(openOne.responseId)} className={primaryButtonClass} aria-label={t("types.resumeLabel", { type: type.name })}>
            {t("action.resume")}
          </Link>
        ) : (
          // only the start page: the assessment is made when you begin there, after consent
          <Link to={beginPath(type.id)} className={primaryButtonClass} aria-label={t("types.startLabel", { type: type.name })}>
            {t("action.start")}
          </Link>
        )}
        {canAssign && (
          <button type="button" onClick={onAssign} className={secondaryButtonClass} aria-label={t("types.assignLabel", { type: type.name })}>
            <Icon name="users" className="h-4 w-4" />
            {t("types.assign")}
          </button>
        )}
      </div>
      {openOne && <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{t("types.inProgress", { answered: answeredLabel(openOne) })}</p>}
    </li>
  );
}
