import { useState, type Ref } from "react";
import type { TSandboxScore } from "../../../../contracts/testing.ts";
import { QualityNote } from "../../../components/results/OverviewTab.tsx";
import { ResultSections } from "../../../components/results/ResultSections.tsx";
import { availableTabs, designedOf, normedDisplay, selectedTab } from "../../../components/results/results-view.ts";
import { NormedDisplayProvider } from "../../../components/results/score-display.tsx";
import { useTestingT } from "./i18n.ts";

/** A test run's score, headed as a test run, in the results pages' sections and words (no share, report or analysis links: nothing was saved). */
export function TestRunResult({ run, headingRef }: { run: TSandboxScore; headingRef: Ref<HTMLHeadingElement> }) {
  const t = useTestingT();
  const score = run.score;
  const tabs = availableTabs({ ...score, designed: designedOf(score) });
  const [tab, setTab] = useState<string | null>(null);
  return (
    <NormedDisplayProvider value={normedDisplay(score)}>
      <section aria-labelledby="test-run-result" data-testid="test-run-result" className="space-y-4">
        <div>
          <h2 id="test-run-result" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none dark:text-white">
            {t("result.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("result.subtitle", { name: run.name })}</p>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t("result.noTimes")}</p>
        </div>
        <QualityNote score={score} />
        <ResultSections score={score} tabs={tabs} tab={selectedTab(tab, tabs)} onTabChange={setTab} printing={false} riskAnalysisPath={null} />
      </section>
    </NormedDisplayProvider>
  );
}
