/**
 * The alerts_warnings section (spec 2 §2.2, §3.4): the configured thresholds (the §3.4 defaults when none)
 * over the period's completion rate (percent) and user activity (members active in the period). A period
 * with no starts has no completion rate, so it raises no completion-rate alert. No alert reads "All Clear".
 */
import { defaultConfiguration, type AlertThreshold } from "../templates.ts";
import { evaluateAlerts } from "../thresholds.ts";
import { completionRate, type PeriodFigures } from "./figures.ts";

/** The alerts and their summary. */
export function alertsWarnings(cur: PeriodFigures, thresholds: readonly AlertThreshold[] | undefined) {
  const rules = thresholds?.length ? thresholds : (defaultConfiguration("alerts_warnings").thresholds ?? []);
  const rate = completionRate(cur);
  return evaluateAlerts(rules, { ...(rate === null ? {} : { completion_rate: rate }), user_activity: cur.activeUsers });
}
