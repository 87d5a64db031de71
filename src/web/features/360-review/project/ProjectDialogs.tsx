import { useId, useState } from "react";
import type { TProject } from "../../../../contracts/feedback360.ts";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { Dialog } from "../../../components/Dialog.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { useToast } from "../../../components/Toaster.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useT } from "../../../lib/i18n.ts";
import { useReview360T } from "../i18n.ts";
import { addDays, checkDeadline, dateInputValue, dayLabel, latestDeadlineInput, type DeadlineError } from "../project-dates.ts";
import { errorClass, inputBorder, inputClass, labelClass } from "../ui.tsx";
import { useCloseProject, useExtendDeadline } from "../use-feedback360.ts";

const dangerButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-500 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-red-500 dark:hover:bg-red-400";

/** Extend deadline: a later day (a week after the current deadline by default). */
export function ExtendDeadlineDialog({ project, open, onClose }: { project: TProject; open: boolean; onClose(): void }) {
  const t = useReview360T();
  return (
    <Dialog open={open} onClose={onClose} title={t("extend.title")} description={t("extend.description")}>
      {open && <ExtendForm project={project} onDone={onClose} />}
    </Dialog>
  );
}

function ExtendForm({ project, onDone }: { project: TProject; onDone(): void }) {
  const t = useReview360T();
  const common = useT("common");
  const toast = useToast();
  const extend = useExtendDeadline(project.id);
  const id = useId();
  const current = new Date(project.deadline);
  const earliest = addDays(current, 1) > new Date() ? addDays(current, 1) : new Date();
  const [value, setValue] = useState(() => dateInputValue(addDays(current, 7)));
  const [error, setError] = useState<DeadlineError | null>(null);

  const submit = () => {
    const checked = checkDeadline(value, new Date(), project.deadline);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    extend.mutate(checked.deadline, {
      onSuccess: (p) => {
        toast.show(t("extend.done", { date: dayLabel(p.deadline) }));
        onDone();
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!extend.isPending) submit();
      }}
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("extend.current", { date: dayLabel(project.deadline) })}</p>
      <label htmlFor={id} className={`${labelClass} mt-4 block`}>
        {t("extend.newDeadline")}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={dateInputValue(earliest)}
        max={latestDeadlineInput()}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass} ${inputBorder(error !== null)} sm:w-56`}
      />
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {t(`deadline.${error}`)}
        </p>
      )}
      {extend.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {t("extend.failed", { message: errorMessage(extend.error) })}
        </p>
      )}
      <div className="mt-5 flex justify-end gap-2">
        <button type="button" onClick={onDone} className={secondaryButtonClass}>
          {common("actions.cancel")}
        </button>
        <button type="submit" disabled={extend.isPending} className={primaryButtonClass}>
          {extend.isPending && <Spinner className="h-4 w-4" />}
          {t("extend.submit")}
        </button>
      </div>
    </form>
  );
}

/** Close project, after confirmation: no more answers, and the comparison is released. */
export function CloseProjectDialog({ project, open, onClose }: { project: TProject; open: boolean; onClose(): void }) {
  const t = useReview360T();
  const common = useT("common");
  const toast = useToast();
  const close = useCloseProject(project.id);
  const completed = Object.values(project.counts ?? {}).reduce((n, c) => n + c.completed, 0);
  const total = Object.values(project.counts ?? {}).reduce((n, c) => n + c.named, 0);
  const confirm = () =>
    close.mutate(undefined, {
      onSuccess: () => {
        toast.show(t("closeProject.done"));
        onClose();
      },
    });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("closeProject.title")}
      footer={
        <>
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            {common("actions.cancel")}
          </button>
          <button type="button" onClick={confirm} disabled={close.isPending} className={dangerButtonClass}>
            {close.isPending && <Spinner className="h-4 w-4" />}
            {t("closeProject.confirm")}
          </button>
        </>
      }
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("closeProject.body")}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("closeProject.counts", { completed, total })}</p>
      {close.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {t("closeProject.failed", { message: errorMessage(close.error) })}
        </p>
      )}
    </Dialog>
  );
}
