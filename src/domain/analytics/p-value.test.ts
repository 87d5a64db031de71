import { describe, expect, it } from "vitest";
import { formatP } from "./insights.ts";

let seed = 4242;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);

/** The number a reader takes from the printed p ("< .001" reads as just under .001). */
function printedValue(text: string): number {
  const m = /^([=<]) (\d?\.\d+)$/.exec(text);
  if (!m) throw new Error(`not a p: ${text}`);
  return m[1] === "<" ? Number(m[2]) - 1e-9 : Number(m[2]);
}

describe("p-values as printed", () => {
  it("a p just under .05 does not print as .05", () => {
    expect(formatP(0.0496)).toBe("= .0496");
    expect(printedValue(formatP(0.0496))).toBeLessThan(0.05);
  });

  it("the printed value falls on the same side of .001, .01, .05 and .1 as p, for random p", () => {
    const ps = [0.00099, 0.001, 0.00999, 0.0099999, 0.01, 0.04951, 0.049999, 0.0499999999, 0.05, 0.0996, 0.1, 0.5, 0.999];
    for (let i = 0; i < 5000; i++) ps.push(random() * random() * 0.2);
    for (const p of ps) {
      const shown = printedValue(formatP(p));
      for (const t of [0.001, 0.01, 0.05, 0.1]) expect(shown < t, `p = ${p} printed ${formatP(p)} against ${t}`).toBe(p < t);
      // and it stays close to p: within one unit of its last printed digit
      if (p >= 0.001) expect(Math.abs(shown - p)).toBeLessThanOrEqual(0.01);
    }
  });

  it("keeps APA's usual digits where no threshold is crossed", () => {
    expect(formatP(0.0004)).toBe("< .001");
    expect(formatP(0.0123)).toBe("= .012");
    expect(formatP(0.234)).toBe("= .23");
  });
});
