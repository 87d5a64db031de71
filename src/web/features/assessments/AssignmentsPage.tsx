import { useId, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { ZAssignmentStatus, type TAssignment, type TAssignmentStatus } from "../../../contracts/assignments.ts";
import { primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { Icon } from "../../components/Icon.tsx";
import { LoadFailedPanel, PanelMessage } from "../../components/PanelMessage.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { ApiError, errorMessage } from "../../lib/api.ts";
import { useMe } from "../../lib/auth.tsx";
import { initials } from "../../lib/format.ts";
import { useT } from "../../lib/i18n.ts";
import type { AssignmentFilter } from "./assessments-api.ts";
import { assignmentStatusText, dayLabel, isOverdue, lastReminderLabel, reminderHint, reminderState, sortAssignments } from "./assignments.ts";
import { useAssessmentsT } from "./i18n.ts";
import { ASSESSMENTS_PATH, resultsPath } from "./paths.ts";
import { useAssessmentTypes, useAssignments, useSendReminder } from "./use-assessments.ts";
import { typeEstimateLabels } from "./assessment-list.ts";

const STATUS_BADGE: Record<TAssignmentStatus, string> = {
  not_started: "bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/15 dark:text-amber-200 dark:ring-amber-400/30",
  in_progress: "bg-sky-50 text-sky-800 ring-sky-600/20 dark:bg-sky-500/15 dark:text-sky-200 dark:ring-sky-400/30",
  completed: "bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/15 dark:text-emerald-200 dark:ring-emerald-400/30",
};

/** The row grid where the header row shows (wide screens); narrower ones stack each row with its labels. */
const COLUMNS = "xl:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)_10.5rem_9rem_13rem]";

const selectClass =
  "rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-base text-slate-900 shadow-sm sm:text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]";

/** The list's filter from the address (?scope=mine&status=completed), so a filtered view can be shared or reloaded. */
function filterFromParams(params: URLSearchParams): AssignmentFilter {
  const status = ZAssignmentStatus.safeParse(params.get("status"));
  return { scope: params.get("scope") === "mine" ? "mine" : "all", status: status.success ? status.data : undefined };
}

/** A cell's label: visible above the value on narrow screens, for screen readers only where the header row shows. */
function CellLabel({ children }: { children: ReactNode }) {
  return <span className="block text-xs font-medium text-slate-500 xl:sr-only dark:text-slate-400">{children}</span>;
}

/** One assignment; `estimate` is its type's time estimate as the type card words it (null while the types load, or for a type no longer offered). */
function AssignmentRow({ a, showAssigner, estimate }: { a: TAssignment; showAssigner: boolean; estimate: string | null }) {
  const t = useAssessmentsT();
  const toast = useToast();
  const remind = useSendReminder();
  const now = new Date();
  const name = a.assignee.name.trim() || a.assignee.email;
  const state = reminderState(a, now);
  const hint = reminderHint(state);
  const hintId = useId();
  const overdue = isOverdue(a.dueAt, a.status === "completed", now);

  const send = () =>
    remind.mutate(a, {
      onSuccess: () => toast.show(t("assignments.reminder.sent", { name }), "info"),
      onError: (error) => {
        const expected = error instanceof ApiError && (error.statusCode === 429 || error.statusCode === 409);
        toast.show(t("assignments.reminder.failed", { name, message: errorMessage(error) }), expected ? "warning" : "error");
      },
    });

  const open = a.status !== "completed";
  return (
    <li data-testid="assignment-row" className={`grid grid-cols-2 gap-x-4 gap-y-3 px-4 py-4 sm:px-6 xl:items-center ${COLUMNS}`}>
      <div className="col-span-2 flex min-w-0 items-center gap-3 xl:col-span-1">
        <span
          aria-hidden="true"
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700 dark:bg-indigo-500/20 dark:text-indigo-300"
        >
          {initials(a.assignee.name, a.assignee.email)}
        </span>
        <span className="min-w-0">
          <span className="block truncate font-medium text-slate-900 dark:text-white" title={name}>
            {name}
          </span>
          {name !== a.assignee.email && <span className="block truncate text-sm text-slate-500 dark:text-slate-400">{a.assignee.email}</span>}
        </span>
      </div>
      <div className="col-span-2 min-w-0 text-sm xl:col-span-1">
        <CellLabel>{t("assignments.column.assessment")}</CellLabel>
        <span className="block truncate text-slate-900 dark:text-white">{a.title}</span>
        <span className="block text-xs text-slate-500 dark:text-slate-400">
          <time dateTime={a.assignedAt}>{t("assignments.assignedOn", { date: dayLabel(a.assignedAt) })}</time>
          {showAssigner && a.assignedBy?.name.trim() && <> · {t("assignments.assignedByName", { name: a.assignedBy.name })}</>}
        </span>
        {estimate && (
          <span data-testid="assignment-estimate" className="mt-0.5 flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
            <Icon name="clock" className="h-3.5 w-3.5 shrink-0" />
            {estimate}
          </span>
        )}
      </div>
      <div className="text-sm">
        <CellLabel>{t("assignments.column.status")}</CellLabel>
        <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${STATUS_BADGE[a.status]}`}>
          {assignmentStatusText(a)}
        </span>
      </div>
      <div className="text-sm">
        <CellLabel>{t("assignments.column.due")}</CellLabel>
        {a.dueAt ? (
          <time
            dateTime={a.dueAt}
            data-overdue={overdue || undefined}
            className={overdue ? "inline-flex items-center gap-1 font-semibold text-red-700 dark:text-red-300" : "text-slate-700 dark:text-slate-300"}
          >
            {overdue && <Icon name="alert" className="h-3.5 w-3.5 shrink-0" />}
            {overdue ? t("assignments.overdue", { date: dayLabel(a.dueAt) }) : dayLabel(a.dueAt)}
          </time>
        ) : (
          <span className="text-slate-500 dark:text-slate-400">{t("assignments.noDue")}</span>
        )}
      </div>
      <div className="col-span-2 flex flex-col items-start gap-1 xl:col-span-1 xl:items-end">
        <CellLabel>{t("assignments.column.actions")}</CellLabel>
        <div className="flex flex-wrap items-center gap-2 xl:justify-end">
          {a.resultsResponseId && (
            <Link to={resultsPath(a.resultsResponseId)} aria-label={t("assignments.resultsLabel", { name, title: a.title })} className={`${secondaryButtonClass} !px-3 !py-1.5`}>
              {t("assignments.results")}
            </Link>
          )}
          {open && (
            <button
              type="button"
              onClick={send}
              disabled={state.kind !== "ready" || remind.isPending}
              aria-label={t("assignments.reminder.sendLabel", { name, title: a.title })}
              aria-describedby={hint ? hintId : undefined}
              className={`${secondaryButtonClass} !px-3 !py-1.5`}
            >
              {remind.isPending ? <Spinner className="h-4 w-4" /> : <Icon name="mail" className="h-4 w-4" />}
              {t("assignments.reminder.send")}
            </button>
          )}
        </div>
        {open && <p className="text-xs text-slate-500 xl:text-right dark:text-slate-400">{lastReminderLabel(a)}</p>}
        {open && hint && (
          <p id={hintId} className="text-xs font-medium text-slate-600 xl:text-right dark:text-slate-300">
            {hint}
          </p>
        )}
      </div>
    </li>
  );
}

function RowsSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ul aria-hidden="true" className="divide-y divide-slate-100 dark:divide-slate-800">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex items-center gap-4 px-4 py-5 sm:px-6">
          <span className="h-9 w-9 shrink-0 animate-pulse rounded-full bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
          <span className="flex-1 space-y-2">
            <span className="block h-3.5 w-40 animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
            <span className="block h-3 w-56 max-w-full animate-pulse rounded bg-slate-100 motion-reduce:animate-none dark:bg-slate-800/60" />
          </span>
          <span className="hidden h-5 w-24 animate-pulse rounded-full bg-slate-100 motion-reduce:animate-none sm:block dark:bg-slate-800/60" />
          <span className="h-8 w-28 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none dark:bg-slate-800/60" />
        </li>
      ))}
    </ul>
  );
}

/**
 * /dashboard/assignments (managers and admins): the assessments assigned in the organization, by person, with
 * their status, due date, last reminder and the type's time estimate (as on its type card); Send reminder (once per interval, the server decides) and View results.
 */
export function AssignmentsPage() {
  const me = useMe();
  const t = useAssessmentsT();
  const common = useT("common");
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const allowed = me.organization !== null && me.policies.assignAssessments;
  const assignments = useAssignments(filter, allowed);
  // the type cards' data (GET /api/assessment-types), so each row shows the same estimate as its type's card
  const types = useAssessmentTypes();
  const estimates = types.data ? typeEstimateLabels(types.data) : null;
  const scopeId = useId();
  const statusId = useId();

  const setFilter = (key: "scope" | "status", value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === "" || (key === "scope" && value === "all")) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  if (!allowed) {
    return (
      <div className="mx-auto max-w-6xl rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <PanelMessage icon="shield" title={t("assignments.notAllowed")}>
          {t("assignments.notAllowedBody")}
        </PanelMessage>
      </div>
    );
  }

  const rows = assignments.data ? sortAssignments(assignments.data) : [];
  let body: ReactNode;
  if (assignments.isPending) {
    body = (
      <div role="status" aria-live="polite">
        <span className="sr-only">{t("assignments.loading")}</span>
        <RowsSkeleton />
      </div>
    );
  } else if (assignments.isError && !assignments.data) {
    body = (
      <LoadFailedPanel
        title={t("assignments.loadFailed")}
        message={errorMessage(assignments.error)}
        retrying={assignments.isFetching}
        onRetry={() => void assignments.refetch()}
        buttonClassName={secondaryButtonClass}
      />
    );
  } else if (rows.length === 0) {
    body = filter.status ? (
      <PanelMessage icon="search" title={t("assignments.empty.filteredTitle")}>
        {t("assignments.empty.filtered")}
      </PanelMessage>
    ) : (
      <PanelMessage icon="clipboard" title={t("assignments.empty.title")}>
        <p>{filter.scope === "mine" ? t("assignments.empty.mine") : t("assignments.empty.all")}</p>
        <Link to={ASSESSMENTS_PATH} className={`${primaryButtonClass} mt-5`}>
          {t("assignments.empty.assign")}
        </Link>
      </PanelMessage>
    );
  } else {
    body = (
      <>
        <div
          aria-hidden="true"
          className={`hidden border-b border-slate-200 px-6 py-2.5 text-xs font-medium tracking-wide text-slate-500 uppercase xl:grid xl:gap-x-4 dark:border-slate-800 dark:text-slate-400 ${COLUMNS}`}
        >
          <span>{t("assignments.column.person")}</span>
          <span>{t("assignments.column.assessment")}</span>
          <span>{t("assignments.column.status")}</span>
          <span>{t("assignments.column.due")}</span>
          <span className="text-right">{t("assignments.column.actions")}</span>
        </div>
        <ul aria-label={t("assignments.caption")} className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((a) => (
            <AssignmentRow key={a.id} a={a} showAssigner={filter.scope === "all"} estimate={estimates?.get(a.typeId) ?? null} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl">
      <section aria-labelledby="assignments-heading" className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-4 sm:flex-row sm:items-end sm:justify-between sm:px-6 dark:border-slate-800">
          <div className="min-w-0">
            <h2 id="assignments-heading" className="text-base font-semibold text-slate-900 dark:text-white">
              {t("assignments.heading")}
            </h2>
            <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
              {assignments.data ? t("assignments.count", { count: rows.length }) : t("assignments.description")}
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={scopeId} className="block text-xs font-medium text-slate-600 dark:text-slate-400">
                {t("assignments.scope.label")}
              </label>
              <select id={scopeId} value={filter.scope} onChange={(e) => setFilter("scope", e.target.value)} className={`${selectClass} mt-1`}>
                <option value="all">{t("assignments.scope.all")}</option>
                <option value="mine">{t("assignments.scope.mine")}</option>
              </select>
            </div>
            <div>
              <label htmlFor={statusId} className="block text-xs font-medium text-slate-600 dark:text-slate-400">
                {t("assignments.statusFilter.label")}
              </label>
              <select id={statusId} value={filter.status ?? ""} onChange={(e) => setFilter("status", e.target.value)} className={`${selectClass} mt-1`}>
                <option value="">{t("assignments.statusFilter.any")}</option>
                {ZAssignmentStatus.options.map((s) => (
                  <option key={s} value={s}>
                    {t(`assignments.statusFilter.${s}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
        {assignments.isError && assignments.data && (
          <div className="flex flex-wrap items-center gap-3 border-b border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900 sm:px-6 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100">
            <span className="flex-1">{t("assignments.refreshFailed", { message: errorMessage(assignments.error) })}</span>
            <button type="button" onClick={() => void assignments.refetch()} className="font-semibold underline underline-offset-2">
              {common("actions.retry")}
            </button>
          </div>
        )}
        {body}
      </section>
    </div>
  );
}
