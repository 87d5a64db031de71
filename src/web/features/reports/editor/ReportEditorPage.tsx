import { useEffect, useReducer, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import type { TReportContent, TReportInstance, TReportSection } from "../../../../contracts/reports.ts";
import { Card } from "../../../components/Card.tsx";
import { Dialog } from "../../../components/Dialog.tsx";
import { LoadFailedPanel, PanelMessage } from "../../../components/PanelMessage.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { useToast } from "../../../components/Toaster.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import { useMe } from "../../../lib/auth.tsx";
import { useReportsT } from "../i18n.ts";
import { canRedo, canUndo, historyReducer, historyShortcut, initialHistory } from "../lib/editor-history.ts";
import { commentsBySection, isSectionEditable, orderedSections, replaceSection, withSection } from "../lib/sections.ts";
import { viewPath } from "../paths.ts";
import { useGenerateReport, useReport, useSaveReport, useWorkflow } from "../reports-api.ts";
import { ReportsTabs } from "../ReportsTabs.tsx";
import { SectionBody } from "../sections/SectionBody.tsx";
import { ErrorBox, Skeleton, smallButtonClass } from "../ui.tsx";
import { ReportHeader } from "../viewer/ReportHeader.tsx";
import { SectionFrame } from "../viewer/SectionFrame.tsx";
import { SectionNav } from "../viewer/SectionNav.tsx";
import { AddCommentForm, CommentList, WorkflowManager } from "../workflow/WorkflowManager.tsx";
import { SectionEditor } from "./SectionEditor.tsx";

/** /dashboard/reports/edit/:reportId — the report editor (spec 2 §2.3). */
export function ReportEditorPage() {
  const t = useReportsT();
  const { reportId = "" } = useParams();
  const { organization } = useMe();
  if (!organization) {
    return (
      <Card>
        <PanelMessage icon="alert" title={t("manager.noOrganization")} />
      </Card>
    );
  }
  return (
    <div className="mx-auto max-w-6xl">
      <ReportsTabs />
      <LoadedEditor organizationId={organization.id} reportId={reportId} />
    </div>
  );
}

function LoadedEditor({ organizationId, reportId }: { organizationId: string; reportId: string }) {
  const t = useReportsT();
  const query = useReport(organizationId, reportId);
  // a new session (fresh history) only when the user reloads after a conflict, not after each save
  const [session, setSession] = useState(0);
  if (query.isPending) return <Skeleton label={t("editor.loading")} rows={4} />;
  if (query.isError) {
    return (
      <Card>
        <LoadFailedPanel
          title={t("viewer.loadFailed")}
          message={errorMessage(query.error)}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
          buttonClassName={secondaryButtonClass}
        />
      </Card>
    );
  }
  if (!query.data.policies.edit) {
    return (
      <Card>
        <PanelMessage icon="alert" title={t("editor.notAllowed")}>
          <Link to={viewPath(reportId)} className="font-medium text-indigo-700 underline dark:text-indigo-300">
            {t("editor.leave")}
          </Link>
        </PanelMessage>
      </Card>
    );
  }
  return (
    <ReportEditor
      key={session}
      organizationId={organizationId}
      report={query.data}
      onReload={async () => {
        await query.refetch();
        setSession((s) => s + 1);
      }}
    />
  );
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.tagName === "TEXTAREA" || (target.tagName === "INPUT" && (target as HTMLInputElement).type !== "checkbox"));

/**
 * The editor of a loaded report: undo/redo of its content (buttons, Ctrl+Z, Ctrl+Shift+Z), Save Changes while
 * dirty (with the version it started from: a newer save on the server answers 409 and a reload is offered), a
 * preview toggle, per-section Regenerate, section comments beside each section, and the Workflow dialog.
 */
export function ReportEditor({ organizationId, report, onReload }: { organizationId: string; report: TReportInstance; onReload(): void }) {
  const t = useReportsT();
  const toast = useToast();
  const [history, dispatch] = useReducer(historyReducer<TReportContent>, report.content, initialHistory);
  const [saved, setSaved] = useState<TReportContent>(report.content);
  const [baseVersion, setBaseVersion] = useState(report.version);
  const [preview, setPreview] = useState(false);
  const [workflowOpen, setWorkflowOpen] = useState(false);
  const sections = orderedSections(history.present);
  const [selectedId, setSelectedId] = useState<string | null>(sections[0]?.id ?? null);
  const selected = sections.find((s) => s.id === selectedId) ?? null;
  const dirty = history.present !== saved;
  // an edit being typed (committed on blur): Save is offered; pressing it blurs the field, which commits first
  const [typing, setTyping] = useState(false);
  const latest = useRef(history);
  latest.current = history;
  const save = useSaveReport(organizationId);
  const regenerate = useGenerateReport(organizationId);
  const workflow = useWorkflow(organizationId, report.id);
  const comments = workflow.data?.comments ?? [];
  const bySection = commentsBySection(comments);
  const openCounts = new Map([...bySection].map(([id, list]) => [id, list.filter((c) => !c.is_resolved).length]));
  const conflict = save.error instanceof ApiError && save.error.statusCode === 409;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step = historyShortcut(event);
      if (!step || isTyping(event.target)) return;
      event.preventDefault();
      dispatch({ type: step });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  useEffect(() => {
    if (!dirty) return;
    const onLeave = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onLeave);
    return () => window.removeEventListener("beforeunload", onLeave);
  }, [dirty]);

  const commit = (id: string, patch: Partial<TReportSection>) => {
    const value = withSection(latest.current.present, id, patch);
    latest.current = { ...latest.current, present: value };
    dispatch({ type: "commit", value });
  };
  const onSave = () => {
    const content = latest.current.present;
    save.mutate(
      { reportId: report.id, body: { content, baseVersion } },
      {
        onSuccess: (fresh) => {
          setSaved(content);
          setBaseVersion(fresh.version);
          toast.show(t("editor.saved"));
        },
      },
    );
  };
  const onRegenerate = (section: TReportSection) => {
    const wasClean = !dirty;
    regenerate.mutate(
      { reportId: report.id, sectionId: section.id, force: true },
      {
        onSuccess: (fresh) => {
          const next = fresh.content.sections[section.id];
          if (next) {
            const content = replaceSection(latest.current.present, next);
            dispatch({ type: "commit", value: content });
            if (wasClean) setSaved(content);
          }
          setBaseVersion(fresh.version);
          toast.show(t("editor.regenerated"));
        },
      },
    );
  };

  const sectionOptions = sections.map((s) => ({ id: s.id, title: s.title || t("sections.generic") }));
  const sectionComments = selected ? (bySection.get(selected.id) ?? []) : [];

  return (
    <div className="space-y-6">
      <ReportHeader
        report={report}
        back={viewPath(report.id)}
        actions={
          <>
            <button type="button" className={secondaryButtonClass} disabled={!canUndo(history)} onClick={() => dispatch({ type: "undo" })} aria-keyshortcuts="Control+Z">
              <span aria-hidden="true">↶</span> {t("editor.undo")}
            </button>
            <button type="button" className={secondaryButtonClass} disabled={!canRedo(history)} onClick={() => dispatch({ type: "redo" })} aria-keyshortcuts="Control+Shift+Z">
              <span aria-hidden="true">↷</span> {t("editor.redo")}
            </button>
            <button type="button" className={secondaryButtonClass} aria-pressed={preview} onClick={() => setPreview((p) => !p)}>
              {t("editor.preview")}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setWorkflowOpen(true)}>
              {t("editor.workflow")}
            </button>
            <button type="button" className={primaryButtonClass} disabled={!(dirty || typing) || save.isPending} onClick={onSave}>
              {save.isPending && <Spinner className="h-4 w-4" />}
              {save.isPending ? t("editor.saving") : t("editor.save")}
            </button>
          </>
        }
      />
      {dirty && <p className="text-sm font-medium text-amber-700 dark:text-amber-300">{t("editor.unsaved")}</p>}
      {conflict ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100"
        >
          <p className="flex-1">{t("editor.stale")}</p>
          <button type="button" className={secondaryButtonClass} onClick={onReload}>
            {t("editor.reload")}
          </button>
        </div>
      ) : (
        save.isError && <ErrorBox title={t("editor.saveFailed", { message: errorMessage(save.error) })} />
      )}
      {regenerate.isError && <ErrorBox title={t("editor.regenerateFailed", { message: errorMessage(regenerate.error) })} />}
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="lg:self-start">
          <SectionNav sections={sections} selectedId={selectedId} onSelect={setSelectedId} commentCounts={openCounts} />
        </div>
        <div className="min-w-0 space-y-4">
          <SectionFrame
            section={selected}
            badges={
              selected &&
              !isSectionEditable(selected) && (
                <span className="rounded-full bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-800 ring-1 ring-violet-600/20 ring-inset dark:bg-violet-500/15 dark:text-violet-200">
                  {t("editor.autoGenerated")}
                </span>
              )
            }
            actions={
              selected &&
              selected.generated_at !== null &&
              report.policies.generate && (
                <button
                  type="button"
                  className={smallButtonClass}
                  disabled={regenerate.isPending}
                  aria-label={t("editor.regenerateNamed", { title: selected.title || t("sections.generic") })}
                  onClick={() => onRegenerate(selected)}
                >
                  {regenerate.isPending && <Spinner className="h-3.5 w-3.5" />}
                  {regenerate.isPending ? t("editor.regenerating") : t("editor.regenerate")}
                </button>
              )
            }
          >
            {selected &&
              (preview ? (
                <SectionBody section={selected} />
              ) : (
                <SectionEditor key={selected.id} section={selected} onTyping={setTyping} onCommit={(patch) => commit(selected.id, patch)} />
              ))}
          </SectionFrame>
          {selected && (
            <aside aria-labelledby="section-comments-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
              <h3 id="section-comments-heading" className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">
                {t("editor.sectionComments")} <span className="font-normal text-slate-500 dark:text-slate-400">({t("editor.comments", { count: sectionComments.length })})</span>
              </h3>
              {sectionComments.length > 0 && (
                <div className="mb-3">
                  <CommentList comments={sectionComments} />
                </div>
              )}
              {workflow.data?.policies.comment && (
                <AddCommentForm key={selected.id} organizationId={organizationId} reportId={report.id} sections={sectionOptions} sectionId={selected.id} />
              )}
            </aside>
          )}
        </div>
      </div>
      <Dialog open={workflowOpen} onClose={() => setWorkflowOpen(false)} title={t("workflow.dialogTitle")} size="lg">
        <WorkflowManager organizationId={organizationId} reportId={report.id} sections={sectionOptions} />
      </Dialog>
    </div>
  );
}
