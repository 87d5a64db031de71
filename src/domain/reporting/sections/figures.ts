/**
 * The figures a report section is written from: one period's counts as the analytics dashboards compute
 * them (the executive dashboard's daily counts and per-type performance, its privacy-block average score,
 * the members' activity days), and the catalogue of metrics a metrics section may show.
 */
import { percentOf } from "../../analytics/alerts.ts";
import type { Desirable } from "./change.ts";
import type { Period } from "./period.ts";

export type TypeFigures = {
  typeId: string;
  name: string;
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

/** Completed over started as a percent with one decimal (at most 100: some completions were started earlier); null with no starts. */
export function completionRate(f: Pick<PeriodFigures, "started" | "completed">): number | null {
  return f.started > 0 ? percentOf(Math.min(1, f.completed / f.started)) : null;
}

export type MetricFormat = "number" | "percentage" | "minutes";
export type MetricDefinition = { label: string; format: MetricFormat; desirable: Desirable; value: (f: PeriodFigures) => number | null; meaning: string };

/**
 * The metrics a metrics_dashboard or executive_summary can show (spec 2 §3.4 names the first five).
 * active_assessments is the responses started in the period: every start is an assessment being taken,
 * counted exactly from the rollups (an open assignment nobody started is not activity).
 */
export const METRICS: Record<string, MetricDefinition> = {
  total_users: { label: "Total Users", format: "number", desirable: "up", value: (f) => f.members, meaning: "members who had joined by the end of the period" },
  active_assessments: { label: "Active Assessments", format: "number", desirable: "up", value: (f) => f.started, meaning: "assessments started in the period" },
  completion_rate: { label: "Completion Rate", format: "percentage", desirable: "up", value: completionRate, meaning: "assessments completed over those started, in percent" },
  total_responses: { label: "Total Responses", format: "number", desirable: "up", value: (f) => f.completed, meaning: "responses completed in the period" },
  new_users: { label: "New Users", format: "number", desirable: "up", value: (f) => f.newMembers, meaning: "members who joined in the period" },
  active_users: { label: "Active Users", format: "number", desirable: "up", value: (f) => f.activeUsers, meaning: "members active in the period" },
  assessments_started: { label: "Assessments Started", format: "number", desirable: "up", value: (f) => f.started, meaning: "assessments started in the period" },
  assessments_completed: { label: "Assessments Completed", format: "number", desirable: "up", value: (f) => f.completed, meaning: "assessments completed in the period" },
  average_score: {
    label: "Average Score",
    format: "number",
    desirable: "none",
    value: (f) => f.averageScore,
    meaning: "mean of the five trait percentiles, Neuroticism reversed, over whole privacy blocks",
  },
};

export const isMetric = (key: string): key is keyof typeof METRICS => Object.hasOwn(METRICS, key);
