/**
 * Project rules that the type checker cannot see (ARCHITECTURE.md "Import directions", CONVENTIONS.md):
 *  - src/domain imports only src/domain (no I/O, no framework);
 *  - src/contracts imports only zod, src/contracts and src/domain;
 *  - src/web never imports src/server;
 *  - only src/server/config.ts reads process.env (tests and scripts aside);
 *  - no `any` in src.
 * Prints every violation with file:line and exits 1 when there is one.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const SRC = path.join(ROOT, "src");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx)$/.test(n) ? [p] : [];
  });
}

const IMPORT_RE = /^\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;
const problems: string[] = [];

for (const file of files(SRC)) {
  const rel = path.relative(ROOT, file);
  const text = readFileSync(file, "utf8");
  const isTest = /\.test\.tsx?$/.test(file);
  const lineOf = (idx: number) => text.slice(0, idx).split("\n").length;
  const layer = rel.split(path.sep)[1];

  for (const m of text.matchAll(IMPORT_RE)) {
    const spec = m[1] ?? m[2] ?? m[3];
    const at = `${rel}:${lineOf(m.index ?? 0)}`;
    const target = spec.startsWith(".") ? path.relative(SRC, path.resolve(path.dirname(file), spec)).split(path.sep)[0] : null;
    if (layer === "domain" && !isTest && (target !== "domain" || !spec.startsWith("."))) {
      problems.push(`${at}: src/domain may import only src/domain (found "${spec}")`);
    }
    if (layer === "contracts" && !(spec === "zod" || target === "contracts" || target === "domain")) {
      problems.push(`${at}: src/contracts may import only zod, contracts and domain (found "${spec}")`);
    }
    if (layer === "web" && target === "server") problems.push(`${at}: src/web must not import src/server (found "${spec}")`);
  }
  if (!isTest && rel !== path.join("src", "server", "config.ts")) {
    for (const m of text.matchAll(/process\.env/g)) problems.push(`${rel}:${lineOf(m.index ?? 0)}: process.env is read only in src/server/config.ts`);
  }
  for (const m of text.matchAll(/(:\s*any\b|\bas any\b|<any>)/g)) problems.push(`${rel}:${lineOf(m.index ?? 0)}: no \`any\` (use unknown or a real type)`);
}

if (problems.length) {
  console.error(problems.join("\n"));
  console.error(`\nlint: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log("lint: project rules hold");
