/** Spec §2 Overview: one bar per Big Five trait, then Strongest Traits, Development Areas and Profile Balance. */
import type { TResults } from "../../../contracts/assessments.ts";
import { ARCHETYPE_MIN_MATCH } from "../../../domain/psychometrics/archetypes.ts";
import { percentileColour, percentileLabel, profileListReading, SCALE_MARKS, traitPolarity } from "../../../domain/psychometrics/bands.ts";
import type { ProrationReason } from "../../../domain/psychometrics/result-types.ts";
import { ITEMS_PER_DOMAIN_FULL_FORM, TRAITS, type Trait } from "../../../domain/psychometrics/facets.ts";
import { TRAIT_DESCRIPTIONS, TRAIT_LABELS } from "../labels.ts";
import { columnWidth, oneDecimal, whole } from "../layout.ts";
import type { ReportDoc } from "../kit/doc.ts";
import { BAND_COLOUR, COLOUR, FONT, SIZE } from "../theme.ts";

const TRAIT_BLOCK_HEIGHT = 70;

/** Draws the five trait bars (spec §2: percentile, stanine, raw, marks at 10/25/50/75/90, label). */
export function drawBigFive(rd: ReportDoc, r: TResults): void {
  const s = r.score;
  rd.sectionHeading(
    "Big Five personality profile",
    `Each bar shows your percentile: the share of people in the norm group (${s.normGroup.label}) who scored lower than you. Marks at the 10th, 25th, 50th, 75th and 90th percentiles. For Neuroticism the low end is the desirable one: a high percentile is shown as a concern.`,
    TRAIT_BLOCK_HEIGHT * 2,
  );
  const normLines = [
    s.normGroup.pooled ? "No sex and age were given (or none matched a published group), so an equal-weight mix of Johnson's 8 sex × age norm groups was used." : null,
    s.normGroup.sample ? `Norm sample: ${s.normGroup.sample}` : null,
    s.normGroup.source ? `Source: ${s.normGroup.source}` : null,
  ].filter((l): l is string => l !== null);
  if (normLines.length) rd.paragraph(normLines.join(" "), { size: SIZE.tiny, color: COLOUR.muted, lineGap: 1 }, 6);
  for (const t of TRAITS) drawTrait(rd, r, t);
}

function drawTrait(rd: ReportDoc, r: TResults, t: Trait): void {
  rd.ensureSpace(TRAIT_BLOCK_HEIGHT);
  const y = rd.y;
  const detail = r.score.traits[t];
  const p = detail ? detail.percentile : null;
  const short = r.score.notEnough?.traits[t];
  rd.text(TRAIT_LABELS[t], rd.left, y, { font: FONT.bold, size: 11.5 });
  if (!detail) {
    const why = short ? `Not enough answers (${short.itemsAnswered} of ${short.itemsFullForm} items; needs ${short.minimumItems})` : "Not measured";
    rd.text(why, rd.left, y + 1, { size: SIZE.small, color: COLOUR.muted, width: rd.width, align: "right" });
  } else {
    // label and colour as scored (direction-aware: a high Neuroticism is "Very High" and orange), for scores
    // made before they were direction-aware, recomputed with the trait's polarity
    const polarity = detail.polarity ?? traitPolarity(t);
    const colour = BAND_COLOUR[percentileColour(detail.percentile, polarity)];
    const label = percentileLabel(detail.percentile, polarity);
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
    SCALE_MARKS.map((m) => ({ value: m, label: String(m) })),
  );
  const statsY = barY + 22;
  const stats = detail
    ? [
        `Percentile ${whole(detail.percentile)}`,
        `Stanine ${whole(detail.stanine)} of 9`,
        `Raw ${whole(detail.raw)} (range ${ITEMS_PER_DOMAIN_FULL_FORM}–${ITEMS_PER_DOMAIN_FULL_FORM * 5})`,
      ]
    : ["No percentile, stanine or label"];
  if (detail?.proratedBecause) stats.push(prorationText(detail.proratedBecause, detail.itemsAnswered, detail.itemsAsked, detail.itemsFullForm));
  rd.text(stats.join("  ·  "), rd.left, statsY, { size: SIZE.small, color: COLOUR.ink });
  rd.text(TRAIT_DESCRIPTIONS[t], rd.left, statsY + 12, { font: FONT.italic, size: SIZE.small, color: COLOUR.muted, width: rd.width });
  rd.y = y + TRAIT_BLOCK_HEIGHT;
}

/** Why a score was prorated, in words (the form asked fewer items, or some were skipped). */
export function prorationText(because: ProrationReason, answered: number, asked: number, full: number): string {
  if (because === "shortForm") return `prorated: this form asks ${asked} of ${full} items`;
  if (because === "skipped") return `prorated: ${answered} of ${full} items answered`;
  return `prorated: this form asks ${asked} of ${full} items, ${answered} answered`;
}

const CARD_HEIGHT = 92;

/** Spec §2: three cards — Strongest Traits (top 3), Development Areas (bottom 3), Profile Balance. */
export function drawProfileCards(rd: ReportDoc, r: TResults): void {
  const prof = r.score.profile;
  rd.ensureSpace(CARD_HEIGHT + 6);
  const gap = 12;
  const w = columnWidth(rd.width, 3, gap);
  const y = rd.y + 2;
  const card = (i: number, title: string) => {
    const x = rd.left + i * (w + gap);
    rd.doc.save().roundedRect(x, y, w, CARD_HEIGHT, 5).lineWidth(0.6).fillAndStroke(COLOUR.panel, COLOUR.rule).restore();
    rd.text(title.toUpperCase(), x + 10, y + 10, { font: FONT.bold, size: 7, color: COLOUR.muted, characterSpacing: 0.8 });
    return x;
  };
  const traitList = (x: number, traits: readonly Trait[], empty: string) => {
    if (!traits.length) rd.text(empty, x + 10, y + 28, { size: SIZE.small, color: COLOUR.muted, width: w - 20, lineGap: 1 });
    traits.forEach((t, i) => {
      const p = r.score.percentile[t];
      const ly = y + 27 + i * 19;
      // named and counted in the desirable direction the card's heading speaks of (low Neuroticism: Emotional stability)
      const reading = p === null ? null : profileListReading(t, p);
      rd.text(`${i + 1}`, x + 10, ly, { font: FONT.bold, size: SIZE.body, color: COLOUR.faint });
      rd.text(reading?.reversed ? "Emotional stability" : TRAIT_LABELS[t], x + 22, ly, { size: SIZE.body });
      if (p !== null && reading)
        rd.text(rd.words.ordinal(reading.percentile), x + 10, ly, {
          font: FONT.bold,
          size: SIZE.body,
          color: BAND_COLOUR[percentileColour(p, traitPolarity(t))],
          width: w - 20,
          align: "right",
        });
    });
  };
  traitList(card(0, "Strongest traits"), prof.strongest, "No trait reached the 75th percentile in its desirable direction.");
  traitList(card(1, "Development areas"), prof.development, "No trait is below the 25th percentile in its desirable direction.");
  const x = card(2, "Profile balance");
  rd.text(prof.balance, x + 10, y + 24, { font: FONT.bold, size: 16, color: COLOUR.accent });
  rd.text(`variance ${oneDecimal(prof.percentileVariance)}`, x + 10, y + 30, { size: SIZE.tiny, color: COLOUR.muted, width: w - 20, align: "right" });
  rd.text(`${prof.type} profile`, x + 10, y + 46, { font: FONT.bold, size: SIZE.small });
  const arche = prof.archetypes.length
    ? `Archetype: ${prof.archetypes.map((a) => `${a.name} (${a.score})`).join(", ")}`
    : `No archetype reached a match score of ${ARCHETYPE_MIN_MATCH}.`;
  rd.text(arche, x + 10, y + 59, { size: SIZE.tiny, color: COLOUR.muted, width: w - 20, lineGap: 1 });
  rd.y = y + CARD_HEIGHT + 6;
}
