/**
 * Worker thread that renders PDF reports, so pdfkit's synchronous drawing never blocks the HTTP event loop.
 * It renders one sample at start (warm code and fonts), then says it is ready.
 *
 * Protocol (one message in, one out, correlated by id):
 *   → { id, kind: "results", results: TResults, options } | { id, kind: "feedback360", comparison: TComparison, options }
 *     | { id, kind: "report", report: TReportInstance, options }
 *     | { id, kind: "builder", builder: BuilderDocument, options }
 *   ← { id, ok: true, pdf: ArrayBuffer (transferred) } | { id, ok: false, error: string }
 *   ← { ready: true } once, after the warm-up render
 */
import { parentPort } from "node:worker_threads";
import type { TResults } from "../../contracts/assessments.ts";
import type { TComparison } from "../../contracts/feedback360.ts";
import type { TReportInstance } from "../../contracts/reports.ts";
import { renderReport, type RenderOptions } from "./render-report.ts";
import { renderFeedbackReport } from "./render-feedback.ts";
import { renderReportInstance } from "./render-report-instance.ts";
import { renderBuilderReport, type BuilderDocument } from "./render-builder.ts";
import { sampleResults } from "./sample-results.ts";

const port = parentPort;
if (!port) throw new Error("report-worker must run in a worker thread");

await renderReport(sampleResults());
port.postMessage({ ready: true });

type Request = {
  id: number;
  kind?: "results" | "feedback360" | "report" | "builder";
  results?: TResults;
  comparison?: TComparison;
  report?: TReportInstance;
  builder?: BuilderDocument;
  options?: RenderOptions;
};

function render(m: Request): Promise<Uint8Array> {
  if (m.kind === "feedback360") return renderFeedbackReport(m.comparison!, m.options);
  if (m.kind === "report") return renderReportInstance(m.report!, m.options);
  if (m.kind === "builder") return renderBuilderReport(m.builder!, m.options);
  return renderReport(m.results!, m.options);
}

port.on("message", async (m: Request) => {
  try {
    const pdf = await render(m);
    // The bytes sit in an ArrayBuffer of their own (ReportDoc.end), so it can be moved, not copied.
    port.postMessage({ id: m.id, ok: true, pdf: pdf.buffer }, [pdf.buffer as ArrayBuffer]);
  } catch (e) {
    port.postMessage({ id: m.id, ok: false, error: e instanceof Error ? e.message : String(e) });
  }
});
