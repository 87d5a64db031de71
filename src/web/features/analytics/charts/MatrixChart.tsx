import { CHAR_WIDTH_PX, fitLabel } from "./axes.ts";

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
  /** Width of the row labels (default: the longest label's, up to 40% of the drawing). */
  rowLabelWidth?: number;
  cellHeight?: number;
  fontSize?: number;
  /** Show every n-th column label (dense grids). */
  columnLabelEvery?: number;
}

/** Room for the longest row label, between 40 px and 40% of the drawing (longer labels are shortened). */
export function rowLabelsWidth(rows: readonly string[], width: number): number {
  const longest = rows.reduce((m, r) => Math.max(m, r.length), 0);
  return Math.round(Math.min(width * 0.4, Math.max(40, longest * CHAR_WIDTH_PX + 20)));
}

/** A label shortened to `width` pixels, with the whole label as its tooltip. */
function Fitted({ label, width }: { label: string; width: number }) {
  const shown = fitLabel(label, width);
  return (
    <>
      {shown !== label && <title>{label}</title>}
      {shown}
    </>
  );
}

/**
 * A grid of coloured cells as SVG (so PNG and PDF exports can draw it): the weekday x hour grid, the department
 * heatmap, the correlation matrix. Each cell carries a <title>, and the drawing a role of img with a label.
 */
export function MatrixChart({ rows, columns, cells, width, label, rowLabelWidth, cellHeight = 32, fontSize = 11, columnLabelEvery = 1 }: MatrixChartProps) {
  const headerHeight = 28;
  const labelWidth = rowLabelWidth ?? rowLabelsWidth(rows, width);
  const cellWidth = Math.max(8, (width - labelWidth) / Math.max(1, columns.length));
  const height = headerHeight + rows.length * cellHeight;
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} fontSize={fontSize} fill="currentColor">
      {columns.map((c, j) =>
        j % columnLabelEvery === 0 ? (
          <text key={c + j} x={labelWidth + (j + 0.5) * cellWidth} y={headerHeight - 10} textAnchor="middle">
            <Fitted label={c} width={cellWidth * columnLabelEvery - 4} />
          </text>
        ) : null,
      )}
      {rows.map((r, i) => (
        <g key={r + i}>
          <text x={labelWidth - 8} y={headerHeight + (i + 0.5) * cellHeight + 4} textAnchor="end">
            <Fitted label={r} width={labelWidth - 12} />
          </text>
          {cells[i]?.map((cell, j) => (
            <g key={j}>
              <rect x={labelWidth + j * cellWidth + 1} y={headerHeight + i * cellHeight + 1} width={cellWidth - 2} height={cellHeight - 2} rx={3} fill={cell.fill}>
                <title>{cell.title}</title>
              </rect>
              {cell.text && (
                <text x={labelWidth + (j + 0.5) * cellWidth} y={headerHeight + (i + 0.5) * cellHeight + 4} textAnchor="middle" fill={cell.textColor} pointerEvents="none">
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
