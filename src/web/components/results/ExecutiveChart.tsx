import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { EXECUTIVE_COMPETENCIES } from "../../../domain/psychometrics/executive.ts";
import type { ExecutiveProfileResult } from "../../../domain/psychometrics/result-types.ts";
import { executiveName } from "../../lib/psychometrics/labels.ts";
import { useResultsT } from "./i18n.ts";
import { FALLBACK_WIDTH, useBoxWidth } from "../charts/use-box-width.ts";

/** Spec §2 executive comparison line chart: the eight scores against the excellent, good and average benchmarks (lazy: recharts). */
export function ExecutiveChart({ profile, printing }: { profile: ExecutiveProfileResult; printing: boolean }) {
  const t = useResultsT();
  const { ref, width } = useBoxWidth();
  // Short axis labels; the full names show in the tooltip and the bars above.
  const data = EXECUTIVE_COMPETENCIES.map((c) => ({
    name: executiveName(c),
    short: t(`executive.axis.${c}`),
    you: profile.scores[c] === null ? null : Math.round(profile.scores[c]!),
    excellent: profile.benchmarks[c].excellent,
    good: profile.benchmarks[c].good,
    average: profile.benchmarks[c].average,
  }));
  const w = printing ? Math.min(width, FALLBACK_WIDTH) : width;
  const narrow = w < 560;
  return (
    <div ref={ref} className="w-full overflow-hidden text-slate-500 dark:text-slate-400" data-testid="executive-chart">
      <LineChart width={w} height={narrow ? 300 : 320} data={data} margin={{ top: 8, right: 24, bottom: 8, left: 8 }} accessibilityLayer>
        <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
        <XAxis
          dataKey="short"
          tick={{ fill: "currentColor", fontSize: 11 }}
          interval={0}
          angle={narrow ? -40 : 0}
          textAnchor={narrow ? "end" : "middle"}
          height={narrow ? 64 : 30}
          padding={{ left: 12, right: 12 }}
          stroke="currentColor"
          strokeOpacity={0.4}
        />
        <YAxis width={32} domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tick={{ fill: "currentColor", fontSize: 11 }} stroke="currentColor" strokeOpacity={0.4} />
        {!printing && (
          <Tooltip
            contentStyle={{ borderRadius: 8, fontSize: 12, color: "#0f172a" }}
            labelFormatter={(_, payload) => (payload?.[0]?.payload as { name?: string } | undefined)?.name ?? ""}
          />
        )}
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Line
          type="linear"
          dataKey="excellent"
          name={t("executive.excellent")}
          stroke="#059669"
          strokeDasharray="5 4"
          dot={false}
          isAnimationActive={!printing}
          animationDuration={500}
        />
        <Line type="linear" dataKey="good" name={t("executive.good")} stroke="#0284c7" strokeDasharray="5 4" dot={false} isAnimationActive={!printing} animationDuration={500} />
        <Line
          type="linear"
          dataKey="average"
          name={t("executive.average")}
          stroke="#94a3b8"
          strokeDasharray="5 4"
          dot={false}
          isAnimationActive={!printing}
          animationDuration={500}
        />
        <Line
          type="linear"
          dataKey="you"
          name={t("executive.you")}
          stroke="#6366f1"
          strokeWidth={3}
          dot={{ r: 4 }}
          connectNulls
          isAnimationActive={!printing}
          animationDuration={500}
        />
      </LineChart>
    </div>
  );
}
