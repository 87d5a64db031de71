import { ZAssessmentParams } from "../../../contracts/assessments.ts";
import { ZDarkSideReport, ZRecordedAction, ZTakeAction } from "../../../contracts/dark-side.ts";
import type { RouteFn } from "../../http/route.ts";
import type { DarkSideService } from "./dark-side-service.ts";

/**
 * Spec 1 §7 GET /api/assessments/:assessmentId/dark-side-analysis (darkSideAnalysis and insights) and the
 * dashboard's "Take Action" record, POST …/dark-side-analysis/actions (201; idempotent per Idempotency-Key,
 * and a repeat of a recorded action answers the first record).
 */
export function registerDarkSideRoutes(route: RouteFn, svc: DarkSideService): void {
  const base = { access: "member", allow: "organization.read", params: ZAssessmentParams } as const;
  const tags = ["assessments"];
  route(
    {
      ...base,
      method: "GET",
      url: "/api/assessments/:assessmentId/dark-side-analysis",
      summary: "Dark-side analysis of a completed assessment with the derailer screen",
      response: ZDarkSideReport,
      tags,
    },
    async ({ actor, params }) => svc.analysis(actor, params.assessmentId),
  );
  route(
    {
      ...base,
      method: "POST",
      url: "/api/assessments/:assessmentId/dark-side-analysis/actions",
      summary: "Record Take Action on an immediate action of the dark-side analysis",
      body: ZTakeAction,
      response: ZRecordedAction,
      status: 201,
      idempotent: true,
      tags,
    },
    async ({ actor, params, body, req }) => svc.takeAction(actor, params.assessmentId, body, req.ip),
  );
}
