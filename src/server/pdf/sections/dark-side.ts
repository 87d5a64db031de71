/** Spec §2 dark-side risk panel: per trait risk level, score and indicators, and the overall risk. */
import type { TResults } from "../../../contracts/assessments.ts";
import { DARK_SIDE_TRAITS, type DarkSideTrait } from "../../../domain/psychometrics/dimension-map.ts";
import { RISK_SCORE_100_AT } from "../../../domain/psychometrics/derailment.ts";
import type { DarkSideRiskEntry } from "../../../domain/psychometrics/result-types.ts";
import type { AnswerCount } from "../../../domain/psychometrics/sufficiency.ts";
import { psychName } from "../labels.ts";
import { firstOf } from "../layout.ts";
import type { ReportDoc } from "../kit/doc.ts";
import { COLOUR, FONT, RISK_COLOUR, SIZE } from "../theme.ts";
import { notNormedNote } from "./scored-rows.ts";

/** At most this many indicator statements per trait (the rest are counted). */
export const MAX_INDICATORS = 4;

/** Draws the dark-side risks (only when the score has them). */
export function drawDarkSide(rd: ReportDoc, r: TResults): void {
  const risks = r.score.darkSideRisks;
  if (!risks) return;
  const w = rd.words;
  rd.sectionHeading(w.t("results.darkSide.heading"), undefined, 150);
  const at = RISK_SCORE_100_AT;
  notNormedNote(rd, w.t("results.darkSide.note", { moderate: w.number(at.moderate, 1), high: w.number(at.high, 1), critical: w.number(at.critical, 1) }));
  const overall = r.score.darkSideOverallRisk;
  if (overall) {
    rd.ensureSpace(26);
    const label = w.t("results.darkSide.overall");
    rd.text(label, rd.left, rd.y + 4, { font: FONT.bold, size: SIZE.body, color: COLOUR.muted });
    rd.badge(w.t(`results.darkSide.level.${overall}`), rd.left + rd.widthOf(label, { font: FONT.bold, size: SIZE.body }) + 10, rd.y + 3, RISK_COLOUR[overall], 8);
    rd.y += 28;
  }
  for (const t of DARK_SIDE_TRAITS) drawRiskCard(rd, t, risks[t], r.score.notEnough?.darkSide[t]);
}

function drawRiskCard(rd: ReportDoc, t: DarkSideTrait, e: DarkSideRiskEntry | null, short: AnswerCount | undefined): void {
  const w = rd.words;
  const name = psychName(w, `darkSide.${t}`, t);
  const pad = 10;
  const textW = rd.width - pad * 2 - 10;
  const bullet = { size: SIZE.small, width: textW, lineGap: 1 } as const;
  const { shown, more } = firstOf(e?.indicators ?? [], MAX_INDICATORS);
  const lines = shown.map((s) => w.t("results.darkSide.statement", { text: s }));
  const moreText = more ? w.t("results.darkSide.more", { count: w.number(more) }) : "";
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
  rd.text(name, rd.left + pad + 2, y + pad, { font: FONT.bold, size: 10.5 });
  if (!e) {
    const why = short
      ? w.t("results.darkSide.notEnough", { answered: w.number(short.itemsAnswered), asked: w.number(short.itemsAsked), minimum: w.number(short.minimumItems) })
      : w.t("results.darkSide.notMeasured");
    rd.text(why, rd.left + pad, y + pad + 1, { font: FONT.italic, size: SIZE.small, color: COLOUR.muted, width: rd.width - pad * 2, align: "right" });
    rd.y = y + h + 8;
    return;
  }
  const nameW = rd.widthOf(name, { font: FONT.bold, size: 10.5 });
  rd.badge(w.t(`results.darkSide.levelRisk.${e.riskLevel}`), rd.left + pad + 2 + nameW + 10, y + pad - 0.5, colour);
  rd.text(
    w.t("results.darkSide.facts", {
      score: w.number(e.score),
      answered: w.number(e.itemsAnswered),
      asked: w.number(e.itemsAsked ?? e.itemsAnswered),
      manifestation: w.t(`results.darkSide.manifestation.${e.manifestationType}`),
    }),
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
  rd.text(w.t("results.darkSide.statements"), rd.left + pad + 2, ly, { font: FONT.bold, size: SIZE.tiny, color: COLOUR.muted });
  ly += 12;
  if (!lines.length) rd.text(w.t("results.darkSide.none"), rd.left + pad + 12, ly, { font: FONT.italic, size: SIZE.small, color: COLOUR.muted });
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
