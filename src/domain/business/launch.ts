/**
 * Partners and launch readiness on the CEO dashboard (spec 2 §2.15, §7; issue 25). Their targets, the spec's
 * defaults and the launch-date arithmetic are the targets' own (./targets.ts).
 */

/** Bounds: at most this many partners and checklist items are kept, and their texts this long. */
export const MAX_PARTNERS = 200;
export const MAX_CHECKLIST_ITEMS = 200;
export const MAX_NAME_LENGTH = 120;
export const MAX_NOTE_LENGTH = 500;

/** Readiness: the completed share of the checklist, percent with one decimal; null for an empty checklist. */
export function readinessPercent(items: readonly { done: boolean }[]): number | null {
  if (items.length === 0) return null;
  const done = items.filter((i) => i.done).length;
  return Math.round((1000 * done) / items.length) / 10;
}

/** Active partners against the target range: success within or above it, warning from half the minimum, error below. */
export function partnersStatus(active: number, target: { min: number; max: number }): "success" | "warning" | "error" {
  if (active >= target.min) return "success";
  return active >= target.min / 2 ? "warning" : "error";
}
