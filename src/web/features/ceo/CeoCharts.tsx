import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import type { TCeoDashboard } from "../../../contracts/business.ts";
import { ChartCard } from "../../components/charts/index.ts";
import { axisDate, usd } from "./format.ts";
import { useCeoT } from "./i18n.ts";

/** Spec 1's CEO charts: revenue vs target by month, and weekly customers vs churn. */
export function CeoCharts({ data, refresh, refreshing }: { data: TCeoDashboard; refresh(): void; refreshing: boolean }) {
  const t = useCeoT();
  const badge = data.source === "simulated" ? "simulated" : undefined;
  const months = data.revenueVsTarget.map((m) => ({ label: axisDate(`${m.month}-01T00:00:00Z`, "month"), revenue: m.revenueCents / 100, target: m.targetCents / 100 }));
  const weeks = data.customersVsChurn.map((w) => ({ label: axisDate(w.end, "day"), customers: w.customers, churned: w.churned, newCustomers: w.newCustomers }));
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
      <ChartCard
        title={t("charts.revenueVsTarget")}
        subtitle={t("charts.revenueVsTargetSubtitle")}
        badge={badge}
        empty={data.revenueVsTarget.every((m) => m.revenueCents === 0)}
        emptyMessage={t("charts.noRevenue")}
        onRefresh={refresh}
        refreshing={refreshing}
        data={{ rows: months.map((m) => ({ month: m.label, [t("charts.revenue")]: m.revenue, [t("charts.target")]: m.target })) }}
        height={240}
      >
        {(size) => (
          <ComposedChart width={Math.max(200, size.width - 8)} height={size.height} data={months} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} vertical={false} />
            <XAxis dataKey="label" fontSize={11} stroke="currentColor" minTickGap={12} />
            <YAxis fontSize={11} stroke="currentColor" width={64} tickFormatter={(v: number) => usd(v * 100)} />
            <Tooltip formatter={(v) => usd(Number(v) * 100)} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="revenue" name={t("charts.revenue")} fill="#6366f1" isAnimationActive={false} />
            <Line type="linear" dataKey="target" name={t("charts.target")} stroke="#f59e0b" strokeDasharray="6 4" dot={false} isAnimationActive={false} />
          </ComposedChart>
        )}
      </ChartCard>
      <ChartCard
        title={t("charts.customersVsChurn")}
        subtitle={t("charts.customersVsChurnSubtitle")}
        badge={badge}
        empty={data.customersVsChurn.every((w) => w.customers === 0 && w.churned === 0)}
        emptyMessage={t("charts.noCustomers")}
        onRefresh={refresh}
        refreshing={refreshing}
        data={{ rows: weeks.map((w) => ({ week: w.label, [t("charts.customers")]: w.customers, [t("charts.churned")]: w.churned, [t("charts.newCustomers")]: w.newCustomers })) }}
        height={240}
      >
        {(size) => (
          <ComposedChart width={Math.max(200, size.width - 8)} height={size.height} data={weeks} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} vertical={false} />
            <XAxis dataKey="label" fontSize={11} stroke="currentColor" minTickGap={12} />
            <YAxis fontSize={11} stroke="currentColor" width={40} allowDecimals={false} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line type="linear" dataKey="customers" name={t("charts.customers")} stroke="#6366f1" dot={{ r: 2 }} isAnimationActive={false} />
            <Bar dataKey="churned" name={t("charts.churned")} fill="#ef4444" isAnimationActive={false} />
            <Bar dataKey="newCustomers" name={t("charts.newCustomers")} fill="#10b981" isAnimationActive={false} />
          </ComposedChart>
        )}
      </ChartCard>
    </div>
  );
}
