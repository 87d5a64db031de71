import { useId, useState, type ReactNode } from "react";
import { Trans } from "../../../lib/trans.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { Spinner } from "../../../components/Spinner.tsx";
import type { Respondent } from "../assessments-api.ts";
import { useTakingT } from "./i18n.ts";

/** Accepted ages (the contract's respondent range). */
const AGE_MIN = 10;
const AGE_MAX = 110;

/**
 * The optional step before the first question: sex and age only choose the norm group the Big Five
 * percentiles are compared with (Johnson's IPIP-NEO-120 norms). Either or both may be left out. Nothing
 * starts until the respondent agrees to the consent terms shown here (`consent`).
 */
export function RespondentStep({
  title,
  description,
  questionCount,
  estimate,
  busy,
  error,
  errorAction,
  consent,
  agreed,
  onContinue,
  onSkip,
}: {
  title: string;
  description?: string;
  questionCount: number;
  estimate: string;
  busy: boolean;
  error: string | null;
  /** What to do about the error, shown under it (e.g. the way up when the plan's allowance is used). */
  errorAction?: ReactNode;
  /** The consent terms and their box (ConsentTerms). */
  consent: ReactNode;
  /** The respondent agreed to them: only then can they start. */
  agreed: boolean;
  onContinue(respondent: Respondent): void;
  onSkip(): void;
}) {
  const t = useTakingT();
  const [sex, setSex] = useState<"" | "male" | "female">("");
  const [age, setAge] = useState("");
  const ageId = useId();
  const ageHint = useId();
  const ageNumber = age.trim() === "" ? undefined : Number(age);
  const ageValid = ageNumber === undefined || (Number.isInteger(ageNumber) && ageNumber >= AGE_MIN && ageNumber <= AGE_MAX);

  return (
    <section aria-labelledby="respondent-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">{title}</p>
      <h2 id="respondent-heading" className="mt-1 text-xl font-semibold text-slate-900 dark:text-white">
        {t("respondent.heading")}
      </h2>
      {description && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {estimate ? t("respondent.introWithEstimate", { count: questionCount, estimate }) : t("respondent.intro", { count: questionCount })}
      </p>
      <div className="mt-5 rounded-xl bg-slate-50 p-4 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
        <p className="font-semibold text-slate-900 dark:text-white">{t("respondent.normTitle")}</p>
        <p className="mt-1">{t("respondent.normBody")}</p>
      </div>
      <form
        className="mt-5 space-y-5"
        onSubmit={(e) => {
          e.preventDefault();
          if (!ageValid || !agreed) return;
          onContinue({ ...(sex ? { sex } : {}), ...(ageNumber !== undefined ? { age: ageNumber } : {}) });
        }}
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-900 dark:text-white">{t("respondent.sex")}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {(
              [
                ["female", t("respondent.female")],
                ["male", t("respondent.male")],
                ["", t("respondent.preferNot")],
              ] as const
            ).map(([v, label]) => (
              <label
                key={label}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500 dark:border-slate-700 dark:has-[:checked]:border-indigo-400 dark:has-[:checked]:bg-indigo-500/15"
              >
                <input type="radio" name="respondent-sex" value={v} checked={sex === v} onChange={() => setSex(v)} className="accent-indigo-600" />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={ageId} className="text-sm font-medium text-slate-900 dark:text-white">
            <Trans t={t} i18nKey="respondent.age" components={{ muted: <span className="font-normal text-slate-500 dark:text-slate-400" /> }} />
          </label>
          <input
            id={ageId}
            type="number"
            inputMode="numeric"
            min={AGE_MIN}
            max={AGE_MAX}
            value={age}
            onChange={(e) => setAge(e.target.value)}
            aria-invalid={!ageValid}
            aria-describedby={ageHint}
            className="mt-1 block w-32 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-white"
          />
          <p id={ageHint} className={`mt-1 text-xs ${ageValid ? "text-slate-500 dark:text-slate-400" : "text-red-700 dark:text-red-300"}`}>
            {ageValid ? t("respondent.ageHint", { min: AGE_MIN, max: AGE_MAX }) : t("respondent.ageInvalid", { min: AGE_MIN, max: AGE_MAX })}
          </p>
        </div>
        {consent}
        {error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        {error && errorAction}
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={busy || !ageValid || !agreed} className={primaryButtonClass}>
            {busy && <Spinner className="h-4 w-4" />}
            {t("respondent.continue")}
          </button>
          <button type="button" onClick={onSkip} disabled={busy || !agreed} className={secondaryButtonClass}>
            {t("respondent.skip")}
          </button>
        </div>
        {!agreed && <p className="text-xs text-slate-500 dark:text-slate-400">{t("respondent.consentFirst")}</p>}
      </form>
    </section>
  );
}
