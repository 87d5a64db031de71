/**
 * The reporting area's thresholds (spec 2 §3.4, §9): alert rules of the alerts_warnings section, the targets
 * the analytics screen displays, and the colours of template completion and insight priority.
 */
import type { AlertThreshold } from "./templates.ts";
import { say, type Coded } from "./words.ts";

export type Alert = { severity: AlertThreshold["severity"]; title: Coded; description: Coded; metric_value: number; threshold_value: number };

/** Alerts for the metrics below their threshold (a missing metric raises nothing), with the §3.1 summary. */
export function evaluateAlerts(
  thresholds: readonly AlertThreshold[],
  metrics: Partial<Record<AlertThreshold["metric"], number>>,
): { alerts: Alert[]; summary: { critical: number; warning: number; info: number; total_alerts: number } } {
  const alerts: Alert[] = [];
  for (const t of thresholds) {
    const v = metrics[t.metric];
    if (v === undefined || !Number.isFinite(v) || v >= t.min) continue;
    alerts.push({
      severity: t.severity,
      title: say("alerts.title", { metric: say(`alerts.metrics.${t.metric}`), min: t.min }),
      description: say("alerts.description", { metric: say(`alerts.metrics.${t.metric}`), value: v, min: t.min }),
      metric_value: v,
      threshold_value: t.min,
    });
  }
  const count = (s: Alert["severity"]) => alerts.filter((a) => a.severity === s).length;
  return { alerts, summary: { critical: count("critical"), warning: count("warning"), info: count("info"), total_alerts: alerts.length } };
}

/** Spec 2 §9 targets: completion rate 85% (arrow positive above 80); delivery success 98% (positive above 95; on the summary card above 90). */
export const TARGETS = { completionRate: { target: 85, positiveAbove: 80 }, deliverySuccess: { target: 98, positiveAbove: 95, cardPositiveAbove: 90 } } as const;

/** Whether a figure's arrow reads positive (strictly above its bar). */
export function arrowPositive(value: number, positiveAbove: number): boolean {
  return value > positiveAbove;
}

/** Spec 2 §9 template completion bar: above 80 green, above 60 yellow, else red. */
export function completionColour(percent: number): "green" | "yellow" | "red" {
  return percent > 80 ? "green" : percent > 60 ? "yellow" : "red";
}

/** Spec 2 §9 insight priority colouring: 8 or above red, 6 or above yellow, otherwise blue. */
export function insightPriorityColour(priority: number): "red" | "yellow" | "blue" {
  return priority >= 8 ? "red" : priority >= 6 ? "yellow" : "blue";
}
