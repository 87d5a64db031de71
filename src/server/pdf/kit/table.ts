/**
 * The one table drawer of every PDF: a header row in small capitals over a rule, rows of cells cut to their
 * column with "…", the header repeated at the top of each new page, optional zebra stripes.
 */
import { COLOUR, FONT, SIZE } from "../theme.ts";
import type { ReportDoc } from "./doc.ts";

/** One column: its title and either a width in points or a weight (a share of the content width). */
export type TableColumn = { readonly title: string; readonly width?: number; readonly weight?: number; readonly align?: "left" | "right" };

export interface TableOptions {
  /** Height of a body row (default 14). */
  rowHeight?: number;
  /** Space left under the table (default 6). */
  after?: number;
  /** Shade every other row. */
  zebra?: boolean;
}

/** Column widths: fixed widths as given; weighted columns share what the fixed ones leave of `total`. */
export function columnWidths(columns: readonly TableColumn[], total: number): number[] {
  const fixed = columns.reduce((n, c) => n + (c.width ?? 0), 0);
  const weights = columns.reduce((n, c) => n + (c.width === undefined ? (c.weight ?? 1) : 0), 0);
  const left = Math.max(0, total - fixed);
  return columns.map((c) => c.width ?? (weights > 0 ? (left * (c.weight ?? 1)) / weights : 0));
}

const CELL_PAD = 4;
const HEADER_STYLE = { font: FONT.bold, size: SIZE.tiny, color: COLOUR.muted } as const;
const CELL_STYLE = { size: SIZE.small } as const;

/** Draws a table at the cursor; a missing cell (null) prints as "—". */
export function drawTable(rd: ReportDoc, columns: readonly TableColumn[], rows: readonly (readonly (string | null)[])[], opts: TableOptions = {}): void {
  const rowHeight = opts.rowHeight ?? 14;
  const widths = columnWidths(columns, rd.width);
  const header = () => {
    let x = rd.left;
    columns.forEach((c, i) => {
      const w = widths[i] - CELL_PAD;
      rd.text(rd.fit(c.title.toUpperCase(), w, HEADER_STYLE), x, rd.y, { ...HEADER_STYLE, width: w, align: c.align ?? "left" });
      x += widths[i];
    });
    rd.rule(11, 3, { width: 0.6, color: COLOUR.ink });
  };
  rd.ensureSpace(rowHeight * 3);
  header();
  rows.forEach((row, r) => {
    if (rd.ensureSpace(rowHeight)) header();
    if (opts.zebra && r % 2 === 1)
      rd.doc
        .save()
        .rect(rd.left, rd.y - 2, rd.width, rowHeight)
        .fill(COLOUR.panel)
        .restore();
    let x = rd.left;
    row.forEach((cell, i) => {
      const w = (widths[i] ?? 0) - CELL_PAD;
      if (w <= 0) return;
      rd.text(rd.fit(cell ?? "—", w, CELL_STYLE), x, rd.y, { ...CELL_STYLE, width: w, align: columns[i]?.align ?? "left" });
      x += widths[i];
    });
    rd.y += rowHeight;
  });
  rd.y += opts.after ?? 6;
}
