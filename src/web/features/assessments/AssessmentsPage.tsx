import { useEffect, useState, type ReactNode } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import type { TAssessmentSummary, TAssessmentTypeSummary } from "../../../contracts/assessments.ts";
import { useNavItem } from "../../lib/navigation-context.ts";
import { primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { LoadFailedPanel, PanelMessage } from "../../components/PanelMessage.tsx";
import { Icon } from "../../components/Icon.tsx";
import { errorMessage } from "../../lib/api.ts";
import { useT } from "../../lib/i18n.ts";
import { useAuth } from "../../lib/auth.tsx";
import { UsageBanner } from "./UsageBanner.tsx";
import { SectionTabs } from "../../components/SectionTabs.tsx";
import {
  answeredLabel,
  assessmentsInSection,
  emptySectionMessage,
  minutesLabel,
  rowAction,
  rowProgress,
  rowSubtitle,
  sectionOfPath,
  statusLabel,
  type RowAction,
} from "./assessment-list.ts";
import { dueLabel, isOverdue } from "./assignments.ts";
import { AssignDialog } from "./AssignDialog.tsx";
import { TypeCard } from "./TypeCard.tsx";
import { useAssessmentsT } from "./i18n.ts";
import { ASSIGNMENTS_PATH, resultsPath, startPath, takePath } from "./paths.ts";
import { useAssessmentTypes, useMyAssessments } from "./use-assessments.ts";

const STATUS_BADGE: Record<TAssessmentSummary["status"], string> = {
  assigned: "bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/15 dark:text-amber-200 dark:ring-amber-400/30",
  in_progress: "bg-sky-50 text-sky-800 ring-sky-600/20 dark:bg-sky-500/15 dark:text-sky-200 dark:ring-sky-400/30",
  completed: "bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/15 dark:text-emerald-200 dark:ring-emerald-400/30",
};

function Panel({ id, title, description, children, actions }: { id: string; title: string; description?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6 dark:border-slate-800">
        <div className="min-w-0">
          <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul aria-hidden="true" className="divide-y divide-slate-100 dark:divide-slate-800">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex items-center gap-4 px-4 py-5 sm:px-6">
          <span className="flex-1 space-y-2">
            <span className="block h-3.5 w-40 animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
            <span className="block h-3 w-56 max-w-full animate-pulse rounded bg-slate-100 motion-reduce:animate-none dark:bg-slate-800/60" />
          </span>
          <span className="hidden h-2 w-32 animate-pulse rounded-full bg-slate-100 motion-reduce:animate-none sm:block dark:bg-slate-800/60" />
          <span className="h-9 w-24 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none dark:bg-slate-800/60" />
        </li>
      ))}
    </ul>
  );
}

function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div
      className="h-1.5 w-full overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div className="h-full rounded-full bg-indigo-500 dark:bg-indigo-400" style={{ width: `${value}%` }} />
    </div>
  );
}

function ActionButton({ action, title }: { action: RowAction; title: string }) {
  const t = useAssessmentsT();
  const aria = t("row.actionLabel", { action: action.label, title });
  const to = action.kind === "results" ? resultsPath(action.responseId) : action.kind === "resume" ? takePath(action.responseId) : startPath(action.assessmentId);
  return (
    <Link to={to} aria-label={aria} className={action.kind === "results" ? secondaryButtonClass : primaryButtonClass}>
      {action.label}
    </Link>
  );
}

function AssessmentRow({ a }: { a: TAssessmentSummary }) {
  const t = useAssessmentsT();
  const progress = rowProgress(a);
  const overdue = isOverdue(a.dueAt, a.status === "completed");
  return (
    <li
      className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 px-4 py-4 sm:grid-cols-[minmax(0,1fr)_8rem_11rem_auto] sm:gap-5 sm:px-6"
      data-testid="assessment-row"
    >
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900 dark:text-white">{a.title}</p>
        <p className="mt-0.5 truncate text-sm text-slate-500 dark:text-slate-400">{rowSubtitle(a)}</p>
        {a.dueAt && (
          <p className="mt-0.5 text-sm">
            <time
              dateTime={a.dueAt}
              data-overdue={overdue || undefined}
              className={overdue ? "inline-flex items-center gap-1 font-semibold text-amber-700 dark:text-amber-300" : "text-slate-600 dark:text-slate-300"}
            >
              {overdue && <Icon name="alert" className="h-3.5 w-3.5" />}
              {dueLabel(a.dueAt, a.status === "completed")}
            </time>
          </p>
        )}
      </div>
      <div className="justify-self-end sm:justify-self-auto">
        <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_BADGE[a.status]}`}>{statusLabel(a.status)}</span>
      </div>
      <div className="space-y-1.5">
        <ProgressBar value={progress} label={t("row.progress", { title: a.title })} />
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {answeredLabel(a)} · {progress}%{a.status === "completed" ? null : <> · {minutesLabel(a.estimatedMinutes, a.estimateBasis)}</>}
        </p>
      </div>
      <div className="justify-self-end">
        <ActionButton action={rowAction(a)} title={a.title} />
      </div>
    </li>
  );
}

/**
 * /dashboard/assessments (and its sections active, completed, drafts): the caller's assessments with Start,
 * Resume or View results, and the types to start (or, for managers and admins, to assign to members).
 */
export function AssessmentsPage() {
  const { pathname } = useLocation();
  const t = useAssessmentsT();
  const common = useT("common");
  const { state } = useAuth();
  const canAssign = state.status === "authenticated" && state.me.organization !== null && state.me.policies.assignAssessments;
  const mayManage = state.status === "authenticated" && state.me.organization !== null && state.me.policies.manageSettings;
  const section = sectionOfPath(pathname);
  const item = useNavItem("/dashboard/assessments");

  const mine = useMyAssessments();
  const types = useAssessmentTypes();
  const [assignType, setAssignType] = useState<TAssessmentTypeSummary | null>(null);
  const [params, setParams] = useSearchParams();
  const assignRequested = params.get("assign");

  // ?assign=<typeId> (from the type manager or the creator) opens that type's assign dialog once the types are in.
  useEffect(() => {
    if (!assignRequested || !canAssign || !types.data) return;
    const type = types.data.find((x) => x.id === assignRequested);
    if (type) setAssignType(type);
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete("assign");
        return next;
      },
      { replace: true },
    );
  }, [assignRequested, canAssign, types.data, setParams]);

  const rows = mine.data ? assessmentsInSection(mine.data, section) : [];
  const empty = emptySectionMessage(section);

  let list: ReactNode;
  if (mine.isPending) {
    list = (
      <div role="status" aria-live="polite">
        <span className="sr-only">{t("list.loading")}</span>
        <ListSkeleton />
      </div>
    );
  } else if (mine.isError && !mine.data) {
    list = (
      <LoadFailedPanel
        title={t("list.loadFailed")}
        message={errorMessage(mine.error)}
        retrying={mine.isFetching}
        onRetry={() => void mine.refetch()}
        buttonClassName={secondaryButtonClass}
      />
    );
  } else if (rows.length === 0) {
    list = (
      <PanelMessage icon="clipboard" title={empty.title}>
        {empty.body}
      </PanelMessage>
    );
  } else {
    list = (
      <ul aria-label={t("list.label")} className="divide-y divide-slate-100 dark:divide-slate-800">
        {rows.map((a) => (
          <AssessmentRow key={a.id} a={a} />
        ))}
      </ul>
    );
  }

  const showTypes = section === "all" || section === "active";
  let typeList: ReactNode = null;
  if (showTypes) {
    if (types.isPending) {
      typeList = (
        <div role="status" aria-live="polite" className="px-4 py-6 sm:px-6">
          <span className="sr-only">{t("types.loading")}</span>
          <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2">
            {[0, 1].map((i) => (
              <div key={i} className="h-40 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none dark:bg-slate-800/60" />
            ))}
          </div>
        </div>
      );
    } else if (types.isError) {
      typeList = (
        <div role="alert">
          <PanelMessage icon="alert" tone="danger" title={t("types.loadFailed")}>
            <p>{errorMessage(types.error)}</p>
            <button type="button" onClick={() => void types.refetch()} className={`${secondaryButtonClass} mt-5`}>
              <Icon name="refresh" className="h-4 w-4" />
              {common("actions.retry")}
            </button>
          </PanelMessage>
        </div>
      );
    } else if (types.data.length === 0) {
      typeList = <PanelMessage icon="clipboard" title={t("types.none")} />;
    } else {
      typeList = (
        <ul className="grid gap-4 px-4 py-5 sm:grid-cols-2 sm:px-6">
          {types.data.map((type) => (
            <TypeCard
              key={type.id}
              type={type}
              openOne={mine.data?.find((a) => a.typeId === type.id && a.status === "in_progress" && !a.assignedBy)}
              canAssign={canAssign}
              onAssign={() => setAssignType(type)}
            />
          ))}
        </ul>
      );
    }
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      {item && <SectionTabs item={item} pathname={pathname} />}
      {mayManage && <UsageBanner />}
      <Panel id="my-assessments-heading" title={t("list.title")} description={t("list.description")}>
        {mine.isError && mine.data && (
          <div className="flex flex-wrap items-center gap-3 border-b border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900 sm:px-6 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100">
            <span className="flex-1">{t("list.refreshFailed", { message: errorMessage(mine.error) })}</span>
            <button type="button" onClick={() => void mine.refetch()} className="font-semibold underline underline-offset-2">
              {common("actions.retry")}
            </button>
          </div>
        )}
        {list}
      </Panel>
      {showTypes && (
        <Panel
          id="start-new-heading"
          title={t("types.title")}
          description={canAssign ? t("types.descriptionAssign") : t("types.description")}
          actions={
            canAssign && (
              <Link to={ASSIGNMENTS_PATH} className={secondaryButtonClass}>
                <Icon name="check" className="h-4 w-4" />
                {t("assignments.trackLink")}
              </Link>
            )
          }
        >
          {typeList}
        </Panel>
      )}
      {canAssign && <AssignDialog type={assignType} onClose={() => setAssignType(null)} />}
    </div>
  );
}
