/**
 * Autosave benchmark: answer saves per second over HTTP with p50/p99, embedded and on PostgreSQL.
 * `node --import tsx bench/autosave/run.ts [--mode embedded|server|both]` — the HTTP benchmark's
 * "PUT answer (autosave)" case (bench/http/run.ts), which writes bench/results/autosave-<mode>.json.
 */
process.argv.push("--case", "autosave", "--results-prefix", "autosave");
await import("../http/run.ts");

export {};
