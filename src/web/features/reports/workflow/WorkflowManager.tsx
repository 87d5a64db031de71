import { useId, useMemo, useState, type FormEvent } from "react";
import type { TWorkflow, TWorkflowComment, TWorkflowStep } from "../../../../contracts/reports.ts";
import { COMMENT_TYPES, type CommentType } from "../../../../domain/reporting/workflow.ts";
import { Dialog } from "../../../components/Dialog.tsx";
import { LoadFailedPanel, PanelMessage } from "../../../components/PanelMessage.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/Tabs.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { errorMessage } from "../../../lib/api.ts";
import { reportStatusLabel, useReportsT } from "../i18n.ts";
import { assigneeOptions } from "./assignee-options.ts";
import { useWorkflow, useWorkflowAction } from "../reports-api.ts";
import { dateText, ErrorBox, inputClass, labelClass, Skeleton, smallButtonClass, timeText } from "../ui.tsx";

const tabClass =
  "border-b-2 px-3 py-2 text-sm font-medium data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700 data-[state=inactive]:border-transparent data-[state=inactive]:text-slate-500 dark:data-[state=inactive]:text-slate-400 dark:data-[state=active]:border-indigo-400 dark:data-[state=active]:text-indigo-300";

const STEP_TONE: Record<TWorkflowStep["status"], string> = {
  in_progress: "border-indigo-300 bg-indigo-50 dark:border-indigo-500/50 dark:bg-indigo-500/10",
  completed: "border-emerald-300 bg-emerald-50 dark:border-emerald-500/40 dark:bg-emerald-500/10",
  rejected: "border-red-300 bg-red-50 dark:border-red-500/40 dark:bg-red-500/10",
  pending: "border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900",
};
const STEP_BADGE: Record<TWorkflowStep["status"], string> = {
  in_progress: "bg-indigo-100 text-indigo-800 dark:bg-indigo-500/20 dark:text-indigo-200",
  completed: "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200",
  rejected: "bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200",
  pending: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
};

export interface SectionOption {
  id: string;
  title: string;
}

/**
 * The workflow manager of one report (spec 2 §2.8, §4): tabs "Workflow (n)" and "Comments (unresolved)"; steps
 * with Advance and Reject where the server allows them, assignment when the caller may assign; comments with
 * Add Comment and Resolve. The workflow is read again after every action.
 */
export function WorkflowManager({ organizationId, reportId, sections }: { organizationId: string; reportId: string; sections: readonly SectionOption[] }) {
  const t = useReportsT();
  const query = useWorkflow(organizationId, reportId);
  const [tab, setTab] = useState("workflow");
  if (query.isPending) return <Skeleton label={t("workflow.loading")} rows={3} />;
  if (query.isError) {
    return (
      <LoadFailedPanel
        title={t("workflow.loadFailed")}
        message={errorMessage(query.error)}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        buttonClassName={secondaryButtonClass}
      />
    );
  }
  const workflow = query.data;
  const unresolved = workflow.comments.filter((c) => !c.is_resolved).length;
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList label={t("workflow.tabsLabel")} className="mb-4 flex gap-1 border-b border-slate-200 dark:border-slate-800">
        <TabsTrigger value="workflow" className={tabClass}>
          {t("workflow.tabWorkflow", { count: workflow.workflow_steps.length })}
        </TabsTrigger>
        <TabsTrigger value="comments" className={tabClass}>
          {t("workflow.tabComments", { count: unresolved })}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="workflow">
        <StepsPanel organizationId={organizationId} reportId={reportId} workflow={workflow} />
      </TabsContent>
      <TabsContent value="comments">
        <CommentsPanel organizationId={organizationId} reportId={reportId} workflow={workflow} sections={sections} />
      </TabsContent>
    </Tabs>
  );
}

function StepsPanel({ organizationId, reportId, workflow }: { organizationId: string; reportId: string; workflow: TWorkflow }) {
  const t = useReportsT();
  const action = useWorkflowAction(organizationId, reportId);
  const [rejecting, setRejecting] = useState<TWorkflowStep | null>(null);
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const base = { reportId, organizationId };
  return (
    <section aria-labelledby="workflow-steps-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="workflow-steps-heading" className="text-sm font-semibold text-slate-900 dark:text-white">
          {t("workflow.heading")}
        </h3>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t("workflow.reportStatus", { status: reportStatusLabel(workflow.report_status) })}</p>
      </div>
      {action.isError && <ErrorBox title={t("workflow.actionFailed", { message: errorMessage(action.error) })} />}
      {workflow.workflow_steps.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t("workflow.noSteps")}</p>
      ) : (
        <ol className="space-y-2">
          {workflow.workflow_steps.map((step, i) => (
            <li key={step.id} className={`rounded-xl border p-3 ${STEP_TONE[step.status]}`} data-status={step.status}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400">{i + 1}.</span>
                <span className="mr-auto text-sm font-semibold text-slate-900 dark:text-white">{step.step_name}</span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STEP_BADGE[step.status]}`}>{t(`workflow.stepStatus.${step.status}`)}</span>
              </div>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {step.assignee?.full_name ?? t("workflow.unassigned")}
                <span aria-hidden="true"> · </span>
                {step.due_date ? t("workflow.due", { date: dateText(step.due_date) }) : t("workflow.noDue")}
                {step.completed_at && (
                  <>
                    <span aria-hidden="true"> · </span>
                    {t("workflow.completedAt", { date: timeText(step.completed_at) })}
                  </>
                )}
              </p>
              {step.notes && <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">{t("workflow.notes", { notes: step.notes })}</p>}
              {workflow.policies.assign && step.status !== "completed" && (
                <AssignForm
                  key={`${step.id}:${step.assignee?.id ?? ""}:${step.due_date ?? ""}`}
                  step={step}
                  assignable={workflow.assignable}
                  busy={action.isPending}
                  onSave={(assigneeId, dueDate) => action.mutate({ action: "assign_step", ...base, stepId: step.id, assigneeId, dueDate })}
                />
              )}
              {(step.can_advance || step.can_reject) && (
                <div className="mt-2 flex gap-2">
                  {step.can_advance && (
                    <button
                      type="button"
                      className={smallButtonClass}
                      disabled={action.isPending}
                      aria-label={t("workflow.advanceNamed", { step: step.step_name })}
                      onClick={() => action.mutate({ action: "advance_step", ...base, stepId: step.id, notes: null })}
                    >
                      {t("workflow.advance")}
                    </button>
                  )}
                  {step.can_reject && (
                    <button
                      type="button"
                      className={smallButtonClass}
                      disabled={action.isPending}
                      aria-label={t("workflow.rejectNamed", { step: step.step_name })}
                      onClick={() => {
                        setReason("");
                        setRejecting(step);
                      }}
                    >
                      {t("workflow.reject")}
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <Dialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t("workflow.rejectTitle")}
        description={rejecting?.step_name}
        footer={
          <>
            <button type="button" className={secondaryButtonClass} onClick={() => setRejecting(null)}>
              {t("workflow.cancel")}
            </button>
            <button
              type="button"
              className={`${primaryButtonClass} bg-red-600 hover:bg-red-500 dark:bg-red-500 dark:hover:bg-red-400`}
              onClick={() => {
                if (!rejecting) return;
                action.mutate({ action: "reject_step", ...base, stepId: rejecting.id, notes: reason.trim() === "" ? null : reason.trim() });
                setRejecting(null);
              }}
            >
              {t("workflow.rejectConfirm")}
            </button>
          </>
        }
      >
        <label htmlFor={reasonId} className={labelClass}>
          {t("workflow.rejectReason")}
        </label>
        <textarea id={reasonId} rows={3} maxLength={4000} value={reason} onChange={(e) => setReason(e.target.value)} className={inputClass} />
      </Dialog>
    </section>
  );
}

function AssignForm({
  step,
  assignable,
  busy,
  onSave,
}: {
  step: TWorkflowStep;
  assignable: TWorkflow["assignable"];
  busy: boolean;
  onSave(assigneeId: string | null, dueDate: string | null): void;
}) {
  const t = useReportsT();
  const ids = { who: useId(), find: useId(), due: useId() };
  const [who, setWho] = useState(step.assignee?.id ?? "");
  const [find, setFind] = useState("");
  const options = useMemo(() => assigneeOptions(assignable, find, who), [assignable, find, who]);
  const [due, setDue] = useState(step.due_date?.slice(0, 10) ?? "");
  const changed = who !== (step.assignee?.id ?? "") || due !== (step.due_date?.slice(0, 10) ?? "");
  return (
    <div className="mt-2 flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={ids.find} className="text-xs font-medium text-slate-600 dark:text-slate-400">
          {t("workflow.findAssignee")}
        </label>
        <input
          id={ids.find}
          type="search"
          value={find}
          onChange={(e) => setFind(e.target.value)}
          placeholder={t("workflow.findAssigneePlaceholder")}
          className={`${inputClass} py-1 text-sm`}
        />
      </div>
      <div>
        <label htmlFor={ids.who} className="text-xs font-medium text-slate-600 dark:text-slate-400">
          {t("workflow.assignee")}
        </label>
        <select id={ids.who} value={who} onChange={(e) => setWho(e.target.value)} className={`${inputClass} py-1 text-sm`}>
          <option value="">{t("workflow.unassigned")}</option>
          {options.map((m) => (
            <option key={m.id} value={m.id}>
              {m.full_name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.due} className="text-xs font-medium text-slate-600 dark:text-slate-400">
          {t("workflow.dueDate")}
        </label>
        <input id={ids.due} type="date" value={due} onChange={(e) => setDue(e.target.value)} className={`${inputClass} py-1 text-sm`} />
      </div>
      <button type="button" className={smallButtonClass} disabled={!changed || busy} onClick={() => onSave(who === "" ? null : who, due === "" ? null : due)}>
        {t("workflow.assign")}
      </button>
    </div>
  );
}

function CommentsPanel({ organizationId, reportId, workflow, sections }: { organizationId: string; reportId: string; workflow: TWorkflow; sections: readonly SectionOption[] }) {
  const t = useReportsT();
  const action = useWorkflowAction(organizationId, reportId);
  const titleOf = (id: string | null) => (id === null ? null : (sections.find((s) => s.id === id)?.title ?? id));
  return (
    <section aria-labelledby="workflow-comments-heading" className="space-y-4">
      <h3 id="workflow-comments-heading" className="text-sm font-semibold text-slate-900 dark:text-white">
        {t("workflow.commentsHeading")}
      </h3>
      {workflow.policies.comment ? (
        <AddCommentForm organizationId={organizationId} reportId={reportId} sections={sections} />
      ) : (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t("workflow.cannotComment")}</p>
      )}
      {action.isError && <ErrorBox title={t("workflow.actionFailed", { message: errorMessage(action.error) })} />}
      {workflow.comments.length === 0 ? (
        <PanelMessage icon="inbox" title={t("workflow.noComments")} />
      ) : (
        <CommentList
          comments={workflow.comments}
          sectionTitle={titleOf}
          busy={action.isPending}
          onResolve={workflow.policies.comment ? (id) => action.mutate({ action: "resolve_comment", reportId, organizationId, commentId: id }) : undefined}
        />
      )}
    </section>
  );
}

/** Comments as a list: author, type, time, section, text; Resolve only on unresolved ones; who resolved and when. */
export function CommentList({
  comments,
  sectionTitle,
  onResolve,
  busy = false,
}: {
  comments: readonly TWorkflowComment[];
  sectionTitle?: (id: string | null) => string | null;
  onResolve?: (commentId: string) => void;
  busy?: boolean;
}) {
  const t = useReportsT();
  return (
    <ul className="space-y-2">
      {comments.map((c) => {
        const section = sectionTitle?.(c.section_id) ?? null;
        return (
          <li
            key={c.id}
            className={`rounded-xl border p-3 text-sm ${c.is_resolved ? "border-slate-200 opacity-75 dark:border-slate-700" : "border-amber-200 dark:border-amber-500/40"}`}
          >
            <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
              <span className="font-semibold text-slate-800 dark:text-slate-200">{c.user.full_name}</span>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-300">{t(`workflow.commentTypes.${c.comment_type}`)}</span>
              <span>{timeText(c.created_at)}</span>
              {section && <span>{t("workflow.on", { section })}</span>}
            </div>
            <p className="mt-1 whitespace-pre-line text-slate-800 dark:text-slate-200">{c.comment_text}</p>
            {c.is_resolved ? (
              <p className="mt-1 text-xs text-emerald-700 dark:text-emerald-300">
                {t("workflow.resolved", { name: c.resolved_by_user?.full_name ?? "—", date: c.resolved_at ? timeText(c.resolved_at) : "—" })}
              </p>
            ) : (
              onResolve &&
              c.policies.resolve && (
                <button type="button" className={`${smallButtonClass} mt-2`} disabled={busy} onClick={() => onResolve(c.id)}>
                  {t("workflow.resolve")}
                </button>
              )
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Spec 2 §5: the text must be non-empty after trimming (else disabled); the section is optional (null); cleared after adding. */
export function AddCommentForm({
  organizationId,
  reportId,
  sections,
  sectionId: fixedSection,
}: {
  organizationId: string;
  reportId: string;
  sections: readonly SectionOption[];
  sectionId?: string;
}) {
  const t = useReportsT();
  const action = useWorkflowAction(organizationId, reportId);
  const ids = { text: useId(), type: useId(), section: useId() };
  const [text, setText] = useState("");
  const [type, setType] = useState<CommentType>("general");
  const [sectionId, setSectionId] = useState(fixedSection ?? "");
  const ready = text.trim() !== "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    action.mutate(
      { action: "add_comment", reportId, organizationId, commentText: text.trim(), commentType: type, sectionId: sectionId === "" ? null : sectionId },
      {
        onSuccess: () => {
          setText("");
          setType("general");
          setSectionId(fixedSection ?? "");
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <div>
        <label htmlFor={ids.text} className={labelClass}>
          {t("workflow.commentText")}
        </label>
        <textarea id={ids.text} rows={3} maxLength={10_000} value={text} onChange={(e) => setText(e.target.value)} className={inputClass} />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={ids.type} className="text-xs font-medium text-slate-600 dark:text-slate-400">
            {t("workflow.commentType")}
          </label>
          <select id={ids.type} value={type} onChange={(e) => setType(e.target.value as CommentType)} className={`${inputClass} py-1 text-sm`}>
            {COMMENT_TYPES.map((c) => (
              <option key={c} value={c}>
                {t(`workflow.commentTypes.${c}`)}
              </option>
            ))}
          </select>
        </div>
        {fixedSection === undefined && (
          <div>
            <label htmlFor={ids.section} className="text-xs font-medium text-slate-600 dark:text-slate-400">
              {t("workflow.commentSection")}
            </label>
            <select id={ids.section} value={sectionId} onChange={(e) => setSectionId(e.target.value)} className={`${inputClass} py-1 text-sm`}>
              <option value="">{t("workflow.wholeReport")}</option>
              {sections.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="submit" className={`${primaryButtonClass} ml-auto`} disabled={!ready || action.isPending}>
          {action.isPending && <Spinner className="h-4 w-4" />}
          {action.isPending ? t("workflow.adding") : t("workflow.addComment")}
        </button>
      </div>
      {action.isError && <ErrorBox title={t("workflow.actionFailed", { message: errorMessage(action.error) })} />}
    </form>
  );
}
