import {
  ZAddRaters,
  ZBulkReportsQuery,
  ZComparison,
  ZCreateProject,
  ZExtendDeadline,
  ZProject,
  ZProjectList,
  ZProjectParams,
  ZRaterAnswer,
  ZRaterAnswerParams,
  ZRaterAnswerSaved,
  ZRaterComments,
  ZRaterDone,
  ZRaterForm,
  ZRaterParams,
  ZRaterTokenParams,
  ZRemindResult,
  ZUpdateRaterComments,
  type TComparison,
} from "../../../contracts/feedback360.ts";
import { AppError, msg } from "../../http/errors.ts";
import { zipStore } from "../../http/zip.ts";
import { ReportPoolBusyError, ReportTimeoutError, type ReportPool } from "../../pdf/report-pool.ts";
import type { AppModule } from "../module.ts";
import { CLOSE_QUEUE, Feedback360Service, REMIND_QUEUE, type CloseJob, type RemindJob } from "./service.ts";
import { sendAsDownload } from "../../http/content-disposition.ts";
import { mailLangOfUser } from "../../i18n/mail-locale.ts";
import type { ReaderLocale } from "../../pdf/kit/words.ts";

/** A file name for a project's report: the subject's name and the closing date, in safe characters. */
function reportName(c: TComparison): string {
  const who = c.project.subject.name.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "") || "subject";
  return `360-feedback-${who}-${(c.project.closedAt ?? c.project.deadline).slice(0, 10)}.pdf`;
}

async function render(pool: ReportPool, c: TComparison, reader: ReaderLocale): Promise<Buffer> {
  try {
    return await pool.renderFeedback(c, reader);
  } catch (e) {
    if (e instanceof ReportPoolBusyError) throw new AppError(503, "SERVICE_UNAVAILABLE", msg("common.reportBusy", { queued: e.queued }), undefined, { "retry-after": "5" });
    if (e instanceof ReportTimeoutError)
      throw new AppError(503, "SERVICE_UNAVAILABLE", msg("common.reportTimeout", { duration: e.timeoutMs >= 1000 ? `${Math.round(e.timeoutMs / 1000)} s` : `${e.timeoutMs} ms` }));
    throw e;
  }
}

/**
 * 360-degree feedback: projects, nominations and invitations, reminders and closing as scheduled jobs,
 * the comparison and its PDF; raters answer through their personal link (public-token routes).
 */
export const feedback360Module: AppModule = {
  name: "feedback360",
  register({ core, route }) {
    const svc = new Feedback360Service({
      db: core.database.db,
      baseURL: core.baseURL,
      secret: core.secret,
      mailer: core.mailer,
      jobs: core.jobs,
      bus: core.bus,
    });
    core.ports.observedFacets = (organizationId, userId) => svc.observedFacets(organizationId, userId);
    core.jobs.work<RemindJob>(REMIND_QUEUE, async (job) => {
      const sent = await svc.scheduledReminder(job.payload);
      if (sent) core.log.info({ projectId: job.payload.projectId, sent, daysBefore: job.payload.daysBefore }, "360 reminders sent");
    });
    core.jobs.work<CloseJob>(CLOSE_QUEUE, async (job) => {
      if (await svc.scheduledClose(job.payload)) core.log.info({ projectId: job.payload.projectId }, "360 project closed at its deadline");
    });

    const tags = ["feedback360"];
    const member = { access: "member", allow: "organization.read", tags } as const;

    route(
      { ...member, method: "GET", url: "/api/feedback360/projects", summary: "360 projects (all for managers and admins; one's own otherwise)", response: ZProjectList },
      async ({ actor }) => svc.list(actor),
    );
    route(
      {
        ...member,
        method: "POST",
        url: "/api/feedback360/projects",
        summary: "Create a 360 project for a subject",
        body: ZCreateProject,
        response: ZProject,
        status: 201,
        idempotent: true,
      },
      async ({ actor, body }) => svc.create(actor, body),
    );
    route(
      { ...member, method: "GET", url: "/api/feedback360/projects/:projectId", summary: "A 360 project", params: ZProjectParams, response: ZProject },
      async ({ actor, params }) => svc.get(actor, params.projectId),
    );
    route(
      {
        ...member,
        method: "POST",
        url: "/api/feedback360/projects/:projectId/raters",
        summary: "Add raters and send their invitations",
        params: ZProjectParams,
        body: ZAddRaters,
        response: ZProject,
        status: 201,
        idempotent: true,
      },
      async ({ actor, params, body }) => svc.addRaters(actor, params.projectId, body),
    );
    route(
      {
        ...member,
        method: "POST",
        url: "/api/feedback360/projects/:projectId/raters/:raterId/approve",
        summary: "Approve a nomination and send its invitation",
        params: ZRaterParams,
        response: ZProject,
      },
      async ({ actor, params }) => svc.approveRater(actor, params.projectId, params.raterId),
    );
    route(
      {
        ...member,
        method: "DELETE",
        url: "/api/feedback360/projects/:projectId/raters/:raterId",
        summary: "Remove a nomination not yet started",
        params: ZRaterParams,
        response: ZProject,
      },
      async ({ actor, params }) => svc.removeRater(actor, params.projectId, params.raterId),
    );
    route(
      {
        ...member,
        method: "POST",
        url: "/api/feedback360/projects/:projectId/reminders",
        summary: "Remind raters who have not finished or declined",
        params: ZProjectParams,
        response: ZRemindResult,
      },
      async ({ actor, params }) => svc.remind(actor, actor.organizationId, params.projectId),
    );
    route(
      {
        ...member,
        method: "POST",
        url: "/api/feedback360/projects/:projectId/extend",
        summary: "Extend the deadline",
        params: ZProjectParams,
        body: ZExtendDeadline,
        response: ZProject,
      },
      async ({ actor, params, body }) => svc.extend(actor, params.projectId, body.deadline),
    );
    route(
      {
        ...member,
        method: "POST",
        url: "/api/feedback360/projects/:projectId/close",
        summary: "Close the project and release its results",
        params: ZProjectParams,
        response: ZProject,
      },
      async ({ actor, params }) => svc.close(actor, params.projectId),
    );
    route(
      {
        ...member,
        method: "GET",
        url: "/api/feedback360/projects/:projectId/comparison",
        summary: "Self against rater groups (released after the project closes)",
        params: ZProjectParams,
        response: ZComparison,
      },
      async ({ actor, params, reply }) => {
        reply.header("cache-control", "private, no-store");
        return svc.comparison(actor, params.projectId);
      },
    );
    route(
      { ...member, method: "GET", url: "/api/feedback360/projects/:projectId/report.pdf", summary: "The 360 report as a PDF", params: ZProjectParams, response: "pdf" },
      async ({ actor, params, reply }) => {
        const c = await svc.reportComparison(actor, params.projectId);
        const pdf = await render(core.reports, c, await mailLangOfUser(core.database.db, actor.userId));
        sendAsDownload(reply, "application/pdf", reportName(c));
        return pdf;
      },
    );
    route(
      {
        ...member,
        method: "GET",
        url: "/api/feedback360/reports.zip",
        summary: "Admins: the 360 reports of every closed project (or the listed ones) in one ZIP",
        query: ZBulkReportsQuery,
        response: "zip",
      },
      async ({ actor, query, reply }) => {
        const ids = query.projectIds ? query.projectIds.split(",").filter(Boolean) : null;
        const comparisons = await svc.bulkProjects(actor, ids);
        if (!comparisons.length) throw new AppError(404, "NOT_FOUND", msg("feedback360.noClosed360ProjectDownload"));
        const reader = await mailLangOfUser(core.database.db, actor.userId);
        const used = new Map<string, number>();
        const files: { name: string; data: Uint8Array }[] = [];
        for (const c of comparisons) {
          const base = reportName(c);
          const n = (used.get(base) ?? 0) + 1;
          used.set(base, n);
          files.push({ name: n > 1 ? base.replace(/\.pdf$/, `-${n}.pdf`) : base, data: await render(core.reports, c, reader) });
        }
        sendAsDownload(reply, "application/zip", `360-reports-${new Date().toISOString().slice(0, 10)}.zip`);
        return zipStore(files);
      },
    );

    // ---- a rater's personal link: no account; the token opens only the rater's own form, until the deadline ----
    const rater = { access: "public-token", tags } as const;
    route(
      { ...rater, method: "GET", url: "/api/rater/:token", summary: "A rater's own form and saved answers", params: ZRaterTokenParams, response: ZRaterForm },
      async ({ params, reply }) => {
        reply.header("cache-control", "no-store");
        return svc.raterForm(params.token);
      },
    );
    route(
      {
        ...rater,
        method: "PUT",
        url: "/api/rater/:token/answers/:itemId",
        summary: "Save one answer (idempotent)",
        params: ZRaterAnswerParams,
        body: ZRaterAnswer,
        response: ZRaterAnswerSaved,
      },
      async ({ params, body }) => svc.saveAnswer(params.token, params.itemId, body.value),
    );
    route(
      {
        ...rater,
        method: "PUT",
        url: "/api/rater/:token/comments",
        summary: "Save written feedback",
        params: ZRaterTokenParams,
        body: ZUpdateRaterComments,
        response: ZRaterComments,
      },
      async ({ params, body }) => svc.saveComments(params.token, body),
    );
    route(
      { ...rater, method: "POST", url: "/api/rater/:token/submit", summary: "Submit the rater's feedback", params: ZRaterTokenParams, response: ZRaterDone },
      async ({ params }) => svc.submit(params.token),
    );
    route(
      { ...rater, method: "POST", url: "/api/rater/:token/decline", summary: "Decline to give feedback", params: ZRaterTokenParams, response: ZRaterDone },
      async ({ params }) => svc.decline(params.token),
    );
  },
};
