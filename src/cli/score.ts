/**
 * `facetwise score <file> [--type <typeId>]`: scores a JSON file ({ "type", "answers": { itemId: value },
 * "respondent": { "sex", "age" } } or an array of them) or a CSV file (header of item ids, one respondent per
 * row; --type required) with the same engine as the server, and prints JSON in the spec's Score shape plus
 * normGroup and quality. A bad file gets every problem with its line and field, and exit code 2.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { scoreStoredResponse } from "../instruments/catalog.ts";
import { parseCsvResponses, parseJsonResponses, ResponseFileError, type ParsedResponse } from "../instruments/response-file.ts";
import { flag, PROCESS_IO, type CliIo } from "./items.ts";

const USAGE = `Usage: facetwise score <file.json|file.csv> [--type <typeId>]

JSON: { "type": "ipip-neo-120", "answers": { "<itemId>": 1-5, ... }, "respondent": { "sex": "female", "age": 34 } }
      or an array of such records (optional "id" and "timesMs": { "<itemId>": ms }).
CSV:  header row of item ids (optional columns id, sex, age), one respondent per row; needs --type.
      Ranking cells list the items in rank order separated by "|". List item ids with: facetwise items --type <typeId>
`;

/** Picks the first argument that is not a flag or a flag's value. */
function positional(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith("--")) {
      if (!argv[i].includes("=")) i++;
      continue;
    }
    return argv[i];
  }
  return undefined;
}

/** True when the file should be read as CSV: by extension, else by its first non-blank character. */
export function looksLikeCsv(file: string, text: string): boolean {
  const ext = path.extname(file).toLowerCase();
  if (ext === ".csv") return true;
  if (ext === ".json") return false;
  const first = text.trimStart()[0];
  return first !== "{" && first !== "[";
}

/** Scores one parsed respondent into the printed shape: id and type first, then the full result. */
function scoreOne(r: ParsedResponse): Record<string, unknown> {
  const result = scoreStoredResponse(r.type, r.input);
  const { typeId: _typeId, ...rest } = result;
  return { ...(r.id !== undefined ? { id: r.id } : {}), type: r.type, ...rest };
}

/** Runs `facetwise score`; returns the exit code (0 ok, 2 bad usage or bad file, 1 unexpected failure). */
export async function runScore(argv: string[], io: CliIo = PROCESS_IO): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    io.stdout(USAGE);
    return 0;
  }
  const file = positional(argv);
  if (!file) {
    io.stderr(`Missing the file to score.\n${USAGE}`);
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file, "utf8").replace(/^\uFEFF/, "");
  } catch (e) {
    io.stderr(`${file}: cannot read the file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})\n`);
    return 2;
  }
  try {
    let printed: unknown;
    if (looksLikeCsv(file, text)) {
      printed = parseCsvResponses(text, flag(argv, "type") ?? "").map(scoreOne);
    } else {
      const { records, single } = parseJsonResponses(text);
      const typeFlag = flag(argv, "type");
      const mismatch = typeFlag ? records.find((r) => r.type !== typeFlag) : undefined;
      if (mismatch) throw new ResponseFileError([{ line: 1, field: "type", message: `record of type "${mismatch.type}" does not match --type ${typeFlag}` }]);
      const scored = records.map(scoreOne);
      printed = single ? scored[0] : scored;
    }
    io.stdout(`${JSON.stringify(printed, null, 2)}\n`);
    return 0;
  } catch (e) {
    if (e instanceof ResponseFileError) {
      const shown = e.problems.slice(0, 50);
      io.stderr(`${shown.map((p) => `${file}:${p.line}: ${p.field}: ${p.message}`).join("\n")}\n`);
      if (e.problems.length > shown.length) io.stderr(`… and ${e.problems.length - shown.length} more problems\n`);
      return 2;
    }
    io.stderr(`${file}: ${(e as Error).message}\n`);
    return 1;
  }
}
