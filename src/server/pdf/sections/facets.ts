/** Spec §2 "30 Facets": a table of trait, facet, percentile, label and confidence, flagging prorated and critical facets. */
import type { TResults } from "../../../contracts/assessments.ts";
import { percentileColour, percentileLabel, traitPolarity } from "../../../domain/psychometrics/bands.ts";
import { COVERAGE_CONFIDENCE_THRESHOLD } from "../../../domain/psychometrics/facet-confidence.ts";
import { FACETS, TRAITS } from "../../../domain/psychometrics/facets.ts";
import { facetName, TRAIT_LABELS } from "../labels.ts";
import { percentOf } from "../layout.ts";
import type { ReportDoc } from "../kit/doc.ts";
import { BAND_COLOUR, COLOUR, FONT, RISK_COLOUR, SIZE } from "../theme.ts";

const ROW = 15.5;

/** Column positions (offsets from the left margin) and widths of the facet table. */
export const FACET_COLUMNS = {
  trait: { x: 0, w: 96 },
  facet: { x: 96, w: 132 },
  bar: { x: 228, w: 100 },
  percentile: { x: 334, w: 34 },
  label: { x: 372, w: 56 },
  confidence: { x: 428, w: 67 },
} as const;

/** Draws the 30-facet table (only when the score has facets). */
export function drawFacets(rd: ReportDoc, r: TResults): void {
  const facets = r.score.facets;
  if (!facets) return;
  const designed = r.score.designed;
  const assessed = designed?.kind === "builder" && designed.coverage ? designed.coverage : null;
  const cov = assessed ?? r.score.coverage;
  const coverageText = assessed
    ? `Coverage validation ${Math.round(cov.percent)}% (${cov.band}): ${cov.covered} of the ${cov.total} facets this assessment type assesses are above confidence 0.3, as in its competency profile.`
    : `Facet coverage ${Math.round(cov.percent)}% (${cov.band}): ${cov.covered} of ${cov.total} facets have enough answers to score.`;
  rd.sectionHeading(
    "The 30 facets",
    `Six facets per trait, from the IPIP-NEO-120. Confidence is the share of a facet's four full-form items you answered; a facet needs at least 2 of 4 answered to be scored. ${coverageText} Neuroticism facets count in reverse: a high percentile is a concern.`,
    ROW * 8,
  );
  const c = FACET_COLUMNS;
  const header = () => {
    const y = rd.y;
    const h = { font: FONT.bold, size: 7, color: COLOUR.muted, characterSpacing: 0.6 } as const;
    rd.text("TRAIT", rd.left + c.trait.x, y, h);
    rd.text("FACET", rd.left + c.facet.x, y, h);
    rd.text("PERCENTILE", rd.left + c.bar.x, y, h);
    rd.text("LABEL", rd.left + c.label.x, y, h);
    rd.text("CONFIDENCE", rd.left + c.confidence.x, y, { ...h, width: c.confidence.w, align: "right" });
    rd.rule(12, 3, { width: 0.8, color: COLOUR.ink });
  };
  header();
  let prorated = false;
  for (const trait of TRAITS) {
    const group = FACETS.filter((f) => f.trait === trait);
    if (rd.ensureSpace(ROW * group.length + 4)) header();
    group.forEach((f, i) => {
      const s = facets[f.key];
      const y = rd.y;
      if (i % 2 === 1)
        rd.doc
          .save()
          .rect(rd.left + c.facet.x - 4, y, rd.width - c.facet.x + 4, ROW)
          .fill(COLOUR.panel)
          .restore();
      const ty = y + 4;
      if (i === 0) rd.text(TRAIT_LABELS[trait], rd.left + c.trait.x, ty, { font: FONT.bold, size: SIZE.small });
      rd.text(facetName(f.key), rd.left + c.facet.x, ty, { size: SIZE.small });
      if (!s) {
        const short = r.score.notEnough?.facets[f.key];
        const why = short ? `not enough answers (${short.itemsAnswered} of ${short.itemsFullForm}; needs ${short.minimumItems})` : "not measured";
        rd.text(why, rd.left + c.bar.x, ty, { font: FONT.italic, size: SIZE.small, color: COLOUR.muted });
      } else {
        const polarity = s.polarity ?? traitPolarity(f.trait);
        const colour = BAND_COLOUR[percentileColour(s.percentile, polarity)];
        rd.bar(rd.left + c.bar.x, y + 5, c.bar.w, 5, s.percentile, 0, 100, colour, [{ value: 50, color: COLOUR.faint }]);
        rd.text(rd.words.ordinal(s.percentile), rd.left + c.percentile.x, ty, { font: FONT.bold, size: SIZE.small, color: colour, width: c.percentile.w, align: "right" });
        rd.text(percentileLabel(s.percentile, polarity), rd.left + c.label.x + 4, ty, { size: SIZE.small });
        const conf = percentOf(s.confidence) + (s.prorated ? "*" : "");
        prorated ||= s.prorated;
        const confX = rd.left + c.confidence.x;
        rd.text(conf, confX, ty, { size: SIZE.small, color: s.critical ? RISK_COLOUR.critical : COLOUR.ink, width: c.confidence.w, align: "right" });
        if (s.critical) {
          // The flag sits just left of the number, over the end of the label column.
          const bw = rd.widthOf("CRITICAL", { font: FONT.bold, size: 5.5, characterSpacing: 0.4 }) + 10;
          rd.badge("critical", confX + c.confidence.w - rd.widthOf(conf, { size: SIZE.small }) - 4 - bw, y + 3, RISK_COLOUR.critical, 5.5);
        }
      }
      rd.y += ROW;
    });
    rd.rule(0, 0);
  }
  rd.y += 6;
  const notes: string[] = [];
  if (prorated)
    notes.push(
      "* prorated and approximate: fewer than the four full-form items were asked or answered, so the raw score was scaled up to the full form before norming; a mean of fewer items spreads wider than a full-form score.",
    );
  if (cov.criticalFacets.length) notes.push(`Critical: confidence below ${COVERAGE_CONFIDENCE_THRESHOLD}; read these facets with particular caution.`);
  for (const n of notes) rd.paragraph(n, { size: SIZE.tiny, color: COLOUR.muted }, 2);
}
