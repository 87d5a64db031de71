/**
 * Calls of the assessment design pages (spec 1 §2 Assessment Type Manager and node-based creator), each parsed
 * with its contract: designed types (list, create, save, duplicate, delete or archive) and the builder (the
 * competency tree, the coverage preview, creating a node-based type).
 */
import type { z } from "zod";
import { ZBuilderCreated, ZBuilderNodes, ZBuilderPreview, ZDeletedType, ZDesignedTypeList, ZSavedType, type TTypeDefinition } from "../../../contracts/assessment-design.ts";
import type { BuilderPreview, TypeCategory } from "../../../domain/design/types.ts";
import { api } from "../../lib/api.ts";

/** TanStack Query keys of this feature. */
export const designKeys = {
  designed: ["assessment-types", "designed"] as const,
  nodes: ["assessment-builder", "nodes"] as const,
  preview: (nodeIds: readonly string[]) => ["assessment-builder", "preview", [...nodeIds].sort().join(",")] as const,
};

/** GET /api/assessment-types/designed: every designed type of the organization, the new-type defaults and the norm groups. */
export type DesignedTypeList = z.infer<typeof ZDesignedTypeList>;
/** A designed type as listed (definition, version, usage, policies). */
export type DesignedType = DesignedTypeList["types"][number];
/** A save's answer: the type, and whether a new version was made. */
export type SavedType = z.infer<typeof ZSavedType>;
/** The competency tree, the templates and where the mapping comes from. */
export type BuilderNodes = z.infer<typeof ZBuilderNodes>;
/** A node-based type just made, with its preview. */
export type BuilderCreated = z.infer<typeof ZBuilderCreated>;

const typePath = (typeId: string) => `/api/assessment-types/${encodeURIComponent(typeId)}`;

/** GET /api/assessment-types/designed. */
export function fetchDesignedTypes(signal?: AbortSignal): Promise<DesignedTypeList> {
  return api.get("/api/assessment-types/designed", { schema: ZDesignedTypeList, signal });
}

/** POST /api/assessment-types (201): a new designed type. */
export function createType(definition: TTypeDefinition, idempotencyKey: string): Promise<SavedType> {
  return api.post("/api/assessment-types", definition, { schema: ZSavedType, idempotencyKey });
}

/** PUT /api/assessment-types/:typeId: saves a definition (a new version when the type has responses). */
export function saveType(typeId: string, definition: TTypeDefinition): Promise<SavedType> {
  return api.request(typePath(typeId), { method: "PUT", body: definition, schema: ZSavedType });
}

/** POST /api/assessment-types/:typeId/duplicate (201): a copy named "… (Copy)", code "…-COPY". */
export function duplicateType(typeId: string, idempotencyKey: string): Promise<SavedType> {
  return api.post(`${typePath(typeId)}/duplicate`, {}, { schema: ZSavedType, idempotencyKey });
}

/** DELETE /api/assessment-types/:typeId: removes it, or with `archive` keeps it (with its responses) out of use. 409 CONFLICT when responses exist. */
export function deleteType(typeId: string, archive = false): Promise<z.infer<typeof ZDeletedType>> {
  return api.request(typePath(typeId), { method: "DELETE", body: archive ? { archive: true } : undefined, schema: ZDeletedType });
}

/** GET /api/assessment-builder/nodes. */
export function fetchBuilderNodes(signal?: AbortSignal): Promise<BuilderNodes> {
  return api.get("/api/assessment-builder/nodes", { schema: ZBuilderNodes, signal });
}

/** POST /api/assessment-builder/preview: the coverage of a node selection (reads only; no idempotency key needed, but sent for the route's rule). */
export function fetchBuilderPreview(nodeIds: readonly string[], idempotencyKey: string, signal?: AbortSignal): Promise<BuilderPreview> {
  return api.post("/api/assessment-builder/preview", { nodeIds: [...nodeIds] }, { schema: ZBuilderPreview, idempotencyKey, signal });
}

/** What the creator sends to make a node-based type. */
export interface BuilderCreateInput {
  title: string;
  description: string;
  type: TypeCategory;
  nodeIds: string[];
}

/** POST /api/assessment-builder/assessments (201). */
export function createBuilderAssessment(input: BuilderCreateInput, idempotencyKey: string): Promise<BuilderCreated> {
  return api.post("/api/assessment-builder/assessments", input, { schema: ZBuilderCreated, idempotencyKey });
}
