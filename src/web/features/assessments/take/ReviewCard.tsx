/** The review step's card: what is unanswered or unsaved, submit errors, and Submit assessment. */
import { ApiError, errorMessage } from "../../../lib/api.ts";
import type { TClientItem } from "../../../../contracts/assessments.ts";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { Icon } from "../../../components/Icon.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { unsavedIds, type AutosaveSnapshot } from "./autosave.ts";
import { useTakingT } from "./i18n.ts";
import { SaveIndicator } from "./SaveStatus.tsx";
import { unansweredNumbers } from "./taking.ts";

/** Spec §2 review and submit: unanswered questions (each a way back), unsaved answers, and the submit button. */
export function ReviewCard({
  items,
  answers,
  missing,
  snapshot,
  closed,
  submit,
  onSubmit,
  goTo,
  onRetry,
}: {
  items: readonly TClientItem[];
  answers: Readonly<Record<string, unknown>>;
  /** Item ids the server said are missing when submit was refused. */
  missing: readonly string[];
  snapshot: AutosaveSnapshot;
  /** The response was submitted elsewhere: nothing can be sent any more. */
  closed: boolean;
  submit: { isPending: boolean; isError: boolean; error: unknown };
  onSubmit(): void;
  goTo(index: number): void;
  onRetry(): void;
}) {
  const t = useTakingT();
  const total = items.length;
  const unanswered = unansweredNumbers(items, answers);
  const missingNumbers = missing.map((id) => items.findIndex((i) => i.id === id) + 1).filter((n) => n > 0);
  const unsaved = unsavedIds(snapshot);
  const blocked = unanswered.length > 0 || unsaved.length > 0 || closed;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="review-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t("review.heading")}
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="unanswered-count">
        {unanswered.length === 0 ? t("review.allAnswered", { count: total }) : t("review.unanswered", { count: unanswered.length, total })}
      </p>
      {unanswered.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("review.unansweredList")}>
          {unanswered.map((n) => (
            <li key={n}>
              <button
                type="button"
                onClick={() => goTo(n - 1)}
                className="rounded-lg border border-slate-300 px-2.5 py-1 text-sm font-medium text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                {t("review.questionNumber", { number: n })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {unsaved.length > 0 && (
        <div className="mt-4">
          <SaveIndicator snapshot={snapshot} onRetry={onRetry} />
        </div>
      )}
      {missingNumbers.length > 0 && (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
          {t("review.missing", { count: missingNumbers.length, numbers: missingNumbers.join(", ") })}
        </p>
      )}
      {submit.isError && !(submit.error instanceof ApiError && submit.error.statusCode === 400) && (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
          {t("review.submitFailed", { message: errorMessage(submit.error) })}
        </p>
      )}
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t("review.final")}</p>
      <div className="mt-5 flex flex-wrap gap-2">
        <button type="button" onClick={onSubmit} disabled={blocked || submit.isPending} className={primaryButtonClass}>
          {submit.isPending && <Spinner className="h-4 w-4" />}
          {t("review.submit")}
        </button>
        <button type="button" onClick={() => goTo(unanswered.length > 0 ? unanswered[0] - 1 : total - 1)} className={secondaryButtonClass}>
          <Icon name="arrow-left" className="h-4 w-4" />
          {unanswered.length > 0 ? t("review.firstUnanswered") : t("review.backToQuestions")}
        </button>
      </div>
    </div>
  );
}
