import { useState } from "react";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/buttons.ts";
import { Icon } from "../../../components/Icon.tsx";
import { LoadingState } from "../../../components/Spinner.tsx";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import { useT } from "../../../lib/i18n.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { NotFoundContent } from "../../../components/NotFoundContent.tsx";
import { minutesLabel } from "../assessment-list.ts";
import type { Respondent } from "../assessments-api.ts";
import { ASSESSMENTS_PATH, resultsPath, takePath } from "../paths.ts";
import { useAssessmentTypes, useBeginAssessment, useConsentTerms, useMyAssessments, useStartAssessment } from "../use-assessments.ts";
import { useMe } from "../../../lib/auth.tsx";
import { ConsentTerms } from "./ConsentTerms.tsx";
import { useTakingT } from "./i18n.ts";
import { RespondentStep } from "./RespondentStep.tsx";

/**
 * /dashboard/assessments/start/:assessmentId (an assessment given to you) and /dashboard/assessments/begin/:typeId
 * (a type you start for yourself: nothing is made until you begin) — before the first question: the optional respondent step
 * (sex and age choose the norm group) and the consent terms (who sees the results, how long they are
 * kept), then the response is opened with the respondent's consent and the first question shown. An
 * assessment that is already under way goes straight to its questions.
 */
export function StartAssessmentPage() {
  const { assessmentId = "", typeId = "" } = useParams();
  const navigate = useNavigate();
  const mine = useMyAssessments();
  const types = useAssessmentTypes();
  const start = useStartAssessment();
  const begin = useBeginAssessment();
  const terms = useConsentTerms();
  const me = useMe();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the plan's monthly allowance is used up (402 PLAN_LIMIT): the message says when it resets; the way up is linked
  const [planLimit, setPlanLimit] = useState(false);
  const t = useTakingT();
  const common = useT("common");
  // by type: your open assessment of it (resumed, or started from here), else none until you begin
  const assessment = typeId ? mine.data?.find((a) => a.typeId === typeId && a.status !== "completed" && !a.assignedBy) : mine.data?.find((a) => a.id === assessmentId);
  const type = types.data?.find((t) => t.id === (typeId || assessment?.typeId));
  const title = assessment?.title ?? (type ? t("start.typeTitle", { type: type.name }) : undefined);
  useDocumentTitle(title ?? t("start.documentTitle"));

  if (mine.isPending || types.isPending || terms.isPending) return <LoadingState label={t("start.loading")} />;
  if (mine.isError || types.isError || terms.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 text-center dark:border-slate-800 dark:bg-slate-900">
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("start.loadFailed", { message: errorMessage(mine.error ?? types.error ?? terms.error) })}</p>
        <button type="button" onClick={() => void Promise.all([mine.refetch(), types.refetch(), terms.refetch()])} className={`${secondaryButtonClass} mt-4`}>
          {common("actions.retry")}
        </button>
      </div>
    );
  }
  if (!assessment && !type) return <NotFoundContent />;
  if (assessment?.status === "completed" && assessment.responseId) {
    return (
      <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 text-center dark:border-slate-800 dark:bg-slate-900">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t("start.complete", { title: assessment.title })}</h2>
        <Link to={resultsPath(assessment.responseId)} className={`${primaryButtonClass} mt-4`}>
          {t("start.viewResults")}
        </Link>
      </div>
    );
  }
  if (assessment?.responseId) {
    // Already started: the respondent step is behind it.
    return <Navigate to={takePath(assessment.responseId)} replace />;
  }

  const open = (respondent?: Respondent) => {
    setError(null);
    setPlanLimit(false);
    const handlers = {
      onSuccess: (responseId: string) => void navigate(takePath(responseId), { replace: true }),
      onError: (e: Error) => {
        setPlanLimit(e instanceof ApiError && e.code === "PLAN_LIMIT");
        setError(e instanceof ApiError && e.statusCode >= 500 ? t("start.startFailedRetry", { message: errorMessage(e) }) : t("start.startFailed", { message: errorMessage(e) }));
      },
    };
    if (assessment) start.mutate({ assessmentId: assessment.id, respondent }, handlers);
    else if (type) begin.mutate({ typeId: type.id, respondent }, handlers);
  };

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <Link to={ASSESSMENTS_PATH} className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white">
        <Icon name="arrow-left" className="h-4 w-4" />
        {t("start.back")}
      </Link>
      <RespondentStep
        title={title ?? ""}
        description={type?.description}
        questionCount={assessment?.total || type?.questionCount || 0}
        estimate={assessment ? minutesLabel(assessment.estimatedMinutes, assessment.estimateBasis) : type ? minutesLabel(type.estimatedMinutes, type.estimateBasis) : ""}
        busy={start.isPending || begin.isPending}
        error={error}
        errorAction={
          planLimit && (
            <p className="text-sm" data-testid="plan-limit-way-up">
              <Link
                to={me.policies.manageSettings ? "/dashboard/settings" : "/pricing"}
                className="font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
              >
                {me.policies.manageSettings ? t("start.upgrade") : t("start.comparePlans")}
              </Link>
            </p>
          )
        }
        consent={<ConsentTerms terms={terms.data} organization={me.organization?.name ?? null} agreed={agreed} onAgreedChange={setAgreed} />}
        agreed={agreed}
        onContinue={(r) => open(r.sex === undefined && r.age === undefined ? undefined : r)}
        onSkip={() => open(undefined)}
      />
    </div>
  );
}
