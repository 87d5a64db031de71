import { describe, expect, it } from "vitest";
import fc from "fast-check";
import Papa from "papaparse";
import { readCsv, writeCsv } from "./csv.ts";

/** The file as an independent reader sees it (papaparse's own parser, strict CRLF records). */
const readBack = (text: string) => Papa.parse<string[]>(text.replace(/\r\n$/, ""), { delimiter: ",", newline: "\r\n" });

describe("writeCsv", () => {
  it("writes numbers as they are, nothing and non-finite numbers as empty fields, yes/no as true/false", () => {
    expect(writeCsv([["Openness", 42.5, -3, null, undefined, Number.NaN, Number.POSITIVE_INFINITY, true, false]])).toBe("Openness,42.5,-3,,,,,true,false\r\n");
  });

  it("quotes commas, quotes and line breaks so a reader gets the text back", () => {
    const cells = ["a,b", 'say "hi"', "two\nlines", "cr\rhere", "crlf\r\nhere"];
    const text = writeCsv([cells]);
    expect(text).toBe('"a,b","say ""hi""","two\nlines","cr\rhere","crlf\r\nhere"\r\n');
    expect(readBack(text).data).toEqual([cells]);
  });

  it("puts an apostrophe before text a spreadsheet would run as a formula, but not before a negative number", () => {
    const text = writeCsv([["=SUM(A1)", "+1", "-2,3", "@cmd", "\tx", -4]]);
    expect(readBack(text).data).toEqual([["'=SUM(A1)", "'+1", "'-2,3", "'@cmd", "'\tx", "-4"]]);
  });

  it("ends every line with CRLF and writes nothing for no rows", () => {
    expect(writeCsv([["a"], ["b"]])).toBe("a\r\nb\r\n");
    expect(writeCsv([])).toBe("");
  });

  it("round-trips any text that does not start like a formula", () => {
    const safe = fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s));
    fc.assert(
      fc.property(fc.array(fc.array(safe, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const parsed = readBack(writeCsv(rows));
        expect(parsed.errors).toEqual([]);
        expect(parsed.data).toEqual(rows);
        // our reader agrees (it reads every line break as LF)
        expect(readCsv(writeCsv(rows)).records.map((r) => r.fields)).toEqual(rows.map((r) => r.map((c) => c.replace(/\r\n?/g, "\n"))));
      }),
    );
  });
});

describe("readCsv", () => {
  it("counts lines from where a record starts, quoted line breaks included, and skips blank lines", () => {
    const r = readCsv('a,b\r\n\r\n"x\ny\nz",1\nlast,"2"\r');
    expect(r.problems).toEqual([]);
    expect(r.records).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 3, fields: ["x\ny\nz", "1"] },
      { line: 6, fields: ["last", "2"] },
    ]);
  });

  it("ignores a byte order mark", () => {
    expect(readCsv("\uFEFFemail,department").records).toEqual([{ line: 1, fields: ["email", "department"] }]);
  });

  it("reports broken quoting at the line the record starts on", () => {
    expect(readCsv('ok,1\n"a"b,2').problems).toEqual([{ line: 2, code: "textAfterQuote", message: "Unexpected text after a quoted field" }]);
    expect(readCsv('ok,1\n\n"open,2\nmore').problems).toEqual([{ line: 3, code: "unclosedQuote", message: "A quoted field is not closed" }]);
  });
});
