import { Trans } from "../../../lib/trans.tsx";
import { Link, useParams, useSearchParams } from "react-router";
import type { TComparison } from "../../../../contracts/feedback360.ts";
import { secondaryButtonClass } from "../../../components/buttons.ts";
import { Card } from "../../../components/Card.tsx";
import { Icon } from "../../../components/Icon.tsx";
import { LoadFailedPanel, PanelMessage } from "../../../components/PanelMessage.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/Tabs.tsx";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { fetchReportPdf } from "../feedback360-api.ts";
import { useReview360T } from "../i18n.ts";
import { projectPath } from "../links.ts";
import { dayLabel } from "../project-dates.ts";
import { ProjectStatus } from "../project/ProjectStatus.tsx";
import { fileSafe, LoadingLine, useDownload } from "../ui.tsx";
import { useComparison } from "../use-feedback360.ts";
import { CountsTable } from "./CountsTable.tsx";
import { FeedbackTab } from "./FeedbackTab.tsx";
import { OverviewTab } from "./OverviewTab.tsx";
import { TraitAnalysisTab } from "./TraitAnalysisTab.tsx";
import { OverallProgress } from "../project/OverallProgress.tsx";

const TABS = ["overview", "traits", "feedback"] as const;
type TabId = (typeof TABS)[number];

const tabClass =
  "-mb-px inline-flex items-center border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700 data-[state=inactive]:border-transparent data-[state=inactive]:text-slate-500 data-[state=inactive]:hover:border-slate-300 data-[state=inactive]:hover:text-slate-800 dark:data-[state=active]:border-indigo-400 dark:data-[state=active]:text-indigo-300 dark:data-[state=inactive]:text-slate-400 dark:data-[state=inactive]:hover:text-white";

function BackLink({ projectId }: { projectId: string }) {
  const t = useReview360T();
  return (
    <Link to={projectPath(projectId)} className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300">
      <Icon name="arrow-left" className="h-4 w-4" /> {t("comparison.back")}
    </Link>
  );
}

function Header({ c }: { c: TComparison }) {
  const t = useReview360T();
  const download = useDownload((message) => t("comparison.downloadFailed", { message }));
  return (
    <section aria-labelledby="comparison-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">{t("comparison.title")}</p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <h2 id="comparison-title" className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
              {c.project.title}
            </h2>
            <ProjectStatus project={c.project} />
          </div>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            <Trans
              t={t}
              i18nKey="project.subjectLine"
              values={{ subject: c.project.subject.name, organization: c.project.organizationName }}
              components={{ b: <span className="font-semibold text-slate-900 dark:text-white" /> }}
            />
            {" · "}
            {c.project.closedAt ? t("project.closedOn", { date: dayLabel(c.project.closedAt) }) : `${t("project.deadline")}: ${dayLabel(c.project.deadline)}`}
          </p>
        </div>
        {c.released && c.policies.downloadReport && (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={download.busy}
            onClick={() =>
              void download.run(
                () => fetchReportPdf(c.project.id),
                `360-feedback-${fileSafe(c.project.subject.name)}-${(c.project.closedAt ?? c.project.deadline).slice(0, 10)}.pdf`,
              )
            }
          >
            {download.busy ? <Spinner className="h-4 w-4" /> : <Icon name="download" className="h-4 w-4" />}
            {download.busy ? t("comparison.downloading") : t("comparison.downloadPdf")}
          </button>
        )}
      </div>
      <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300" data-testid="scale-note">
        {t("comparison.scaleNote")}
      </p>
    </section>
  );
}

/** Before the project closes: why there is nothing yet, and the counts per group (the subject: overall progress only). */
function NotReleased({ c }: { c: TComparison }) {
  const t = useReview360T();
  return (
    <Card>
      <div role="status">
        <PanelMessage icon="clock" title={t("comparison.notReleasedTitle")}>
          <p>{t("comparison.notReleasedBody")}</p>
        </PanelMessage>
      </div>
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
        <span className="font-medium text-slate-900 dark:text-white">{t("progress.self")}: </span>
        {c.self.available ? t("progress.selfCompleted", { date: dayLabel(c.self.completedAt) }) : t("progress.selfPending")}
      </p>
      {c.counts ? <CountsTable counts={c.counts} /> : <OverallProgress progress={c.progress} minimum={c.project.minGroupSize} />}
    </Card>
  );
}

/** The released comparison (spec 2 §2.12): Overview, Trait Analysis and Written Feedback, the tab kept in the address. */
export function ComparisonView({ c }: { c: TComparison }) {
  const t = useReview360T();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: TabId = TABS.includes(requested as TabId) ? (requested as TabId) : "overview";
  const setTab = (id: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id === "overview") next.delete("tab");
        else next.set("tab", id);
        return next;
      },
      { replace: true },
    );
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList label={t("comparison.tabs")} className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
        {TABS.map((id) => (
          <TabsTrigger key={id} value={id} className={tabClass}>
            {t(`comparison.tab.${id}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {!c.self.available && (
        <p role="note" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          {t("comparison.noSelf")}
        </p>
      )}
      <TabsContent value="overview" className="mt-5 focus-visible:outline-none">
        <OverviewTab c={c} />
      </TabsContent>
      <TabsContent value="traits" className="mt-5 focus-visible:outline-none">
        <TraitAnalysisTab c={c} />
      </TabsContent>
      <TabsContent value="feedback" className="mt-5 focus-visible:outline-none">
        <FeedbackTab feedback={c.feedback} />
      </TabsContent>
    </Tabs>
  );
}

/** /dashboard/360-review/:projectId/comparison */
export function ComparisonPage() {
  const { projectId = "" } = useParams();
  const t = useReview360T();
  const comparison = useComparison(projectId);
  useDocumentTitle(comparison.data ? `${t("comparison.title")}: ${comparison.data.project.title}` : t("comparison.title"));

  if (comparison.isPending) return <LoadingLine label={t("comparison.loading")} />;
  if (comparison.isError) {
    const gone = comparison.error instanceof ApiError && (comparison.error.statusCode === 404 || comparison.error.statusCode === 403);
    return (
      <div className="mx-auto max-w-6xl space-y-4">
        <BackLink projectId={projectId} />
        {gone ? (
          <PanelMessage icon="search" title={t("comparison.loadFailed")}>
            <p>{t("project.notFound")}</p>
          </PanelMessage>
        ) : (
          <LoadFailedPanel
            title={t("comparison.loadFailed")}
            message={errorMessage(comparison.error)}
            retrying={comparison.isFetching}
            onRetry={() => void comparison.refetch()}
            buttonClassName={secondaryButtonClass}
          />
        )}
      </div>
    );
  }
  const c = comparison.data;
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <BackLink projectId={projectId} />
      <Header c={c} />
      {c.released ? <ComparisonView c={c} /> : <NotReleased c={c} />}
    </div>
  );
}
