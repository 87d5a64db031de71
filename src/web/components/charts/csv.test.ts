import { describe, expect, it } from "vitest";
import { buildCsv, inferColumns } from "./csv.ts";

describe("buildCsv", () => {
  it("writes a header and CRLF-ended rows in column order", () => {
    const csv = buildCsv(
      [
        { trait: "Openness", mean: 61.2 },
        { trait: "Neuroticism, reversed", mean: null },
      ],
      [
        { key: "trait", label: "Trait" },
        { key: "mean", label: "Mean percentile" },
      ],
    );
    expect(csv).toBe('Trait,Mean percentile\r\nOpenness,61.2\r\n"Neuroticism, reversed",\r\n');
  });
  it("infers columns from every row in order of first appearance", () => {
    const rows = [{ a: 1 }, { b: 2, a: 3 }];
    expect(inferColumns(rows).map((c) => c.key)).toEqual(["a", "b"]);
    expect(buildCsv(rows)).toBe("a,b\r\n1,\r\n3,2\r\n");
  });
  it("escapes a formula in a header or a cell (the shared writer's protection)", () => {
    expect(buildCsv([{ x: "=HYPERLINK(1)" }], [{ key: "x", label: "@label" }])).toBe(`"'@label"\r\n"'=HYPERLINK(1)"\r\n`);
  });
  it("writes only the header for no rows", () => {
    expect(buildCsv([], [{ key: "x", label: "X" }])).toBe("X\r\n");
  });
});
