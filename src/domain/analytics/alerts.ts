/**
 * Alerts from real events: fixed rules over figures the executive dashboard already computes for a date range.
 * Every alert carries the figure the rule tested, the threshold it crossed and its n, in the units they are
 * shown in (rates as percents rounded to one decimal), and a rule fires on the rounded figure: the words a
 * dashboard writes from an alert can never contradict the number printed next to them.
 */
import { FLAGGED_CONCERN } from "./insights.ts";

/** Spec 2 §3.4 alerts_warnings: completion_rate min 70, severity warning (percent). */
export const COMPLETION_RATE_MIN = 70;
/** Spec 2 §3.4 alerts_warnings: user_activity min 10, severity info (active users in the last 30 days). */
export const ACTIVE_USERS_MIN = 10;
/**
 * Our rule: completions falling by this percent or more against the previous period of the same length. A
 * quarter is well past the week-to-week swing of a steady organization.
 */
export const COMPLETION_DROP_PERCENT = 25;
/** Our rule: share of responses with a quality flag above this percent (the insights' threshold, insights.ts). */
export const FLAGGED_MAX_PERCENT = FLAGGED_CONCERN * 100;
/**
 * Rates and changes over fewer events than this are not alerted (our floor: two or three responses more or
 * less would swing them past any threshold).
 */
export const MIN_EVENTS = 10;

export const ALERT_KINDS = ["lowCompletionRate", "completionDrop", "flaggedResponses", "lowActivity", "withheldDepartments"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_SEVERITIES = ["warning", "info"] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

export interface WithheldDepartment {
  department: string;
  /** Completed responses in the range. */
  responses: number;
  /** Of those, the responses in whole privacy blocks inside the range (what the figures may use). */
  covered: number;
}

export interface Alert {
  kind: AlertKind;
  severity: AlertSeverity;
  /** The figure the rule tested: a percent (one decimal) for rates and changes, else a count. */
  value: number;
  /** The threshold it crossed, in the same unit. */
  threshold: number;
  /** The responses, starts or members the figure is computed over. */
  n: number;
  /** The further figures the alert's words quote. */
  numbers: Record<string, number>;
  /** withheldDepartments: the departments, in name order. */
  departments?: WithheldDepartment[];
}

export interface AlertInput {
  /** Days in the range (the previous period has as many). */
  days: number;
  /** Responses started and completed in the range (exact counts). */
  started: number;
  completed: number;
  /** Completed in the period of the same length just before the range. */
  previousCompleted: number;
  /** Responses in whole privacy blocks that have a quality figure, and how many of them carry a flag; null below the minimum group size. */
  quality: { n: number; flagged: number } | null;
  /** Members active in the last 30 days, and the organization's members. */
  activeUsers: number;
  members: number;
  /** Each department's completions in the range and those covered by whole blocks ("" is no department). */
  departments: readonly WithheldDepartment[];
  minGroupSize: number;
}

/** A share 0-1 as a percent with one decimal, as the dashboards show it. */
export function percentOf(share: number): number {
  return Math.round(share * 1000) / 10;
}

function lowCompletionRate(x: AlertInput): Alert | null {
  if (x.started < MIN_EVENTS) return null;
  const value = percentOf(Math.min(1, x.completed / x.started));
  if (value >= COMPLETION_RATE_MIN) return null;
  return { kind: "lowCompletionRate", severity: "warning", value, threshold: COMPLETION_RATE_MIN, n: x.started, numbers: { started: x.started, completed: x.completed } };
}

function completionDrop(x: AlertInput): Alert | null {
  if (x.previousCompleted < MIN_EVENTS) return null;
  const value = percentOf((x.completed - x.previousCompleted) / x.previousCompleted);
  if (value > -COMPLETION_DROP_PERCENT) return null;
  return {
    kind: "completionDrop",
    severity: "warning",
    value,
    threshold: -COMPLETION_DROP_PERCENT,
    n: x.completed + x.previousCompleted,
    numbers: { completed: x.completed, previousCompleted: x.previousCompleted, days: x.days },
  };
}

function flaggedResponses(x: AlertInput): Alert | null {
  if (!x.quality || x.quality.n < Math.max(MIN_EVENTS, x.minGroupSize)) return null;
  const value = percentOf(x.quality.flagged / x.quality.n);
  if (value <= FLAGGED_MAX_PERCENT) return null;
  return { kind: "flaggedResponses", severity: "warning", value, threshold: FLAGGED_MAX_PERCENT, n: x.quality.n, numbers: { flagged: x.quality.flagged } };
}

function lowActivity(x: AlertInput): Alert | null {
  // an organization smaller than the threshold could never reach it
  if (x.members < ACTIVE_USERS_MIN || x.activeUsers >= ACTIVE_USERS_MIN) return null;
  return { kind: "lowActivity", severity: "info", value: x.activeUsers, threshold: ACTIVE_USERS_MIN, n: x.members, numbers: { members: x.members } };
}

function withheldDepartments(x: AlertInput): Alert | null {
  const withheld = x.departments
    .filter((d) => d.department !== "" && d.responses > 0 && d.covered < x.minGroupSize)
    .map((d) => ({ ...d }))
    .sort((a, b) => a.department.localeCompare(b.department));
  if (withheld.length === 0) return null;
  return {
    kind: "withheldDepartments",
    severity: "info",
    value: withheld.length,
    threshold: x.minGroupSize,
    n: withheld.reduce((a, d) => a + d.responses, 0),
    numbers: { minGroupSize: x.minGroupSize },
    departments: withheld,
  };
}

/** The alerts of a range, warnings first, each rule at most once. */
export function alertsFor(x: AlertInput): Alert[] {
  const out = [lowCompletionRate(x), completionDrop(x), flaggedResponses(x), lowActivity(x), withheldDepartments(x)].filter((a): a is Alert => a !== null);
  const order: Record<AlertSeverity, number> = { warning: 0, info: 1 };
  return out.sort((a, b) => order[a.severity] - order[b.severity]);
}
