/** Shared drawing for 0-100 (POMP) score rows and short lists, used by the regulation and executive sections. */
import type { BarMark, ReportDoc } from "../kit/doc.ts";
import { columnWidth } from "../layout.ts";
import { COLOUR, FONT, SIZE } from "../theme.ts";

export const SCORE_ROW = 21;
const LABEL_W = 150;
const RIGHT_W = 118;

/** One row: label, a 0-100 bar with optional markers, the score and a coloured word on the right. */
export function scoreRow(rd: ReportDoc, label: string, score: number | null, word: string | null, colour: string, marks: readonly BarMark[] = []): void {
  rd.ensureSpace(SCORE_ROW);
  const y = rd.y;
  rd.text(label, rd.left, y + 3, { size: SIZE.body });
  const barX = rd.left + LABEL_W;
  const barW = rd.width - LABEL_W - RIGHT_W;
  rd.bar(barX, y + 4, barW, 7, score, 0, 100, colour, marks);
  const rx = barX + barW + 12;
  rd.text(rd.words.number(score), rx, y + 2.5, { font: FONT.bold, size: SIZE.body, width: 22, align: "right" });
  rd.text(score === null ? rd.words.t("results.notMeasured") : (word ?? ""), rx + 28, y + 3, { size: SIZE.small, color: score === null ? COLOUR.muted : colour });
  rd.y += SCORE_ROW;
}

/** Two side-by-side titled lists (e.g. strengths and development priorities); `empty` when a list has none. */
export function twoLists(rd: ReportDoc, left: { title: string; items: string[]; empty: string }, right: { title: string; items: string[]; empty: string }): void {
  const gap = 16;
  const w = columnWidth(rd.width, 2, gap);
  const style = { size: SIZE.small, width: w - 12, lineGap: 1 } as const;
  const heightOf = (items: string[], empty: string) => (items.length ? items : [empty]).reduce((h, t) => h + rd.heightOf(t, style) + 3, 0);
  const h = 16 + Math.max(heightOf(left.items, left.empty), heightOf(right.items, right.empty));
  rd.ensureSpace(h);
  const y = rd.y;
  [left, right].forEach((list, i) => {
    const x = rd.left + i * (w + gap);
    rd.text(list.title.toUpperCase(), x, y, { font: FONT.bold, size: 7, color: COLOUR.muted, characterSpacing: 0.8 });
    let ly = y + 14;
    if (!list.items.length) rd.text(list.empty, x, ly, { ...style, font: FONT.italic, color: COLOUR.muted });
    for (const item of list.items) {
      rd.doc
        .save()
        .circle(x + 2.5, ly + 3.6, 1.6)
        .fill(COLOUR.accent)
        .restore();
      ly += rd.text(item, x + 10, ly, style) + 3;
    }
  });
  rd.y = y + h + 4;
}

/** A "not normed" note badge after a section heading. */
export function notNormedNote(rd: ReportDoc, text: string): void {
  const style = { size: SIZE.tiny, color: COLOUR.muted, width: rd.width - 62, lineGap: 1 } as const;
  const h = Math.max(12, rd.heightOf(text, style));
  rd.ensureSpace(h + 6);
  rd.outlineBadge(rd.words.t("results.notNormed"), rd.left, rd.y - 1, COLOUR.muted, 6);
  rd.text(text, rd.left + 62, rd.y, style);
  rd.y += h + 8;
}
