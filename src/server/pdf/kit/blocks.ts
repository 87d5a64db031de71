/**
 * Blocks the PDFs share beyond headings and paragraphs (kit/doc.ts) and tables (kit/table.ts): the document
 * title, a titled bullet list, a muted note and a chart legend.
 */
import { COLOUR, FONT, SIZE } from "../theme.ts";
import type { ReportDoc, TextStyle } from "./doc.ts";

/** The document's title in the largest type, wrapped across the content width; the cursor moves under it. */
export function documentTitle(rd: ReportDoc, title: string, after = 6): void {
  const style = { font: FONT.bold, size: SIZE.title, width: rd.width } as const;
  rd.text(title, rd.left, rd.y, style);
  rd.y += rd.heightOf(title, style) + after;
}

/** A muted italic line (an empty state). */
export function note(rd: ReportDoc, text: string, s: TextStyle = {}): void {
  rd.paragraph(text, { font: FONT.italic, color: COLOUR.muted, ...s });
}

/** A subheading and one bullet per item; `none` in muted type when there are none. */
export function bulletList(rd: ReportDoc, title: string, items: readonly string[], none: string): void {
  rd.subheading(title);
  if (!items.length) {
    rd.paragraph(none, { size: SIZE.small, color: COLOUR.muted });
    return;
  }
  for (const t of items) rd.paragraph(`•  ${t}`, { size: SIZE.small }, 3);
}

/** A row of colour swatches with their labels at the cursor (a chart's series). */
export function legend(rd: ReportDoc, labels: readonly string[], colour: (i: number) => string, after = 14): void {
  let x = rd.left;
  labels.forEach((label, i) => {
    rd.doc
      .save()
      .rect(x, rd.y + 1, 7, 7)
      .fill(colour(i))
      .restore();
    rd.text(label, x + 10, rd.y, { size: SIZE.tiny, color: COLOUR.ink });
    x += rd.widthOf(label, { size: SIZE.tiny }) + 24;
  });
  rd.y += after;
}
