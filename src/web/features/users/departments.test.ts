import { describe, expect, it } from "vitest";
import { countCsvLines, csvLinesLabel } from "./departments.ts";

describe("countCsvLines", () => {
  it("counts non-blank lines in any line-ending style", () => {
    expect(countCsvLines("")).toBe(0);
    expect(countCsvLines("  \n\n")).toBe(0);
    expect(countCsvLines("email,department\r\nann@x.io,Sales\rbo@x.io,HR\n\n")).toBe(3);
  });
  it("words the count, and says nothing for an empty field", () => {
    expect(csvLinesLabel("")).toBe("");
    expect(csvLinesLabel("a@b.c,Sales")).toBe("1 line");
    expect(csvLinesLabel("a@b.c,Sales\nb@b.c,HR")).toBe("2 lines");
  });
});
