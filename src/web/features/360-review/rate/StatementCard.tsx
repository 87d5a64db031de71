import { useId } from "react";
import type { TRaterForm } from "../../../../contracts/feedback360.ts";
import { Icon } from "../../../components/Icon.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { ApiError } from "../../../lib/api.ts";
import { useReview360T } from "../i18n.ts";
import type { AnswerEntry } from "../rater-autosave.ts";
import { SCALE_VALUES } from "../rater-form.ts";

const optionClass =
  "group flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2.5 text-sm text-slate-800 transition-colors hover:border-indigo-300 hover:bg-indigo-50/50 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:checked]:text-indigo-950 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500 sm:flex-col sm:justify-center sm:gap-1.5 sm:px-2 sm:py-3 sm:text-center dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-indigo-500/60 dark:hover:bg-indigo-500/10 dark:has-[:checked]:border-indigo-400 dark:has-[:checked]:bg-indigo-500/20 dark:has-[:checked]:text-white";

const keyClass =
  "inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-slate-50 px-1 text-xs font-semibold text-slate-600 group-has-[:checked]:border-indigo-600 group-has-[:checked]:bg-indigo-600 group-has-[:checked]:text-white dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300 dark:group-has-[:checked]:border-indigo-400 dark:group-has-[:checked]:bg-indigo-500";

/** The save state of one answer: saved, saving, retrying, or failed with Retry. */
function SaveState({ entry, onRetry }: { entry: AnswerEntry | undefined; onRetry(): void }) {
  const t = useReview360T();
  if (!entry) return null;
  if (entry.status === "saved")
    return (
      <span className="inline-flex items-center gap-1.5 text-emerald-700 dark:text-emerald-400">
        <Icon name="check" className="h-4 w-4" /> {t("rate.saved")}
      </span>
    );
  if (entry.status === "saving")
    return (
      <span className="inline-flex items-center gap-1.5 text-slate-500 dark:text-slate-400">
        <Spinner className="h-4 w-4" /> {entry.error ? t("rate.retrying") : t("rate.saving")}
      </span>
    );
  const message = entry.error instanceof ApiError ? entry.error.message : t("rate.noConnection");
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-red-700 dark:text-red-300">
      <Icon name="alert" className="h-4 w-4" /> {t("rate.failed", { message })}
      <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
        {t("rate.retry")}
      </button>
    </span>
  );
}

/**
 * One statement as a native radio group on the IPIP's five-point scale (Tab reaches the group, arrow keys move
 * the choice, each choice is saved at once), with its save state.
 */
export function StatementCard({
  item,
  number,
  value,
  entry,
  onAnswer,
  onRetry,
}: {
  item: TRaterForm["items"][number];
  number: number;
  value: number | undefined;
  entry: AnswerEntry | undefined;
  onAnswer(value: number): void;
  onRetry(): void;
}) {
  const t = useReview360T();
  const legendId = useId();
  return (
    <fieldset
      aria-labelledby={legendId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="statement"
    >
      <legend id={legendId} className="float-left mb-3 w-full text-base font-medium text-slate-900 dark:text-white">
        {t("rate.statement", { number, text: item.text })}
      </legend>
      <div className="clear-both grid gap-2 sm:grid-cols-5">
        {SCALE_VALUES.map((v) => (
          <label key={v} className={optionClass}>
            <input type="radio" name={`statement-${item.id}`} value={v} checked={value === v} onChange={() => onAnswer(v)} className="sr-only" />
            <span className={keyClass} aria-hidden="true">
              {v}
            </span>
            <span>{t(`rate.scale.${v}`)}</span>
          </label>
        ))}
      </div>
      <div className="mt-2 min-h-5 text-xs" aria-live="polite">
        <SaveState entry={entry} onRetry={onRetry} />
      </div>
    </fieldset>
  );
}
