/**
 * 360 comparison and report cost: the comparison a page, the API and the PDF all show (src/domain
 * feedback360 compare over the real IPIP-NEO-120 observer form) for 5, 20 and 60 raters, and the 360 PDF
 * rendered on this thread (the server renders it in the worker pool). Prints p50/p95 per size.
 *   node --import tsx bench/feedback360/run.ts
 */
import { performance } from "node:perf_hooks";
import { compare, type RaterInput } from "../../src/domain/feedback360/comparison.ts";
import { scoreObserver } from "../../src/domain/feedback360/scoring.ts";
import { mulberry32, intBetween } from "../../src/domain/simulation/prng.ts";
import { observerForm } from "../../src/instruments/observer-form.ts";
import { renderFeedbackReport } from "../../src/server/pdf/render-feedback.ts";
import type { TComparison } from "../../src/contracts/feedback360.ts";
import { facetOf } from "../../src/domain/psychometrics/facets.ts";

const form = observerForm();
const rng = mulberry32(2026);
const relationships = ["peer", "direct_report", "manager", "other"] as const;
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

function raters(n: number): RaterInput[] {
  return Array.from({ length: n }, (_, i) => ({
    relationship: i === 0 ? "manager" : relationships[i % 4 === 2 ? 0 : i % 4],
    status: "completed",
    counted: true,
    values: form.items.map(() => intBetween(rng, 1, 5)),
    comments: { strengths: `Strength ${i}`, improvements: `Improvement ${i}`, additional: "" },
  }));
}

function asComparison(c: ReturnType<typeof compare>): TComparison {
  return {
    project: {
      id: "bench",
      title: "Bench 360",
      status: "closed",
      deadline: new Date().toISOString(),
      closedAt: new Date().toISOString(),
      minGroupSize: 3,
      subject: { id: "s", name: "Bench Subject" },
      organizationName: "Bench Org",
    },
    released: true,
    scale: "pomp",
    self: { available: true, completedAt: new Date().toISOString() },
    counts: Object.fromEntries(Object.entries(c.counts).map(([k, v]) => [k, { named: v.invited, completed: v.completed, declined: v.declined }])) as TComparison["counts"],
    progress: { completed: c.groups.find((g) => g.key === "all")!.count, total: c.groups.find((g) => g.key === "all")!.count },
    groups: c.groups.map((g) => ({ ...g, members: [...g.members] })),
    traits: c.traits,
    facets: c.facets,
    agreement: c.agreement.map((a) => ({
      ...a,
      flags: a.flags.map((f) => {
        const item = form.items[f.item];
        const facet = facetOf(item.domain, item.facet)!;
        return { itemId: item.id, text: item.text, facet: facet.key, trait: facet.trait, spread: f.spread };
      }),
    })),
    blindSpots: c.blindSpots,
    hiddenStrengths: c.hiddenStrengths,
    feedback: c.feedback,
    policies: { downloadReport: true },
  };
}

const self = scoreObserver(
  form.items,
  form.items.map(() => intBetween(rng, 1, 5)),
);
console.log("360 comparison and PDF (this thread, Node " + process.version + ")");
for (const n of [5, 20, 60]) {
  const rs = raters(n);
  const times: number[] = [];
  let last: ReturnType<typeof compare> | null = null;
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    last = compare({ items: form.items, self, raters: rs, minimum: 3, seed: "bench" });
    times.push(performance.now() - t0);
  }
  const pdf: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    bytes = (await renderFeedbackReport(asComparison(last!))).length;
    pdf.push(performance.now() - t0);
  }
  console.log(
    `${String(n).padStart(3)} raters: compare p50 ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms · PDF p50 ${quantile(pdf, 0.5).toFixed(0)} ms, p95 ${quantile(pdf, 0.95).toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KB`,
  );
}
