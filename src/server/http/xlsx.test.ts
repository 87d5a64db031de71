import { describe, expect, it } from "vitest";
import { columnName, xlsxWorkbook, xmlText } from "./xlsx.ts";
import { readZip } from "../../../tests/support/zip-read.ts";

describe("xlsx writer", () => {
  it("names columns A…Z, AA…", () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(["A", "B", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"]);
  });

  it("escapes XML and drops the characters XML cannot hold", () => {
    expect(xmlText(`a<b>&"c'\u0000\u0007\t\n\ud800x😀`)).toBe("a&lt;b&gt;&amp;&quot;c&apos;\t\nx😀");
  });

  it("writes numbers as number cells, text as inline strings, null as no cell; sheet names made safe", () => {
    const files = readZip(
      xlsxWorkbook([
        {
          name: "A/B:C",
          rows: [
            ["x", "y"],
            [1.5, null],
            ["=1+1", 2],
          ],
        },
      ]),
    );
    const sheet = files.get("xl/worksheets/sheet1.xml")!.toString("utf8");
    expect(sheet).toContain('<row r="2"><c r="A2"><v>1.5</v></c></row>');
    expect(sheet).toContain('<c r="A3" t="inlineStr"><is><t xml:space="preserve">=1+1</t></is></c><c r="B3"><v>2</v></c>');
    expect(files.get("xl/workbook.xml")!.toString("utf8")).toContain('<sheet name="A B C" sheetId="1" r:id="rId1"/>');
    expect(() => xlsxWorkbook([])).toThrow();
  });
});
