import { ZDarkSideReport, ZRecordedAction, type TDarkSideReport, type TImmediateAction, type TRecordedAction } from "../../../contracts/dark-side.ts";
import { api } from "../../lib/api.ts";

export const darkSideKeys = {
  analysis: (assessmentId: string) => ["assessments", assessmentId, "dark-side-analysis"] as const,
};

const path = (assessmentId: string) => `/api/assessments/${encodeURIComponent(assessmentId)}/dark-side-analysis`;

/** GET /api/assessments/:assessmentId/dark-side-analysis (404 when there is none the caller may read). */
export function fetchDarkSideAnalysis(assessmentId: string, signal?: AbortSignal): Promise<TDarkSideReport> {
  return api.get(path(assessmentId), { schema: ZDarkSideReport, signal });
}

/** POST …/dark-side-analysis/actions: records Take Action on one immediate action (201; idempotent per key). */
export function recordAction(assessmentId: string, action: TImmediateAction, idempotencyKey?: string): Promise<TRecordedAction> {
  return api.post(`${path(assessmentId)}/actions`, { action: action.action, priority: action.priority, timeframe: action.timeframe }, { schema: ZRecordedAction, idempotencyKey });
}
