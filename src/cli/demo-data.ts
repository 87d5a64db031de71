/**
 * `facetwise demo-data --organization <slug> --respondents N --months M [--seed S]`: adds simulated
 * respondents to an organization, saved and scored through the same services as real answers (the 100k
 * benchmark data set is made the same way).
 */
import type { Config } from "../server/config.ts";
import { flag, PROCESS_IO, type CliIo } from "./items.ts";

export const DEMO_DATA_USAGE = `Usage: facetwise demo-data --organization <slug> --respondents <N> --months <M> [--seed <S>] [--batch <B>]

Adds N simulated respondents (flagged simulated; 10% never finish, 5% rush, rounded to whole respondents) to the organization,
spread over the last M months in its departments, and scores them like real answers.
  --organization  the organization's slug (it must exist)
  --respondents   how many (1-1000000)
  --months        the window, ending now (1-60)
  --seed          PRNG seed (default 1): the same seed gives the same respondents
  --batch         respondents per transaction (default 250)
`;

/** A positive integer option within bounds, or an error message. */
function intOption(argv: readonly string[], name: string, min: number, max: number, fallback?: number): number | string {
  const raw = flag(argv, name);
  if (raw === undefined) return fallback ?? `--${name} is required`;
  const n = Number(raw);
  return Number.isInteger(n) && n >= min && n <= max ? n : `--${name} must be an integer from ${min} to ${max}`;
}

/** Runs the command; answers the exit code. */
export async function runDemoData(argv: readonly string[], config: Config, io: CliIo = PROCESS_IO): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    io.stdout(DEMO_DATA_USAGE);
    return 0;
  }
  const organizationSlug = flag(argv, "organization");
  const respondents = intOption(argv, "respondents", 1, 1_000_000);
  const months = intOption(argv, "months", 1, 60);
  const seed = intOption(argv, "seed", 0, 2 ** 32 - 1, 1);
  const batchSize = intOption(argv, "batch", 1, 5000, 250);
  const problems = [organizationSlug ? null : "--organization is required", ...[respondents, months, seed, batchSize].filter((x) => typeof x === "string")].filter(Boolean);
  if (problems.length || !organizationSlug || typeof respondents !== "number" || typeof months !== "number" || typeof seed !== "number" || typeof batchSize !== "number") {
    io.stderr(`${problems.join("\n")}\n\n${DEMO_DATA_USAGE}`);
    return 2;
  }
  const { buildApp } = await import("../server/app.ts");
  const { addDemoData } = await import("../server/modules/assessments/simulated/demo-data.ts");
  const app = await buildApp({ ...config, logLevel: "warn" }, { seed: false, workJobs: false });
  try {
    let last = 0;
    const s = await addDemoData(app.deps, {
      organizationSlug,
      respondents,
      months,
      seed,
      batchSize,
      onProgress: (done, total) => {
        // a line about every 5% (and the last)
        if (done === total || done - last >= Math.max(batchSize, total / 20)) {
          last = done;
          io.stderr(`  ${done} / ${total} respondents\n`);
        }
      },
    });
    const rate = Math.round((s.completed + s.incomplete) / Math.max(s.seconds, 0.001));
    io.stdout(
      `Added ${s.completed + s.incomplete} simulated respondents to "${s.organization.name}" (${s.organization.slug}): ${s.completed} completed and scored, ${s.incomplete} unfinished, in ${s.seconds.toFixed(1)} s (${rate}/s)\n`,
    );
    return 0;
  } catch (e) {
    io.stderr(`facetwise demo-data: ${(e as Error).message}\n`);
    return 1;
  } finally {
    await app.close();
  }
}
