/**
 * Worker thread that renders PDF reports, so pdfkit's synchronous drawing never blocks the HTTP event loop.
 * It renders one sample at start (warm code and fonts), then says it is ready.
 *
 * Protocol (one message in, one out, correlated by id):
 *   → { id, kind: "results", results: TResults, options } | { id, kind: "feedback360", comparison: TComparison, options }
 *     | { id, kind: "builder", builder: BuilderDocument, options }
 *   ← { id, ok: true, pdf: ArrayBuffer (transferred) } | { id, ok: false, error: string }
 *   ← { ready: true } once, after the warm-up render
 */
import { parentPort } from "node:worker_threads";
import type { TResults } from "../../contracts/assessments.ts";
import type { TComparison } from "../../contracts/feedback360.ts";
import { renderReport, type RenderOptions } from "./render-report.ts";
import { renderFeedbackReport } from "./render-feedback.ts";
import { renderBuilderReport, type BuilderDocument } from "./render-builder.ts";
import { sampleResults } from "./sample-results.ts";

const port = parentPort;
if (!port) throw new Error("report-worker must run in a worker thread");

await renderReport(sampleResults());
port.postMessage({ ready: true });

port.on(
  "message",
  async (m: { id: number; kind?: "results" | "feedback360" | "builder"; results?: TResults; comparison?: TComparison; builder?: BuilderDocument; options?: RenderOptions }) => {
    try {
      const pdf =
        m.kind === "feedback360"
          ? await renderFeedbackReport(m.comparison!, m.options)
          : m.kind === "builder"
            ? await renderBuilderReport(m.builder!, m.options)
            : await renderReport(m.results!, m.options);
      // The bytes sit in an ArrayBuffer of their own (ReportDoc.end), so it can be moved, not copied.
      port.postMessage({ id: m.id, ok: true, pdf: pdf.buffer }, [pdf.buffer as ArrayBuffer]);
    } catch (e) {
      port.postMessage({ id: m.id, ok: false, error: e instanceof Error ? e.message : String(e) });
    }
  },
);
