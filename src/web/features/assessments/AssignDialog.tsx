import { useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import type { TAssessmentTypeSummary } from "../../../contracts/assessments.ts";
import type { TSubscriptionView } from "../../../contracts/billing.ts";
import { useSubscription } from "../../data/subscription.ts";
import { formatDate, formatNumber } from "../../lib/display-preferences.ts";
import { primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { Dialog } from "../../components/Dialog.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { ApiError, errorMessage } from "../../lib/api.ts";
import { useT } from "../../lib/i18n.ts";
import { filterMembers, sortMembers, useMembers } from "../../data/members.ts";
import { assignedMessage, checkDueDate, dateInputValue, exceedsAllowance } from "./assignments.ts";
import { useAssessmentsT } from "./i18n.ts";
import { useAssignAssessment } from "./use-assessments.ts";

/** `details.field` of a validation error, if any. */
function fieldOf(details: unknown): string | null {
  return typeof details === "object" && details !== null && "field" in details && typeof details.field === "string" ? details.field : null;
}

/** Managers and admins: pick members (multi-select with a filter) and assign them an assessment type. */
export function AssignDialog({ type, onClose }: { type: TAssessmentTypeSummary | null; onClose(): void }) {
  const t = useAssessmentsT();
  const open = type !== null;
  return (
    <Dialog open={open} onClose={onClose} title={type ? t("assign.title", { type: type.name }) : t("assign.titleEmpty")} description={t("assign.description")}>
      {type && <AssignForm key={type.id} type={type} onDone={onClose} />}
    </Dialog>
  );
}

/** The warning shown when the selection exceeds what may still start this month, with the way up. */
function OverLimitWarning({ view, count, armed }: { view: TSubscriptionView; count: number; armed: boolean }) {
  const t = useAssessmentsT();
  const u = view.usage;
  const date = formatDate(u.resetsAt, { dateStyle: "medium", timeZone: u.timeZone });
  return (
    <div
      role="alert"
      data-testid="over-limit"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <p className="font-semibold">{t("assign.overLimit.title")}</p>
      <p className="mt-1">
        {t(u.remaining === 0 ? "assign.overLimit.bodyNone" : "assign.overLimit.body", {
          count: u.remaining ?? 0,
          remaining: formatNumber(u.remaining ?? 0),
          limit: formatNumber(u.limit ?? 0),
          used: formatNumber(u.used),
          selected: formatNumber(count),
          date,
          zone: u.timeZone.replace(/_/g, " "),
        })}
      </p>
      <p className="mt-2">
        {view.canManage ? (
          <Link to="/dashboard/settings" className="font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
            {t("assign.overLimit.upgrade")}
          </Link>
        ) : (
          <Link to="/pricing" className="font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
            {t("assign.overLimit.compare")}
          </Link>
        )}
      </p>
      {armed && <p className="mt-2 font-medium">{t("assign.overLimit.again", { count })}</p>}
    </div>
  );
}

function AssignForm({ type, onDone }: { type: TAssessmentTypeSummary; onDone(): void }) {
  const t = useAssessmentsT();
  const common = useT("common");
  const members = useMembers(true);
  const assign = useAssignAssessment();
  const toast = useToast();
  const filterId = useId();
  const dueId = useId();
  const dueHintId = useId();
  const dueErrorId = useId();
  const dueRef = useRef<HTMLInputElement>(null);
  const [due, setDue] = useState("");
  const [dueError, setDueError] = useState<string | null>(null);
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const sorted = useMemo(() => (members.data ? sortMembers(members.data) : []), [members.data]);
  const shown = useMemo(() => filterMembers(sorted, query), [sorted, query]);
  const allShownSelected = shown.length > 0 && shown.every((m) => selected.has(m.userId));
  const subscription = useSubscription(true);
  const over = exceedsAllowance(subscription.data, selected.size);
  // the warning acknowledged by a first click: a second click sends; any change to the selection asks again
  const [acknowledged, setAcknowledged] = useState(false);
  const armed = over && acknowledged;

  const toggle = (id: string) => {
    setAcknowledged(false);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const toggleShown = () => {
    setAcknowledged(false);
    setSelected((current) => {
      const next = new Set(current);
      for (const m of shown) {
        if (allShownSelected) next.delete(m.userId);
        else next.add(m.userId);
      }
      return next;
    });
  };

  const submit = () => {
    if (over && !armed) {
      setAcknowledged(true);
      return;
    }
    const checked = checkDueDate(due);
    if (!checked.ok) {
      setDueError(checked.error);
      dueRef.current?.focus();
      return;
    }
    setDueError(null);
    assign.mutate(
      { typeId: type.id, assigneeIds: [...selected], dueAt: checked.dueAt },
      {
        onError: (error) => {
          // The server's own check of the due date (e.g. the day ended while the dialog was open) goes under the field.
          if (error instanceof ApiError && fieldOf(error.details) === "dueAt") setDueError(error.message);
        },
        onSuccess: (result) => {
          const done = assignedMessage(result.assessments.length, result.alreadyAssigned.length, type.name);
          toast.show(done.message, done.tone);
          onDone();
        },
      },
    );
  };

  if (members.isPending) {
    return (
      <div role="status" className="flex items-center gap-2 py-6 text-sm text-slate-500 dark:text-slate-400">
        <Spinner className="h-4 w-4" /> {t("assign.loading")}
      </div>
    );
  }
  if (members.isError) {
    return (
      <div role="alert" className="py-4 text-sm text-red-700 dark:text-red-300">
        <p>{t("assign.loadFailed", { message: errorMessage(members.error) })}</p>
        <button type="button" onClick={() => void members.refetch()} className={`${secondaryButtonClass} mt-3`}>
          {common("actions.retry")}
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (selected.size > 0 && !assign.isPending) submit();
      }}
    >
      <label htmlFor={filterId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {t("assign.filter")}
      </label>
      <input
        id={filterId}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t("assign.filterPlaceholder")}
        autoComplete="off"
        className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-white"
      />
      <div className="mt-3 flex items-center justify-between text-sm">
        <span className="text-slate-500 dark:text-slate-400" aria-live="polite">
          {t("assign.selected", { count: selected.size })}
        </span>
        <button
          type="button"
          onClick={toggleShown}
          disabled={shown.length === 0}
          className="font-semibold text-indigo-700 hover:underline disabled:opacity-50 dark:text-indigo-300"
        >
          {allShownSelected ? t("assign.clearShown") : t("assign.selectShown")}
        </button>
      </div>
      <fieldset className="mt-2">
        <legend className="sr-only">{t("assign.members")}</legend>
        <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {shown.length === 0 && <li className="px-3 py-4 text-sm text-slate-500 dark:text-slate-400">{t("assign.noMatch")}</li>}
          {shown.map((m) => (
            <li key={m.userId}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-slate-50 dark:hover:bg-slate-800/60">
                <input type="checkbox" checked={selected.has(m.userId)} onChange={() => toggle(m.userId)} className="h-4 w-4 accent-indigo-600" />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-slate-900 dark:text-white">{m.name.trim() || m.email}</span>
                  <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{m.email}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-4">
        <label htmlFor={dueId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t("assign.dueDate")}
        </label>
        <input
          ref={dueRef}
          id={dueId}
          type="date"
          value={due}
          min={dateInputValue(new Date())}
          onChange={(e) => {
            setDue(e.target.value);
            setDueError(null);
          }}
          aria-invalid={dueError !== null}
          aria-describedby={dueError !== null ? `${dueErrorId} ${dueHintId}` : dueHintId}
          className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 sm:w-56 sm:text-sm dark:bg-slate-800 dark:text-white dark:[color-scheme:dark] ${
            dueError !== null ? "border-red-500 dark:border-red-400" : "border-slate-300 dark:border-slate-700"
          }`}
        />
        {dueError !== null && (
          <p id={dueErrorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
            {dueError}
          </p>
        )}
        <p id={dueHintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {t("assign.dueHint")}
        </p>
      </div>
      {over && subscription.data && <OverLimitWarning view={subscription.data} count={selected.size} armed={armed} />}
      {assign.isError && dueError === null && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {t("assign.failed", { message: errorMessage(assign.error) })}
        </p>
      )}
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" onClick={onDone} className={secondaryButtonClass}>
          {common("actions.cancel")}
        </button>
        <button type="submit" disabled={selected.size === 0 || assign.isPending} className={primaryButtonClass}>
          {assign.isPending && <Spinner className="h-4 w-4" />}
          {selected.size === 0 ? t("assign.submit") : armed ? t("assign.overLimit.submitAnyway") : t("assign.submitCount", { count: selected.size })}
        </button>
      </div>
    </form>
  );
}
