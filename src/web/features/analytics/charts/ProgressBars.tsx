/** One bar: a label, the value 0-100 (null: withheld, drawn empty with `withheldText`) and an optional marker. */
export interface ProgressItem {
  label: string;
  value: number | null;
  valueText: string;
  marker?: number;
  color?: string;
}

/** Horizontal progress bars as SVG (exportable), with an optional comparison marker on each. */
export function ProgressBars({ items, width, label, markerLabel }: { items: readonly ProgressItem[]; width: number; label: string; markerLabel?: string }) {
  const labelWidth = 130;
  const valueWidth = 150;
  const barWidth = Math.max(40, width - labelWidth - valueWidth);
  const rowHeight = 36;
  const height = items.length * rowHeight + (markerLabel ? 20 : 0);
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} fontSize={12} fill="currentColor">
      {items.map((item, i) => {
        const y = i * rowHeight + 10;
        return (
          <g key={item.label}>
            <text x={0} y={y + 11}>
              {item.label}
            </text>
            <rect x={labelWidth} y={y} width={barWidth} height={14} rx={7} fill="currentColor" fillOpacity={0.15} />
            {item.value !== null && (
              <rect x={labelWidth} y={y} width={(barWidth * Math.max(0, Math.min(100, item.value))) / 100} height={14} rx={7} fill={item.color ?? "#4f46e5"} />
            )}
            {item.marker !== undefined && (
              <line x1={labelWidth + (barWidth * item.marker) / 100} x2={labelWidth + (barWidth * item.marker) / 100} y1={y - 3} y2={y + 17} stroke="#dc2626" strokeWidth={2} />
            )}
            <text x={labelWidth + barWidth + 10} y={y + 11}>
              {item.valueText}
            </text>
          </g>
        );
      })}
      {markerLabel && (
        <g>
          <line x1={labelWidth} x2={labelWidth + 14} y1={height - 8} y2={height - 8} stroke="#dc2626" strokeWidth={2} />
          <text x={labelWidth + 20} y={height - 4}>
            {markerLabel}
          </text>
        </g>
      )}
    </svg>
  );
}
