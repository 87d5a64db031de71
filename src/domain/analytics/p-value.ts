/**
 * p-values as every analytics text prints them, one rule for all: "< .001" below .001; else three decimals
 * below .1 and two above (APA style, no leading zero), with more decimals whenever rounding would carry p across
 * .001, .01, .05 or .1 — .0496 prints ".0496", not ".050", so a sentence that claims p < .05 never shows a
 * value of .05 or more. Past six decimals the value is cut, not rounded (it then stays on p's side).
 */
const THRESHOLDS = [0.001, 0.01, 0.05, 0.1] as const;
const MAX_DIGITS = 6;

const sameSide = (p: number, shown: number) => THRESHOLDS.every((t) => p < t === shown < t);

/** "= .0496", "= .012", "= .23" or "< .001" (write it after "p "). */
export function formatP(p: number): string {
  if (!Number.isFinite(p)) return "= —";
  if (p < 0.001) return "< .001";
  for (let digits = p < 0.1 ? 3 : 2; digits <= MAX_DIGITS; digits++) {
    const f = 10 ** digits;
    const rounded = Math.round(p * f) / f;
    const shown = digits === MAX_DIGITS && !sameSide(p, rounded) ? Math.floor(p * f) / f : rounded;
    if (sameSide(p, shown) || digits === MAX_DIGITS) return `= ${shown.toFixed(digits).replace(/^0/, "")}`;
  }
  return `= ${p}`;
}
