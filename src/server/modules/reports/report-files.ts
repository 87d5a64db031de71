/**
 * A report as a file. For now a one-page PDF naming the report, its period and status (the full renderer of
 * every section replaces this body; its signature stays, and distribution depends only on it).
 */
import PDFDocument from "pdfkit";
import type { Core } from "../../core.ts";
import { findReport } from "./distribution/repo.ts";

/** The report's PDF (named after its title, spaces and punctuation as underscores), or null when it is not the organization's. */
export async function reportPdf(core: Core, organizationId: string, reportId: string): Promise<{ filename: string; bytes: Buffer; title: string } | null> {
  const r = await findReport(core.database.db, organizationId, reportId);
  if (!r) return null;
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: r.title, Producer: "Facetwise" } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });
  doc.font("Helvetica-Bold").fontSize(20).text(r.title);
  doc.moveDown(0.5).font("Helvetica").fontSize(11).text(`Period: ${r.periodStart} to ${r.periodEnd}`);
  doc.text(`Status: ${r.status}`);
  doc.end();
  await done;
  const base = r.title.replace(/[^A-Za-z0-9-]+/g, "_").replace(/^_+|_+$/g, "") || "report";
  return { filename: `${base}.pdf`, bytes: Buffer.concat(chunks), title: r.title };
}
