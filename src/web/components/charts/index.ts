/** The chart kit: a card with states, exports and an expanded view, a radar chart, plus the pure export writers. */
export { ChartCard, type ChartCardProps, type ChartSize } from "./ChartCard.tsx";
export { ChartEmpty, ChartError, ChartSkeleton, DataBadge } from "./ChartStates.tsx";
export { chartQueryState } from "./chart-query.ts";
export { loadRadarPlot, RadarChart, type RadarChartProps } from "./RadarChart.tsx";
export { RADAR_COLORS, RADAR_TICKS, type RadarRow, type RadarSeries } from "./radar.ts";
export type { ChartData, ExportFormat } from "./export.ts";
export type { CsvColumn, CsvRow } from "./csv.ts";
export { useChartsT } from "./i18n.ts";
