/** The save and progress lines of the taking page: one answer's save state, the overall indicator, progress. */
import type { ReactNode } from "react";
import { estimateMinutes, progressPercent } from "../../../../domain/assessments/progress.ts";
import { Icon } from "../../../components/Icon.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { useT } from "../../../lib/i18n.ts";
import { overallSave, type AutosaveSnapshot, type SaveEntry } from "./autosave.ts";
import { useTakingT } from "./i18n.ts";

/** The save state of the question shown (saved, saving, retrying or failed, with Retry now). */
export function SaveLine({ entry, onRetry }: { entry: SaveEntry | undefined; onRetry(): void }) {
  const t = useTakingT();
  if (!entry) return null;
  if (entry.status === "saved")
    return (
      <span className="inline-flex items-center gap-1.5 text-emerald-700 dark:text-emerald-400">
        <Icon name="check" className="h-4 w-4" /> {t("save.saved")}
      </span>
    );
  if (entry.status === "saving")
    return (
      <span className="inline-flex items-center gap-1.5 text-slate-500 dark:text-slate-400">
        <Spinner className="h-4 w-4" /> {t("save.saving")}
      </span>
    );
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-red-700 dark:text-red-300">
      <Icon name="alert" className="h-4 w-4" />
      {entry.status === "retrying" ? t("save.retrying", { reason: entry.message ?? t("save.noAnswer") }) : t("save.failed", { reason: entry.message ?? t("save.unknownError") })}
      <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
        {t("save.retryNow")}
      </button>
    </span>
  );
}

/** The overall save indicator beside the question counter. */
export function SaveIndicator({ snapshot, onRetry }: { snapshot: AutosaveSnapshot; onRetry(): void }) {
  const t = useTakingT();
  const common = useT("common");
  const overall = overallSave(snapshot);
  let body: ReactNode;
  switch (overall.kind) {
    case "idle":
      body = <span className="text-slate-500 dark:text-slate-400">{t("save.idle")}</span>;
      break;
    case "saving":
      body = (
        <span className="inline-flex items-center gap-1.5 text-slate-500 dark:text-slate-400">
          <Spinner className="h-3.5 w-3.5" /> {t("save.saving")}
        </span>
      );
      break;
    case "saved":
      body = (
        <span className="inline-flex items-center gap-1.5 text-emerald-700 dark:text-emerald-400">
          <Icon name="check" className="h-4 w-4" /> {t("save.allSaved")}
        </span>
      );
      break;
    case "error":
      body = (
        <span className="inline-flex flex-wrap items-center gap-2 text-red-700 dark:text-red-300">
          <Icon name="alert" className="h-4 w-4" />
          {overall.retrying ? t("save.notSavedRetrying", { count: overall.failed.length }) : t("save.notSaved", { count: overall.failed.length })}
          <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
            {common("actions.retry")}
          </button>
        </span>
      );
  }
  return (
    <div role="status" aria-live="polite" className="text-xs sm:text-sm" data-testid="save-indicator" data-state={overall.kind}>
      {body}
    </div>
  );
}

/** Spec §9 progress: bar, percentage, answered count and time left by the one estimate (number 0 on the review step). */
export function ProgressSummary({ answered, total, number, secondsPerQuestion }: { answered: number; total: number; number: number; secondsPerQuestion: number }) {
  const t = useTakingT();
  const percent = progressPercent(answered, total);
  return (
    <div className="space-y-1.5">
      <div
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        role="progressbar"
        aria-label={t("progress.label")}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={number > 0 ? t("progress.valueTextOnQuestion", { answered, total, percent, number }) : t("progress.valueText", { answered, total, percent })}
      >
        <div className="h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-400" style={{ width: `${percent}%` }} />
      </div>
      <p className="flex flex-wrap justify-between gap-x-4 text-xs text-slate-500 dark:text-slate-400">
        <span data-testid="progress-percent">{t("progress.summary", { percent, answered, total })}</span>
        <span>{t("progress.timeLeft", { minutes: estimateMinutes(total - answered, secondsPerQuestion) })}</span>
      </p>
    </div>
  );
}
