/**
 * The 360 feedback calls (src/contracts/feedback360.ts): projects, raters, reminders, the comparison and its
 * reports for signed-in members; the rater's own form behind a personal link (no session) for raters.
 */
import type { z } from "zod";
import {
  ZComparison,
  ZProject,
  ZProjectList,
  ZRaterAnswerSaved,
  ZRaterComments,
  ZRaterDone,
  ZRaterForm,
  ZRemindResult,
  type TAddRaters,
  type TComparison,
  type TCreateProject,
  type TProject,
  type TRaterComments,
  type TRaterForm,
} from "../../../contracts/feedback360.ts";
import { api, toApiError } from "../../lib/api.ts";

export type TProjectList = z.infer<typeof ZProjectList>;

/** TanStack Query keys of this feature. */
export const review360Keys = {
  /** Everything signed-in pages read (invalidated after any change to a project). */
  all: ["feedback360"] as const,
  list: ["feedback360", "projects"] as const,
  project: (projectId: string) => ["feedback360", "projects", projectId] as const,
  comparison: (projectId: string) => ["feedback360", "projects", projectId, "comparison"] as const,
  raterForm: (token: string) => ["rater", token] as const,
};

const BASE = "/api/feedback360/projects";
const projectPath = (projectId: string) => `${BASE}/${encodeURIComponent(projectId)}`;
const raterPath = (token: string) => `/api/rater/${encodeURIComponent(token)}`;

/** GET /api/feedback360/projects: the projects the caller may see, and whether they may start one. */
export function fetchProjects(signal?: AbortSignal): Promise<TProjectList> {
  return api.get(BASE, { schema: ZProjectList, signal });
}

/** POST /api/feedback360/projects (201): one project per intent, whatever the clicks (the idempotency key). */
export function createProject(body: TCreateProject, idempotencyKey: string): Promise<TProject> {
  return api.post(BASE, body, { schema: ZProject, idempotencyKey });
}

/** GET /api/feedback360/projects/:projectId */
export function fetchProject(projectId: string, signal?: AbortSignal): Promise<TProject> {
  return api.get(projectPath(projectId), { schema: ZProject, signal });
}

/** POST …/raters (201): adds the raters and sends their invitations (or holds them for approval). */
export function addRaters(projectId: string, body: TAddRaters, idempotencyKey: string): Promise<TProject> {
  return api.post(`${projectPath(projectId)}/raters`, body, { schema: ZProject, idempotencyKey });
}

/** POST …/raters/:raterId/approve: a nomination waiting for approval is approved and invited. */
export function approveRater(projectId: string, raterId: string): Promise<TProject> {
  return api.post(`${projectPath(projectId)}/raters/${encodeURIComponent(raterId)}/approve`, {}, { schema: ZProject });
}

/** DELETE …/raters/:raterId: removes a nomination that has not started. */
export function removeRater(projectId: string, raterId: string): Promise<TProject> {
  return api.request(`${projectPath(projectId)}/raters/${encodeURIComponent(raterId)}`, { method: "DELETE", schema: ZProject });
}

/** POST …/reminders: reminds every rater who has not finished or declined. */
export function sendReminders(projectId: string): Promise<z.infer<typeof ZRemindResult>> {
  return api.post(`${projectPath(projectId)}/reminders`, {}, { schema: ZRemindResult });
}

/** POST …/extend with the new deadline (ISO date-time). */
export function extendDeadline(projectId: string, deadline: string): Promise<TProject> {
  return api.post(`${projectPath(projectId)}/extend`, { deadline }, { schema: ZProject });
}

/** POST …/close: no more answers; the comparison is released. */
export function closeProject(projectId: string): Promise<TProject> {
  return api.post(`${projectPath(projectId)}/close`, {}, { schema: ZProject });
}

/** GET …/comparison (only counts until the project closes). */
export function fetchComparison(projectId: string, signal?: AbortSignal): Promise<TComparison> {
  return api.get(`${projectPath(projectId)}/comparison`, { schema: ZComparison, signal });
}

/** A file the server sends (PDF, ZIP) as a Blob; an ApiError with the server's message when it fails. */
async function fetchFile(path: string, accept: string): Promise<Blob> {
  const response = await fetch(path, { credentials: "same-origin", headers: { Accept: accept } });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: keep the text
    }
    throw toApiError(response.status, body);
  }
  return response.blob();
}

/** GET …/report.pdf: the project's 360 report. */
export function fetchReportPdf(projectId: string): Promise<Blob> {
  return fetchFile(`${projectPath(projectId)}/report.pdf`, "application/pdf");
}

/** GET /api/feedback360/reports.zip (admins): the listed projects' reports, or every closed project's. */
export function fetchReportsZip(projectIds?: readonly string[]): Promise<Blob> {
  const query = projectIds && projectIds.length > 0 ? `?${new URLSearchParams({ projectIds: projectIds.join(",") }).toString()}` : "";
  return fetchFile(`/api/feedback360/reports.zip${query}`, "application/zip");
}

// ---- the rater's personal link: no session, so no refresh on 401 ----

/** GET /api/rater/:token: the rater's form and saved answers (404 once the link is expired, closed or unknown). */
export function fetchRaterForm(token: string, signal?: AbortSignal): Promise<TRaterForm> {
  return api.get(raterPath(token), { schema: ZRaterForm, signal, skipAuthRefresh: true });
}

/** PUT /api/rater/:token/answers/:itemId: idempotent; the server's count of answered items. */
export function putRaterAnswer(token: string, itemId: string, value: number): Promise<z.infer<typeof ZRaterAnswerSaved>> {
  return api.request(`${raterPath(token)}/answers/${encodeURIComponent(itemId)}`, { method: "PUT", body: { value }, schema: ZRaterAnswerSaved, skipAuthRefresh: true });
}

/** PUT /api/rater/:token/comments with the changed boxes only; the saved comments. */
export function putRaterComments(token: string, body: Partial<TRaterComments>): Promise<TRaterComments> {
  return api.request(`${raterPath(token)}/comments`, { method: "PUT", body, schema: ZRaterComments, skipAuthRefresh: true });
}

/** POST /api/rater/:token/submit (refused while statements are unanswered). */
export function submitRaterForm(token: string): Promise<z.infer<typeof ZRaterDone>> {
  return api.post(`${raterPath(token)}/submit`, {}, { schema: ZRaterDone, skipAuthRefresh: true });
}

/** POST /api/rater/:token/decline */
export function declineRaterForm(token: string): Promise<z.infer<typeof ZRaterDone>> {
  return api.post(`${raterPath(token)}/decline`, {}, { schema: ZRaterDone, skipAuthRefresh: true });
}
