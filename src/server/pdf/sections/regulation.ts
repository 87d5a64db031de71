/** Spec §2 Emotional Regulation Profile: overall score, seven 0-100 bars, strengths, opportunities and EQ quadrants. */
import type { TResults } from "../../../contracts/assessments.ts";
import { DEVELOPMENT_BELOW, KEY_STRENGTH_AT, REGULATION_DIMENSIONS, type RegulationBand } from "../../../domain/psychometrics/regulation.ts";
import { REGULATION_LABELS } from "../labels.ts";
import { columnWidth, whole } from "../layout.ts";
import type { ReportDoc } from "../kit/doc.ts";
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
  rd.sectionHeading("Emotional regulation", undefined, SCORE_ROW * 9);
  notNormedNote(
    rd,
    "Scores are 0-100: the percent of the maximum possible score on IPIP emotional-intelligence and self-regulation scales (Barchard 2001 and others). There are no published norms for them, so they are not percentiles. The bands (80 Exceptional, 60 Strong, 40 Developing) are fixed reference points, not norms.",
  );

  rd.ensureSpace(30);
  const y = rd.y;
  rd.text("Overall", rd.left, y + 4, { font: FONT.bold, size: SIZE.body, color: COLOUR.muted });
  rd.text(whole(er.overall), rd.left + 50, y, { font: FONT.bold, size: 18, color: COLOUR.ink });
  if (er.overallBand) rd.badge(er.overallBand, rd.left + 50 + rd.widthOf(whole(er.overall), { font: FONT.bold, size: 18 }) + 8, y + 3, REGULATION_COLOUR[er.overallBand]);
  rd.y += 30;

  for (const d of REGULATION_DIMENSIONS) {
    const band = er.bands[d];
    scoreRow(rd, REGULATION_LABELS[d], er.scores[d], band, band ? REGULATION_COLOUR[band] : COLOUR.faint, [{ value: 50, color: COLOUR.faint }]);
  }
  rd.y += 6;
  twoLists(
    rd,
    { title: "Key strengths", items: er.keyStrengths.map((d) => `${REGULATION_LABELS[d]} (${whole(er.scores[d])})`), empty: `No dimension reached ${KEY_STRENGTH_AT}.` },
    {
      title: "Development opportunities",
      items: er.developmentOpportunities.map((d) => `${REGULATION_LABELS[d]} (${whole(er.scores[d])})`),
      empty: `No dimension is below ${DEVELOPMENT_BELOW}.`,
    },
  );
  drawQuadrants(rd, r);
}

function drawQuadrants(rd: ReportDoc, r: TResults): void {
  const q = r.score.emotionalRegulation!.quadrants;
  const sentenceStyle = { size: SIZE.small, color: COLOUR.ink, width: rd.width - 20, lineGap: 1 } as const;
  const h = 72 + rd.heightOf(q.sentence, sentenceStyle) + 10;
  rd.ensureSpace(h);
  const y = rd.y;
  rd.doc.save().roundedRect(rd.left, y, rd.width, h, 5).lineWidth(0.6).fillAndStroke(COLOUR.panel, COLOUR.rule).restore();
  rd.text("EQ QUADRANTS", rd.left + 10, y + 9, { font: FONT.bold, size: 7, color: COLOUR.muted, characterSpacing: 0.8 });
  const gap = 10;
  const w = columnWidth(rd.width - 20, 2, gap);
  const cols: [string, number | null, [string, number | null][]][] = [
    [
      "Self (internal)",
      q.self,
      [
        ["Self-Awareness", q.selfAwareness],
        ["Self-Management", q.selfManagement],
      ],
    ],
    [
      "Social (external)",
      q.social,
      [
        ["Social Awareness", q.socialAwareness],
        ["Relationship Management", q.relationshipManagement],
      ],
    ],
  ];
  cols.forEach(([title, mean, cells], i) => {
    const x = rd.left + 10 + i * (w + gap);
    rd.text(`${title}: ${whole(mean)}`, x, y + 22, { font: FONT.bold, size: SIZE.small, color: COLOUR.accent });
    cells.forEach(([label, v], j) => {
      const cy = y + 36 + j * 17;
      rd.text(label, x, cy, { size: SIZE.small });
      rd.bar(x + 118, cy + 2, w - 118 - 30, 5, v, 0, 100, COLOUR.accent);
      rd.text(whole(v), x + w - 24, cy, { font: FONT.bold, size: SIZE.small, width: 24, align: "right" });
    });
  });
  rd.text(q.sentence, rd.left + 10, y + 72, sentenceStyle);
  rd.y = y + h + 6;
}
