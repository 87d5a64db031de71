/**
 * Worker thread that renders PDF reports, so pdfkit's synchronous drawing never blocks the HTTP event loop.
 * It renders one sample at start (warm code and fonts), then says it is ready.
 *
 * Protocol (one message in, one out, correlated by id):
 *   → { id, results: TResults, options: RenderOptions }
 *   ← { id, ok: true, pdf: ArrayBuffer (transferred) } | { id, ok: false, error: string }
 *   ← { ready: true } once, after the warm-up render
 */
import { parentPort } from "node:worker_threads";
import type { TResults } from "../../contracts/assessments.ts";
import { renderReport, type RenderOptions } from "./render-report.ts";
import { sampleResults } from "./sample-results.ts";

const port = parentPort;
if (!port) throw new Error("report-worker must run in a worker thread");

await renderReport(sampleResults());
port.postMessage({ ready: true });

port.on("message", async (m: { id: number; results: TResults; options?: RenderOptions }) => {
  try {
    const pdf = await renderReport(m.results, m.options);
    // The bytes sit in an ArrayBuffer of their own (ReportDoc.end), so it can be moved, not copied.
    port.postMessage({ id: m.id, ok: true, pdf: pdf.buffer }, [pdf.buffer as ArrayBuffer]);
  } catch (e) {
    port.postMessage({ id: m.id, ok: false, error: e instanceof Error ? e.message : String(e) });
  }
});
