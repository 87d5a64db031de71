import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard } from "../../../components/charts/index.ts";
import { displayLocale, displayTimeZone } from "../../../lib/display-preferences.ts";
import { useExecutiveAlerts } from "./api.ts";
import { useSignalsT } from "./i18n.ts";

const time = (iso: string) => new Date(iso).toLocaleTimeString(displayLocale(), { timeZone: displayTimeZone(), hour: "2-digit", minute: "2-digit", second: "2-digit" });

/**
 * Error rate: the share of API requests answered 5xx per 10 seconds over the operational monitor's window, with
 * spec 3 §9's warning (1 %) and critical (5 %) lines. A 10-second slot without requests is a gap, not a zero.
 */
export function ErrorRateChart() {
  const t = useSignalsT();
  const query = useExecutiveAlerts();
  const data = query.data;
  const points = (data?.errorRate.points ?? []).map((p) => ({ at: p.at, rate: p.requests > 0 ? p.errorRatePercent : null, requests: p.requests }));
  return (
    <ChartCard
      title={t("errorRate.title")}
      subtitle={t("errorRate.subtitle", { warning: data?.errorRate.warningPercent ?? 1, critical: data?.errorRate.criticalPercent ?? 5 })}
      loading={query.isPending}
      error={query.isError ? query.error : undefined}
      onRetry={() => void query.refetch()}
      empty={data !== undefined && points.every((p) => p.rate === null)}
      emptyMessage={t("errorRate.empty")}
      data={{ rows: points.map((p) => ({ at: p.at, errorRatePercent: p.rate, requests: p.requests })) }}
    >
      {(size) => (
        <LineChart width={Math.max(200, size.width - 8)} height={size.height} data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
          <XAxis dataKey="at" tickFormatter={time} minTickGap={40} fontSize={11} stroke="currentColor" />
          <YAxis fontSize={11} stroke="currentColor" unit=" %" width={56} domain={[0, (max: number) => Math.max(max, (data?.errorRate.criticalPercent ?? 5) * 1.2)]} />
          <Tooltip labelFormatter={(v) => time(String(v))} />
          <ReferenceLine
            y={data?.errorRate.warningPercent}
            stroke="#f59e0b"
            strokeDasharray="4 4"
            label={{ value: t("errorRate.warning"), fontSize: 11, position: "insideTopRight" }}
          />
          <ReferenceLine
            y={data?.errorRate.criticalPercent}
            stroke="#ef4444"
            strokeDasharray="4 4"
            label={{ value: t("errorRate.critical"), fontSize: 11, position: "insideTopRight" }}
          />
          <Line type="linear" dataKey="rate" name={t("errorRate.series")} stroke="#6366f1" dot={{ r: 2 }} isAnimationActive={false} connectNulls={false} />
        </LineChart>
      )}
    </ChartCard>
  );
}
