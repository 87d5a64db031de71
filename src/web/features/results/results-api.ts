import { ZResults, ZShare, ZShareList, type TResults, type TShare } from "../../../contracts/assessments.ts";
import { api, toApiError } from "../../lib/api.ts";

export const resultKeys = {
  results: (responseId: string) => ["responses", responseId, "results"] as const,
  shared: (token: string) => ["shared", token] as const,
  shares: (responseId: string) => ["responses", responseId, "shares"] as const,
};

const path = (responseId: string) => `/api/responses/${encodeURIComponent(responseId)}`;

/** GET /api/responses/:id/results (404 for anyone but the taker and their organization's managers and admins). */
export function fetchResults(responseId: string, signal?: AbortSignal): Promise<TResults> {
  return api.get(`${path(responseId)}/results`, { schema: ZResults, signal });
}

/** GET /api/shared/:token: read-only results behind a share link (no session needed). */
export function fetchSharedResults(token: string, signal?: AbortSignal): Promise<TResults> {
  return api.get(`/api/shared/${encodeURIComponent(token)}`, { schema: ZResults, signal, skipAuthRefresh: true });
}

/** GET /api/responses/:id/shares */
export async function fetchShares(responseId: string, signal?: AbortSignal): Promise<TShare[]> {
  return (await api.get(`${path(responseId)}/shares`, { schema: ZShareList, signal })).shares;
}

/** POST /api/responses/:id/shares: a new read-only link (its url is shown once). */
export function createShare(responseId: string, expiresInDays: number, idempotencyKey?: string): Promise<TShare> {
  return api.post(`${path(responseId)}/shares`, { expiresInDays }, { schema: ZShare, idempotencyKey });
}

/** DELETE /api/responses/:id/shares/:shareId (204). */
export async function revokeShare(responseId: string, shareId: string): Promise<void> {
  await api.request(`${path(responseId)}/shares/${encodeURIComponent(shareId)}`, { method: "DELETE", schema: null });
}

/** GET /api/responses/:id/report.pdf as a Blob (an ApiError with the server's message when it fails). */
export async function fetchReportPdf(responseId: string): Promise<Blob> {
  const response = await fetch(`${path(responseId)}/report.pdf`, { credentials: "same-origin", headers: { Accept: "application/pdf" } });
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
