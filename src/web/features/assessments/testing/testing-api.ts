import { inReaderWords, typeName } from "../../../lib/assessment-types.ts";
import type { TAssessmentTypeId } from "../../../../contracts/assessments.ts";
import {
  ZSandboxItems,
  ZSandboxScore,
  ZSandboxTypeList,
  type TSandboxItems,
  type TSandboxScore,
  type TSandboxScoreRequest,
  type TSandboxType,
} from "../../../../contracts/testing.ts";
import { api } from "../../../lib/api.ts";

/** TanStack Query keys of the testing sandbox. */
export const testingKeys = {
  types: ["testing", "types"] as const,
  items: (typeId: string) => ["testing", "types", typeId, "items"] as const,
};

/** GET /api/testing/types: the built-in types and the organization's live designed ones (active or not). */
export async function fetchSandboxTypes(signal?: AbortSignal): Promise<TSandboxType[]> {
  return (await api.get("/api/testing/types", { schema: ZSandboxTypeList, signal })).types.map(inReaderWords);
}

/** GET /api/testing/types/:typeId/items: the type's items as respondents receive them (nothing is started). */
export function fetchSandboxItems(typeId: TAssessmentTypeId, signal?: AbortSignal): Promise<TSandboxItems> {
  return api.get(`/api/testing/types/${encodeURIComponent(typeId)}/items`, { schema: ZSandboxItems, signal });
}

/** POST /api/testing/score: the score the answers would get on submit; nothing is stored. */
export async function scoreTestRun(body: TSandboxScoreRequest): Promise<TSandboxScore> {
  const run = await api.post("/api/testing/score", body, { schema: ZSandboxScore });
  return { ...run, name: typeName({ id: run.typeId, name: run.name }) };
}
