import { useId, useRef, useState } from "react";
import type { TRaterComments, TRaterForm } from "../../../../contracts/feedback360.ts";
import { Icon } from "../../../components/Icon.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import { putRaterComments } from "../feedback360-api.ts";
import { useReview360T } from "../i18n.ts";
import { inputBorder, inputClass, labelClass } from "../ui.tsx";

const KINDS = ["strengths", "improvements", "additional"] as const;
type Kind = (typeof KINDS)[number];

/** ZRaterComments: each box holds at most this many characters. */
const MAX_CHARS = 4000;

type SaveState = { status: "idle" | "saving" | "saved" } | { status: "failed"; message: string };

function CommentBox({ kind, subject, initial, save }: { kind: Kind; subject: string; initial: string; save(kind: Kind, text: string): Promise<unknown> }) {
  const t = useReview360T();
  const id = useId();
  const [text, setText] = useState(initial);
  const [state, setState] = useState<SaveState>({ status: "idle" });
  const saved = useRef(initial);

  const flush = () => {
    if (text === saved.current) return;
    const sending = text;
    setState({ status: "saving" });
    save(kind, sending).then(
      () => {
        saved.current = sending;
        setState({ status: "saved" });
      },
      (error: unknown) => setState({ status: "failed", message: errorMessage(error) }),
    );
  };

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t(`rate.comments.${kind}`, { subject })}
      </label>
      <textarea
        id={id}
        rows={4}
        value={text}
        maxLength={MAX_CHARS}
        onChange={(e) => {
          setText(e.target.value);
          if (state.status !== "saving") setState({ status: "idle" });
        }}
        onBlur={flush}
        aria-describedby={`${id}-state`}
        className={`${inputClass} ${inputBorder(state.status === "failed")}`}
      />
      <div id={`${id}-state`} className="mt-1 flex flex-wrap justify-between gap-2 text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
        <span>
          {state.status === "saving" && (
            <span className="inline-flex items-center gap-1.5">
              <Spinner className="h-3.5 w-3.5" /> {t("rate.saving")}
            </span>
          )}
          {state.status === "saved" && (
            <span className="inline-flex items-center gap-1.5 text-emerald-700 dark:text-emerald-400">
              <Icon name="check" className="h-3.5 w-3.5" /> {t("rate.commentSaved")}
            </span>
          )}
          {state.status === "failed" && (
            <span className="inline-flex flex-wrap items-center gap-2 text-red-700 dark:text-red-300">
              {t("rate.commentFailed", { message: state.message })}
              <button type="button" className="font-semibold underline underline-offset-2" onClick={flush}>
                {t("rate.retry")}
              </button>
            </span>
          )}
        </span>
        <span className="tabular-nums">{t("rate.commentChars", { count: text.length, max: MAX_CHARS })}</span>
      </div>
    </div>
  );
}

/** The three optional comment boxes; each is saved when the rater leaves it (the Submit waits for those saves). */
export function CommentsSection({ token, form, onSaving, onGone }: { token: string; form: TRaterForm; onSaving(p: Promise<unknown>): void; onGone(): void }) {
  const t = useReview360T();
  const save = (kind: Kind, text: string) => {
    const body: Partial<TRaterComments> = { [kind]: text };
    const p = putRaterComments(token, body).catch((error: unknown) => {
      if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 409)) onGone();
      throw error;
    });
    onSaving(p);
    return p;
  };
  return (
    <section aria-labelledby="comments-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="comments-heading" className="text-base font-semibold text-slate-900 dark:text-white">
        {t("rate.commentsTitle")}
      </h2>
      <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{t("rate.commentsHint")}</p>
      <div className="mt-4 space-y-4">
        {KINDS.map((kind) => (
          <CommentBox key={kind} kind={kind} subject={form.project.subjectName} initial={form.comments[kind]} save={save} />
        ))}
      </div>
    </section>
  );
}
