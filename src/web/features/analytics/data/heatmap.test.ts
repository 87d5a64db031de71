import { describe, expect, it } from "vitest";
import { TRAITS, type TDepartmentRow } from "../../../../contracts/analytics.ts";
import { heatmapCell } from "./heatmap.ts";

let seed = 909;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);

/**
 * Random department rows as the API sends them. Percentile-point differences and item-mean differences need
 * not agree in sign (percentiles come from sex- and age-specific norms, item means do not), so they are drawn
 * independently: a cell's test is on the item means (d has the sign of its Welch t).
 */
function randomRows(count: number): TDepartmentRow[] {
  return Array.from({ length: count }, (_, i) => ({
    department: `Dept ${i}`,
    n: 5 + Math.floor(random() * 40),
    suppressed: false,
    cells: TRAITS.map((trait) => {
      const p = random() * random();
      return { trait, meanPercentile: 100 * random(), difference: 30 * (random() - 0.5), d: 1.6 * (random() - 0.5), p, significant: p < 0.05 };
    }),
  }));
}

/**
 * Which side of the diverging scale a fill is on, from its shift off the neutral #f1f5f9: towards blue the red
 * channel falls much more than the blue one, towards orange the blue channel does.
 */
const side = (fill: string) => Math.sign(parseInt(fill.slice(5, 7), 16) - 0xf9 - (parseInt(fill.slice(1, 3), 16) - 0xf1));

describe("department heatmap cells", () => {
  it("colour every cell by the same difference its asterisk tests (sign of colour = sign of d)", () => {
    const rows = randomRows(20);
    let cells = 0;
    for (const r of rows)
      for (const trait of TRAITS) {
        const c = heatmapCell(r, trait);
        const d = r.cells.find((x) => x.trait === trait)!.d!;
        expect(Math.sign(c.colourValue!), `${r.department} ${trait}`).toBe(Math.sign(d));
        // (a faint fill cannot be told apart after rounding to whole channel values)
        if (Math.abs(d) >= 0.05) expect(side(c.color.fill), `${r.department} ${trait}`).toBe(Math.sign(d));
        cells++;
      }
    expect(cells).toBe(100);
  });

  it("print a significant cell's p below .05", () => {
    const row: TDepartmentRow = {
      department: "Sales",
      n: 12,
      suppressed: false,
      cells: TRAITS.map((trait) => ({ trait, meanPercentile: 40, difference: -5, d: -0.4, p: 0.0496, significant: true })),
    };
    const c = heatmapCell(row, "openness");
    expect(c.significant).toBe(true);
    expect(c.p).toBe("= .0496");
  });

  it("withhold a suppressed department's cells", () => {
    const [row] = randomRows(1);
    const c = heatmapCell({ ...row, suppressed: true }, "neuroticism");
    expect(c).toMatchObject({ mean: null, colourValue: null, significant: false, p: null, d: null });
    expect(c.color.fill).toBe("#e2e8f0");
  });
});
