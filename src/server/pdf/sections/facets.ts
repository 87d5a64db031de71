/** Spec §2 "30 Facets": a table of trait, facet, percentile, label and confidence, flagging prorated and critical facets. */
import type { TResults } from "../../../contracts/assessments.ts";
import { percentileColour, percentileLabel, traitPolarity } from "../../../domain/psychometrics/bands.ts";
import { COVERAGE_CONFIDENCE_THRESHOLD } from "../../../domain/psychometrics/facet-confidence.ts";
import { FACETS, TRAITS } from "../../../domain/psychometrics/facets.ts";
import { PERCENTILE_BAND_CODES } from "../../../shared/psychometric-codes.ts";
import { codedName, facetWord, traitWord } from "../labels.ts";
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
  const w = rd.words;
  const coverageFacts = {
    percent: w.number(cov.percent),
    band: w.t(`results.facets.band.${cov.band}`),
    covered: w.number(cov.covered),
    total: w.number(cov.total),
  };
  const coverageText = w.t(assessed ? "results.facets.coverageAssessed" : "results.facets.coverage", coverageFacts);
  rd.sectionHeading(w.t("results.facets.heading"), w.t("results.facets.subtitle", { coverage: coverageText }), ROW * 8);
  const c = FACET_COLUMNS;
  const column = (key: "trait" | "facet" | "percentile" | "label" | "confidence") => w.t(`results.facets.columns.${key}`).toUpperCase();
  const header = () => {
    const y = rd.y;
    const h = { font: FONT.bold, size: 7, color: COLOUR.muted, characterSpacing: 0.6 } as const;
    rd.text(column("trait"), rd.left + c.trait.x, y, h);
    rd.text(column("facet"), rd.left + c.facet.x, y, h);
    rd.text(column("percentile"), rd.left + c.bar.x, y, h);
    rd.text(column("label"), rd.left + c.label.x, y, h);
    rd.text(column("confidence"), rd.left + c.confidence.x, y, { ...h, width: c.confidence.w, align: "right" });
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
      if (i === 0) rd.text(traitWord(w, trait), rd.left + c.trait.x, ty, { font: FONT.bold, size: SIZE.small });
      rd.text(facetWord(w, f.key), rd.left + c.facet.x, ty, { size: SIZE.small });
      if (!s) {
        const short = r.score.notEnough?.facets[f.key];
        const why = short
          ? w.t("results.facets.notEnough", { answered: w.number(short.itemsAnswered), full: w.number(short.itemsFullForm), minimum: w.number(short.minimumItems) })
          : w.t("results.notMeasured");
        rd.text(why, rd.left + c.bar.x, ty, { font: FONT.italic, size: SIZE.small, color: COLOUR.muted });
      } else {
        const polarity = s.polarity ?? traitPolarity(f.trait);
        const colour = BAND_COLOUR[percentileColour(s.percentile, polarity)];
        rd.bar(rd.left + c.bar.x, y + 5, c.bar.w, 5, s.percentile, 0, 100, colour, [{ value: 50, color: COLOUR.faint }]);
        rd.text(rd.words.ordinal(s.percentile), rd.left + c.percentile.x, ty, { font: FONT.bold, size: SIZE.small, color: colour, width: c.percentile.w, align: "right" });
        rd.text(codedName(w, "band", PERCENTILE_BAND_CODES, percentileLabel(s.percentile, polarity)), rd.left + c.label.x + 4, ty, { size: SIZE.small });
        const conf = w.t("common.percent", { value: w.number(s.confidence * 100) }) + (s.prorated ? "*" : "");
        prorated ||= s.prorated;
        const confX = rd.left + c.confidence.x;
        rd.text(conf, confX, ty, { size: SIZE.small, color: s.critical ? RISK_COLOUR.critical : COLOUR.ink, width: c.confidence.w, align: "right" });
        if (s.critical) {
          // The flag sits just left of the number, over the end of the label column.
          const flag = w.t("results.facets.critical");
          const bw = rd.widthOf(flag.toUpperCase(), { font: FONT.bold, size: 5.5, characterSpacing: 0.4 }) + 10;
          rd.badge(flag, confX + c.confidence.w - rd.widthOf(conf, { size: SIZE.small }) - 4 - bw, y + 3, RISK_COLOUR.critical, 5.5);
        }
      }
      rd.y += ROW;
    });
    rd.rule(0, 0);
  }
  rd.y += 6;
  const notes: string[] = [];
  if (prorated) notes.push(w.t("results.facets.prorated"));
  if (cov.criticalFacets.length) notes.push(w.t("results.facets.criticalNote", { threshold: w.number(COVERAGE_CONFIDENCE_THRESHOLD, 2) }));
  for (const n of notes) rd.paragraph(n, { size: SIZE.tiny, color: COLOUR.muted }, 2);
}
