/**
 * Summarizes V8 .cpuprofile files (from `npm run bench:http -- --cpu-prof=<dir>`): where the CPU time
 * went, by package/area and by function (self time).
 *
 *   node --import tsx bench/http/profile-summary.ts <dir or file.cpuprofile>... [--top 25]
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const { values, positionals } = parseArgs({ options: { top: { type: "string", default: "25" } }, allowPositionals: true });
const TOP = Number(values.top);
const files = positionals.flatMap((p) =>
  statSync(p).isDirectory()
    ? readdirSync(p)
        .filter((f) => f.endsWith(".cpuprofile"))
        .map((f) => path.join(p, f))
    : [p],
);
if (!files.length) {
  console.error("usage: profile-summary.ts <dir or .cpuprofile>...");
  process.exit(2);
}

/** The package or area a frame belongs to. */
function areaOf(f: CallFrame): string {
  const { url, functionName } = f;
  if (!url) return functionName.startsWith("(") ? functionName : "(native/builtin)";
  if (url.startsWith("node:")) return `node:${url.slice(5).split("/")[0]}`;
  const nm = url.lastIndexOf("/node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + 14).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const src = url.indexOf("/src/");
  if (src >= 0)
    return url
      .slice(src + 1)
      .split("/")
      .slice(0, 3)
      .join("/");
  return url.replace(/^file:\/\//, "");
}

for (const file of files) {
  const prof = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  prof.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
  const totalUs = [...self.values()].reduce((a, b) => a + b, 0);
  const idleUs = [...self.entries()].filter(([id]) => byId.get(id)?.callFrame.functionName === "(idle)").reduce((a, [, v]) => a + v, 0);
  const busyUs = totalUs - idleUs;

  const byArea = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const [id, us] of self) {
    const f = byId.get(id)!.callFrame;
    if (f.functionName === "(idle)") continue;
    const area = areaOf(f);
    byArea.set(area, (byArea.get(area) ?? 0) + us);
    const key = `${f.functionName || "(anonymous)"}  ${f.url ? `${f.url.replace(/^file:\/\/.*?\/(node_modules|src)\//, "$1/")}:${f.lineNumber + 1}` : ""}`;
    byFn.set(key, (byFn.get(key) ?? 0) + us);
  }
  const pct = (us: number) => `${((us / busyUs) * 100).toFixed(1).padStart(5)}%`;
  const ms = (us: number) => `${(us / 1000).toFixed(0).padStart(7)} ms`;
  console.log(`\n=== ${path.basename(file)}: ${(totalUs / 1e6).toFixed(1)} s sampled, busy ${(busyUs / 1e6).toFixed(1)} s (${((busyUs / totalUs) * 100).toFixed(0)}%)`);
  console.log("\n  by area (self time, % of busy)");
  for (const [k, v] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${pct(v)} ${ms(v)}  ${k}`);
  console.log("\n  by function (self time, % of busy)");
  for (const [k, v] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${pct(v)} ${ms(v)}  ${k}`);
}
