/** The cover block: brand line, assessment title, the person, completion date and the norm group. */
import type { TResults } from "../../../contracts/assessments.ts";
import { ASSESSMENT_TYPES, isAssessmentTypeId } from "../../../domain/assessments/types.ts";
import { translator } from "../../i18n/index.ts";
import type { ReportDoc } from "../kit/doc.ts";
import { COLOUR, FONT, PAGE, SIZE } from "../theme.ts";
import type { PdfWords } from "../kit/words.ts";
import { normGroupName } from "./big-five.ts";

/** What kind of assessment this was, e.g. "Individual, 75 questions": a built-in type named in the reader's words. */
export function assessmentKind(w: PdfWords, typeId: string): string {
  if (!isAssessmentTypeId(typeId)) return typeId;
  return w.t("results.cover.kind", { name: translator(w.locale).typeName(typeId), count: w.number(ASSESSMENT_TYPES[typeId].questionCount) });
}

/** Draws the cover block at the top of the first page. */
export function drawCover(rd: ReportDoc, r: TResults, generatedAt: Date): void {
  const d = rd.doc;
  d.save().rect(0, 0, PAGE.width, 6).fill(COLOUR.accent).restore();
  rd.text("FACETWISE", rd.left, 26, { font: FONT.bold, size: 9, color: COLOUR.accent, characterSpacing: 2 });
  const w = rd.words;
  rd.text(w.t("results.cover.generated", { date: w.date(generatedAt) }), rd.left, 27, { size: SIZE.tiny, color: COLOUR.faint, width: rd.width, align: "right" });

  rd.y = 62;
  rd.y += rd.text(r.response.title, rd.left, rd.y, { font: FONT.bold, size: SIZE.title, color: COLOUR.ink, width: rd.width }) + 6;
  rd.y += rd.text(r.response.user.name || r.response.user.email, rd.left, rd.y, { font: FONT.bold, size: SIZE.name, color: COLOUR.ink, width: rd.width }) + 3;
  if (r.response.user.name) rd.y += rd.text(r.response.user.email, rd.left, rd.y, { size: SIZE.small, color: COLOUR.muted, width: rd.width }) + 10;

  // Three facts in a light panel: when, what, and against whom the percentiles compare.
  const facts: [string, string][] = [
    [w.t("results.cover.completed"), w.date(r.response.completedAt)],
    [w.t("results.cover.assessment"), assessmentKind(w, r.response.typeId)],
    [w.t("results.cover.normGroup"), w.t("results.cover.comparedWith", { group: normGroupName(w, r.score.normGroup) })],
  ];
  const pad = 10;
  const colW = (rd.width - pad * 2 - 24) / 3;
  const valueStyle = { size: SIZE.body, color: COLOUR.ink, width: colW, lineGap: 1 } as const;
  const valueH = Math.max(...facts.map(([, v]) => rd.heightOf(v, valueStyle)));
  const h = pad * 2 + 12 + valueH;
  d.save().roundedRect(rd.left, rd.y, rd.width, h, 4).fill(COLOUR.panel).restore();
  facts.forEach(([label, value], i) => {
    const x = rd.left + pad + i * (colW + 12);
    rd.text(label.toUpperCase(), x, rd.y + pad, { font: FONT.bold, size: 6.5, color: COLOUR.muted, characterSpacing: 0.8 });
    rd.text(value, x, rd.y + pad + 12, valueStyle);
  });
  rd.y += h + 4;
}
