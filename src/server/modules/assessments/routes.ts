import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app.ts";
import { route } from "../../http/route.ts";
import { tenantOf } from "../../auth/tenancy.ts";
import {
  ZAnswerParams,
  ZAssessmentParams,
  ZCreateAssessment,
  ZCreateShare,
  ZSaveAnswer,
  ZShareParams,
  ZSharedParams,
  ZStartAssessment,
} from "../../../contracts/assessments.ts";

/** Assessments: types, my assessments, taking (autosave), submit, results and share links. */
export function assessmentRoutes(app: FastifyInstance, d: AppDeps): void {
  const svc = d.assessmentsService;
  const tags = ["assessments"];

  route(app, { method: "GET", url: "/api/assessment-types", summary: "Assessment types", auth: true, tags }, async () => ({ types: svc.types() }));

  route(app, { method: "GET", url: "/api/assessments", summary: "My assessments", auth: true, permission: "read", tags }, async ({ actor }) => ({
    assessments: await svc.list(tenantOf(actor)),
  }));

  route(app, { method: "POST", url: "/api/assessments", summary: "Start one for yourself, or assign to members", auth: true, permission: "read", body: ZCreateAssessment, tags }, async ({ actor, body, reply }) => {
    const summaries = await svc.create(tenantOf(actor), body);
    reply.code(201);
    return body.assigneeIds ? { assessments: summaries } : summaries[0];
  });

  route(
    app,
    { method: "POST", url: "/api/assessments/:id/start", summary: "Open (or resume) my response", auth: true, permission: "read", params: ZAssessmentParams, body: ZStartAssessment, tags },
    async ({ actor, params, body }) => ({ responseId: await svc.start(tenantOf(actor), params.id, body.respondent) }),
  );

  route(app, { method: "GET", url: "/api/responses/:id", summary: "A response to take or resume", auth: true, permission: "read", params: ZAssessmentParams, tags }, async ({ actor, params }) =>
    svc.session(tenantOf(actor), params.id),
  );

  route(
    app,
    { method: "PUT", url: "/api/responses/:id/answers/:itemId", summary: "Save one answer (idempotent)", auth: true, permission: "read", params: ZAnswerParams, body: ZSaveAnswer, tags },
    async ({ actor, params, body }) => ({ saved: true, ...(await svc.saveAnswer(tenantOf(actor), params.id, params.itemId, body)) }),
  );

  route(app, { method: "POST", url: "/api/responses/:id/submit", summary: "Submit and score", auth: true, permission: "read", params: ZAssessmentParams, tags }, async ({ actor, params }) => {
    await svc.submit(tenantOf(actor), params.id);
    return { responseId: params.id };
  });

  route(app, { method: "GET", url: "/api/responses/:id/results", summary: "Results of a completed response", auth: true, permission: "read", params: ZAssessmentParams, tags }, async ({ actor, params }) =>
    svc.results(tenantOf(actor), params.id),
  );

  route(app, { method: "GET", url: "/api/responses/:id/shares", summary: "Share links of a result", auth: true, permission: "read", params: ZAssessmentParams, tags }, async ({ actor, params }) => ({
    shares: await svc.listShares(tenantOf(actor), params.id),
  }));

  route(
    app,
    { method: "POST", url: "/api/responses/:id/shares", summary: "Create a read-only share link", auth: true, permission: "read", params: ZAssessmentParams, body: ZCreateShare, tags },
    async ({ actor, params, body, reply }) => {
      reply.code(201);
      return svc.createShare(tenantOf(actor), params.id, body.expiresInDays);
    },
  );

  route(
    app,
    { method: "DELETE", url: "/api/responses/:id/shares/:shareId", summary: "Revoke a share link", auth: true, permission: "read", params: ZShareParams, tags },
    async ({ actor, params, reply }) => {
      await svc.revokeShare(tenantOf(actor), params.id, params.shareId);
      reply.code(204);
      return null;
    },
  );

  route(app, { method: "GET", url: "/api/shared/:token", summary: "A shared result (read-only, no sign-in)", auth: false, params: ZSharedParams, tags }, async ({ params, reply }) => {
    reply.header("cache-control", "no-store");
    return svc.shared(params.token);
  });
}
