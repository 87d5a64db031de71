/** Spec §2 Emotional Regulation Profile: overall score, seven 0-100 bars, strengths, opportunities and EQ quadrants. */
import type { TResults } from "../../../contracts/assessments.ts";
import { DEVELOPMENT_BELOW, KEY_STRENGTH_AT, REGULATION_DIMENSIONS, type RegulationBand, type RegulationDimension } from "../../../domain/psychometrics/regulation.ts";
import { REGULATION_BAND_CODES } from "../../../shared/psychometric-codes.ts";
import { codedName, psychName } from "../labels.ts";
import { columnWidth } from "../layout.ts";
import type { ReportDoc } from "../kit/doc.ts";
import type { PdfWords } from "../kit/words.ts";
import { BAND_COLOUR, COLOUR, FONT, RISK_COLOUR, SIZE } from "../theme.ts";
import { notNormedNote, SCORE_ROW, scoreRow, twoLists } from "./scored-rows.ts";

/** Print colour of a regulation band (the band itself comes from the domain's regulationBand). */
const REGULATION_COLOUR: Readonly<Record<RegulationBand, string>> = {
  Exceptional: BAND_COLOUR.green,
  Strong: BAND_COLOUR.blue,
  Developing: RISK_COLOUR.moderate,
  "Needs Development": BAND_COLOUR.orange,
};

/** Draws the Emotional Regulation Profile (only when the score has one). */
export function drawRegulation(rd: ReportDoc, r: TResults): void {
  const er = r.score.emotionalRegulation;
  if (!er) return;
  const w = rd.words;
  rd.sectionHeading(w.t("results.regulation.heading"), undefined, SCORE_ROW * 9);
  notNormedNote(rd, w.t("results.regulation.note"));

  rd.ensureSpace(30);
  const y = rd.y;
  const overall = w.number(er.overall);
  rd.text(w.t("results.regulation.overall"), rd.left, y + 4, { font: FONT.bold, size: SIZE.body, color: COLOUR.muted });
  rd.text(overall, rd.left + 50, y, { font: FONT.bold, size: 18, color: COLOUR.ink });
  if (er.overallBand) rd.badge(bandName(w, er.overallBand), rd.left + 50 + rd.widthOf(overall, { font: FONT.bold, size: 18 }) + 8, y + 3, REGULATION_COLOUR[er.overallBand]);
  rd.y += 30;

  for (const d of REGULATION_DIMENSIONS) {
    const band = er.bands[d];
    scoreRow(rd, dimensionName(w, d), er.scores[d], band ? bandName(w, band) : null, band ? REGULATION_COLOUR[band] : COLOUR.faint, [{ value: 50, color: COLOUR.faint }]);
  }
  rd.y += 6;
  const scored = (d: RegulationDimension) => w.t("results.scored", { name: dimensionName(w, d), score: w.number(er.scores[d]) });
  twoLists(
    rd,
    { title: w.t("results.regulation.strengths"), items: er.keyStrengths.map(scored), empty: w.t("results.regulation.noStrengths", { value: w.number(KEY_STRENGTH_AT) }) },
    {
      title: w.t("results.regulation.opportunities"),
      items: er.developmentOpportunities.map(scored),
      empty: w.t("results.regulation.noOpportunities", { value: w.number(DEVELOPMENT_BELOW) }),
    },
  );
  drawQuadrants(rd, r);
}

/** A regulation dimension's name in the reader's words. */
const dimensionName = (w: PdfWords, d: RegulationDimension): string => psychName(w, `regulation.${d}`, d);
/** A regulation band in the reader's words. */
const bandName = (w: PdfWords, b: RegulationBand): string => codedName(w, "regulationBand", REGULATION_BAND_CODES, b);

function drawQuadrants(rd: ReportDoc, r: TResults): void {
  const q = r.score.emotionalRegulation!.quadrants;
  const w = rd.words;
  // the domain's balance code, worded by the catalog the web reads too (a result stored without it keeps its sentence)
  const sentence = (q.balance as string | undefined) ? w.content(`quadrantBalance.${q.balance}`) : q.sentence;
  const sentenceStyle = { size: SIZE.small, color: COLOUR.ink, width: rd.width - 20, lineGap: 1 } as const;
  const h = 72 + rd.heightOf(sentence, sentenceStyle) + 10;
  rd.ensureSpace(h);
  const y = rd.y;
  rd.doc.save().roundedRect(rd.left, y, rd.width, h, 5).lineWidth(0.6).fillAndStroke(COLOUR.panel, COLOUR.rule).restore();
  rd.text(w.t("results.regulation.quadrants").toUpperCase(), rd.left + 10, y + 9, { font: FONT.bold, size: 7, color: COLOUR.muted, characterSpacing: 0.8 });
  const gap = 10;
  const cw = columnWidth(rd.width - 20, 2, gap);
  const cols: [string, number | null, [RegulationDimension, number | null][]][] = [
    [
      w.t("results.regulation.self"),
      q.self,
      [
        ["selfAwareness", q.selfAwareness],
        ["selfManagement", q.selfManagement],
      ],
    ],
    [
      w.t("results.regulation.social"),
      q.social,
      [
        ["socialAwareness", q.socialAwareness],
        ["relationshipManagement", q.relationshipManagement],
      ],
    ],
  ];
  cols.forEach(([title, mean, cells], i) => {
    const x = rd.left + 10 + i * (cw + gap);
    rd.text(w.t("results.regulation.side", { title, score: w.number(mean) }), x, y + 22, { font: FONT.bold, size: SIZE.small, color: COLOUR.accent });
    cells.forEach(([d, v], j) => {
      const cy = y + 36 + j * 17;
      rd.text(dimensionName(w, d), x, cy, { size: SIZE.small });
      rd.bar(x + 118, cy + 2, cw - 118 - 30, 5, v, 0, 100, COLOUR.accent);
      rd.text(w.number(v), x + cw - 24, cy, { font: FONT.bold, size: SIZE.small, width: 24, align: "right" });
    });
  });
  rd.text(sentence, rd.left + 10, y + 72, sentenceStyle);
  rd.y = y + h + 6;
}
