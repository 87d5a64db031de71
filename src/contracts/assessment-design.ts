import { z } from "zod";
import type { BuilderPreview, CompetencyGroup, BuilderTemplate, DesignedResult } from "../domain/design/types.ts";
import { contractMessage } from "./messages.ts";

/**
 * Assessment design (spec 1 §2 node-based creator and Assessment Type Manager, §3 assessment type / builder /
 * competency node / node-facet mapping, §9 defaults): designed types, the competency tree and the builder.
 */

const ZText = (max: number) => z.string().trim().max(max);

/** A custom module's question (spec §2 question types; the organization's own, never normed). */
export const ZCustomQuestion = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/)
    .describe("Stable within the module, e.g. q1"),
  type: z.enum(["likert", "multiple_choice", "ranking", "scale", "text", "scenario"]),
  text: ZText(500).min(1),
  options: z
    .array(z.object({ value: z.number().int().min(-100).max(100), label: ZText(200).min(1) }))
    .min(2)
    .max(10)
    .optional(),
  min: z.number().int().min(-100).max(100).optional(),
  max: z.number().int().min(-100).max(100).optional(),
  minLabel: ZText(80).optional(),
  maxLabel: ZText(80).optional(),
  items: z.array(ZText(200).min(1)).min(2).max(10).optional(),
});
export type TCustomQuestion = z.infer<typeof ZCustomQuestion>;

export const ZDesignModule = z.object({
  id: z.string().regex(/^[a-z0-9_-]{1,40}$/),
  name: ZText(120).min(1),
  type: z.enum(["ocean", "executive", "emotional", "darkside", "custom"]),
  weight: z.number().min(0).max(1),
  required: z.boolean(),
  questions: z.array(ZCustomQuestion).max(100).optional(),
});

const ZBenchmarks = z.object({
  excellent: z.number().min(0).max(100),
  good: z.number().min(0).max(100),
  average: z.number().min(0).max(100),
  belowAverage: z.number().min(0).max(100),
});

/** The spec §3 assessment type fields as saved by the type manager (POST/PUT body). */
export const ZTypeDefinition = z.object({
  name: ZText(120).min(1),
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9-]{0,39}$/, contractMessage("competencyCode")),
  description: ZText(2000),
  category: z.enum(["individual", "leadership", "team", "specialized"]),
  targetAudience: z.array(ZText(80).min(1)).max(20),
  estimatedDuration: z.number().int().min(1).max(600),
  questionCount: z.number().int().min(1).max(500),
  oceanWeights: z.object({
    openness: z.number().min(0).max(5),
    conscientiousness: z.number().min(0).max(5),
    extraversion: z.number().min(0).max(5),
    agreeableness: z.number().min(0).max(5),
    neuroticism: z.number().min(0).max(5),
  }),
  modules: z.array(ZDesignModule).min(1).max(20),
  scoring: z.object({ normGroup: z.enum(["respondent", "general"]), benchmarks: ZBenchmarks, useStanines: z.boolean(), usePercentiles: z.boolean() }),
  isActive: z.boolean(),
});
export type TTypeDefinition = z.infer<typeof ZTypeDefinition>;

/** What the caller may do with a designed type (the policy module's answer). */
export const ZTypePolicies = z.object({ edit: z.boolean(), duplicate: z.boolean(), delete: z.boolean(), activate: z.boolean(), assign: z.boolean() });

/** A designed type as listed: its current definition, version and usage. */
export const ZDesignedType = ZTypeDefinition.extend({
  id: z.string(),
  /** Raised when a type that has responses is edited (open responses keep theirs). */
  version: z.number().int(),
  source: z.enum(["manager", "builder"]),
  nodeIds: z.array(z.string()).optional(),
  /** Questions actually asked by the current version (bank items plus custom questions). */
  itemCount: z.number().int(),
  responses: z.number().int(),
  openResponses: z.number().int(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  policies: ZTypePolicies,
});
export type TDesignedType = z.infer<typeof ZDesignedType>;

export const ZTypeParams = z.object({ typeId: z.string().min(1).max(100) });
export const ZDesignedTypeList = z.object({
  types: z.array(ZDesignedType),
  /** The spec §9 defaults a new type starts with (name and code still to be given). */
  defaults: ZTypeDefinition.extend({ name: z.string(), code: z.string() }),
  /** Norm groups with published norms (Johnson's IPIP-NEO-120 tables), with their citation; the web words each by id. */
  normGroups: z.array(z.object({ id: z.enum(["respondent", "general"]), citation: z.string() })),
  /** Whether the caller may design types (admins and managers). */
  canDesign: z.boolean(),
});
export const ZSavedType = z.object({ type: ZDesignedType, versioned: z.boolean().describe("True when the save made a new version because the type has responses") });
/** DELETE: removed, or refused with the reason when responses exist (archive instead). */
export const ZDeleteType = z.object({ archive: z.boolean().optional() });
export const ZDeletedType = z.object({ deleted: z.boolean(), archived: z.boolean() });

/** GET /api/assessment-builder/nodes — the competency tree (5 groups of 4 nodes) with their traits and facet links, and the 3 templates. */
export const ZBuilderNodes = z.object({
  groups: z
    .custom<CompetencyGroup[]>((v) => Array.isArray(v))
    .meta({
      description:
        "Groups {id, nodes [{id, traits, facets [{facet, facetCode, correlation, confidence, mappingType, tierApplicability}]}]}; their words are the web's catalog's, by id",
    }),
  templates: z.custom<BuilderTemplate[]>((v) => Array.isArray(v)).meta({ description: "Quick templates {id, type, nodeIds}" }),
});

export const ZNodeIds = z.array(z.string().min(1).max(60)).max(20);
export const ZBuilderPreviewRequest = z.object({ nodeIds: ZNodeIds });
export const ZBuilderPreview = z
  .custom<BuilderPreview>((v) => typeof v === "object" && v !== null && "oceanCoverage" in v && "coverage" in v)
  .meta({
    description: "{oceanCoverage {traits, facets}, estimatedMinutes {min, max}, questionCount, coverage {percent, band, covered, total, criticalFacets}}",
  });
export const ZBuilderCreate = z.object({
  title: ZText(120).min(1, contractMessage("titleEnter")),
  description: ZText(2000).default(""),
  type: z.enum(["individual", "leadership", "team", "specialized"]).default("individual"),
  nodeIds: ZNodeIds.min(1, contractMessage("nodesRequired")),
});
export const ZBuilderCreated = z.object({ type: ZDesignedType, preview: ZBuilderPreview });

/** The designed section of a result (ScoreResult.designed). */
export type TDesignedResult = DesignedResult;
