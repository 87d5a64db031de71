import type { ReactNode } from "react";
import { Trans } from "../../lib/trans.tsx";
import { Link, useParams, useSearchParams } from "react-router";
import type { TDarkSideReport } from "../../../contracts/dark-side.ts";
import { ZBasisField } from "../../../contracts/dark-side.ts";
import { secondaryButtonClass } from "../../components/buttons.ts";
import { Icon } from "../../components/Icon.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/Tabs.tsx";
import { useT } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { DARK_SIDE_TABS, isNoAnalysis, loadErrorMessage, resultsPath, selectedTab, type DarkSideTab } from "./dark-side-view.ts";
import { basisText } from "./dark-side-words.ts";
import { useDarkSideT } from "./i18n.ts";
import { InterventionsPanel } from "./InterventionsPanel.tsx";
import { OverviewPanel } from "./OverviewPanel.tsx";
import { StressPanel } from "./StressPanel.tsx";
import { TraitsPanel } from "./TraitsPanel.tsx";
import { useDarkSideAnalysis } from "./use-dark-side.ts";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";

const tabClass =
  "-mb-px inline-flex items-center border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700 data-[state=inactive]:border-transparent data-[state=inactive]:text-slate-500 data-[state=inactive]:hover:border-slate-300 data-[state=inactive]:hover:text-slate-800 dark:data-[state=active]:border-indigo-400 dark:data-[state=active]:text-indigo-300 dark:data-[state=inactive]:text-slate-400 dark:data-[state=inactive]:hover:text-white";

const block = "animate-pulse rounded-xl bg-slate-200 motion-reduce:animate-none dark:bg-slate-800";

/** Spec §2 loading skeleton: the header, four cards and two panels, as grey shapes. */
function LoadingSkeleton() {
  const t = useDarkSideT();
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-6xl space-y-5" data-testid="dark-side-loading">
      <span className="sr-only">{t("page.loading")}</span>
      <div className={`h-24 ${block}`} />
      <div className={`h-10 w-2/3 ${block}`} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`h-24 ${block}`} />
        ))}
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <div className={`h-56 ${block}`} />
        <div className={`h-56 ${block}`} />
      </div>
    </div>
  );
}

/** How each figure was made (the server's basis), folded away under the tabs. */
export function Basis({ report }: { report: TDarkSideReport }) {
  const t = useDarkSideT();
  return (
    <details className="rounded-2xl border border-slate-200 bg-white px-5 py-4 text-sm shadow-sm dark:border-slate-800 dark:bg-slate-900" data-testid="basis">
      <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">{t("basis.title")}</summary>
      <dl className="mt-3 space-y-2">
        {ZBasisField.options.map((field) => (
          <div key={field}>
            <dt className="font-medium text-slate-800 dark:text-slate-200">{t(`basis.field.${field}`)}</dt>
            <dd className="text-slate-600 dark:text-slate-400">{basisText(field, report.basis)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function Analysis({ report }: { report: TDarkSideReport }) {
  const t = useDarkSideT();
  const [params, setParams] = useSearchParams();
  const tab = selectedTab(params.get("tab"));
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
  const panel = (id: DarkSideTab): ReactNode => {
    switch (id) {
      case "overview":
        return <OverviewPanel report={report} />;
      case "traits":
        return <TraitsPanel report={report} />;
      case "stress":
        return <StressPanel report={report} />;
      case "interventions":
        return <InterventionsPanel report={report} />;
    }
  };
  const { assessment } = report;
  const date = new Date(assessment.completedAt).toLocaleDateString(displayLocale(), { timeZone: displayTimeZone(), day: "numeric", month: "long", year: "numeric" });
  return (
    <div className="mx-auto max-w-6xl space-y-5" data-testid="dark-side">
      <section aria-labelledby="dark-side-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">{t("page.eyebrow")}</p>
            <h2 id="dark-side-title" className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
              {assessment.title}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              <Trans t={t} i18nKey="page.subject" values={{ name: assessment.user.name, date }} components={{ time: <time dateTime={assessment.completedAt} /> }} />
            </p>
          </div>
          <Link to={resultsPath(assessment.responseId)} className={secondaryButtonClass}>
            <Icon name="arrow-left" className="h-4 w-4" />
            {t("page.backToResults")}
          </Link>
        </div>
        <p
          className="mt-4 flex gap-2 rounded-xl bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900 ring-1 ring-amber-600/20 ring-inset dark:bg-amber-500/10 dark:text-amber-100 dark:ring-amber-400/20"
          data-testid="interpretation-note"
        >
          <Icon name="alert" className="mt-0.5 h-4 w-4 shrink-0" />
          {t("page.interpretation")}
        </p>
      </section>

      <Tabs value={tab} onValueChange={setTab}>
        <div className="overflow-x-auto border-b border-slate-200 dark:border-slate-800">
          <TabsList label={t("page.sections")} className="flex gap-1">
            {DARK_SIDE_TABS.map((id) => (
              <TabsTrigger key={id} value={id} className={tabClass}>
                {t(`tabs.${id}`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {DARK_SIDE_TABS.map((id) => (
          <TabsContent key={id} value={id} className="pt-5 outline-none">
            {panel(id)}
          </TabsContent>
        ))}
      </Tabs>

      <Basis report={report} />
    </div>
  );
}

/** /dashboard/assessments/:assessmentId/dark-side — spec §2 dark-side analysis dashboard: loading, error, empty, or four tabs. */
export function DarkSidePage() {
  const { assessmentId = "" } = useParams();
  const analysis = useDarkSideAnalysis(assessmentId);
  const t = useDarkSideT();
  const common = useT("common");
  useDocumentTitle(analysis.data ? t("page.documentTitle", { title: analysis.data.assessment.title }) : t("page.defaultTitle"));

  if (analysis.isPending) return <LoadingSkeleton />;
  if (analysis.isError) {
    if (isNoAnalysis(analysis.error))
      return (
        <div
          className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/60"
          data-testid="dark-side-empty"
        >
          <Icon name="inbox" className="mx-auto h-8 w-8 text-slate-400" />
          <p className="mt-3 text-sm font-medium text-slate-700 dark:text-slate-300">{t("page.empty")}</p>
        </div>
      );
    return (
      <div
        role="alert"
        className="mx-auto max-w-xl rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
        data-testid="dark-side-error"
      >
        <p className="flex items-start gap-2">
          <Icon name="alert" className="mt-0.5 h-4 w-4 shrink-0" />
          {t("page.error", { message: loadErrorMessage(analysis.error) })}
        </p>
        <button type="button" onClick={() => void analysis.refetch()} className={`${secondaryButtonClass} mt-4`}>
          <Icon name="refresh" className="h-4 w-4" />
          {common("actions.retry")}
        </button>
      </div>
    );
  }
  return <Analysis report={analysis.data} />;
}
