import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { itemsForType } from "../instruments/catalog.ts";
import type { CliIo } from "./items.ts";
import { looksLikeCsv, runScore } from "./score.ts";

const dir = mkdtempSync(path.join(tmpdir(), "facetwise-score-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, body: string): string {
  const p = path.join(dir, name);
  writeFileSync(p, body);
  return p;
}

function capture(): CliIo & { out: () => string; err: () => string } {
  let out = "";
  let err = "";
  return { stdout: (s) => void (out += s), stderr: (s) => void (err += s), out: () => out, err: () => err };
}

const neo = itemsForType("ipip-neo-120");
const all3 = Object.fromEntries(neo.map((i) => [i.id, 3]));

describe("facetwise score (JSON)", () => {
  it("scores one record into the Score shape with normGroup and quality", async () => {
    const io = capture();
    const f = file("one.json", JSON.stringify({ type: "ipip-neo-120", answers: all3, respondent: { sex: "female", age: 30 } }, null, 2));
    expect(await runScore([f], io)).toBe(0);
    const r = JSON.parse(io.out());
    expect(r.type).toBe("ipip-neo-120");
    expect(Object.keys(r.percentile)).toEqual(expect.arrayContaining(["openness", "conscientiousness", "extraversion", "agreeableness", "neuroticism"]));
    expect(r.percentile.openness).toBe(9); // reference-scoring.test.ts: T 36.63 → 9
    expect(r.stanine.openness).toBe(2);
    expect(r.raw.openness).toBe(72);
    expect(r.facets.anxiety.raw).toBe(12);
    expect(r.normGroup).toMatchObject({ id: "female-21-40", label: "women between 21 and 40 years old", pooled: false });
    expect(r.quality).toMatchObject({ rushed: expect.any(Boolean), answered: 120, administered: 120 });
    expect(r.quality).not.toHaveProperty("note");
    expect(r.scoringRules.normVersion).toMatch(/johnson/);
  });
  it("scores an array of records and keeps their ids", async () => {
    const io = capture();
    const f = file(
      "many.json",
      JSON.stringify([
        { id: "a", type: "ipip-neo-120", answers: all3 },
        { id: 7, type: "individual", answers: {} },
      ]),
    );
    expect(await runScore([f], io)).toBe(0);
    const r = JSON.parse(io.out());
    expect(r.map((x: { id: string; type: string }) => [x.id, x.type])).toEqual([
      ["a", "ipip-neo-120"],
      ["7", "individual"],
    ]);
    expect(r[1].percentile.openness).toBeNull(); // nothing answered: nothing made up
    expect(r[1].normGroup.id).toBe("general");
  });
  it("names the line and field of every bad value and exits 2", async () => {
    const bad = { ...all3, [neo[3].id]: 7, nope: 2 };
    const text = JSON.stringify(
      [
        { type: "ipip-neo-120", answers: all3 },
        { type: "ipip-neo-120", answers: bad, respondent: { age: "x" } },
      ],
      null,
      2,
    );
    const f = file("bad.json", text);
    const lineOf = (needle: string, from = 0) => text.slice(0, text.indexOf(needle, from)).split("\n").length;
    const second = text.indexOf('"answers"', text.indexOf('"answers"') + 1);
    const io = capture();
    expect(await runScore([f], io)).toBe(2);
    expect(io.out()).toBe("");
    const err = io.err();
    expect(err).toContain(`bad.json:${lineOf(`"${neo[3].id}": 7`)}: [1].answers["${neo[3].id}"]: must be an integer from 1 (Strongly Disagree) to 5 (Strongly Agree) (got 7)`);
    expect(err).toContain(`bad.json:${lineOf('"nope"', second)}: [1].answers.nope: not an item of type "ipip-neo-120"`);
    expect(err).toContain(`bad.json:${lineOf('"age"')}: [1].respondent.age:`);
  });
  it("reports unknown types, wrong shapes and JSON syntax errors with a line", async () => {
    const cases: Array<[string, RegExp]> = [
      ['{\n  "type": "nope",\n  "answers": {}\n}', /:2: type: unknown assessment type "nope"/],
      ['{\n  "type": "individual",\n  "answers": [1, 2]\n}', /:3: answers: /],
      ['{\n  "type": "individual",\n  "answers": {\n', /:\d+: \(syntax\): not valid JSON/],
    ];
    for (const [body, re] of cases) {
      const io = capture();
      expect(await runScore([file("case.json", body)], io)).toBe(2);
      expect(io.err()).toMatch(re);
    }
  });
});

describe("facetwise score (CSV)", () => {
  const header = ["id", "sex", "age", ...neo.map((i) => i.id)].join(",");
  it("scores one respondent per row with --type", async () => {
    const rows = [`r1,male,45,${neo.map(() => 3).join(",")}`, `r2,,,${neo.map(() => 5).join(",")}`];
    const io = capture();
    expect(await runScore([file("ok.csv", `${header}\r\n${rows.join("\r\n")}\r\n`), "--type", "ipip-neo-120"], io)).toBe(0);
    const r = JSON.parse(io.out());
    expect(r).toHaveLength(2);
    expect(r[0]).toMatchObject({ id: "r1", type: "ipip-neo-120", normGroup: { id: "male-41-60" } });
    expect(r[0].raw.neuroticism).toBe(72);
    expect(r[1].normGroup.id).toBe("general");
  });
  it("needs --type, and names line and column of bad cells", async () => {
    const f = file("bad.csv", `${header}\nr1,male,45,${neo.map((_, i) => (i === 5 ? "9" : "3")).join(",")}\nr2,male\nr3,female,old,${neo.map(() => "").join(",")}\n`);
    let io = capture();
    expect(await runScore([f], io)).toBe(2);
    expect(io.err()).toMatch(/bad\.csv:1: --type: unknown or missing assessment type/);
    io = capture();
    expect(await runScore([f, "--type", "ipip-neo-120"], io)).toBe(2);
    expect(io.err()).toContain(`bad.csv:2: ${neo[5].id}: must be an integer from 1 (Strongly Disagree) to 5 (Strongly Agree) (got "9")`);
    expect(io.err()).toContain("bad.csv:3: (row): has 2 cells, the header has 123");
    expect(io.err()).toContain('bad.csv:4: age: must be a whole number of years (got "old")');
  });
  it("rejects header columns that are not items of the type", async () => {
    const io = capture();
    expect(await runScore([file("hdr.csv", "id,bogus\nr1,3\n"), "--type", "individual"], io)).toBe(2);
    expect(io.err()).toMatch(/hdr\.csv:1: bogus: not an item of type "individual"/);
  });
  it("reads a file saved with a byte order mark, and names the line of broken quoting", async () => {
    const rows = `r1,male,45,${neo.map(() => 3).join(",")}\r\n`;
    let io = capture();
    expect(await runScore([file("bom.csv", `\uFEFF${header}\r\n${rows}`), "--type", "ipip-neo-120"], io)).toBe(0);
    expect(JSON.parse(io.out())[0]).toMatchObject({ id: "r1" });
    io = capture();
    expect(await runScore([file("quote.csv", `${header}\r\n${rows}"r2"x,male\r\n`), "--type", "ipip-neo-120"], io)).toBe(2);
    expect(io.err()).toContain("quote.csv:3: (row): Unexpected text after a quoted field");
  });
});

describe("usage and files", () => {
  it("exits 2 without a file or when the file cannot be read", async () => {
    let io = capture();
    expect(await runScore([], io)).toBe(2);
    expect(io.err()).toMatch(/Missing the file/);
    io = capture();
    expect(await runScore([path.join(dir, "missing.json")], io)).toBe(2);
    expect(io.err()).toMatch(/cannot read the file \(ENOENT\)/);
  });
  it("detects CSV by extension or content", () => {
    expect(looksLikeCsv("a.csv", "{")).toBe(true);
    expect(looksLikeCsv("a.json", "x,y")).toBe(false);
    expect(looksLikeCsv("a.txt", "  [1]")).toBe(false);
    expect(looksLikeCsv("a.txt", "id,x")).toBe(true);
  });
});
