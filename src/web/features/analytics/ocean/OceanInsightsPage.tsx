import { useMemo } from "react";
import { Card } from "../../../components/Card.tsx";
import { LoadFailedPanel } from "../../../components/PanelMessage.tsx";
import { LoadingState } from "../../../components/Spinner.tsx";
import { secondaryButtonClass } from "../../../components/buttons.ts";
import { errorMessage } from "../../../lib/api.ts";
import { ALL_FILTERS, requestFilters } from "../data/filters.ts";
import { useInsights } from "../data/use-analytics.ts";
import { useAnalyticsT } from "../i18n.ts";
import { InsightList } from "../panels/InsightList.tsx";
import { AnalyticsFrame } from "../ui/AnalyticsFrame.tsx";
import { DateRangePicker } from "../ui/DateRangePicker.tsx";
import { useRangeParam } from "../ui/use-range-param.ts";

/** OCEAN insights: the API's rule-written insights, with their numbers and n. */
export function OceanInsightsPage() {
  const t = useAnalyticsT();
  const [range, setRange] = useRangeParam("last90");
  const filters = useMemo(() => requestFilters(ALL_FILTERS, range), [range]);
  const query = useInsights(filters);
  return (
    <AnalyticsFrame controls={<DateRangePicker value={range} onChange={setRange} defaultPreset="last90" />}>
      <Card title={t("insights.title")} description={t("insights.subtitle")}>
        {query.isPending ? (
          <LoadingState label={t("insights.loading")} />
        ) : query.error ? (
          <LoadFailedPanel
            title={t("insights.failed")}
            message={errorMessage(query.error)}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
            buttonClassName={secondaryButtonClass}
          />
        ) : (
          <InsightList insights={query.data.insights} />
        )}
      </Card>
    </AnalyticsFrame>
  );
}
