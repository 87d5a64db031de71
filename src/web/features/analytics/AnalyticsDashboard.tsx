import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Card } from "../../components/Card.tsx";
import { chartQueryState } from "../../components/charts/index.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/Tabs.tsx";
import { assessmentTypesKey, fetchAssessmentTypes } from "./data/analytics-api.ts";
import { ALL_FILTERS, requestFilters, type FilterChoices, type FilterSelection } from "./data/filters.ts";
import { useInsights, useOrganizationProfile } from "./data/use-analytics.ts";
import { useAnalyticsT } from "./i18n.ts";
import { AdverseImpactPanel } from "./panels/AdverseImpactPanel.tsx";
import { AnalyticsKpis } from "./panels/AnalyticsKpis.tsx";
import { BenchmarkPanel } from "./panels/BenchmarkPanel.tsx";
import { DepartmentHeatmapPanel } from "./panels/DepartmentHeatmapPanel.tsx";
import { InsightList } from "./panels/InsightList.tsx";
import { EngagementPanel, PredictivePanel, QualityPanel } from "./panels/MonthsPanels.tsx";
import { PatternsPanel } from "./panels/PatternsPanel.tsx";
import { StatisticsPanel } from "./panels/StatisticsPanel.tsx";
import { TeamPanel } from "./panels/TeamPanel.tsx";
import { TraitDistributionPanel } from "./panels/TraitDistributionPanel.tsx";
import { AnalyticsFrame } from "./ui/AnalyticsFrame.tsx";
import { FilterPanel } from "./ui/FilterPanel.tsx";
import { useRangeParam } from "./ui/use-range-param.ts";

type Section = "overview" | "performance" | "trends" | "insights";

const PANELS: Record<Section, readonly string[]> = {
  overview: ["kpis", "traits", "benchmark", "patterns", "engagement", "statistics", "predictive", "insights", "departments", "quality"],
  performance: ["kpis", "quality", "patterns", "statistics"],
  trends: ["engagement", "predictive", "traits", "benchmark"],
  insights: ["insights", "departments", "groups"],
};

/** Spec §2 Analytics Dashboard: filters, date range, KPIs and the charts of one section (the overview shows them all). */
function AnalyticsDashboard({ section }: { section: Section }) {
  const t = useAnalyticsT();
  const [range, setRange] = useRangeParam("last90");
  const [choices, setChoices] = useState<FilterChoices>(ALL_FILTERS);
  const filters = useMemo(() => requestFilters(choices, range), [choices, range]);
  // the date range and the other filters are applied together, by the filter panel's Apply
  const apply = (next: FilterSelection) => {
    setChoices({ industry: next.industry, assessmentType: next.assessmentType, department: next.department });
    if (next.dateRange.start !== range.start || next.dateRange.end !== range.end) setRange(next.dateRange);
  };
  const query = useInsights(filters);
  const profile = useOrganizationProfile();
  const types = useQuery({ queryKey: assessmentTypesKey, queryFn: ({ signal }) => fetchAssessmentTypes(signal), staleTime: 10 * 60_000 });
  const data = query.data;
  const state = chartQueryState(query);
  const show = (panel: string) => PANELS[section].includes(panel);

  const controls = <FilterPanel value={filters} onApply={apply} defaultPreset="last90" options={{ types: types.data ?? [], departments: profile.data?.departments ?? [] }} />;

  return (
    <AnalyticsFrame controls={controls}>
      {show("kpis") && data && <AnalyticsKpis analytics={data.analytics} />}
      <div className="grid gap-6 lg:grid-cols-2">
        {show("traits") && <TraitDistributionPanel distribution={data?.distribution} state={state} />}
        {show("benchmark") && <BenchmarkPanel benchmarking={data?.distribution} state={state} />}
        {show("patterns") && <PatternsPanel patterns={data?.patterns} state={state} />}
        {show("engagement") && <EngagementPanel months={data?.months} range={data?.dateRange} state={state} />}
        {show("quality") && (
          <QualityPanel months={data?.months} benchmark={data?.qualityBenchmark} range={data?.dateRange} minGroupSize={data?.privacy.minGroupSize} state={state} />
        )}
        {show("predictive") && <PredictivePanel predictive={data?.predictive} accuracy={data?.analytics.predictiveAccuracy} state={state} />}
        {show("statistics") && <StatisticsPanel statistics={data?.statistics} range={data?.dateRange} state={state} />}
        {show("departments") && <DepartmentHeatmapPanel departments={data?.departments} state={state} />}
      </div>
      {show("insights") && data && (
        <Card title={t("insights.title")} description={t("insights.subtitle")}>
          <InsightList insights={data.insights} />
        </Card>
      )}
      {show("groups") && <GroupTools />}
    </AnalyticsFrame>
  );
}

/** Team composition and adverse impact, as tabs. */
function GroupTools() {
  const t = useAnalyticsT();
  const [tab, setTab] = useState("team");
  const tabClass =
    "border-b-2 px-3 py-2 text-sm font-medium data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700 data-[state=inactive]:border-transparent data-[state=inactive]:text-slate-500 dark:data-[state=inactive]:text-slate-400 dark:data-[state=active]:text-indigo-300";
  return (
    <Card>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList label={t("groups.label")} className="mb-4 flex gap-1 border-b border-slate-200 dark:border-slate-800">
          <TabsTrigger value="team" className={tabClass}>
            {t("groups.team")}
          </TabsTrigger>
          <TabsTrigger value="adverse" className={tabClass}>
            {t("groups.adverse")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="team">
          <TeamPanel />
        </TabsContent>
        <TabsContent value="adverse">
          <AdverseImpactPanel />
        </TabsContent>
      </Tabs>
    </Card>
  );
}

/** /dashboard/analytics */
export const AnalyticsOverviewPage = () => <AnalyticsDashboard section="overview" />;
/** /dashboard/analytics/performance */
export const AnalyticsPerformancePage = () => <AnalyticsDashboard section="performance" />;
/** /dashboard/analytics/trends */
export const AnalyticsTrendsPage = () => <AnalyticsDashboard section="trends" />;
/** /dashboard/analytics/insights (also reached from /analytics/insights) */
export const AnalyticsInsightsPage = () => <AnalyticsDashboard section="insights" />;
