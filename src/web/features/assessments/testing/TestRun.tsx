import { useEffect, useId, useRef, useState } from "react";
import type { TSandboxScore, TSandboxType } from "../../../../contracts/testing.ts";
import { randomAnswers } from "../../../../domain/assessments/random-answers.ts";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { Icon } from "../../../components/Icon.tsx";
import { LoadFailedPanel } from "../../../components/PanelMessage.tsx";
import { LoadingState, Spinner } from "../../../components/Spinner.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { QuestionCard } from "../take/QuestionCard.tsx";
import { answeredCount, type AnswerValue } from "../take/taking.ts";
import { useTestingT } from "./i18n.ts";
import { AGE_RANGE, respondentOf, scoreRequest, type Sex } from "./test-run.ts";
import { TestRunResult } from "./TestRunResult.tsx";
import { useSandboxItems, useScoreTestRun } from "./use-testing.ts";

const cardClass = "rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900";
const fieldClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none aria-[invalid=true]:border-red-500 sm:text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]";

/** One type's test run: its questions as respondents see them, Fill with random answers, Clear, and Score. */
export function TestRun({ type }: { type: TSandboxType }) {
  const t = useTestingT();
  const items = useSandboxItems(type.id);
  const scoring = useScoreTestRun();
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  const [sex, setSex] = useState<Sex>("");
  const [age, setAge] = useState("");
  const [result, setResult] = useState<TSandboxScore | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const ids = { sex: useId(), age: useId(), ageHint: useId(), hint: useId(), questions: useId() };

  // a new score is announced by moving to its heading
  useEffect(() => {
    if (!result) return;
    resultRef.current?.focus();
    resultRef.current?.scrollIntoView?.({ block: "start" });
  }, [result]);

  if (items.isPending) return <LoadingState label={t("questions.loading")} />;
  if (items.isError)
    return (
      <div className={cardClass}>
        <LoadFailedPanel
          title={t("questions.loadFailed")}
          message={errorMessage(items.error)}
          retrying={items.isFetching}
          onRetry={() => void items.refetch()}
          buttonClassName={secondaryButtonClass}
        />
      </div>
    );

  const list = items.data.items;
  const answered = answeredCount(list, answers);
  const complete = answered === list.length;
  const respondent = respondentOf(sex, age);
  // an answer changed since the score was made: the score no longer fits the answers shown, so it goes
  const change = (next: Record<string, AnswerValue>) => {
    setAnswers(next);
    setResult(null);
    scoring.reset();
  };
  const score = () => {
    if (!complete || !respondent) return;
    scoring.mutate(scoreRequest(type.id, list, answers, respondent), { onSuccess: setResult });
  };

  const scoreButton = (
    <button
      type="button"
      className={primaryButtonClass}
      onClick={score}
      disabled={!complete || respondent === null || scoring.isPending}
      aria-describedby={complete ? undefined : ids.hint}
      aria-busy={scoring.isPending}
    >
      {scoring.isPending ? <Spinner className="h-4 w-4" /> : <Icon name="check" className="h-4 w-4" />}
      {scoring.isPending ? t("questions.scoring") : t("questions.score")}
    </button>
  );

  return (
    <>
      <section className={`${cardClass} p-5 sm:p-6`} aria-labelledby={`${ids.sex}-title`}>
        <h2 id={`${ids.sex}-title`} className="text-sm font-semibold text-slate-900 dark:text-white">
          {t("respondent.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("respondent.body")}</p>
        <div className="mt-3 grid gap-4 sm:max-w-md sm:grid-cols-2">
          <div>
            <label htmlFor={ids.sex} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
              {t("respondent.sex")}
            </label>
            <select
              id={ids.sex}
              className={`${fieldClass} mt-1`}
              value={sex}
              onChange={(e) => {
                setSex(e.target.value as Sex);
                setResult(null);
              }}
            >
              <option value="">{t("respondent.notGiven")}</option>
              <option value="female">{t("respondent.female")}</option>
              <option value="male">{t("respondent.male")}</option>
            </select>
          </div>
          <div>
            <label htmlFor={ids.age} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
              {t("respondent.age")}
            </label>
            <input
              id={ids.age}
              type="number"
              inputMode="numeric"
              min={AGE_RANGE.min}
              max={AGE_RANGE.max}
              className={`${fieldClass} mt-1`}
              value={age}
              aria-invalid={respondent === null}
              aria-describedby={respondent === null ? ids.ageHint : undefined}
              onChange={(e) => {
                setAge(e.target.value);
                setResult(null);
              }}
            />
            {respondent === null && (
              <p id={ids.ageHint} className="mt-1 text-xs text-red-700 dark:text-red-300">
                {t("respondent.ageInvalid", AGE_RANGE)}
              </p>
            )}
          </div>
        </div>
      </section>

      <section className={cardClass} aria-labelledby={ids.questions}>
        <div className="flex flex-col gap-3 border-b border-slate-200 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 dark:border-slate-800">
          <div>
            <h2 id={ids.questions} className="text-base font-semibold text-slate-900 dark:text-white">
              {t("questions.heading")}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="test-run-progress" aria-live="polite">
              {t("questions.answered", { answered, total: list.length })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={secondaryButtonClass} onClick={() => change(randomAnswers(list, Math.random))}>
              <Icon name="refresh" className="h-4 w-4" />
              {t("questions.random")}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => change({})} disabled={answered === 0}>
              <Icon name="close" className="h-4 w-4" />
              {t("questions.clear")}
            </button>
            {scoreButton}
          </div>
        </div>
        {!complete && (
          <p id={ids.hint} className="px-5 pt-4 text-sm text-slate-600 sm:px-6 dark:text-slate-400">
            {t("questions.scoreHint")}
          </p>
        )}
        {scoring.isError && (
          <p
            role="alert"
            className="mx-5 mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 sm:mx-6 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
          >
            {t("questions.scoreFailed", { message: errorMessage(scoring.error) })}
          </p>
        )}
        {result && (
          <div className="border-b border-slate-200 px-5 py-5 sm:px-6 dark:border-slate-800">
            <TestRunResult run={result} headingRef={resultRef} />
          </div>
        )}
        <ol className="space-y-4 p-5 sm:p-6">
          {list.map((item, i) => (
            <li key={item.id} data-testid="test-run-question">
              <p className="mb-1.5 text-xs font-medium text-slate-500 dark:text-slate-400">{t("questions.number", { number: i + 1, total: list.length })}</p>
              <QuestionCard item={item} value={answers[item.id]} showTags={items.data.showTags} status={null} onAnswer={(value) => change({ ...answers, [item.id]: value })} />
            </li>
          ))}
        </ol>
        {/* Score again after the last question, so a long list need not be climbed back */}
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 px-5 py-4 sm:px-6 dark:border-slate-800">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("questions.answered", { answered, total: list.length })}</p>
          {scoreButton}
        </div>
      </section>
    </>
  );
}
