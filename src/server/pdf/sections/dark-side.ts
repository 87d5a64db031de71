/** Spec §2 dark-side risk panel: per trait risk level, score and indicators, and the overall risk. */
import type { TResults } from "../../../contracts/assessments.ts";
import { DARK_SIDE_TRAITS, type DarkSideTrait } from "../../../domain/psychometrics/dimension-map.ts";
import { RISK_SCORE_100_AT } from "../../../domain/psychometrics/derailment.ts";
import type { DarkSideRiskEntry } from "../../../domain/psychometrics/result-types.ts";
import type { AnswerCount } from "../../../domain/psychometrics/sufficiency.ts";
import { DARK_SIDE_LABELS, MANIFESTATION_LABELS, RISK_LABELS } from "../labels.ts";
import { firstOf, whole } from "../layout.ts";
import type { ReportDoc } from "../kit/doc.ts";
import { COLOUR, FONT, RISK_COLOUR, SIZE } from "../theme.ts";
import { notNormedNote } from "./scored-rows.ts";

/** At most this many indicator statements per trait (the rest are counted). */
export const MAX_INDICATORS = 4;

/** Draws the dark-side risks (only when the score has them). */
export function drawDarkSide(rd: ReportDoc, r: TResults): void {
  const risks = r.score.darkSideRisks;
  if (!risks) return;
  rd.sectionHeading("Derailment risks (dark side)", undefined, 150);
  notNormedNote(
    rd,
    `Scores are 0-100 on CAT-PD-SF scales (Simms et al.), the percent of the maximum possible score. Only a high score counts as a risk. Levels follow the score: moderate from ${RISK_SCORE_100_AT.moderate}, high from ${RISK_SCORE_100_AT.high} (agreeing on average with the statements), critical from ${RISK_SCORE_100_AT.critical} — fixed reference points, not norms. Narcissism, Machiavellianism and Psychopathy here are Facetwise's groupings of CAT-PD-SF scales, not validated Dark Triad measures.`,
  );
  const overall = r.score.darkSideOverallRisk;
  if (overall) {
    rd.ensureSpace(26);
    rd.text("Overall derailment risk", rd.left, rd.y + 4, { font: FONT.bold, size: SIZE.body, color: COLOUR.muted });
    rd.badge(RISK_LABELS[overall], rd.left + rd.widthOf("Overall derailment risk", { font: FONT.bold, size: SIZE.body }) + 10, rd.y + 3, RISK_COLOUR[overall], 8);
    rd.y += 28;
  }
  for (const t of DARK_SIDE_TRAITS) drawRiskCard(rd, t, risks[t], r.score.notEnough?.darkSide[t]);
}

function drawRiskCard(rd: ReportDoc, t: DarkSideTrait, e: DarkSideRiskEntry | null, short: AnswerCount | undefined): void {
  const pad = 10;
  const textW = rd.width - pad * 2 - 10;
  const bullet = { size: SIZE.small, width: textW, lineGap: 1 } as const;
  const { shown, more } = firstOf(e?.indicators ?? [], MAX_INDICATORS);
  const lines = shown.map((s) => `“${s}”`);
  const moreText = more ? `and ${more} more` : "";
  const listH = e ? 13 + (lines.length ? lines.reduce((h, l) => h + rd.heightOf(l, bullet) + 2, 0) : 12) + (moreText ? 12 : 0) : 0;
  const h = pad + 16 + listH + pad - 2;
  rd.ensureSpace(h + 8);
  const y = rd.y;
  const colour = e ? RISK_COLOUR[e.riskLevel] : COLOUR.faint;
  rd.doc.save().roundedRect(rd.left, y, rd.width, h, 5).lineWidth(0.6).stroke(COLOUR.rule).restore();
  rd.doc
    .save()
    .rect(rd.left, y + 4, 3, h - 8)
    .fill(colour)
    .restore();
  rd.text(DARK_SIDE_LABELS[t], rd.left + pad + 2, y + pad, { font: FONT.bold, size: 10.5 });
  if (!e) {
    const why = short ? `not enough answers (${short.itemsAnswered} of ${short.itemsAsked} items; needs ${short.minimumItems})` : "not measured by this assessment";
    rd.text(why, rd.left + pad, y + pad + 1, { font: FONT.italic, size: SIZE.small, color: COLOUR.muted, width: rd.width - pad * 2, align: "right" });
    rd.y = y + h + 8;
    return;
  }
  const nameW = rd.widthOf(DARK_SIDE_LABELS[t], { font: FONT.bold, size: 10.5 });
  rd.badge(`${RISK_LABELS[e.riskLevel]} risk`, rd.left + pad + 2 + nameW + 10, y + pad - 0.5, colour);
  rd.text(
    `Score ${whole(e.score)} / 100  ·  ${e.itemsAnswered} of ${e.itemsAsked ?? e.itemsAnswered} screen items  ·  ${MANIFESTATION_LABELS[e.manifestationType]}`,
    rd.left + pad,
    y + pad + 1,
    {
      size: SIZE.small,
      color: COLOUR.muted,
      width: rd.width - pad * 2,
      align: "right",
    },
  );
  let ly = y + pad + 18;
  rd.text("Statements you answered in the risk direction:", rd.left + pad + 2, ly, { font: FONT.bold, size: SIZE.tiny, color: COLOUR.muted });
  ly += 12;
  if (!lines.length) rd.text("none", rd.left + pad + 12, ly, { font: FONT.italic, size: SIZE.small, color: COLOUR.muted });
  for (const l of lines) {
    rd.doc
      .save()
      .circle(rd.left + pad + 5, ly + 3.5, 1.4)
      .fill(colour)
      .restore();
    ly += rd.text(l, rd.left + pad + 12, ly, bullet) + 2;
  }
  if (moreText) rd.text(moreText, rd.left + pad + 12, ly, { font: FONT.italic, size: SIZE.small, color: COLOUR.muted });
  rd.y = y + h + 8;
}
