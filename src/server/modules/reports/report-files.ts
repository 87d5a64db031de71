/**
 * A report as a file (spec 2 §2.2 Export, made real): PDF rendered in the worker pool, a standalone HTML
 * document, or the JSON the API answers. Other modules (distribution, schedules) call reportPdf/reportHtml.
 */
import type { Core } from "../../core.ts";
import { AppError, msg } from "../../http/errors.ts";
import { ReportPoolBusyError, ReportTimeoutError, type ReportPool } from "../../pdf/report-pool.ts";
import type { ReaderLocale } from "../../pdf/kit/words.ts";
import type { TReportInstance } from "../../../contracts/reports.ts";
import { findReport } from "./instances/repo.ts";
import { countsFor, ratingsFor } from "./activity/repo.ts";
import { NO_COUNTS, NO_POLICIES, NO_RATING, presentReport } from "./present.ts";
import { reportHtmlDocument } from "./report-html.ts";

/** The download name: the title with spaces as underscores (spec 2 §7), reduced to characters every file system takes. */
export function reportFileName(title: string, ext: "pdf" | "html" | "json"): string {
  const base =
    title
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .replace(/\s+/g, "_")
      .replace(/[^A-Za-z0-9_.()-]+/g, "")
      .replace(/_+/g, "_")
      .replace(/^[._]+|[._]+$/g, "")
      .slice(0, 120) || "report";
  return `${base}.${ext}`;
}

/** The report as the exports show it (no caller: no policies, the analytics as counted). */
async function loadInstance(core: Core, organizationId: string, reportId: string): Promise<TReportInstance | null> {
  const db = core.database.db;
  const found = await findReport(db, organizationId, reportId);
  if (!found) return null;
  const counts = (await countsFor(db, organizationId, [reportId])).get(reportId) ?? NO_COUNTS;
  const rating = (await ratingsFor(db, organizationId, [reportId], "")).get(reportId) ?? NO_RATING;
  return presentReport(found, counts, { ...rating, mine: null }, NO_POLICIES);
}

/** Renders in the pool, in the reader's language and time zone (English, UTC for a scheduled delivery); a full queue or a render over the time limit answer 503 with a clear message. */
export async function renderPdf(pool: ReportPool, report: TReportInstance, generatedAt = new Date(), reader: ReaderLocale = {}): Promise<Buffer> {
  try {
    return await pool.renderReportInstance(report, { ...reader, generatedAt: generatedAt.toISOString() });
  } catch (e) {
    if (e instanceof ReportPoolBusyError) throw new AppError(503, "SERVICE_UNAVAILABLE", msg("common.reportBusy", { queued: e.queued }), undefined, { "retry-after": "5" });
    if (e instanceof ReportTimeoutError)
      throw new AppError(503, "SERVICE_UNAVAILABLE", msg("common.reportTimeout", { duration: e.timeoutMs >= 1000 ? `${Math.round(e.timeoutMs / 1000)} s` : `${e.timeoutMs} ms` }));
    throw e;
  }
}

/** The report of the organization as a PDF in the reader's language (English on UTC by default), or null when it is not the organization's. */
export async function reportPdf(
  core: Core,
  organizationId: string,
  reportId: string,
  reader: ReaderLocale = {},
): Promise<{ filename: string; bytes: Buffer; title: string } | null> {
  const r = await loadInstance(core, organizationId, reportId);
  if (!r) return null;
  return { filename: reportFileName(r.title, "pdf"), bytes: await renderPdf(core.reports, r, new Date(), reader), title: r.title };
}

/** The report of the organization as a standalone HTML document in the reader's language (English on UTC by default), or null when it is not the organization's. */
export async function reportHtml(
  core: Core,
  organizationId: string,
  reportId: string,
  reader: ReaderLocale = {},
): Promise<{ filename: string; html: string; title: string } | null> {
  const r = await loadInstance(core, organizationId, reportId);
  if (!r) return null;
  return { filename: reportFileName(r.title, "html"), html: reportHtmlDocument(r, new Date(), reader), title: r.title };
}
