/** Spec §2 Overview: one bar per Big Five trait, then Strongest Traits, Development Areas and Profile Balance. */
import type { TResults } from "../../../contracts/assessments.ts";
import { ARCHETYPE_MIN_MATCH } from "../../../domain/psychometrics/archetypes.ts";
import { percentileColour, percentileLabel, profileListReading, SCALE_MARKS, traitPolarity } from "../../../domain/psychometrics/bands.ts";
import type { ProrationReason } from "../../../domain/psychometrics/result-types.ts";
import { ITEMS_PER_DOMAIN_FULL_FORM, TRAITS, type Trait } from "../../../domain/psychometrics/facets.ts";
import { ARCHETYPE_CODES, BALANCE_CODES, PERCENTILE_BAND_CODES, PROFILE_TYPE_CODES } from "../../../shared/psychometric-codes.ts";
import { codedName, psychName, traitWord } from "../labels.ts";
import { columnWidth } from "../layout.ts";
import type { PdfWords } from "../kit/words.ts";
import type { ReportDoc } from "../kit/doc.ts";
import { BAND_COLOUR, COLOUR, FONT, SIZE } from "../theme.ts";

const TRAIT_BLOCK_HEIGHT = 70;

/** Draws the five trait bars (spec §2: percentile, stanine, raw, marks at 10/25/50/75/90, label). */
export function drawBigFive(rd: ReportDoc, r: TResults): void {
  const s = r.score;
  const w = rd.words;
  rd.sectionHeading(w.t("results.bigFive.heading"), w.t("results.bigFive.subtitle", { group: normGroupName(w, s.normGroup) }), TRAIT_BLOCK_HEIGHT * 2);
  const normLines = [
    s.normGroup.pooled ? w.t("results.bigFive.pooled") : null,
    s.normGroup.sample ? w.t("results.bigFive.normSample", { sample: s.normGroup.sample }) : null,
    s.normGroup.source ? w.t("results.bigFive.normSource", { source: s.normGroup.source }) : null,
  ].filter((l): l is string => l !== null);
  if (normLines.length) rd.paragraph(normLines.join(" "), { size: SIZE.tiny, color: COLOUR.muted, lineGap: 1 }, 6);
  for (const t of TRAITS) drawTrait(rd, r, t);
}

/** The norm group's name in the reader's words (by its id), or the score's own label for one this build does not know. */
export const normGroupName = (w: PdfWords, g: { id: string; label: string }): string => psychName(w, `normGroup.${g.id}`, g.label);

function drawTrait(rd: ReportDoc, r: TResults, t: Trait): void {
  const w = rd.words;
  rd.ensureSpace(TRAIT_BLOCK_HEIGHT);
  const y = rd.y;
  const detail = r.score.traits[t];
  const p = detail ? detail.percentile : null;
  const short = r.score.notEnough?.traits[t];
  rd.text(traitWord(w, t), rd.left, y, { font: FONT.bold, size: 11.5 });
  if (!detail) {
    const why = short
      ? w.t("results.bigFive.notEnough", { answered: w.number(short.itemsAnswered), full: w.number(short.itemsFullForm), minimum: w.number(short.minimumItems) })
      : w.t("results.bigFive.notMeasured");
    rd.text(why, rd.left, y + 1, { size: SIZE.small, color: COLOUR.muted, width: rd.width, align: "right" });
  } else {
    // label and colour as scored (direction-aware: a high Neuroticism is "Very High" and orange), for scores
    // made before they were direction-aware, recomputed with the trait's polarity
    const polarity = detail.polarity ?? traitPolarity(t);
    const colour = BAND_COLOUR[percentileColour(detail.percentile, polarity)];
    const label = codedName(w, "band", PERCENTILE_BAND_CODES, percentileLabel(detail.percentile, polarity));
    const bw = rd.widthOf(label.toUpperCase(), { font: FONT.bold, size: SIZE.tiny, characterSpacing: 0.4 }) + 10;
    rd.badge(label, rd.left + rd.width - bw, y, colour);
    const pct = rd.words.t(detail.approximate ? "results.percentileApproximate" : "results.percentile", { ordinal: rd.words.ordinal(detail.percentile) });
    const pw = rd.widthOf(pct, { font: FONT.bold, size: SIZE.body });
    rd.text(pct, rd.left + rd.width - bw - 8 - pw, y + 1, { font: FONT.bold, size: SIZE.body, color: colour });
  }
  const barY = y + 18;
  const colour = detail ? BAND_COLOUR[percentileColour(detail.percentile, detail.polarity ?? traitPolarity(t))] : COLOUR.faint;
  rd.bar(
    rd.left,
    barY,
    rd.width,
    9,
    p,
    0,
    100,
    colour,
    SCALE_MARKS.map((m) => ({ value: m, label: w.number(m) })),
  );
  const statsY = barY + 22;
  const stats = detail
    ? [
        w.t("results.bigFive.percentile", { value: w.number(detail.percentile) }),
        w.t("results.bigFive.stanine", { value: w.number(detail.stanine) }),
        w.t("results.bigFive.raw", { value: w.number(detail.raw), min: w.number(ITEMS_PER_DOMAIN_FULL_FORM), max: w.number(ITEMS_PER_DOMAIN_FULL_FORM * 5) }),
      ]
    : [w.t("results.bigFive.noScore")];
  if (detail?.proratedBecause) stats.push(prorationText(w, detail.proratedBecause, detail.itemsAnswered, detail.itemsAsked, detail.itemsFullForm));
  rd.text(stats.join("  ·  "), rd.left, statsY, { size: SIZE.small, color: COLOUR.ink });
  rd.text(psychName(w, `traitDescription.${t}`, ""), rd.left, statsY + 12, { font: FONT.italic, size: SIZE.small, color: COLOUR.muted, width: rd.width });
  rd.y = y + TRAIT_BLOCK_HEIGHT;
}

/** Why a score was prorated, in words (the form asked fewer items, or some were skipped). */
export function prorationText(w: PdfWords, because: ProrationReason, answered: number, asked: number, full: number): string {
  return w.t(`results.bigFive.proration.${because}`, { answered: w.number(answered), asked: w.number(asked), full: w.number(full) });
}

const CARD_HEIGHT = 92;

/** Spec §2: three cards — Strongest Traits (top 3), Development Areas (bottom 3), Profile Balance. */
export function drawProfileCards(rd: ReportDoc, r: TResults): void {
  const prof = r.score.profile;
  const w = rd.words;
  rd.ensureSpace(CARD_HEIGHT + 6);
  const gap = 12;
  const y = rd.y + 2;
  const cw = columnWidth(rd.width, 3, gap);
  const card = (i: number, title: string) => {
    const x = rd.left + i * (cw + gap);
    rd.doc.save().roundedRect(x, y, cw, CARD_HEIGHT, 5).lineWidth(0.6).fillAndStroke(COLOUR.panel, COLOUR.rule).restore();
    rd.text(title.toUpperCase(), x + 10, y + 10, { font: FONT.bold, size: 7, color: COLOUR.muted, characterSpacing: 0.8 });
    return x;
  };
  const traitList = (x: number, traits: readonly Trait[], empty: string) => {
    if (!traits.length) rd.text(empty, x + 10, y + 28, { size: SIZE.small, color: COLOUR.muted, width: cw - 20, lineGap: 1 });
    traits.forEach((t, i) => {
      const p = r.score.percentile[t];
      const ly = y + 27 + i * 19;
      // named and counted in the desirable direction the card's heading speaks of (low Neuroticism: Emotional stability)
      const reading = p === null ? null : profileListReading(t, p);
      rd.text(w.number(i + 1), x + 10, ly, { font: FONT.bold, size: SIZE.body, color: COLOUR.faint });
      rd.text(reading?.reversed ? w.t("results.cards.emotionalStability") : traitWord(w, t), x + 22, ly, { size: SIZE.body });
      if (p !== null && reading)
        rd.text(rd.words.ordinal(reading.percentile), x + 10, ly, {
          font: FONT.bold,
          size: SIZE.body,
          color: BAND_COLOUR[percentileColour(p, traitPolarity(t))],
          width: cw - 20,
          align: "right",
        });
    });
  };
  traitList(card(0, w.t("results.cards.strongest")), prof.strongest, w.t("results.cards.noStrongest"));
  traitList(card(1, w.t("results.cards.development")), prof.development, w.t("results.cards.noDevelopment"));
  const x = card(2, w.t("results.cards.balance"));
  rd.text(codedName(w, "balance", BALANCE_CODES, prof.balance), x + 10, y + 24, { font: FONT.bold, size: 16, color: COLOUR.accent });
  rd.text(w.t("results.cards.variance", { value: w.number(prof.percentileVariance, 1, 1) }), x + 10, y + 30, {
    size: SIZE.tiny,
    color: COLOUR.muted,
    width: cw - 20,
    align: "right",
  });
  rd.text(w.t("results.cards.profileType", { type: codedName(w, "profileType", PROFILE_TYPE_CODES, prof.type) }), x + 10, y + 46, { font: FONT.bold, size: SIZE.small });
  const arche = prof.archetypes.length
    ? w.t("results.cards.archetypes", {
        list: prof.archetypes
          .map((a) => w.t("results.scored", { name: psychName(w, `archetype.${ARCHETYPE_CODES[a.name]}.name`, a.name), score: w.number(a.score) }))
          .join(w.t("results.cards.listSeparator")),
      })
    : w.t("results.cards.noArchetype", { min: w.number(ARCHETYPE_MIN_MATCH) });
  rd.text(arche, x + 10, y + 59, { size: SIZE.tiny, color: COLOUR.muted, width: cw - 20, lineGap: 1 });
  rd.y = y + CARD_HEIGHT + 6;
}
