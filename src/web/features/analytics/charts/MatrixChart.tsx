/** One cell of a matrix: its fill, its text (the figure or a short mark) and a title for the tooltip. */
export interface MatrixCell {
  fill: string;
  textColor: string;
  text: string;
  title: string;
}

export interface MatrixChartProps {
  rows: readonly string[];
  columns: readonly string[];
  cells: readonly (readonly MatrixCell[])[];
  width: number;
  /** Accessible name of the drawing. */
  label: string;
  rowLabelWidth?: number;
  cellHeight?: number;
  fontSize?: number;
  /** Show every n-th column label (dense grids). */
  columnLabelEvery?: number;
}

/**
 * A grid of coloured cells as SVG (so PNG and PDF exports can draw it): the weekday x hour grid, the department
 * heatmap, the correlation matrix. Each cell carries a <title>, and the drawing a role of img with a label.
 */
export function MatrixChart({ rows, columns, cells, width, label, rowLabelWidth = 110, cellHeight = 32, fontSize = 11, columnLabelEvery = 1 }: MatrixChartProps) {
  const headerHeight = 28;
  const cellWidth = Math.max(8, (width - rowLabelWidth) / Math.max(1, columns.length));
  const height = headerHeight + rows.length * cellHeight;
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} fontSize={fontSize} fill="currentColor">
      {columns.map((c, j) =>
        j % columnLabelEvery === 0 ? (
          <text key={c + j} x={rowLabelWidth + (j + 0.5) * cellWidth} y={headerHeight - 10} textAnchor="middle">
            {c}
          </text>
        ) : null,
      )}
      {rows.map((r, i) => (
        <g key={r + i}>
          <text x={rowLabelWidth - 8} y={headerHeight + (i + 0.5) * cellHeight + 4} textAnchor="end">
            {r}
          </text>
          {cells[i]?.map((cell, j) => (
            <g key={j}>
              <rect x={rowLabelWidth + j * cellWidth + 1} y={headerHeight + i * cellHeight + 1} width={cellWidth - 2} height={cellHeight - 2} rx={3} fill={cell.fill}>
                <title>{cell.title}</title>
              </rect>
              {cell.text && (
                <text x={rowLabelWidth + (j + 0.5) * cellWidth} y={headerHeight + (i + 0.5) * cellHeight + 4} textAnchor="middle" fill={cell.textColor} pointerEvents="none">
                  {cell.text}
                </text>
              )}
            </g>
          ))}
        </g>
      ))}
    </svg>
  );
}
