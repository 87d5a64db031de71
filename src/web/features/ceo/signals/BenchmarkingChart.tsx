import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard } from "../../../components/charts/index.ts";
import { useExecutiveAlerts } from "./api.ts";
import { useSignalsT } from "./i18n.ts";

/**
 * Benchmarking: the API's median, 95th-percentile and mean response time over the operational monitor's window,
 * as bars against the response-time target (spec 3 §9's 1000 ms threshold, drawn as a line). Measured, not sample.
 */
export function BenchmarkingChart() {
  const t = useSignalsT();
  const query = useExecutiveAlerts();
  const data = query.data;
  const rows = (data?.benchmark.bars ?? []).map((b) => ({ id: b.id, label: t(`benchmark.bars.${b.id}`), value: b.valueMs, over: b.status === "over" }));
  return (
    <ChartCard
      title={t("benchmark.title")}
      subtitle={t("benchmark.subtitle", { target: data?.benchmark.targetMs ?? 1000 })}
      loading={query.isPending}
      error={query.isError ? query.error : undefined}
      onRetry={() => void query.refetch()}
      empty={data !== undefined && rows.every((r) => r.value === null)}
      emptyMessage={t("benchmark.empty")}
      data={{ rows: rows.map((r) => ({ measure: r.id, ms: r.value, targetMs: data?.benchmark.targetMs ?? null })) }}
    >
      {(size) => (
        <BarChart width={Math.max(200, size.width - 8)} height={size.height} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
          <XAxis dataKey="label" fontSize={11} stroke="currentColor" />
          <YAxis fontSize={11} stroke="currentColor" unit=" ms" width={72} domain={[0, (max: number) => Math.max(max, data?.benchmark.targetMs ?? 0) * 1.1]} />
          <Tooltip />
          <ReferenceLine y={data?.benchmark.targetMs} stroke="#ef4444" strokeDasharray="4 4" label={{ value: t("benchmark.target"), fontSize: 11, position: "insideTopRight" }} />
          <Bar dataKey="value" name={t("benchmark.value")} isAnimationActive={false}>
            {rows.map((r) => (
              <Cell key={r.id} fill={r.over ? "#ef4444" : "#6366f1"} />
            ))}
          </Bar>
        </BarChart>
      )}
    </ChartCard>
  );
}
