/**
 * Parsing and strict validation of researchers' response files for `facetwise score`: JSON (one record or an
 * array of records) or CSV (header of item ids, one respondent per row). Every problem is reported with the
 * file line and the field, so a bad file can be fixed without guessing.
 */
import { z } from "zod";
import { validateAnswer } from "../domain/assessments/answer-validation.ts";
import { answerProblemText } from "./answer-problem-text.ts";
import { isAssessmentTypeId } from "../domain/assessments/types.ts";
import type { ResponseInput } from "../domain/psychometrics/score-response.ts";
import { itemsForType } from "./catalog.ts";
import { readCsv } from "../shared/csv.ts";

/** One validated respondent ready to score. */
export interface ParsedResponse {
  readonly id?: string;
  readonly type: string;
  readonly input: ResponseInput;
}

/** A located problem in a response file. */
export interface FileProblem {
  readonly line: number;
  readonly field: string;
  readonly message: string;
}

/** Thrown when a file has problems; `problems` lists them in file order. */
export class ResponseFileError extends Error {
  constructor(readonly problems: readonly FileProblem[]) {
    super(problems.map((p) => `line ${p.line}, field ${p.field}: ${p.message}`).join("\n"));
  }
}

const ZRespondent = z.object({
  sex: z.string().nullish(),
  age: z.number().int().min(0).max(130).nullish(),
});
/** Zod schema of one JSON record. */
export const ZResponseRecord = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  type: z.string(),
  answers: z.record(z.string(), z.unknown()),
  timesMs: z.record(z.string(), z.number().nonnegative()).optional(),
  respondent: ZRespondent.optional(),
});

/** Maps each JSON path ("0.answers.abc") to the line where its value starts. Tolerant: stops at bad syntax. */
export function jsonPathLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let i = 0;
  let line = 1;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i])) (text[i] === "\n" ? line++ : 0, i++);
  };
  const str = (): string => {
    let out = "";
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === "\\") out += text[++i] ?? "";
      else out += text[i];
      if (text[i] === "\n") line++;
      i++;
    }
    i++;
    return out;
  };
  const value = (path: string): void => {
    ws();
    lines.set(path, line);
    const c = text[i];
    if (c === "{") {
      i++;
      for (ws(); i < text.length && text[i] !== "}"; ws()) {
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] !== '"') return;
        const keyLine = line;
        const key = str();
        ws();
        if (text[i] !== ":") return;
        i++;
        const p = path ? `${path}.${key}` : key;
        value(p);
        if (lines.get(p) !== keyLine) lines.set(p, keyLine);
      }
      i++;
    } else if (c === "[") {
      i++;
      let n = 0;
      for (ws(); i < text.length && text[i] !== "]"; ws()) {
        if (text[i] === ",") {
          i++;
          continue;
        }
        value(path ? `${path}.${n}` : String(n));
        n++;
      }
      i++;
    } else if (c === '"') str();
    else while (i < text.length && !/[\s,\]}]/.test(text[i])) i++;
  };
  value("");
  return lines;
}

function lineOf(lines: Map<string, number>, path: ReadonlyArray<string | number>): number {
  for (let k = path.length; k >= 0; k--) {
    const l = lines.get(path.slice(0, k).join("."));
    if (l !== undefined) return l;
  }
  return 1;
}

const fieldName = (path: ReadonlyArray<string | number>) =>
  path.length === 0 ? "(record)" : path.map((p, k) => (typeof p === "number" ? `[${p}]` : k === 0 ? p : /^[A-Za-z_]\w*$/.test(p) ? `.${p}` : `[${JSON.stringify(p)}]`)).join("");

/** Checks a record's type and answers against the type's items; returns problems with paths relative to the record. */
function checkAnswers(type: string, answers: Readonly<Record<string, unknown>>): Array<{ path: string[]; message: string }> {
  if (!isAssessmentTypeId(type)) return [{ path: ["type"], message: `unknown assessment type "${type}" (use individual, executive, organizational or ipip-neo-120)` }];
  const items = new Map(itemsForType(type).map((it) => [it.id, it]));
  const out: Array<{ path: string[]; message: string }> = [];
  for (const [id, raw] of Object.entries(answers)) {
    const it = items.get(id);
    if (!it) out.push({ path: ["answers", id], message: `not an item of type "${type}"` });
    else if (raw !== null) {
      const c = validateAnswer(it, raw);
      if (!c.ok) out.push({ path: ["answers", id], message: `${answerProblemText(c.problem)} (got ${JSON.stringify(raw)})` });
    }
  }
  return out;
}

/** Parses a JSON response file (one record or an array); throws ResponseFileError naming line and field. */
export function parseJsonResponses(text: string): { records: ParsedResponse[]; single: boolean } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const pos = /position (\d+)/.exec((e as Error).message);
    const line = /line (\d+)/.exec((e as Error).message)?.[1] ?? (pos ? String(text.slice(0, Number(pos[1])).split("\n").length) : "1");
    throw new ResponseFileError([{ line: Number(line), field: "(syntax)", message: `not valid JSON: ${(e as Error).message}` }]);
  }
  const single = !Array.isArray(data);
  const list = single ? [data] : (data as unknown[]);
  const lines = jsonPathLines(text);
  const problems: FileProblem[] = [];
  const records: ParsedResponse[] = [];
  list.forEach((raw, n) => {
    const base: Array<string | number> = single ? [] : [n];
    const parsed = ZResponseRecord.safeParse(raw);
    if (!parsed.success) {
      for (const iss of parsed.error.issues) {
        const path = [...base, ...iss.path.map((p) => (typeof p === "symbol" ? String(p) : p))];
        problems.push({ line: lineOf(lines, path), field: fieldName(path), message: iss.message });
      }
    }
    // Check the answers too whenever type and answers have the right shape, so one run reports every problem.
    const loose = raw as { type?: unknown; answers?: unknown } | null;
    if (loose && typeof loose.type === "string" && loose.answers && typeof loose.answers === "object" && !Array.isArray(loose.answers)) {
      for (const p of checkAnswers(loose.type, loose.answers as Record<string, unknown>))
        problems.push({ line: lineOf(lines, [...base, ...p.path]), field: fieldName([...base, ...p.path]), message: p.message });
    }
    if (!parsed.success) return;
    const r = parsed.data;
    records.push({ id: r.id === undefined ? undefined : String(r.id), type: r.type, input: { answers: r.answers, timesMs: r.timesMs, respondent: r.respondent ?? undefined } });
  });
  if (problems.length) throw new ResponseFileError(problems.sort((a, b) => a.line - b.line));
  return { records, single };
}

const META = new Set(["id", "respondent_id", "sex", "age"]);

/**
 * Parses a CSV response file for one type: header of item ids (plus optional id, sex, age columns), one
 * respondent per row, empty cells unanswered, ranking cells as items in rank order separated by "|".
 */
export function parseCsvResponses(text: string, type: string): ParsedResponse[] {
  if (!isAssessmentTypeId(type)) throw new ResponseFileError([{ line: 1, field: "--type", message: `unknown or missing assessment type "${type}" (CSV files need --type)` }]);
  const read = readCsv(text);
  if (read.problems.length) throw new ResponseFileError(read.problems.map((p) => ({ line: p.line, field: "(row)", message: p.message })));
  const rows = read.records.map((r) => ({ line: r.line, cells: r.fields }));
  if (rows.length === 0) throw new ResponseFileError([{ line: 1, field: "(header)", message: "the file is empty" }]);
  const [head, ...body] = rows;
  const header = head.cells.map((c) => c.trim());
  const items = new Map(itemsForType(type).map((it) => [it.id, it]));
  const problems: FileProblem[] = [];
  header.forEach((h) => !META.has(h) && !items.has(h) && problems.push({ line: head.line, field: h || "(empty)", message: `not an item of type "${type}" nor id, sex or age` }));
  const out: ParsedResponse[] = [];
  for (const row of body) {
    if (row.cells.length !== header.length) {
      problems.push({ line: row.line, field: "(row)", message: `has ${row.cells.length} cells, the header has ${header.length}` });
      continue;
    }
    const answers: Record<string, unknown> = {};
    let id: string | undefined;
    const respondent: { sex?: string; age?: number } = {};
    header.forEach((h, k) => {
      const cell = row.cells[k].trim();
      if (cell === "") return;
      if (h === "id" || h === "respondent_id") return void (id = cell);
      if (h === "sex") return void (respondent.sex = cell);
      if (h === "age") {
        const age = Number(cell);
        if (!Number.isInteger(age) || age < 0 || age > 130) problems.push({ line: row.line, field: h, message: `must be a whole number of years (got ${JSON.stringify(cell)})` });
        else respondent.age = age;
        return;
      }
      const it = items.get(h);
      if (!it) return;
      const raw: unknown =
        it.input.type === "text"
          ? cell
          : it.input.type === "ranking"
            ? cell.split("|").map((item, i) => ({ item: item.trim(), rank: i + 1 }))
            : /^-?\d+(\.\d+)?$/.test(cell)
              ? Number(cell)
              : cell;
      const c = validateAnswer(it, raw);
      if (c.ok) answers[h] = raw;
      else problems.push({ line: row.line, field: h, message: `${answerProblemText(c.problem)} (got ${JSON.stringify(cell)})` });
    });
    out.push({ id, type, input: { answers, respondent } });
  }
  if (problems.length) throw new ResponseFileError(problems);
  return out;
}
