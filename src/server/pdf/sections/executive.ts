/** Spec §2 Executive leadership profile: eight competencies with benchmark markers, readiness, strengths and priorities. */
import type { TResults } from "../../../contracts/assessments.ts";
import { EXECUTIVE_COMPETENCIES, type CompetencyLevel, type Readiness } from "../../../domain/psychometrics/executive.ts";
import { EXECUTIVE_LABELS } from "../labels.ts";
import { whole } from "../layout.ts";
import type { ReportDoc } from "../kit/doc.ts";
import { BAND_COLOUR, COLOUR, FONT, RISK_COLOUR, SIZE } from "../theme.ts";
import { notNormedNote, SCORE_ROW, scoreRow, twoLists } from "./scored-rows.ts";

/** Print colour of a competency level (the level itself comes from the domain's competencyLevel). */
const LEVEL_COLOUR: Readonly<Record<CompetencyLevel, string>> = {
  Exceptional: BAND_COLOUR.green,
  Strong: BAND_COLOUR.blue,
  Competent: RISK_COLOUR.moderate,
  Developing: BAND_COLOUR.orange,
};

const READINESS_COLOUR: Readonly<Record<Readiness, string>> = {
  Ready: BAND_COLOUR.green,
  "Nearly Ready": BAND_COLOUR.blue,
  Developing: BAND_COLOUR.orange,
};

/** Draws the Executive leadership profile (only when the score has one). */
export function drawExecutive(rd: ReportDoc, r: TResults): void {
  const ex = r.score.executiveProfile;
  if (!ex) return;
  rd.sectionHeading("Executive leadership profile", undefined, SCORE_ROW * 10);
  notNormedNote(
    rd,
    "Scores are 0-100: the percent of the maximum possible score on the IPIP scales mapped to each competency. The markers are Facetwise's fixed benchmarks (A average, G good, E excellent) and readiness uses fixed cut-offs on the mean (80 Ready, 65 Nearly Ready): fixed reference points, not norms; no comparison sample of executives exists.",
  );

  rd.ensureSpace(30);
  const y = rd.y;
  rd.text("Executive readiness", rd.left, y + 4, { font: FONT.bold, size: SIZE.body, color: COLOUR.muted });
  let x = rd.left + rd.widthOf("Executive readiness", { font: FONT.bold, size: SIZE.body }) + 10;
  if (ex.readiness) x += rd.badge(ex.readiness, x, y + 3, READINESS_COLOUR[ex.readiness], 8) + 10;
  rd.text(`mean of the eight competencies: ${whole(ex.mean)}`, x, y + 4.5, { size: SIZE.small, color: COLOUR.muted });
  rd.y += 28;

  for (const c of EXECUTIVE_COMPETENCIES) {
    const b = ex.benchmarks[c];
    const level = ex.levels[c];
    scoreRow(rd, EXECUTIVE_LABELS[c], ex.scores[c], level, level ? LEVEL_COLOUR[level] : COLOUR.faint, [
      { value: b.average, label: "A", color: COLOUR.faint },
      { value: b.good, label: "G", color: COLOUR.muted },
      { value: b.excellent, label: "E", color: COLOUR.marker },
    ]);
  }
  rd.y += 6;
  twoLists(
    rd,
    { title: "Leadership strengths", items: ex.strengths.map((c) => `${EXECUTIVE_LABELS[c]} (${whole(ex.scores[c])})`), empty: "No competency reached its 'good' benchmark." },
    {
      title: "Development priorities",
      items: ex.priorities.map((p) => `${EXECUTIVE_LABELS[p.competency]} (${whole(ex.scores[p.competency])}; ${whole(p.gap)} below 'good')`),
      empty: "Every measured competency is at or above 'good'.",
    },
  );
}
