import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type { TClientItem, TResponseSession } from "../../../../contracts/assessments.ts";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { Icon } from "../../../components/Icon.tsx";
import { LoadingState } from "../../../components/Spinner.tsx";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import { useT } from "../../../lib/i18n.ts";
import { safeStorage } from "../../../lib/storage.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { NotFoundContent } from "../../../components/NotFoundContent.tsx";
import { assessmentKeys, missingFromError, putAnswer, submitResponse } from "../assessments-api.ts";
import { ASSESSMENTS_PATH, resultsPath } from "../paths.ts";
import { useResponseSession } from "../use-assessments.ts";
import { AssessmentTimer } from "./AssessmentTimer.tsx";
import { ConsentGate } from "./ConsentGate.tsx";
import { createAutosave, unsavedIds, type Autosave, type AutosaveSnapshot } from "./autosave.ts";
import { useTakingT } from "./i18n.ts";
import { advancesOn, QuestionCard, type AnswerVia } from "./QuestionCard.tsx";
import { ReviewCard } from "./ReviewCard.tsx";
import { ProgressSummary, SaveIndicator, SaveLine } from "./SaveStatus.tsx";
import {
  answeredCount,
  answersToResend,
  createAdvance,
  emptyProgress,
  isAnswered,
  keyHints,
  parseProgress,
  progressStorageKey,
  resumeIndex,
  valueForDigit,
  type AnswerValue,
  type LocalProgress,
} from "./taking.ts";
import { useTimer } from "./use-timer.ts";

/** A pointer pick or digit key shows the choice this long before the next question. */
const ADVANCE_DELAY_MS = 180;
/** Typed text is saved once typing pauses this long (and at once on leaving the question or the page). */
const TYPING_SAVE_DELAY_MS = 700;
/** The contract's ceiling on the time reported for one answer. */
const MAX_ANSWER_MS = 86_400_000;

const EMPTY_SNAPSHOT: AutosaveSnapshot = { entries: new Map(), server: null, closed: false };
const noSubscribe = () => () => undefined;
const emptySnapshot = () => EMPTY_SNAPSHOT;

function Panel({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">{children}</div>;
}

/** /dashboard/assessments/take/:responseId — loads the session, then the taking flow. */
export function TakeAssessmentPage() {
  const { responseId = "" } = useParams();
  const session = useResponseSession(responseId);
  const t = useTakingT();
  const common = useT("common");
  useDocumentTitle(session.data ? session.data.title : t("page.documentTitle"));

  if (session.isPending) return <LoadingState label={t("page.loading")} />;
  if (session.isError) {
    if (session.error instanceof ApiError && (session.error.statusCode === 404 || session.error.statusCode === 400)) return <NotFoundContent />;
    return (
      <div role="alert">
        <Panel>
          <Icon name="alert" className="mx-auto h-8 w-8 text-red-500" />
          <h2 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{t("page.loadFailed")}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{errorMessage(session.error)}</p>
          <button type="button" onClick={() => void session.refetch()} className={`${secondaryButtonClass} mt-5`}>
            <Icon name="refresh" className="h-4 w-4" />
            {common("actions.retry")}
          </button>
        </Panel>
      </div>
    );
  }
  if (session.data.status === "completed") {
    return (
      <Panel>
        <Icon name="check" className="mx-auto h-8 w-8 text-emerald-600" />
        <h2 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{t("page.submittedTitle")}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("page.submittedBody", { title: session.data.title })}</p>
        <Link to={resultsPath(session.data.id)} className={`${primaryButtonClass} mt-5`}>
          {t("page.viewResults")}
        </Link>
      </Panel>
    );
  }
  if (session.data.consent === null) return <ConsentGate session={session.data} onConsented={() => void session.refetch()} />;
  return <TakingFlow key={session.data.id} session={session.data} />;
}

/** The keys that work on this question, and only those (a text question takes no number keys). */
function KeyHint({ item, answered }: { item: TClientItem; answered: boolean }) {
  const t = useTakingT();
  const hints = keyHints(item, answered);
  const parts: string[] = [];
  if (hints.digits.length > 0) {
    const ones = hints.digits.filter((d) => d !== "0");
    const keys = ones.length > 1 ? t("question.keyDigitsRange", { first: ones[0], last: ones[ones.length - 1] }) : (ones[0] ?? "");
    parts.push(t("question.keyDigits", { keys: hints.digits.includes("0") ? `${keys}, ${t("question.keyDigitZero")}` : keys }));
  }
  if (hints.ctrlEnter) parts.push(t("question.keyCtrlEnter"));
  if (hints.enter) parts.push(t("question.keyEnter"));
  if (hints.arrows) parts.push(t("question.keyArrows"));
  return (
    <p id="question-keys" className="hidden text-center text-xs text-slate-500 sm:block dark:text-slate-400" data-testid="key-hint">
      {t("question.keysLabel")} {parts.join(" · ")}
    </p>
  );
}

function isTypingTarget(t: EventTarget | null): boolean {
  if (!(t instanceof HTMLElement)) return false;
  if (t.isContentEditable) return true;
  if (t.tagName === "TEXTAREA" || t.tagName === "SELECT") return true;
  return t.tagName === "INPUT" && !["radio", "checkbox"].includes((t as HTMLInputElement).type);
}

/** Spec §2 Assessment flow: one question at a time, answers saved as given, timer, review and submit. */
function TakingFlow({ session }: { session: TResponseSession }) {
  const t = useTakingT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const items = session.items;
  const total = items.length;
  const storageKey = progressStorageKey(session.id);

  const [initial] = useState(() => {
    const local = parseProgress(safeStorage.get(storageKey));
    const resend = answersToResend(items, session.answers, local);
    const answers: Record<string, unknown> = { ...session.answers };
    for (const r of resend) answers[r.itemId] = r.value;
    const progress: LocalProgress = local ?? emptyProgress();
    // the timer resumes from the furthest it got: this browser's copy or the server's (any device)
    progress.elapsedSeconds = Math.max(progress.elapsedSeconds, Math.floor(session.elapsedMs / 1000));
    return { progress, resend, answers, index: resumeIndex(items, answers) };
  });

  const [answers, setAnswers] = useState<Record<string, unknown>>(initial.answers);
  const [index, setIndex] = useState(initial.index);
  const [timerOn, setTimerOn] = useState(true);
  const [closed, setClosed] = useState(false);
  const [autosave, setAutosave] = useState<Autosave | null>(null);
  const progressRef = useRef<LocalProgress>(initial.progress);
  const autosaveRef = useRef<Autosave | null>(null);
  const spent = useRef<Record<string, number>>(Object.fromEntries(Object.entries(initial.progress.answers).map(([id, a]) => [id, a.timeMs])));
  const shownAt = useRef(performance.now());
  const focusRef = useRef<HTMLElement | null>(null);
  const [advance] = useState(() => createAdvance({ delayMs: ADVANCE_DELAY_MS, advance: (from) => setIndex((i) => (i === from ? Math.min(i + 1, total) : i)) }));

  const elapsed = useTimer(initial.progress.elapsedSeconds, timerOn && !closed);
  const elapsedRef = useRef(elapsed);
  elapsedRef.current = elapsed;
  const snapshot = useSyncExternalStore(autosave?.subscribe ?? noSubscribe, autosave?.getSnapshot ?? emptySnapshot);

  const persist = useCallback(() => {
    safeStorage.set(storageKey, JSON.stringify({ ...progressRef.current, updatedAt: Date.now() }));
  }, [storageKey]);

  // The autosave queue lives as long as this response is open; answers the server lacks are sent again.
  // Each save carries the timer's elapsed time, so another device resumes it.
  useEffect(() => {
    const a = createAutosave({
      put: (itemId, body) => putAnswer(session.id, itemId, { ...body, elapsedMs: elapsedRef.current * 1000 }),
      onClosed: () => setClosed(true),
      onSaved: (itemId, value) => {
        const mine = progressRef.current.answers[itemId];
        if (mine?.pending && JSON.stringify(mine.value) === JSON.stringify(value)) {
          progressRef.current.answers[itemId] = { value: mine.value, timeMs: mine.timeMs };
          persist();
        }
      },
    });
    for (const r of initial.resend) a.save(r.itemId, r.value, r.timeMs);
    autosaveRef.current = a;
    setAutosave(a);
    return () => {
      a.flush();
      a.dispose();
      if (autosaveRef.current === a) autosaveRef.current = null;
    };
  }, [session.id, initial, persist]);

  // Mirror progress in local storage (spec §2): position, timer, answers given here.
  useEffect(() => {
    progressRef.current.index = index;
    persist();
  }, [index, persist]);
  useEffect(() => {
    progressRef.current.elapsedSeconds = elapsed;
    if (elapsed % 5 === 0) persist();
  }, [elapsed, persist]);
  useEffect(() => {
    const onHide = () => {
      persist();
      autosaveRef.current?.flush();
    };
    window.addEventListener("pagehide", onHide);
    return () => window.removeEventListener("pagehide", onHide);
  }, [persist]);

  // Leaving while an answer is not yet acknowledged: the browser asks first (the local copy is re-sent on return anyway).
  const pendingSaves = unsavedIds(snapshot).length;
  useEffect(() => {
    if (pendingSaves === 0) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      persist();
      e.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [pendingSaves, persist]);

  // Time on the current question: counted from when it is shown; added up over visits.
  useEffect(() => {
    shownAt.current = performance.now();
    const item = items[index];
    return () => {
      if (item) spent.current[item.id] = (spent.current[item.id] ?? 0) + (performance.now() - shownAt.current);
    };
  }, [index, items]);

  // Focus the question (or the review) after each move, so screen readers announce it and keys apply to it;
  // text still waiting out its typing pause is saved now (before a review and submit can miss it).
  useEffect(() => {
    focusRef.current?.focus();
    autosaveRef.current?.flush();
  }, [index]);
  // Keys answer the question on screen: the advance learns which one that is once it is drawn.
  useLayoutEffect(() => advance.shown(index), [advance, index]);
  useEffect(() => () => advance.dispose(), [advance]);

  const goTo = useCallback(
    (i: number) => {
      advance.cancel();
      setIndex(Math.min(Math.max(i, 0), total));
    },
    [advance, total],
  );

  const answer = useCallback(
    (item: TClientItem, value: AnswerValue, via: AnswerVia) => {
      const now = performance.now();
      const ms = Math.min(MAX_ANSWER_MS, Math.round((spent.current[item.id] ?? 0) + (now - shownAt.current)));
      spent.current[item.id] = ms;
      shownAt.current = now;
      setAnswers((current) => ({ ...current, [item.id]: value }));
      // kept here at once (pending until the server acknowledges it), so a reload loses nothing shown
      progressRef.current.answers[item.id] = { value, timeMs: ms, pending: true };
      persist();
      autosaveRef.current?.save(item.id, value, ms, via === "type" ? { debounceMs: TYPING_SAVE_DELAY_MS } : undefined);
      if (advancesOn(via)) advance.schedule(items.indexOf(item));
    },
    [advance, items, persist],
  );

  // Keyboard: digits answer, Enter moves on once answered, Left/Right move between questions.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return;
      const target = e.target instanceof HTMLElement ? e.target : null;
      if (target?.closest("dialog, header, nav[aria-label='Main'], [role='tablist']")) return;
      if (/^[0-9]$/.test(e.key)) {
        // the question on screen when the key was pressed, unless it is already moving on (then none)
        const target = advance.digitTarget();
        const shown = target === null ? undefined : items[target];
        const v = shown && !e.repeat ? valueForDigit(shown, e.key) : null;
        if (target === null || v !== null) e.preventDefault();
        if (shown && v !== null) answer(shown, v, "digit");
        return;
      }
      const item = items[index];
      if (!item) return;
      const onRadio = target?.tagName === "INPUT";
      const onControl = target?.tagName === "BUTTON" || target?.tagName === "A";
      if (e.key === "Enter" && !onControl) {
        if (isAnswered(item, answers[item.id])) {
          e.preventDefault();
          goTo(index + 1);
        }
        return;
      }
      if (!onRadio && (e.key === "ArrowRight" || e.key === "ArrowLeft")) {
        e.preventDefault();
        goTo(e.key === "ArrowRight" ? index + 1 : index - 1);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [advance, answer, answers, goTo, index, items]);

  const [missing, setMissing] = useState<string[]>([]);
  const submit = useMutation({
    mutationFn: () => submitResponse(session.id),
    onSuccess: () => {
      safeStorage.remove(storageKey);
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.mine });
      void navigate(resultsPath(session.id), { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.statusCode === 409) {
        safeStorage.remove(storageKey);
        void navigate(resultsPath(session.id), { replace: true });
        return;
      }
      if (error instanceof ApiError && error.statusCode === 400) {
        const ids = missingFromError(error.details);
        setMissing(ids);
        // The server lacks answers this browser has: send them again.
        for (const id of ids) {
          const mine = progressRef.current.answers[id];
          if (mine) autosaveRef.current?.save(id, mine.value, mine.timeMs);
        }
      }
    },
  });

  const answered = answeredCount(items, answers);
  const item = items[index];
  const estimate = session.estimatedMinutes;
  const retryAll = () => autosave?.retry();

  let body: ReactNode;
  if (item) {
    const value = answers[item.id];
    const done = isAnswered(item, value);
    body = (
      <section
        ref={(el) => {
          focusRef.current = el;
        }}
        tabIndex={-1}
        aria-labelledby="question-counter"
        aria-describedby="question-keys"
        className="space-y-4 outline-none"
        data-testid="question"
        data-item-id={item.id}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="question-counter" className="text-base font-semibold text-slate-900 dark:text-white">
            {t("question.counter", { number: index + 1, total })}
          </h2>
          <SaveIndicator snapshot={snapshot} onRetry={retryAll} />
        </div>
        <ProgressSummary answered={answered} total={total} number={index + 1} secondsPerQuestion={session.secondsPerQuestion} />
        <QuestionCard
          key={item.id}
          item={item}
          value={value}
          onAnswer={(v, via) => answer(item, v, via)}
          showTags={session.showTags}
          status={<SaveLine entry={snapshot.entries.get(item.id)} onRetry={() => autosave?.retry(item.id)} />}
        />
        <nav aria-label={t("question.nav")} className="flex items-center justify-between gap-2">
          <button type="button" onClick={() => goTo(index - 1)} disabled={index === 0} className={secondaryButtonClass}>
            <Icon name="arrow-left" className="h-4 w-4" />
            {t("question.previous")}
          </button>
          <button type="button" onClick={() => goTo(total)} className="text-sm font-semibold text-slate-600 hover:underline dark:text-slate-300">
            {t("question.review")}
          </button>
          <button type="button" onClick={() => goTo(index + 1)} className={done ? primaryButtonClass : secondaryButtonClass}>
            {index === total - 1 ? (done ? t("question.finish") : t("question.skipToReview")) : done ? t("question.next") : t("question.skip")}
            <Icon name="chevron-right" className="h-4 w-4" />
          </button>
        </nav>
        <KeyHint item={item} answered={done} />
      </section>
    );
  } else {
    body = (
      <section
        ref={(el) => {
          focusRef.current = el;
        }}
        tabIndex={-1}
        aria-labelledby="review-heading"
        className="space-y-4 outline-none"
        data-testid="review"
      >
        <ProgressSummary answered={answered} total={total} number={0} secondsPerQuestion={session.secondsPerQuestion} />
        <ReviewCard
          items={items}
          answers={answers}
          missing={missing}
          snapshot={snapshot}
          closed={closed}
          submit={submit}
          onSubmit={() => submit.mutate()}
          goTo={goTo}
          onRetry={retryAll}
        />
      </section>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link to={ASSESSMENTS_PATH} className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white">
            <Icon name="arrow-left" className="h-4 w-4" />
            {t("page.back")}
          </Link>
          <p className="mt-1 truncate text-lg font-semibold text-slate-900 dark:text-white">{session.title}</p>
        </div>
        <AssessmentTimer elapsedSeconds={elapsed} estimatedMinutes={estimate} running={timerOn} onToggle={() => setTimerOn((on) => !on)} />
      </div>
      {closed && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <span className="flex-1">{t("page.closed")}</span>
          <Link to={resultsPath(session.id)} className="font-semibold underline underline-offset-2">
            {t("page.viewResults")}
          </Link>
        </div>
      )}
      {body}
    </div>
  );
}
