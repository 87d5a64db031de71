/**
 * `facetwise items --type <typeId> [--lang <code>]`: prints the items of an assessment type as JSON, in
 * administration order — id, module, text, input type with its options and limits, and trait, facet, keyed
 * (plus/minus), pillar and domain where they apply.
 */
import { ASSESSMENT_TYPE_IDS, isAssessmentTypeId } from "../domain/assessments/types.ts";
import type { AssessmentItem } from "../domain/assessments/item-types.ts";
import { itemBankVersion, itemsForType } from "../instruments/catalog.ts";

/** Where a CLI command writes (tests pass their own). */
export interface CliIo {
  readonly stdout: (s: string) => void;
  readonly stderr: (s: string) => void;
}

/** The process's stdout and stderr. */
export const PROCESS_IO: CliIo = { stdout: (s) => void process.stdout.write(s), stderr: (s) => void process.stderr.write(s) };

const USAGE = `Usage: facetwise items --type <${ASSESSMENT_TYPE_IDS.join("|")}> [--lang <code>]\n`;

/** Reads `--name value` or `--name=value` from argv. */
export function flag(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === `--${name}`) return argv[i + 1];
    if (argv[i].startsWith(`--${name}=`)) return argv[i].slice(name.length + 3);
  }
  return undefined;
}

/** One item as printed: the spec's Question (flow) fields flattened, with Big Five and pillar tags where they apply. */
export function presentItem(it: AssessmentItem): Record<string, unknown> {
  const input = it.input;
  return {
    id: it.id,
    module: it.module,
    text: it.text,
    type: input.type,
    ...(it.trait ? { trait: it.trait } : {}),
    ...(it.facet ? { facet: it.facet } : {}),
    ...(it.keyed ? { keyed: it.keyed } : {}),
    ...(it.pillar ? { pillar: it.pillar, domain: it.domain } : {}),
    ...("options" in input ? { options: input.options } : {}),
    ...(input.type === "scale" ? { min: input.min, max: input.max, minLabel: input.minLabel, maxLabel: input.maxLabel } : {}),
    ...(input.type === "ranking" ? { items: input.items } : {}),
    ...(input.type === "text" ? { maxLength: input.maxLength } : {}),
    scales: it.scales,
    normed: it.normed,
    scored: it.scored,
    ...(it.note ? { note: it.note } : {}),
  };
}

/** Runs `facetwise items`; returns the exit code (0 ok, 2 usage error). */
export async function runItems(argv: string[], io: CliIo = PROCESS_IO): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    io.stdout(USAGE);
    return 0;
  }
  const type = flag(argv, "type");
  if (!type || !isAssessmentTypeId(type)) {
    io.stderr(`${type ? `Unknown assessment type "${type}".` : "Missing --type."}\n${USAGE}`);
    return 2;
  }
  const lang = flag(argv, "lang") ?? "en";
  let items: readonly AssessmentItem[];
  try {
    items = itemsForType(type, lang);
  } catch (e) {
    io.stderr(`Cannot load items in language "${lang}": ${(e as Error).message}\n`);
    return 2;
  }
  io.stdout(`${JSON.stringify(items.map(presentItem), null, 2)}\n`);
  io.stderr(`${items.length} items of "${type}" (${itemBankVersion(type)})\n`);
  return 0;
}
