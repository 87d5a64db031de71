import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { TRaterForm } from "../../../../contracts/feedback360.ts";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { Dialog } from "../../../components/Dialog.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import { useT } from "../../../lib/i18n.ts";
import { declineRaterForm, putRaterAnswer, submitRaterForm } from "../feedback360-api.ts";
import { relationshipLabel, useReview360T } from "../i18n.ts";
import { relationshipText } from "../invitation.ts";
import { longDayLabel } from "../project-dates.ts";
import { createAnswerSaver, pendingAnswers, type AnswerSaver, type AnswersSnapshot } from "../rater-autosave.ts";
import { answeredCount, firstUnanswered, ITEMS_PER_PAGE, pageCount, pageItems, resumePage } from "../rater-form.ts";
import { CommentsSection } from "./CommentsSection.tsx";
import { StatementCard } from "./StatementCard.tsx";

const EMPTY_SNAPSHOT: AnswersSnapshot = { entries: new Map() };
const noSubscribe = () => () => undefined;
const emptySnapshot = () => EMPTY_SNAPSHOT;

/** The server tells the link is no longer usable (expired, closed, unknown) or the form is already submitted. */
function isGone(error: unknown): boolean {
  return error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 409 || error.statusCode === 410);
}

function Intro({ form }: { form: TRaterForm }) {
  const t = useReview360T();
  const { project, rater } = form;
  const subject = project.subjectName;
  return (
    <section aria-labelledby="rate-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">{t("rate.eyebrow", { organization: project.organizationName, title: project.title })}</p>
      <h1 id="rate-heading" className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
        {t("rate.heading", { subject })}
      </h1>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {project.requesterName ? t("rate.greetingRequested", { name: rater.name, requester: project.requesterName, subject }) : t("rate.greeting", { name: rater.name, subject })}
      </p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("rate.relationship", { relationship: relationshipText(rater.relationship, rater.customRelationship) })}</p>
      <p className="mt-1 text-sm font-medium text-slate-900 dark:text-white">{t("rate.deadline", { date: longDayLabel(project.deadline) })}</p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div>
          <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{t("rate.howTitle")}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("rate.how", { count: form.total, subject })}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{t("rate.anonymousTitle")}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="anonymity">
            {form.namedGroup ? t("rate.named", { subject, group: relationshipLabel("manager") }) : t("rate.anonymous", { minimum: project.minGroupSize })}
          </p>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t("rate.releaseNote")}</p>
        </div>
      </div>
    </section>
  );
}

function Progress({ answered, total }: { answered: number; total: number }) {
  const t = useReview360T();
  const percent = total > 0 ? Math.round((answered / total) * 100) : 0;
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={t("rate.progressLabel")}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={t("rate.progress", { answered, total })}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-400" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="rate-progress">
        {t("rate.progress", { answered, total })}
      </p>
    </div>
  );
}

/**
 * The rater's form: intro with the anonymity rules, the statements ten per page on the IPIP's five-point scale
 * (each answer saved at once, with its state and Retry), three comment boxes saved on leaving them, Submit once
 * everything is answered and saved, and Decline with confirmation. Resumes on the first unanswered page.
 */
export function RaterForm({ token, form, onEnded, onGone }: { token: string; form: TRaterForm; onEnded(stage: "completed" | "declined"): void; onGone(): void }) {
  const t = useReview360T();
  const common = useT("common");
  const { items } = form;
  const [answers, setAnswers] = useState<Record<string, number>>(form.answers);
  const [page, setPage] = useState(() => resumePage(items, form.answers));
  const [saver, setSaver] = useState<AnswerSaver | null>(null);
  const [declining, setDeclining] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const commentSaves = useRef(new Set<Promise<unknown>>());
  const goneRef = useRef(onGone);
  goneRef.current = onGone;
  const snapshot = useSyncExternalStore(saver?.subscribe ?? noSubscribe, saver?.getSnapshot ?? emptySnapshot, emptySnapshot);

  useEffect(() => {
    const s = createAnswerSaver({
      put: async (itemId, value) => {
        try {
          return await putRaterAnswer(token, itemId, value);
        } catch (error) {
          if (isGone(error)) goneRef.current();
          throw error;
        }
      },
    });
    setSaver(s);
    return () => s.dispose();
  }, [token]);

  // A page change moves focus to the page's heading (not on first render: the intro comes first).
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: "start" });
  }, [page]);

  const submit = useMutation({
    mutationFn: async () => {
      await Promise.allSettled([...commentSaves.current]);
      return submitRaterForm(token);
    },
    onSuccess: () => onEnded("completed"),
    onError: (error) => {
      if (isGone(error)) onGone();
    },
  });
  const decline = useMutation({ mutationFn: () => declineRaterForm(token), onSuccess: () => onEnded("declined") });

  const pages = pageCount(items.length);
  const answered = answeredCount(items, answers);
  const { unsaved, failed } = pendingAnswers(snapshot);
  const allAnswered = answered === items.length;
  const last = page === pages - 1;
  const goTo = (p: number) => {
    moved.current = true;
    setPage(Math.max(0, Math.min(pages - 1, p)));
  };
  const answer = (itemId: string, value: number) => {
    setAnswers((a) => ({ ...a, [itemId]: value }));
    saver?.save(itemId, value);
  };
  const shown = pageItems(items, page);
  const from = page * ITEMS_PER_PAGE + 1;
  const to = from + shown.length - 1;

  const trackCommentSave = (p: Promise<unknown>) => {
    commentSaves.current.add(p);
    void p.finally(() => commentSaves.current.delete(p)).catch(() => undefined);
  };

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <Intro form={form} />

      <div className="sticky top-0 z-10 -mx-4 border-b border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 dark:border-slate-800 dark:bg-slate-950/95">
        <Progress answered={answered} total={items.length} />
        {failed.length > 0 && (
          <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
            <button type="button" className="font-semibold underline underline-offset-2" onClick={() => saver?.retry()}>
              {t("rate.retryAll", { count: failed.length })}
            </button>
          </p>
        )}
      </div>

      <section aria-labelledby="statements-heading" className="space-y-3">
        <h2 id="statements-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none dark:text-white">
          {t("rate.pageHeading", { from, to, total: items.length })}
        </h2>
        {shown.map(({ item, number }) => (
          <StatementCard
            key={item.id}
            item={item}
            number={number}
            value={answers[item.id]}
            entry={snapshot.entries.get(item.id)}
            onAnswer={(v) => answer(item.id, v)}
            onRetry={() => saver?.retry(item.id)}
          />
        ))}
      </section>

      <nav aria-label={t("rate.pagerLabel")} className="flex items-center justify-between gap-3">
        <button type="button" className={secondaryButtonClass} onClick={() => goTo(page - 1)} disabled={page === 0}>
          {t("rate.previous")}
        </button>
        <span className="text-sm text-slate-600 dark:text-slate-400">{t("rate.page", { page: page + 1, pages })}</span>
        <button type="button" className={secondaryButtonClass} onClick={() => goTo(page + 1)} disabled={last}>
          {t("rate.next")}
        </button>
      </nav>

      {/* Kept mounted on every page (hidden until the last): what was typed survives paging back and forth. */}
      <div hidden={!last}>
        <CommentsSection token={token} form={form} onSaving={trackCommentSave} onGone={onGone} />
      </div>
      {last && (
        <>
          <section aria-labelledby="submit-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
            <h2 id="submit-heading" className="text-base font-semibold text-slate-900 dark:text-white">
              {t("rate.submitTitle")}
            </h2>
            <div className="mt-2 space-y-2 text-sm" aria-live="polite">
              {!allAnswered && (
                <p className="text-slate-700 dark:text-slate-300">
                  {t("rate.unanswered", { count: items.length - answered })}{" "}
                  <button
                    type="button"
                    className="font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
                    onClick={() => goTo(Math.floor(firstUnanswered(items, answers) / ITEMS_PER_PAGE))}
                  >
                    {t("rate.goToUnanswered")}
                  </button>
                </p>
              )}
              {allAnswered && unsaved.length > 0 && failed.length === 0 && <p className="text-slate-600 dark:text-slate-400">{t("rate.waitForSaves")}</p>}
              {submit.isError && (
                <p role="alert" className="text-red-700 dark:text-red-300">
                  {t("rate.submitFailed", { message: errorMessage(submit.error) })}
                </p>
              )}
            </div>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <button type="button" className={primaryButtonClass} disabled={!allAnswered || unsaved.length > 0 || submit.isPending} onClick={() => submit.mutate()}>
                {submit.isPending && <Spinner className="h-4 w-4" />}
                {submit.isPending ? t("rate.submitting") : t("rate.submit")}
              </button>
            </div>
          </section>
        </>
      )}

      <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
        <button type="button" className="text-sm font-semibold text-red-700 hover:underline dark:text-red-300" onClick={() => setDeclining(true)}>
          {t("rate.decline")}
        </button>
      </div>

      <Dialog
        open={declining}
        onClose={() => setDeclining(false)}
        title={t("rate.declineTitle")}
        footer={
          <>
            <button type="button" className={secondaryButtonClass} onClick={() => setDeclining(false)}>
              {common("actions.cancel")}
            </button>
            <button
              type="button"
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-500 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-red-500 dark:hover:bg-red-400"
              disabled={decline.isPending}
              onClick={() => decline.mutate()}
            >
              {decline.isPending && <Spinner className="h-4 w-4" />}
              {t("rate.declineConfirm")}
            </button>
          </>
        }
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("rate.declineBody", { subject: form.project.subjectName })}</p>
        {decline.isError && (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
            {t("rate.declineFailed", { message: errorMessage(decline.error) })}
          </p>
        )}
      </Dialog>
    </div>
  );
}
