/**
 * Renders one assessment result as an A4 PDF. Synchronous CPU work inside pdfkit: call it from a worker
 * thread (report-pool.ts), never on the HTTP event loop.
 */
import type { TResults } from "../../contracts/assessments.ts";
import { ReportDoc } from "./kit/doc.ts";
import { pdfWords, type ReaderLocale } from "./kit/words.ts";
import { drawAbout, drawQuality } from "./sections/about.ts";
import { drawBigFive, drawProfileCards } from "./sections/big-five.ts";
import { drawCover } from "./sections/cover.ts";
import { drawDarkSide } from "./sections/dark-side.ts";
import { drawExecutive } from "./sections/executive.ts";
import { drawFacets } from "./sections/facets.ts";
import { drawPillars } from "./sections/pillars.ts";
import { drawRegulation } from "./sections/regulation.ts";

/** Options of one render: the reader's locale and time zone (default English, UTC) and the two below. */
export interface RenderOptions extends ReaderLocale {
  /** Compress the page content streams (default true; tests turn it off to search the text). */
  compress?: boolean;
  /** The "generated" date printed and stored in the metadata (default now). */
  generatedAt?: string;
}

/** The results as a PDF: cover, Big Five, facets, the optional profiles, response quality and sources. */
export async function renderReport(r: TResults, opts: RenderOptions = {}): Promise<Uint8Array> {
  const generatedAt = opts.generatedAt ? new Date(opts.generatedAt) : new Date();
  const person = r.response.user.name || r.response.user.email;
  const words = pdfWords(opts);
  const rd = new ReportDoc({
    compress: opts.compress,
    title: `${r.response.title} — ${person}`,
    author: "Facetwise",
    subject: words.t("results.docSubject"),
    createdAt: generatedAt,
    words,
  });
  drawCover(rd, r, generatedAt);
  drawBigFive(rd, r);
  drawProfileCards(rd, r);
  if (r.score.facets) {
    rd.addPage();
    drawFacets(rd, r);
  }
  drawRegulation(rd, r);
  drawExecutive(rd, r);
  drawDarkSide(rd, r);
  drawPillars(rd, r);
  drawQuality(rd, r);
  drawAbout(rd, r);
  rd.footer(`${person} · ${r.response.title}`);
  return rd.end();
}
