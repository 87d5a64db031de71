import { ZResponseParams, type TResults } from "../../../contracts/assessments.ts";
import type { RouteFn } from "../../http/route.ts";
import { AppError, forbidden, msg } from "../../http/errors.ts";
import { reportFileName } from "../../pdf/layout.ts";
import { ReportPool, ReportPoolBusyError, ReportTimeoutError } from "../../pdf/report-pool.ts";
import type { AssessmentsService } from "./service.ts";
import { sendAsDownload } from "../../http/content-disposition.ts";
import type { DbExecutor } from "../../jobs/repo.ts";
import { mailLangOfUser } from "../../i18n/mail-locale.ts";
import type { ReaderLocale } from "../../pdf/kit/words.ts";

/** Renders in the pool; a full queue or a render over the time limit answer 503 with a clear message. */
async function renderOrUnavailable(pool: ReportPool, results: TResults, reader: ReaderLocale): Promise<Buffer> {
  try {
    return await pool.render(results, reader);
  } catch (e) {
    if (e instanceof ReportPoolBusyError) throw new AppError(503, "SERVICE_UNAVAILABLE", msg("common.reportBusy", { queued: e.queued }), undefined, { "retry-after": "5" });
    if (e instanceof ReportTimeoutError)
      throw new AppError(503, "SERVICE_UNAVAILABLE", msg("common.reportTimeout", { duration: e.timeoutMs >= 1000 ? `${Math.round(e.timeoutMs / 1000)} s` : `${e.timeoutMs} ms` }));
    throw e;
  }
}

/** Spec §2 Results dashboard "Generate Report": GET /api/responses/:responseId/report.pdf downloads the results as a PDF. */
export function registerReportRoute(route: RouteFn, svc: AssessmentsService, pool: ReportPool, db: DbExecutor): void {
  route(
    {
      method: "GET",
      url: "/api/responses/:responseId/report.pdf",
      summary: "Results report as a PDF download",
      access: "member",
      allow: "organization.read",
      params: ZResponseParams,
      response: "pdf",
      tags: ["assessments"],
    },
    async ({ actor, params, reply }) => {
      // Authorization and data in one: the taker, or managers and admins of the same organization; else 404.
      const results = await svc.results(actor, params.responseId);
      if (!results.policies.report) throw forbidden(msg("assessments.youMayNotGenerateReport"));
      // in the reader's saved language and time zone
      const pdf = await renderOrUnavailable(pool, results, await mailLangOfUser(db, actor.userId));
      sendAsDownload(reply, "application/pdf", reportFileName(results.response.typeId, results.response.completedAt));
      return pdf;
    },
  );
}
