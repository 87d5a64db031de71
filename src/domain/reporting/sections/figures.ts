/**
 * The figures a report section is written from: one period's counts as the analytics dashboards compute
 * them (the executive dashboard's daily counts and per-type performance, its privacy-block average score,
 * the members' activity days), and the catalogue of metrics a metrics section may show.
 */
import { percentOf } from "../../analytics/alerts.ts";
import { isAssessmentTypeId } from "../../assessments/types.ts";
import { say, type Coded } from "../words.ts";
import type { Desirable } from "./change.ts";
import type { Period } from "./period.ts";

export type TypeFigures = {
  typeId: string;
  /** A designed type's own name; null for a built-in type (the reader's catalog names it by its typeId). */
  name: string | null;
  started: number;
  completed: number;
  /** Mean completion minutes of the type's completions in the period (null when none were timed). */
  avgMinutes: number | null;
};

/** One period's figures (exact counts; `averageScore` already null when the minimum group size withholds it). */
export type PeriodFigures = {
  period: Period;
  /** Current members who had joined by the end of the period. */
  members: number;
  /** Current members who joined during the period. */
  newMembers: number;
  /** Distinct members active in the period (signed in, answered, started or completed). */
  activeUsers: number;
  /** Member-days of activity in the period (one per member and day). */
  activeDays: number;
  /** Responses started and completed in the period. */
  started: number;
  completed: number;
  /** Mean of the five trait percentiles (Neuroticism reversed) over whole privacy blocks; null when withheld. */
  averageScore: number | null;
  daily: { date: string; started: number; completed: number }[];
  byType: TypeFigures[];
};

/** A type as a report names it: a built-in type by its code (`type.<id>`, worded by the reader's catalog), another by its own name, else its id. */
export function typeWord(t: Pick<TypeFigures, "typeId" | "name">): string | Coded {
  return isAssessmentTypeId(t.typeId) ? say(`type.${t.typeId}`) : (t.name ?? t.typeId);
}

/** Completed over started as a percent with one decimal (at most 100: some completions were started earlier); null with no starts. */
export function completionRate(f: Pick<PeriodFigures, "started" | "completed">): number | null {
  return f.started > 0 ? percentOf(Math.min(1, f.completed / f.started)) : null;
}

export type MetricFormat = "number" | "percentage" | "minutes";
/** A metric by its key: its label and meaning are the report words `metrics.<key>` and `meanings.<key>`. */
export type MetricDefinition = { format: MetricFormat; desirable: Desirable; value: (f: PeriodFigures) => number | null };

/**
 * The metrics a metrics_dashboard or executive_summary can show (spec 2 §3.4 names the first five).
 * active_assessments is the responses started in the period: every start is an assessment being taken,
 * counted exactly from the rollups (an open assignment nobody started is not activity).
 */
export const METRICS: Record<string, MetricDefinition> = {
  total_users: { format: "number", desirable: "up", value: (f) => f.members },
  active_assessments: { format: "number", desirable: "up", value: (f) => f.started },
  completion_rate: { format: "percentage", desirable: "up", value: completionRate },
  total_responses: { format: "number", desirable: "up", value: (f) => f.completed },
  new_users: { format: "number", desirable: "up", value: (f) => f.newMembers },
  active_users: { format: "number", desirable: "up", value: (f) => f.activeUsers },
  assessments_started: { format: "number", desirable: "up", value: (f) => f.started },
  assessments_completed: { format: "number", desirable: "up", value: (f) => f.completed },
  average_score: {
    format: "number",
    desirable: "none",
    value: (f) => f.averageScore,
  },
};

export const isMetric = (key: string): key is keyof typeof METRICS => Object.hasOwn(METRICS, key);
