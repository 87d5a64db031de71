import { describe, expect, it } from "vitest";
import { buildCsv, csvField, inferColumns } from "./csv.ts";

describe("csvField", () => {
  it("leaves plain text and numbers alone", () => {
    expect(csvField("Openness")).toBe("Openness");
    expect(csvField(42.5)).toBe("42.5");
    expect(csvField(-3)).toBe("-3");
  });
  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
  });
  it("writes nothing for null, undefined and non-finite numbers", () => {
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField(Number.NaN)).toBe("");
    expect(csvField(Number.POSITIVE_INFINITY)).toBe("");
  });
  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvField("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("@cmd")).toBe("'@cmd");
    expect(csvField("-2,3")).toBe(`"'-2,3"`);
  });
  it("writes yes/no as true/false", () => {
    expect(csvField(true)).toBe("true");
    expect(csvField(false)).toBe("false");
  });
});

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
  it("writes only the header for no rows", () => {
    expect(buildCsv([], [{ key: "x", label: "X" }])).toBe("X\r\n");
  });
});
