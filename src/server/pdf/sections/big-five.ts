/** Spec §2 Overview: one bar per Big Five trait, then Strongest Traits, Development Areas and Profile Balance. */
import type { TResults } from "../../../contracts/assessments.ts";
import { ARCHETYPE_MIN_MATCH } from "../../../domain/psychometrics/archetypes.ts";
import { percentileColour, percentileLabel, SCALE_MARKS } from "../../../domain/psychometrics/bands.ts";
import { ITEMS_PER_DOMAIN_FULL_FORM, TRAITS, type Trait } from "../../../domain/psychometrics/facets.ts";
import { TRAIT_DESCRIPTIONS, TRAIT_LABELS } from "../labels.ts";
import { columnWidth, oneDecimal, ordinal, whole } from "../layout.ts";
import type { ReportDoc } from "../report-doc.ts";
import { BAND_COLOUR, COLOUR, FONT, SIZE } from "../theme.ts";

const TRAIT_BLOCK_HEIGHT = 70;

/** Draws the five trait bars (spec §2: percentile, stanine, raw, marks at 10/25/50/75/90, label). */
export function drawBigFive(rd: ReportDoc, r: TResults): void {
  const s = r.score;
  rd.sectionHeading(
    "Big Five personality profile",
    `Each bar shows your percentile: the share of people in the norm group (${s.normGroup.label}) who scored lower than you. Marks at the 10th, 25th, 50th, 75th and 90th percentiles.`,
    TRAIT_BLOCK_HEIGHT * 2,
  );
  for (const t of TRAITS) drawTrait(rd, r, t);
}

function drawTrait(rd: ReportDoc, r: TResults, t: Trait): void {
  rd.ensureSpace(TRAIT_BLOCK_HEIGHT);
  const y = rd.y;
  const p = r.score.percentile[t];
  const detail = r.score.traits[t];
  rd.text(TRAIT_LABELS[t], rd.left, y, { font: FONT.bold, size: 11.5 });
  if (p === null) {
    rd.text("Not measured", rd.left, y + 1, { size: SIZE.small, color: COLOUR.muted, width: rd.width, align: "right" });
  } else {
    const colour = BAND_COLOUR[percentileColour(p)];
    const label = percentileLabel(p);
    const bw = rd.widthOf(label.toUpperCase(), { font: FONT.bold, size: SIZE.tiny, characterSpacing: 0.4 }) + 10;
    rd.badge(label, rd.left + rd.width - bw, y, colour);
    const pct = `${ordinal(p)} percentile`;
    const pw = rd.widthOf(pct, { font: FONT.bold, size: SIZE.body });
    rd.text(pct, rd.left + rd.width - bw - 8 - pw, y + 1, { font: FONT.bold, size: SIZE.body, color: colour });
  }
  const barY = y + 18;
  const colour = p === null ? COLOUR.faint : BAND_COLOUR[percentileColour(p)];
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
  const stats = [
    `Percentile ${whole(p)}`,
    `Stanine ${whole(r.score.stanine[t])} of 9`,
    `Raw ${whole(r.score.raw[t])} (range ${ITEMS_PER_DOMAIN_FULL_FORM}–${ITEMS_PER_DOMAIN_FULL_FORM * 5})`,
  ];
  if (detail?.prorated) stats.push(`prorated from ${detail.itemsAnswered} of ${detail.itemsFullForm} items`);
  rd.text(stats.join("  ·  "), rd.left, statsY, { size: SIZE.small, color: COLOUR.ink });
  rd.text(TRAIT_DESCRIPTIONS[t], rd.left, statsY + 12, { font: FONT.italic, size: SIZE.small, color: COLOUR.muted, width: rd.width });
  rd.y = y + TRAIT_BLOCK_HEIGHT;
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
  const traitList = (x: number, traits: readonly Trait[]) => {
    if (!traits.length) rd.text("No trait was measured.", x + 10, y + 28, { size: SIZE.small, color: COLOUR.muted });
    traits.forEach((t, i) => {
      const p = r.score.percentile[t];
      const ly = y + 27 + i * 19;
      rd.text(`${i + 1}`, x + 10, ly, { font: FONT.bold, size: SIZE.body, color: COLOUR.faint });
      rd.text(TRAIT_LABELS[t], x + 22, ly, { size: SIZE.body });
      if (p !== null) rd.text(ordinal(p), x + 10, ly, { font: FONT.bold, size: SIZE.body, color: BAND_COLOUR[percentileColour(p)], width: w - 20, align: "right" });
    });
  };
  traitList(card(0, "Strongest traits"), prof.strongest);
  traitList(card(1, "Development areas"), prof.development);
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
