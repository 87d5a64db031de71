/** Spec §2 Executive leadership profile: eight competencies with benchmark markers, readiness, strengths and priorities. */
import type { TResults } from "../../../contracts/assessments.ts";
import { EXECUTIVE_COMPETENCIES, type CompetencyLevel, type ExecutiveCompetency, type Readiness } from "../../../domain/psychometrics/executive.ts";
import { LEVEL_CODES, READINESS_CODES } from "../../../shared/psychometric-codes.ts";
import { codedName, psychName } from "../labels.ts";
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
  const w = rd.words;
  const name = (c: ExecutiveCompetency) => psychName(w, `executive.${c}`, c);
  rd.sectionHeading(w.t("results.executive.heading"), undefined, SCORE_ROW * 10);
  notNormedNote(rd, w.t("results.executive.note"));

  rd.ensureSpace(30);
  const y = rd.y;
  const readiness = w.t("results.executive.readiness");
  rd.text(readiness, rd.left, y + 4, { font: FONT.bold, size: SIZE.body, color: COLOUR.muted });
  let x = rd.left + rd.widthOf(readiness, { font: FONT.bold, size: SIZE.body }) + 10;
  if (ex.readiness) x += rd.badge(codedName(w, "readiness", READINESS_CODES, ex.readiness), x, y + 3, READINESS_COLOUR[ex.readiness], 8) + 10;
  rd.text(w.t("results.executive.mean", { value: w.number(ex.mean) }), x, y + 4.5, { size: SIZE.small, color: COLOUR.muted });
  rd.y += 28;

  for (const c of EXECUTIVE_COMPETENCIES) {
    const b = ex.benchmarks[c];
    const level = ex.levels[c];
    scoreRow(rd, name(c), ex.scores[c], level ? codedName(w, "level", LEVEL_CODES, level) : null, level ? LEVEL_COLOUR[level] : COLOUR.faint, [
      { value: b.average, label: w.t("results.executive.marks.average"), color: COLOUR.faint },
      { value: b.good, label: w.t("results.executive.marks.good"), color: COLOUR.muted },
      { value: b.excellent, label: w.t("results.executive.marks.excellent"), color: COLOUR.marker },
    ]);
  }
  rd.y += 6;
  twoLists(
    rd,
    {
      title: w.t("results.executive.strengths"),
      items: ex.strengths.map((c) => w.t("results.scored", { name: name(c), score: w.number(ex.scores[c]) })),
      empty: w.t("results.executive.noStrengths"),
    },
    {
      title: w.t("results.executive.priorities"),
      items: ex.priorities.map((p) => w.t("results.executive.priority", { name: name(p.competency), score: w.number(ex.scores[p.competency]), gap: w.number(p.gap) })),
      empty: w.t("results.executive.noPriorities"),
    },
  );
}
