/**
 * The diverging colour scale of the analytics matrices: a difference from the organization, full strength at
 * ±limit (20 by default; the department heatmap passes its d limit). Above the organization is blue, below is orange; neither is "good" (for neuroticism
 * lower is desirable), so the scale shows only direction and size. Text turns white on strong fills.
 */

export const HEAT_LIMIT = 20;
const NEUTRAL = [241, 245, 249] as const; // slate-100
const ABOVE = [37, 99, 235] as const; // blue-600
const BELOW = [234, 88, 12] as const; // orange-600
const WITHHELD = "#e2e8f0"; // slate-200

export interface HeatColor {
  fill: string;
  ink: string;
}

const hex = (rgb: readonly number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** The fill and text colour of a cell, full strength at ±`limit`; a withheld cell (null) is plain grey. */
export function heatColor(difference: number | null, limit: number = HEAT_LIMIT): HeatColor {
  if (difference === null || !Number.isFinite(difference)) return { fill: WITHHELD, ink: "#475569" };
  const t = Math.min(1, Math.abs(difference) / limit);
  const end = difference >= 0 ? ABOVE : BELOW;
  const rgb = NEUTRAL.map((c, i) => c + (end[i] - c) * t);
  return { fill: hex(rgb), ink: t > 0.55 ? "#ffffff" : "#0f172a" };
}
