/**
 * The report template calls (src/contracts/reports.ts, spec 2 §3.4): list, create, edit and delete, each naming
 * the caller's own organization; and the queries and mutations the template manager uses.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ZReportTemplate, ZTemplateList, type TReportTemplate, type TTemplateList } from "../../../contracts/reports.ts";
import { api } from "../../lib/api.ts";
import { useIntentKeys } from "../../lib/idempotency.ts";
import type { SaveTemplateBody } from "./template-form.ts";

const BASE = "/api/reports/templates";

/** TanStack Query keys of the templates. */
export const templateKeys = {
  list: (organizationId: string) => ["reports", "templates", organizationId] as const,
};

/** GET /api/reports/templates?organizationId= */
export function fetchTemplates(organizationId: string, signal?: AbortSignal): Promise<TTemplateList> {
  return api.get(`${BASE}?${new URLSearchParams({ organizationId })}`, { schema: ZTemplateList, signal });
}

/** POST /api/reports/templates (201): one template per intent, whatever the clicks (the idempotency key). */
export function createTemplate(body: SaveTemplateBody, idempotencyKey: string): Promise<TReportTemplate> {
  return api.post(BASE, body, { schema: ZReportTemplate, idempotencyKey });
}

/** PUT /api/reports/templates/:templateId, the same body as the create. */
export function updateTemplate(templateId: string, body: SaveTemplateBody): Promise<TReportTemplate> {
  return api.request(`${BASE}/${encodeURIComponent(templateId)}`, { method: "PUT", body, schema: ZReportTemplate });
}

/** DELETE /api/reports/templates?templateId=&organizationId= (204). */
export function deleteTemplate(templateId: string, organizationId: string): Promise<void> {
  return api.request(`${BASE}?${new URLSearchParams({ templateId, organizationId })}`, { method: "DELETE", schema: null });
}

/** The organization's templates and whether the caller may create one. */
export function useTemplates(organizationId: string) {
  return useQuery({ queryKey: templateKeys.list(organizationId), queryFn: ({ signal }) => fetchTemplates(organizationId, signal) });
}

/** Creates a template (templateId null) or saves an edited one; the list is read again after either. */
export function useSaveTemplate(organizationId: string) {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: ({ templateId, body }: { templateId: string | null; body: SaveTemplateBody }) =>
      templateId === null ? createTemplate(body, keys.keyFor(body)) : updateTemplate(templateId, body),
    onSuccess: () => {
      keys.renew();
      return queryClient.invalidateQueries({ queryKey: templateKeys.list(organizationId) });
    },
  });
}

/** Deletes a template, then reads the list again. */
export function useDeleteTemplate(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => deleteTemplate(templateId, organizationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.list(organizationId) }),
  });
}
