/**
 * The assessment_summary section: per assessment type the period's starts, completions, completion rate and
 * mean completion minutes (the executive dashboard's assessment performance), with the totals. A type with
 * fewer completions than the minimum group size shows its counts but not its mean minutes (a mean over a few
 * people says something about each of them); the note names the types.
 */
import { completionRate, typeWord, type TypeFigures } from "./figures.ts";
import { round1 } from "./change.ts";
import { say, type Coded } from "../words.ts";

export const ASSESSMENT_SUMMARY_HEADERS: Coded[] = ["assessmentType", "started", "completed", "completionRate", "averageMinutes"].map((h) => say(`headers.${h}`));

export type AssessmentSummary = {
  headers: Coded[];
  data: (string | number | null | Coded)[][];
  key_metrics: Record<string, number | null>;
  note?: Coded;
};

/** The table (types by completions, then name), totals and the withholding note. */
export function assessmentSummary(types: readonly TypeFigures[], minGroupSize: number): AssessmentSummary {
  const rows = [...types].filter((t) => t.started > 0 || t.completed > 0).sort((a, b) => b.completed - a.completed || (a.name ?? a.typeId).localeCompare(b.name ?? b.typeId));
  const withheld = rows.filter((t) => t.completed < minGroupSize && t.avgMinutes !== null);
  const data = rows.map((t) => [typeWord(t), t.started, t.completed, completionRate(t), t.completed < minGroupSize || t.avgMinutes === null ? null : round1(t.avgMinutes)]);
  const started = rows.reduce((a, t) => a + t.started, 0);
  const completed = rows.reduce((a, t) => a + t.completed, 0);
  return {
    headers: ASSESSMENT_SUMMARY_HEADERS,
    data,
    key_metrics: { assessment_types: rows.length, assessments_started: started, assessments_completed: completed, completion_rate: completionRate({ started, completed }) },
    ...(withheld.length
      ? {
          note: say("notes.minutesWithheld", { types: withheld.map(typeWord), minGroupSize }),
        }
      : {}),
  };
}
