import { useState } from "react";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { REVENUE_RANGES, type RevenueRange } from "../../../domain/business/revenue.ts";
import { Card } from "../../components/Card.tsx";
import { ChartCard } from "../../components/charts/index.ts";
import { SimulatedBadge } from "./SimulatedBadge.tsx";
import { useRevenueOverview } from "./ceo-api.ts";
import { axisDate, signedPercent, usd } from "./format.ts";
import { useCeoT } from "./i18n.ts";
import { SegmentedSwitch } from "./SegmentedSwitch.tsx";

/** Spec 1 "Revenue overview": Week/Month/Year (month first) with total, average and growth, and the buckets as bars. */
export function RevenueOverview() {
  const t = useCeoT();
  const [range, setRange] = useState<RevenueRange>("month");
  const query = useRevenueOverview(range);
  const data = query.data;
  const unit = range === "year" ? "month" : "day";
  const rows = (data?.series ?? []).map((b) => ({ label: axisDate(unit === "day" ? b.start : b.end, unit), revenue: b.revenueCents / 100 }));
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t("revenue.title")}</h2>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{t("revenue.subtitle")}</p>
        </div>
        <div className="flex items-center gap-3">
          {data?.source === "simulated" && <SimulatedBadge />}
          <SegmentedSwitch<RevenueRange>
            label={t("revenue.rangeLabel")}
            options={REVENUE_RANGES.map((r) => ({ value: r, label: t(`revenue.range.${r}`) }))}
            value={range}
            onChange={setRange}
          />
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Figure label={t("revenue.total")} value={data ? usd(data.totalCents) : null} />
        <Figure label={data ? t(`revenue.average.${data.averagePer}`) : t("revenue.average.day")} value={data ? usd(data.averageCents) : null} />
        <Figure
          label={t("revenue.growth")}
          value={data ? (data.growthPercent === null ? t("revenue.noGrowth") : signedPercent(data.growthPercent)) : null}
          hint={
            data
              ? data.growthPercent === null
                ? t("revenue.noGrowthHint", { range: t(`revenue.rangeWord.${range}`) })
                : t("revenue.growthHint", { range: t(`revenue.rangeWord.${range}`), previous: usd(data.previousTotalCents) })
              : undefined
          }
        />
      </dl>
      <ChartCard
        className="mt-5"
        title={t("revenue.chartTitle", { bucket: t(`revenue.bucket.${unit}`) })}
        loading={query.isPending}
        error={query.error ?? undefined}
        onRetry={() => void query.refetch()}
        empty={data !== undefined && data.totalCents === 0}
        emptyMessage={t("revenue.empty")}
        badge={data?.source === "simulated" ? "simulated" : undefined}
        data={{ rows: rows.map((r) => ({ [t("revenue.chartTitle", { bucket: t(`revenue.bucket.${unit}`) })]: r.label, [t("revenue.revenueSeries")]: r.revenue })) }}
        height={220}
      >
        {(size) => (
          <BarChart width={Math.max(200, size.width - 8)} height={size.height} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} vertical={false} />
            <XAxis dataKey="label" fontSize={11} stroke="currentColor" minTickGap={16} />
            <YAxis fontSize={11} stroke="currentColor" width={64} tickFormatter={(v: number) => usd(v * 100)} />
            <Tooltip formatter={(v) => usd(Number(v) * 100)} />
            <Bar dataKey="revenue" name={t("revenue.revenueSeries")} fill="#6366f1" isAnimationActive={false} />
          </BarChart>
        )}
      </ChartCard>
    </Card>
  );
}

function Figure({ label, value, hint }: { label: string; value: string | null; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 h-8 text-2xl font-semibold tabular-nums text-slate-900 dark:text-white">
        {value ?? <span className="block h-7 w-24 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />}
      </dd>
      {hint && <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</dd>}
    </div>
  );
}
