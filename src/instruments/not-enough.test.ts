import { describe, expect, it } from "vitest";
import type { AssessmentItem } from "../domain/assessments/item-types.ts";
import { DARK_SIDE_MAP, DARK_SIDE_TRAITS, type DarkSideTrait } from "../domain/psychometrics/dimension-map.ts";
import { FACETS } from "../domain/psychometrics/facets.ts";
import { itemsForType, scoreStoredResponse } from "./catalog.ts";

/** A scale the form asks whose items were all skipped is listed in notEnough with 0 answered, like one with too few. */
let seed = 1234;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);
const randomAnswer = (it: AssessmentItem) => (it.input.type === "likert" ? 1 + Math.floor(random() * 5) : it.input.type === "text" ? "x" : 3);

function derailerOf(it: AssessmentItem): DarkSideTrait | null {
  for (const t of DARK_SIDE_TRAITS) if (it.scales.some((m) => DARK_SIDE_MAP[t].sources.some((s) => s.scale === m.scale))) return t;
  return null;
}

describe("notEnough lists scales with no answers", () => {
  it("a facet whose four items were all skipped", () => {
    const items = itemsForType("ipip-neo-120");
    const facet = FACETS[Math.floor(random() * FACETS.length)];
    const answers = Object.fromEntries(items.filter((it) => it.facet !== facet.key).map((it) => [it.id, randomAnswer(it)]));
    const r = scoreStoredResponse("ipip-neo-120", { answers });
    expect(r.facets![facet.key]).toBeNull();
    expect(r.notEnough!.facets[facet.key]).toEqual({ itemsAnswered: 0, itemsAsked: 4, itemsFullForm: 4, minimumItems: 2 });
    // every other facet is scored and not listed
    for (const f of FACETS) if (f.key !== facet.key) expect(r.notEnough!.facets[f.key], f.key).toBeUndefined();
  });

  it("a domain whose 24 items were all skipped, with its six facets", () => {
    const items = itemsForType("ipip-neo-120");
    const answers = Object.fromEntries(items.filter((it) => it.trait !== "agreeableness").map((it) => [it.id, randomAnswer(it)]));
    const r = scoreStoredResponse("ipip-neo-120", { answers });
    expect(r.traits.agreeableness).toBeNull();
    expect(r.notEnough!.traits.agreeableness).toEqual({ itemsAnswered: 0, itemsAsked: 24, itemsFullForm: 24, minimumItems: 12 });
    for (const f of FACETS.filter((x) => x.trait === "agreeableness")) expect(r.notEnough!.facets[f.key], f.key).toMatchObject({ itemsAnswered: 0, itemsAsked: 4 });
  });

  it("a derailer whose screen items were all skipped", () => {
    const items = itemsForType("organizational");
    const target = DARK_SIDE_TRAITS.find((t) => items.some((it) => derailerOf(it) === t))!;
    const asked = items.filter((it) => derailerOf(it) === target).length;
    const answers = Object.fromEntries(items.filter((it) => derailerOf(it) !== target).map((it) => [it.id, randomAnswer(it)]));
    const r = scoreStoredResponse("organizational", { answers });
    expect(r.darkSideRisks![target]).toBeNull();
    expect(r.notEnough!.darkSide[target]).toMatchObject({ itemsAnswered: 0, itemsAsked: asked });
  });
});
