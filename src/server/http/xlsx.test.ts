import { describe, expect, it } from "vitest";
import { columnName, xlsxWorkbook, xmlText } from "./xlsx.ts";
import { unzipMember, unzipNames, unzipTest, unzipTexts } from "../../../tests/support/file-readers.ts";

describe("xlsx writer", () => {
  it("names columns A…Z, AA…", () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(["A", "B", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"]);
  });

  it("escapes XML and drops the characters XML cannot hold", () => {
    expect(xmlText(`a<b>&"c'\u0000\u0007\t\n\ud800x😀`)).toBe("a&lt;b&gt;&amp;&quot;c&apos;\t\nx😀");
  });

  it("writes numbers as number cells, text as inline strings, null as no cell; sheet names made safe", () => {
    const files = unzipTexts(
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
    const sheet = files.get("xl/worksheets/sheet1.xml")!;
    expect(sheet).toContain('<row r="2"><c r="A2"><v>1.5</v></c></row>');
    expect(sheet).toContain('<c r="A3" t="inlineStr"><is><t xml:space="preserve">=1+1</t></is></c><c r="B3"><v>2</v></c>');
    expect(files.get("xl/workbook.xml")!).toContain('<sheet name="A B C" sheetId="1" r:id="rId1"/>');
    expect(() => xlsxWorkbook([])).toThrow();
  });

  it("is an archive unzip accepts, with the parts a spreadsheet opens and well-formed sheet XML", () => {
    const book = xlsxWorkbook(
      [
        {
          name: "Summary",
          rows: [
            ["Section", "Value"],
            ["a<b & c", 1],
          ],
        },
        { name: "Templates", rows: [["x"]] },
      ],
      new Date("2026-03-01T00:00:00Z"),
    );
    expect(unzipTest(book, "xlsx")).toContain("No errors detected");
    expect(unzipNames(book, "xlsx")).toEqual(
      expect.arrayContaining(["[Content_Types].xml", "_rels/.rels", "xl/workbook.xml", "xl/_rels/workbook.xml.rels", "xl/worksheets/sheet1.xml", "xl/worksheets/sheet2.xml"]),
    );
    const sheet = unzipMember(book, "xl/worksheets/sheet1.xml", "xlsx");
    expect(sheet).toMatch(/^<\?xml /);
    expect(sheet).toContain("a&lt;b &amp; c");
  });
});
