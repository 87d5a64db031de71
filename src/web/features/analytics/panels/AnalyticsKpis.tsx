import { comparisonBasisText } from "../data/basis-text.ts";
import type { TInsights } from "../../../../contracts/analytics.ts";
import { figureText, shownPercent } from "../data/figures.ts";
import { useAnalyticsT } from "../i18n.ts";
import { KpiCard, KpiGrid } from "../ui/KpiCard.tsx";

/** Total Assessments, Unique Participants, Engagement Rate, Industry Rank ("—" with the API's note when unranked). */
export function AnalyticsKpis({ analytics }: { analytics: TInsights["analytics"] }) {
  const t = useAnalyticsT();
  const withheld = t("withheld.notEnough");
  return (
    <KpiGrid>
      <KpiCard testId="kpi-total" label={t("kpi.totalAssessments")} value={String(analytics.totalAssessments)} />
      <KpiCard label={t("kpi.uniqueParticipants")} value={String(analytics.uniqueParticipants)} />
      <KpiCard
        label={t("kpi.engagementRate")}
        value={figureText(shownPercent(analytics.engagementRate), withheld, (v) => t("format.percent", { value: v }))}
        note={analytics.repeatRate === null ? undefined : t("kpi.repeatRate", { value: shownPercent(analytics.repeatRate) })}
      />
      <KpiCard
        label={t("kpi.industryRank")}
        value={analytics.industryRank === null ? t("format.dash") : t("format.rank", { rank: analytics.industryRank })}
        note={comparisonBasisText(analytics.industryRankBasis)}
        period={analytics.industryRank === null ? undefined : t("period.industryRank")}
      />
    </KpiGrid>
  );
}
