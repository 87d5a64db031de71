import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { Trans } from "../../lib/trans.tsx";
import { useSearchParams } from "react-router";
import type { TResults } from "../../../contracts/assessments.ts";
import { secondaryButtonClass } from "../../components/buttons.ts";
import { Icon } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { errorMessage } from "../../lib/api.ts";
import { loadExecutiveChart } from "../../components/results/ExecutiveTab.tsx";
import { facetAnalysisPath } from "./facet-analysis.ts";
import { useResultsT } from "../../components/results/i18n.ts";
import { QualityNote } from "../../components/results/OverviewTab.tsx";
import { resultNotes } from "../../components/results/content.ts";
import "./print.css";
import { fetchReportPdf } from "./results-api.ts";
import { availableTabs, designedOf, longDate, normedDisplay, reportFileName, resultCoverage, selectedTab } from "../../components/results/results-view.ts";
import { NormedDisplayProvider } from "../../components/results/score-display.tsx";
import { ResultSections } from "../../components/results/ResultSections.tsx";
import { ShareDialog } from "./ShareDialog.tsx";
import { saveBlob } from "../../lib/download.ts";

/**
 * True while the page is being printed: every tab is rendered stacked, the dark theme is lifted so the
 * paper gets dark text on white, and charts render at page width.
 */
function usePrinting(): [boolean, (on: boolean) => void] {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    let hadDark = false;
    const before = () => {
      hadDark = document.documentElement.classList.contains("dark");
      if (hadDark) document.documentElement.classList.remove("dark");
      flushSync(() => setPrinting(true));
    };
    const after = () => {
      if (hadDark) document.documentElement.classList.add("dark");
      hadDark = false;
      setPrinting(false);
    };
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    return () => {
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
    };
  }, []);
  return [printing, setPrinting];
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

export interface ResultsViewProps {
  results: TResults;
  /** Shared links are read-only: no Share or Generate Report. */
  readOnly: boolean;
}

/** Spec §2 Results dashboard: header with Print, Share and Generate Report, and the tabs the score has data for. */
export function ResultsView({ results, readOnly }: ResultsViewProps) {
  const { response, score, policies } = results;
  const t = useResultsT();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const designed = designedOf(score);
  const tabs = availableTabs({ ...score, designed });
  const coverage = resultCoverage(score);
  const tab = selectedTab(params.get("tab"), tabs);
  const [printing, setPrinting] = usePrinting();
  const [shareOpen, setShareOpen] = useState(false);
  const [reportBusy, setReportBusy] = useState(false);
  const hasExecutive = tabs.some((t) => t.id === "executive");

  // The chart chunk (recharts) is fetched once the page is idle, so printing from the browser menu finds it ready.
  useEffect(() => {
    if (!hasExecutive) return;
    const id = setTimeout(() => void loadExecutiveChart(), 1500);
    return () => clearTimeout(id);
  }, [hasExecutive]);

  const setTab = (id: string) => {
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id === tabs[0]?.id) next.delete("tab");
        else next.set("tab", id);
        return next;
      },
      { replace: true },
    );
  };

  const print = async () => {
    setPrinting(true);
    if (hasExecutive) await loadExecutiveChart();
    await nextFrame();
    await nextFrame();
    window.print();
  };

  const downloadReport = async () => {
    setReportBusy(true);
    try {
      const blob = await fetchReportPdf(response.id);
      saveBlob(blob, reportFileName(response.title, response.completedAt));
    } catch (error) {
      toast.show(t("header.reportFailed", { message: errorMessage(error) }), "error");
    } finally {
      setReportBusy(false);
    }
  };

  // A shared link shows the taker's name, never their email address.
  const userName = response.user.name.trim() || (readOnly ? "" : response.user.email);
  return (
    <NormedDisplayProvider value={normedDisplay(score)}>
      <div className="mx-auto max-w-6xl space-y-5" data-testid="results">
        <section
          aria-labelledby="results-title"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900 print:border-0 print:p-0 print:shadow-none"
        >
          <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
            <div className="min-w-0">
              <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">{t("header.eyebrow")}</p>
              <h2 id="results-title" className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
                {response.title}
              </h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {userName && (
                  <>
                    <span data-testid="results-user">{userName}</span> ·{" "}
                  </>
                )}
                <Trans t={t} i18nKey="header.completed" values={{ date: longDate(response.completedAt) }} components={{ time: <time dateTime={response.completedAt} /> }} />
              </p>
            </div>
            <div className="flex flex-wrap gap-2 print:hidden" data-print="hide">
              <button type="button" onClick={() => void print()} className={secondaryButtonClass}>
                <Icon name="printer" className="h-4 w-4" />
                {t("header.print")}
              </button>
              {!readOnly && policies.share && (
                <button type="button" onClick={() => setShareOpen(true)} className={secondaryButtonClass}>
                  <Icon name="share" className="h-4 w-4" />
                  {t("header.share")}
                </button>
              )}
              {!readOnly && policies.report && (
                <button type="button" onClick={() => void downloadReport()} disabled={reportBusy} className={secondaryButtonClass} aria-busy={reportBusy}>
                  {reportBusy ? <Spinner className="h-4 w-4" /> : <Icon name="download" className="h-4 w-4" />}
                  {reportBusy ? t("header.generating") : t("header.generateReport")}
                </button>
              )}
            </div>
          </div>
        </section>

        <QualityNote score={score} />

        <ResultSections
          score={score}
          tabs={tabs}
          tab={tab}
          onTabChange={setTab}
          printing={printing}
          facetAnalysisHref={readOnly ? undefined : facetAnalysisPath(response.id)}
          riskAnalysisPath={readOnly || !response.assessmentId ? null : `/dashboard/assessments/${encodeURIComponent(response.assessmentId)}/dark-side`}
        />

        <details
          className="rounded-2xl border border-slate-200 bg-white px-5 py-4 text-sm shadow-sm dark:border-slate-800 dark:bg-slate-900 print:border-0 print:shadow-none"
          open={printing || undefined}
        >
          <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">{t("howMade.title")}</summary>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-600 dark:text-slate-400">
            {resultNotes(score).map((n) => (
              <li key={n}>{n}</li>
            ))}
            <li>
              {t(coverage.assessed ? "howMade.assessedCoverage" : "howMade.coverage", {
                context: coverage.coverage.band,
                percent: Math.round(coverage.coverage.percent),
                covered: coverage.coverage.covered,
                total: coverage.coverage.total,
              })}
            </li>
          </ul>
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-xs text-slate-500 sm:grid-cols-[auto_1fr] dark:text-slate-400">
            <dt className="font-medium">{t("howMade.itemBanks")}</dt>
            <dd className="break-all">{score.scoringRules.itemBankVersion}</dd>
            <dt className="font-medium">{t("howMade.keys")}</dt>
            <dd>{score.scoringRules.keyVersion}</dd>
            <dt className="font-medium">{t("howMade.norms")}</dt>
            <dd className="break-all">{score.scoringRules.normVersion}</dd>
          </dl>
        </details>

        {!readOnly && policies.share && <ShareDialog responseId={response.id} open={shareOpen} onClose={() => setShareOpen(false)} />}
      </div>
    </NormedDisplayProvider>
  );
}
