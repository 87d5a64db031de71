import { useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { MIN_GROUP_SIZE, REMINDER_DAYS_BEFORE } from "../../../domain/feedback360/relationships.ts";
import { primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { Dialog } from "../../components/Dialog.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { errorMessage } from "../../lib/api.ts";
import { useMe } from "../../lib/auth.tsx";
import { displayLocale } from "../../lib/display-preferences.ts";
import { useT } from "../../lib/i18n.ts";
import { filterMembers, sortMembers, useMembers } from "../../data/members.ts";
import { useReview360T } from "./i18n.ts";
import { projectPath } from "./links.ts";
import { checkDeadline, dateInputValue, defaultDeadlineInput, latestDeadlineInput, type DeadlineError } from "./project-dates.ts";
import { errorClass, hintClass, inputBorder, inputClass, labelClass } from "./ui.tsx";
import { useCreateProject } from "./use-feedback360.ts";

const GROUP_SIZES = Array.from({ length: MIN_GROUP_SIZE.max - MIN_GROUP_SIZE.min + 1 }, (_, i) => MIN_GROUP_SIZE.min + i);

/**
 * New 360 project: the subject (any member for managers and admins; yourself when the organization lets members
 * start their own), title, deadline (14 days ahead by default), smallest anonymous group (3–5) and approval of
 * the subject's nominations.
 */
export function NewProjectDialog({ open, onClose, canPickSubject }: { open: boolean; onClose(): void; canPickSubject: boolean }) {
  const t = useReview360T();
  return (
    <Dialog open={open} onClose={onClose} title={t("create.title")} description={t("create.description")} size="lg">
      {open && <NewProjectForm onDone={onClose} canPickSubject={canPickSubject} />}
    </Dialog>
  );
}

type FieldErrors = Partial<{ subject: string; title: string; deadline: DeadlineError }>;

function SubjectPicker({ value, onChange, error, errorId }: { value: string; onChange(id: string, name: string): void; error: boolean; errorId: string }) {
  const t = useReview360T();
  const common = useT("common");
  const members = useMembers(true);
  const filterId = useId();
  const [query, setQuery] = useState("");
  const sorted = useMemo(() => (members.data ? sortMembers(members.data) : []), [members.data]);
  const shown = useMemo(() => filterMembers(sorted, query), [sorted, query]);

  if (members.isPending)
    return (
      <p role="status" className="flex items-center gap-2 py-3 text-sm text-slate-500 dark:text-slate-400">
        <Spinner className="h-4 w-4" /> {t("create.loadingMembers")}
      </p>
    );
  if (members.isError)
    return (
      <div role="alert" className="py-2 text-sm text-red-700 dark:text-red-300">
        <p>{t("create.membersFailed", { message: errorMessage(members.error) })}</p>
        <button type="button" onClick={() => void members.refetch()} className={`${secondaryButtonClass} mt-2`}>
          {common("actions.retry")}
        </button>
      </div>
    );
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={labelClass}>{t("create.subject")}</legend>
      <label htmlFor={filterId} className="sr-only">
        {t("create.filter")}
      </label>
      <input
        id={filterId}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t("create.filterPlaceholder")}
        autoComplete="off"
        className={`${inputClass} ${inputBorder(false)}`}
      />
      <ul className="mt-2 max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {shown.length === 0 && <li className="px-3 py-4 text-sm text-slate-500 dark:text-slate-400">{t("create.noMatch")}</li>}
        {shown.map((m) => (
          <li key={m.userId}>
            <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-slate-50 has-[:checked]:bg-indigo-50 dark:hover:bg-slate-800/60 dark:has-[:checked]:bg-indigo-500/15">
              <input type="radio" name="subject" checked={value === m.userId} onChange={() => onChange(m.userId, m.name.trim() || m.email)} className="h-4 w-4 accent-indigo-600" />
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium text-slate-900 dark:text-white">{m.name.trim() || m.email}</span>
                <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{m.email}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function NewProjectForm({ onDone, canPickSubject }: { onDone(): void; canPickSubject: boolean }) {
  const t = useReview360T();
  const common = useT("common");
  const me = useMe();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateProject();
  const ids = { title: useId(), deadline: useId(), deadlineHint: useId(), size: useId(), sizeHint: useId(), errors: useId() };
  const subjectErrorId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const deadlineRef = useRef<HTMLInputElement>(null);
  const [subject, setSubject] = useState<{ id: string; name: string } | null>(canPickSubject ? null : { id: me.user.id, name: me.user.name || me.user.email });
  const [title, setTitle] = useState(canPickSubject ? "" : t("create.defaultTitle", { name: me.user.name || me.user.email }));
  const [titleTouched, setTitleTouched] = useState(false);
  const [deadline, setDeadline] = useState(() => defaultDeadlineInput());
  const [minGroupSize, setMinGroupSize] = useState<number>(MIN_GROUP_SIZE.default);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Set at once on submit: a double click sends one request (and the idempotency key covers retries).
  const creating = useRef(false);
  const reminderDays = new Intl.ListFormat(displayLocale(), { type: "conjunction" }).format(REMINDER_DAYS_BEFORE.map(String));

  const pickSubject = (id: string, name: string) => {
    setSubject({ id, name });
    setErrors((e) => ({ ...e, subject: undefined }));
    if (!titleTouched) setTitle(t("create.defaultTitle", { name }));
  };

  const submit = () => {
    const checked = checkDeadline(deadline);
    const next: FieldErrors = {};
    if (!subject) next.subject = t("create.subjectRequired");
    if (!title.trim()) next.title = t("create.titleRequired");
    if (!checked.ok) next.deadline = checked.error;
    setErrors(next);
    if (next.title) titleRef.current?.focus();
    else if (next.deadline) deadlineRef.current?.focus();
    if (!subject || !checked.ok || next.title || creating.current) return;
    creating.current = true;
    create.mutate(
      { subjectId: subject.id, title: title.trim(), deadline: checked.deadline, minGroupSize },
      {
        onSettled: () => {
          creating.current = false;
        },
        onSuccess: (project) => {
          toast.show(t("create.created", { title: project.title }));
          onDone();
          void navigate(projectPath(project.id));
        },
      },
    );
  };

  const today = dateInputValue(new Date());
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!create.isPending) submit();
      }}
    >
      {canPickSubject ? (
        <div>
          <SubjectPicker value={subject?.id ?? ""} onChange={pickSubject} error={errors.subject !== undefined} errorId={subjectErrorId} />
          {errors.subject && (
            <p id={subjectErrorId} className={errorClass}>
              {errors.subject}
            </p>
          )}
        </div>
      ) : (
        <p className="rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900 dark:bg-indigo-500/15 dark:text-indigo-100">{t("create.youAreSubject")}</p>
      )}
      <div>
        <label htmlFor={ids.title} className={labelClass}>
          {t("create.projectTitle")}
        </label>
        <input
          ref={titleRef}
          id={ids.title}
          value={title}
          maxLength={200}
          onChange={(e) => {
            setTitle(e.target.value);
            setTitleTouched(true);
            setErrors((x) => ({ ...x, title: undefined }));
          }}
          aria-invalid={errors.title !== undefined}
          aria-describedby={errors.title ? `${ids.title}-error` : undefined}
          className={`${inputClass} ${inputBorder(errors.title !== undefined)}`}
        />
        {errors.title && (
          <p id={`${ids.title}-error`} className={errorClass}>
            {errors.title}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.deadline} className={labelClass}>
            {t("create.deadline")}
          </label>
          <input
            ref={deadlineRef}
            id={ids.deadline}
            type="date"
            value={deadline}
            min={today}
            max={latestDeadlineInput()}
            onChange={(e) => {
              setDeadline(e.target.value);
              setErrors((x) => ({ ...x, deadline: undefined }));
            }}
            aria-invalid={errors.deadline !== undefined}
            aria-describedby={errors.deadline ? `${ids.deadline}-error ${ids.deadlineHint}` : ids.deadlineHint}
            className={`${inputClass} ${inputBorder(errors.deadline !== undefined)}`}
          />
          {errors.deadline && (
            <p id={`${ids.deadline}-error`} className={errorClass}>
              {t(`deadline.${errors.deadline}`)}
            </p>
          )}
          <p id={ids.deadlineHint} className={hintClass}>
            {t("create.deadlineHint", { days: reminderDays })}
          </p>
        </div>
        <div>
          <label htmlFor={ids.size} className={labelClass}>
            {t("create.minGroupSize")}
          </label>
          <select
            id={ids.size}
            value={minGroupSize}
            onChange={(e) => setMinGroupSize(Number(e.target.value))}
            aria-describedby={ids.sizeHint}
            className={`${inputClass} ${inputBorder(false)}`}
          >
            {GROUP_SIZES.map((n) => (
              <option key={n} value={n}>
                {t("create.minGroupSizeOption", { count: n })}
              </option>
            ))}
          </select>
          <p id={ids.sizeHint} className={hintClass}>
            {t("create.minGroupSizeHint")}
          </p>
        </div>
      </div>
      <p className={hintClass}>{t("create.approvalNote")}</p>
      {create.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("create.failed", { message: errorMessage(create.error) })}
        </p>
      )}
      <div className="flex justify-end gap-2 pt-2">
        <button type="button" onClick={onDone} className={secondaryButtonClass}>
          {common("actions.cancel")}
        </button>
        <button type="submit" disabled={create.isPending} className={primaryButtonClass}>
          {create.isPending && <Spinner className="h-4 w-4" />}
          {t("create.submit")}
        </button>
      </div>
    </form>
  );
}
