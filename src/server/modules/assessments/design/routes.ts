import {
  ZBuilderCreate,
  ZBuilderCreated,
  ZBuilderNodes,
  ZBuilderPreview,
  ZBuilderPreviewRequest,
  ZDeleteType,
  ZDeletedType,
  ZDesignedTypeList,
  ZSavedType,
  ZTypeDefinition,
  ZTypeParams,
} from "../../../../contracts/assessment-design.ts";
import type { RouteFn } from "../../../http/route.ts";
import type { DesignedTypes } from "./service.ts";
import type { ReaderWords } from "../sandbox-route.ts";

/**
 * The assessment type manager and the node-based creator (spec 1 §2): designed types are read by every member
 * who may assign (through GET /api/assessment-types) and designed by admins and managers (the policy
 * assessmentTypes.design, answered with each type).
 */
export function registerDesignRoutes(route: RouteFn, svc: DesignedTypes, wordsOf: ReaderWords): void {
  const tags = ["assessment design"];
  const designer = { access: "member", allow: "assessmentTypes.design", tags } as const;

  route(
    {
      ...designer,
      method: "GET",
      url: "/api/assessment-types/designed",
      summary: "The organization's designed types (type manager), defaults and norm groups",
      response: ZDesignedTypeList,
    },
    async ({ actor, req }) => svc.list(actor, await wordsOf(actor.userId, req)),
  );
  route(
    { ...designer, method: "POST", url: "/api/assessment-types", summary: "Create an assessment type", body: ZTypeDefinition, response: ZSavedType, status: 201, idempotent: true },
    async ({ actor, body }) => svc.create(actor, body),
  );
  route(
    {
      ...designer,
      method: "PUT",
      url: "/api/assessment-types/:typeId",
      summary: "Save an assessment type (a new version when it has responses)",
      params: ZTypeParams,
      body: ZTypeDefinition,
      response: ZSavedType,
    },
    async ({ actor, params, body }) => svc.update(actor, params.typeId, body),
  );
  route(
    {
      ...designer,
      method: "DELETE",
      url: "/api/assessment-types/:typeId",
      summary: "Delete an assessment type; refused with the reason when it was assigned or answered (archive: true archives it)",
      params: ZTypeParams,
      body: ZDeleteType.optional(),
      response: ZDeletedType,
    },
    async ({ actor, params, body }) => svc.remove(actor, params.typeId, body?.archive === true),
  );
  route(
    {
      ...designer,
      method: "POST",
      url: "/api/assessment-types/:typeId/duplicate",
      summary: "Duplicate an assessment type ((Copy), -COPY)",
      params: ZTypeParams,
      response: ZSavedType,
      status: 201,
      idempotent: true,
    },
    async ({ actor, params, req }) => svc.duplicate(actor, params.typeId, await wordsOf(actor.userId, req)),
  );
  route(
    {
      ...designer,
      method: "GET",
      url: "/api/assessment-builder/nodes",
      summary: "The competency tree: 5 groups of 4 nodes with their traits and facet links; the 3 templates (ids and numbers: the web words them)",
      response: ZBuilderNodes,
    },
    async () => svc.nodes(),
  );
  route(
    {
      ...designer,
      method: "POST",
      url: "/api/assessment-builder/preview",
      summary: "OCEAN coverage, estimate, question count and coverage validation of a node selection",
      body: ZBuilderPreviewRequest,
      response: ZBuilderPreview,
    },
    async ({ body }) => svc.preview(body.nodeIds),
  );
  route(
    {
      ...designer,
      method: "POST",
      url: "/api/assessment-builder/assessments",
      summary: "Create a node-based assessment type",
      body: ZBuilderCreate,
      response: ZBuilderCreated,
      status: 201,
      idempotent: true,
    },
    async ({ actor, body, req }) => svc.createFromBuilder(actor, body, await wordsOf(actor.userId, req)),
  );
}
