/**
 * The operational system health rule (spec 1 §4 "Operational system health"): healthy when uptime is at least
 * 99.9 % and the error rate below 0.1 %; warning when uptime is at least 99 % and the error rate below 1 %;
 * otherwise critical. The error-rate KPI card is red above 1 % (spec 1 Operational Dashboard), yellow from
 * 0.1 % (the healthy limit above) and green below it.
 */

export type SystemHealth = "healthy" | "warning" | "critical";
export type Tone = "green" | "yellow" | "red";

export const HEALTHY_UPTIME = 99.9;
export const WARNING_UPTIME = 99;
export const HEALTHY_ERROR_RATE = 0.1;
export const WARNING_ERROR_RATE = 1;

const pct = (v: number) => `${Number(v.toFixed(3))}%`;

/** The health status from uptime and error rate (both in percent), with the reasons it is not better. */
export function systemHealth(uptimePercent: number, errorRatePercent: number): { status: SystemHealth; reasons: string[] } {
  const reasons: string[] = [];
  if (uptimePercent < HEALTHY_UPTIME) reasons.push(`Uptime ${pct(uptimePercent)} is below ${HEALTHY_UPTIME}%`);
  if (errorRatePercent >= HEALTHY_ERROR_RATE) reasons.push(`Error rate ${pct(errorRatePercent)} is not below ${HEALTHY_ERROR_RATE}%`);
  if (uptimePercent >= HEALTHY_UPTIME && errorRatePercent < HEALTHY_ERROR_RATE) return { status: "healthy", reasons };
  if (uptimePercent >= WARNING_UPTIME && errorRatePercent < WARNING_ERROR_RATE) return { status: "warning", reasons };
  return { status: "critical", reasons };
}

/** The error-rate card's colour: red above 1 %, yellow from 0.1 %, green below. */
export function errorRateTone(errorRatePercent: number): Tone {
  if (errorRatePercent > WARNING_ERROR_RATE) return "red";
  if (errorRatePercent >= HEALTHY_ERROR_RATE) return "yellow";
  return "green";
}
