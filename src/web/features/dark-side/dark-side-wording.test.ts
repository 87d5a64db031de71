import { describe, expect, it } from "vitest";
import darkSide from "../../locales/en/dark-side.ts";

/** Every string of the dark-side catalogue, with its key. */
function entries(x: unknown, path = ""): Array<[string, string]> {
  if (typeof x === "string") return [[path, x]];
  if (x && typeof x === "object") return Object.entries(x).flatMap(([k, v]) => entries(v, path ? `${path}.${k}` : k));
  return [];
}

/** Words a clinician or an employment lawyer would object to on a person; "not … a diagnosis" as a disclaimer is fine. */
const OBJECTIONABLE =
  /toxic|harmful|patholog|disorder|psychopath(?!y)|sociopath|narcissist|dangerous|unfit|abnormal|mentally ill|\bdiagnos(?:e|es|ed|ing|tic)\b|(?<!not a |or a )diagnosis/i;

describe("dark-side dashboard wording (issue 22)", () => {
  const all = entries(darkSide);
  it("no string labels a person with a clinical or legal verdict", () => {
    expect(all.length).toBeGreaterThan(50);
    for (const [key, s] of all) expect(s, key).not.toMatch(OBJECTIONABLE);
  });
  it("no team-impact verdict, stress multiplier or self-awareness gap is worded anywhere", () => {
    for (const [key, s] of all) {
      expect(key).not.toMatch(/teamImpact|amplification|gap/i);
      expect(s).not.toMatch(/team impact|amplification|self-awareness gap|minus your raters|derailer scores minus/i);
    }
  });
  it("the stress figure says where it is shown that it is proneness from self-report, not current stress", () => {
    expect(darkSide.overview.stressProneness).toBe("Stress proneness (self-report, not current stress)");
    expect(darkSide.stress.proneness).toMatch(/^Stress proneness/);
    for (const [, s] of all) expect(s).not.toMatch(/stress level/i);
  });
  it("every derived figure on the dashboard has its rule beside it", () => {
    for (const key of ["stressPronenessNote", "selfOtherNote", "impactNote"] as const) expect(darkSide.overview[key]).toMatch(/\w/);
    for (const key of ["pronenessNote", "adaptiveNote", "maladaptiveNote", "compensatoryNote"] as const)
      expect(darkSide.stress[key]).toMatch(/percentile|percent of maximum|0-100/);
  });
});
