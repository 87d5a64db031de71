import type { ReactNode } from "react";
import type { ScoreResult } from "../../../domain/psychometrics/result-types.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../Tabs.tsx";
import { CompetencyTab, DesignTab } from "./DesignedTabs.tsx";
import { ExecutiveTab } from "./ExecutiveTab.tsx";
import { FacetsTab } from "./FacetsTab.tsx";
import { useResultsT } from "./i18n.ts";
import { OverviewTab } from "./OverviewTab.tsx";
import { RegulationTab } from "./RegulationTab.tsx";
import { designedOf, type ResultTab, type ResultTabId } from "./results-view.ts";
import { RiskTab } from "./RiskTab.tsx";

const tabClass =
  "-mb-px inline-flex items-center border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700 data-[state=inactive]:border-transparent data-[state=inactive]:text-slate-500 data-[state=inactive]:hover:border-slate-300 data-[state=inactive]:hover:text-slate-800 dark:data-[state=active]:border-indigo-400 dark:data-[state=active]:text-indigo-300 dark:data-[state=inactive]:text-slate-400 dark:data-[state=inactive]:hover:text-white";

export interface ResultSectionsProps {
  score: ScoreResult;
  /** The tabs the score has data for (availableTabs), and the one shown. */
  tabs: readonly ResultTab[];
  tab: ResultTabId;
  onTabChange(id: string): void;
  /** Every tab stacked, charts at page width (printing). */
  printing: boolean;
  /** Where the 30 Facets tab links for the facet analysis (none: no link). */
  facetAnalysisHref?: string;
  /** Where the Risks tab links for the dark-side analysis (null: no link). */
  riskAnalysisPath: string | null;
}

/** A score's result sections as tabs (spec §2: a designed type's own tab, then Overview, 30 Facets, Regulation, Executive, Risks): the results pages and the testing sandbox show the same. */
export function ResultSections({ score, tabs, tab, onTabChange, printing, facetAnalysisHref, riskAnalysisPath }: ResultSectionsProps) {
  const t = useResultsT();
  const designed = designedOf(score);
  const panel = (id: ResultTabId): ReactNode => {
    switch (id) {
      case "competency":
        return designed ? <CompetencyTab designed={designed} printing={printing} /> : null;
      case "design":
        return designed ? <DesignTab designed={designed} /> : null;
      case "overview":
        return <OverviewTab score={score} />;
      case "facets":
        return <FacetsTab score={score} analysisHref={facetAnalysisHref} />;
      case "regulation":
        return score.emotionalRegulation ? <RegulationTab profile={score.emotionalRegulation} /> : null;
      case "executive":
        return score.executiveProfile ? <ExecutiveTab profile={score.executiveProfile} printing={printing} /> : null;
      case "risks":
        return <RiskTab score={score} printing={printing} analysisPath={riskAnalysisPath} />;
    }
  };
  return (
    <Tabs value={tab} onValueChange={onTabChange}>
      <div className="overflow-x-auto border-b border-slate-200 dark:border-slate-800 print:hidden" data-print="hide">
        <TabsList label={t("header.sections")} className="flex gap-1">
          {tabs.map((x) => (
            <TabsTrigger key={x.id} value={x.id} className={tabClass}>
              {x.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {tabs.map((x) => (
        <TabsContent key={x.id} value={x.id} forceMount={printing} className="pt-5 outline-none">
          <section data-print={printing ? "section" : undefined} aria-label={printing ? x.label : undefined}>
            {printing && <h2 className="mb-4 text-xl font-semibold text-slate-900">{x.label}</h2>}
            {panel(x.id)}
          </section>
        </TabsContent>
      ))}
    </Tabs>
  );
}
