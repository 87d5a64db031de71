import type { TComparison } from "../../../../contracts/feedback360.ts";
import { Card } from "../../../components/Card.tsx";
import { Icon } from "../../../components/Icon.tsx";
import { relationshipLabel, useReview360T } from "../i18n.ts";

type Feedback = NonNullable<TComparison["feedback"]>["anonymous"];
const KINDS = ["strengths", "improvements", "additional"] as const;

function CommentLists({ feedback }: { feedback: Feedback }) {
  const t = useReview360T();
  return (
    <div className="grid gap-5 md:grid-cols-3">
      {KINDS.map((kind) => (
        <section key={kind} aria-label={t(`feedback.${kind}`)}>
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t(`feedback.${kind}`)}</h3>
          {feedback[kind].length === 0 ? (
            <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t("feedback.empty")}</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {feedback[kind].map((text, i) => (
                <li key={i} className="rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-wrap text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
                  {text}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

/** Spec 2 §2.12 Written Feedback: pooled anonymous comments, with the notice; the manager's shown apart and labelled as theirs. */
export function FeedbackTab({ feedback }: { feedback: TComparison["feedback"] }) {
  const t = useReview360T();
  return (
    <div className="space-y-5">
      <p
        role="note"
        className="flex gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-100"
      >
        <Icon name="shield" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>{t("feedback.notice")}</span>
      </p>
      {feedback === null ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t("feedback.none")}</p>
      ) : (
        <>
          <Card title={t("feedback.anonymousTitle")}>
            <CommentLists feedback={feedback.anonymous} />
          </Card>
          {feedback.manager && (
            <Card title={t("feedback.managerTitle", { group: relationshipLabel("manager") })} description={t("feedback.managerNote")}>
              <CommentLists feedback={feedback.manager} />
            </Card>
          )}
        </>
      )}
    </div>
  );
}
