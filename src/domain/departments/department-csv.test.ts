import { describe, expect, it } from "vitest";
import { departmentRows } from "./department-csv.ts";
import { readCsv } from "../../shared/csv.ts";

const parseDepartmentCsv = (text: string) => departmentRows(readCsv(text));

describe("parseDepartmentCsv", () => {
  it("reads email,department lines and skips a header and blank lines", () => {
    const r = parseDepartmentCsv("Email,Department\n\nann@x.io,Sales\r\nBOB@x.io , Engineering \n");
    expect(r.errors).toEqual([]);
    expect(r.rows).toEqual([
      { line: 3, email: "ann@x.io", department: "Sales" },
      { line: 4, email: "bob@x.io", department: "Engineering" },
    ]);
  });

  it("treats a first line that is not a header as data", () => {
    expect(parseDepartmentCsv("ann@x.io,HR").rows).toEqual([{ line: 1, email: "ann@x.io", department: "HR" }]);
  });

  it("reads quoted fields with commas, doubled quotes and line breaks, counting lines from where a record starts", () => {
    const r = parseDepartmentCsv('"ann@x.io","Research, Development"\n"bob@x.io","The ""A"" team"\n"cy@x.io","Two\nlines"\ndee@x.io,Sales');
    expect(r.errors).toEqual([]);
    expect(r.rows.map((x) => [x.line, x.department])).toEqual([
      [1, "Research, Development"],
      [2, 'The "A" team'],
      [3, "Two lines"],
      [5, "Sales"],
    ]);
  });

  it("keeps an empty department (it clears the member's)", () => {
    expect(parseDepartmentCsv("ann@x.io,").rows).toEqual([{ line: 1, email: "ann@x.io", department: "" }]);
    expect(parseDepartmentCsv('ann@x.io,""').rows[0].department).toBe("");
  });

  it("reports lines with the wrong number of fields, no email or broken quoting by line number", () => {
    const r = parseDepartmentCsv('ann@x.io\nbob@x.io,Sales,extra\n,Sales\nok@x.io,HR\n"cy@x.io"x,HR');
    expect(r.rows).toEqual([{ line: 4, email: "ok@x.io", department: "HR" }]);
    expect(r.errors.map((e) => e.line)).toEqual([1, 2, 3, 5]);
    expect(r.errors.map((e) => e.problem)).toEqual([{ code: "fieldCount", found: 1 }, { code: "fieldCount", found: 3 }, { code: "emailMissing" }, { code: "textAfterQuote" }]);
  });

  it("reports an unclosed quote at the line it opens; nothing after it is read", () => {
    const r = parseDepartmentCsv('ann@x.io,HR\n"dee@x.io,Sales\nbob@x.io,HR');
    expect(r.rows).toEqual([{ line: 1, email: "ann@x.io", department: "HR" }]);
    expect(r.errors).toEqual([{ line: 2, problem: { code: "unclosedQuote" } }]);
  });

  it("ignores a byte order mark", () => {
    expect(parseDepartmentCsv("\uFEFFemail,department\nann@x.io,HR").rows).toEqual([{ line: 2, email: "ann@x.io", department: "HR" }]);
  });
});
