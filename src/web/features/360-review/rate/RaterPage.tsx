import { useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import type { TRaterForm } from "../../../../contracts/feedback360.ts";
import { secondaryButtonClass } from "../../../components/buttons.ts";
import { CenteredMessage, primaryLinkClass } from "../../../components/CenteredMessage.tsx";
import { Icon } from "../../../components/Icon.tsx";
import { Logo } from "../../../components/Logo.tsx";
import { LoadingState } from "../../../components/Spinner.tsx";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { useReview360T } from "../i18n.ts";
import { raterStage, type RaterStage } from "../rater-form.ts";
import { useRaterForm } from "../use-feedback360.ts";
import { RaterForm } from "./RaterForm.tsx";

function HomeLink() {
  const t = useReview360T();
  return (
    <Link to="/" className={primaryLinkClass}>
      <Icon name="home" className="h-4 w-4" />
      {t("rate.goHome")}
    </Link>
  );
}

/** A finished, declined or closed request: one message, nothing to do. */
function EndState({ stage, form }: { stage: Exclude<RaterStage, "open">; form: TRaterForm }) {
  const t = useReview360T();
  const subject = form.project.subjectName;
  const content: Record<typeof stage, { icon: "check" | "close" | "clock"; title: string; body: ReactNode }> = {
    completed: { icon: "check", title: t("rate.completedTitle"), body: t("rate.completedBody", { subject }) },
    declined: { icon: "close", title: t("rate.declinedTitle"), body: t("rate.declinedBody", { subject }) },
    closed: { icon: "clock", title: t("rate.closedTitle"), body: t("rate.closedBody", { subject }) },
  };
  const c = content[stage];
  return (
    <CenteredMessage icon={c.icon} title={c.title} actions={<HomeLink />}>
      <p>{c.body}</p>
    </CenteredMessage>
  );
}

/**
 * /rate/:token — a rater's page behind their personal link: public, no account, no session, no dashboard shell.
 * The form, or what became of it (submitted, declined, closed); an expired or unknown link answers 404.
 */
export function RaterPage() {
  const { token = "" } = useParams();
  const t = useReview360T();
  const form = useRaterForm(token);
  const [ended, setEnded] = useState<"completed" | "declined" | null>(null);
  useDocumentTitle(form.data ? t("rate.documentTitle", { subject: form.data.project.subjectName }) : t("rate.badge"));

  if (form.isPending) return <LoadingState label={t("rate.loading")} fullScreen />;
  if (form.isError) {
    const gone = form.error instanceof ApiError && [400, 403, 404, 410].includes(form.error.statusCode);
    return (
      <CenteredMessage
        icon={gone ? "search" : "alert"}
        tone={gone ? "neutral" : "danger"}
        title={gone ? t("rate.linkInvalidTitle") : t("rate.loadFailedTitle")}
        actions={
          gone ? (
            <HomeLink />
          ) : (
            <button type="button" className={secondaryButtonClass} onClick={() => void form.refetch()} disabled={form.isFetching}>
              <Icon name="refresh" className="h-4 w-4" />
              {t("rate.retry")}
            </button>
          )
        }
      >
        <p>{gone ? t("rate.linkInvalid") : errorMessage(form.error)}</p>
      </CenteredMessage>
    );
  }
  const stage = ended ?? raterStage(form.data);
  if (stage !== "open") return <EndState stage={stage} form={form.data} />;
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white px-4 sm:px-6 dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 py-3">
          <Link to="/" aria-label={t("rate.goHome")} className="rounded-lg">
            <Logo />
          </Link>
          <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">{t("rate.badge")}</span>
        </div>
      </header>
      <main id="main" className="px-4 py-6 sm:px-6 md:py-8">
        <RaterForm token={token} form={form.data} onEnded={setEnded} onGone={() => void form.refetch()} />
      </main>
    </div>
  );
}
