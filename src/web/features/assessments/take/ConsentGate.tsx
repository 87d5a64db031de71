import { useState } from "react";
import { Link } from "react-router";
import type { TResponseSession } from "../../../../contracts/assessments.ts";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { Icon } from "../../../components/Icon.tsx";
import { LoadingState, Spinner } from "../../../components/Spinner.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useMe } from "../../../lib/auth.tsx";
import { useT } from "../../../lib/i18n.ts";
import { ASSESSMENTS_PATH } from "../paths.ts";
import { useConsentTerms, useStartAssessment } from "../use-assessments.ts";
import { ConsentTerms } from "./ConsentTerms.tsx";
import { useTakingT } from "./i18n.ts";

/**
 * A response opened before consent was asked: its answers are kept, but it takes no more (and cannot be
 * submitted) until the respondent agrees to the same terms as on the start step.
 */
export function ConsentGate({ session, onConsented }: { session: TResponseSession; onConsented(): void }) {
  const t = useTakingT();
  const common = useT("common");
  const me = useMe();
  const terms = useConsentTerms();
  const start = useStartAssessment();
  const [agreed, setAgreed] = useState(false);

  if (terms.isPending) return <LoadingState label={t("page.loading")} />;
  if (terms.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 text-center dark:border-slate-800 dark:bg-slate-900">
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("consent.loadFailed", { message: errorMessage(terms.error) })}</p>
        <button type="button" onClick={() => void terms.refetch()} className={`${secondaryButtonClass} mt-4`}>
          {common("actions.retry")}
        </button>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <Link to={ASSESSMENTS_PATH} className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white">
        <Icon name="arrow-left" className="h-4 w-4" />
        {t("page.back")}
      </Link>
      <section
        aria-labelledby="consent-gate-heading"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      >
        <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">{session.title}</p>
        <h2 id="consent-gate-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t("consent.legacyHeading")}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("consent.legacyIntro")}</p>
        <ConsentTerms terms={terms.data} organization={me.organization?.name ?? null} agreed={agreed} onAgreedChange={setAgreed} />
        {start.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t("start.startFailed", { message: errorMessage(start.error) })}
          </p>
        )}
        <button
          type="button"
          disabled={!agreed || start.isPending}
          className={primaryButtonClass}
          onClick={() => start.mutate({ assessmentId: session.assessmentId }, { onSuccess: onConsented })}
        >
          {start.isPending && <Spinner className="h-4 w-4" />}
          {t("consent.agreeAndContinue")}
        </button>
      </section>
    </div>
  );
}
