import { z } from "zod";
import { ZBoundedInstant } from "./calendar.ts";
import type { AssessmentItem } from "../domain/assessments/item-types.ts";
import type { ScoreResult } from "../domain/psychometrics/result-types.ts";
import { ZResultPolicies } from "./policies.ts";
import { ZRole } from "./roles.ts";
import { contractMessage } from "./messages.ts";

/** Ids are opaque strings of at most 100 characters. */
const ZId = z.string().min(1).max(100);

/** A built-in type, or an organization's designed type ("ct-" + id). */
export const ZBuiltInTypeId = z.enum(["individual", "executive", "organizational", "ipip-neo-120"]);
export const ZAssessmentTypeId = z.union([ZBuiltInTypeId, z.string().regex(/^ct-[A-Za-z0-9_-]{1,80}$/)]);
export type TAssessmentTypeId = z.infer<typeof ZAssessmentTypeId>;
export type TBuiltInTypeId = z.infer<typeof ZBuiltInTypeId>;

/** Where the one time estimate comes from (domain timeEstimate): 45 s per question, or the measured median of this many completions. */
export const ZEstimateBasis = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("per_question") }),
  z.object({ kind: z.literal("measured"), completions: z.number().int() }),
]);
export type TEstimateBasis = z.infer<typeof ZEstimateBasis>;

/** GET /api/assessment-types — what can be assigned or started. */
export const ZAssessmentTypeSummary = z.object({
  id: ZAssessmentTypeId,
  name: z.string(),
  description: z.string(),
  /** Whole minutes, by the one estimate (domain timeEstimate), and where it comes from. */
  estimatedMinutes: z.number().int(),
  estimateBasis: ZEstimateBasis,
  questionCount: z.number().int(),
  pillars: z.array(z.string()),
  domains: z.array(z.string()),
  profiles: z.object({ facets: z.boolean(), emotionalRegulation: z.boolean(), executiveProfile: z.boolean(), darkSide: z.boolean(), pillars: z.boolean() }),
  /** An organization's designed type (type manager or node-based creator), and its current version. */
  designed: z.boolean().optional(),
  version: z.number().int().optional(),
});
export type TAssessmentTypeSummary = z.infer<typeof ZAssessmentTypeSummary>;
export const ZAssessmentTypeList = z.object({ types: z.array(ZAssessmentTypeSummary) });

export const ZAssessmentStatus = z.enum(["assigned", "in_progress", "completed"]);
export type TAssessmentStatus = z.infer<typeof ZAssessmentStatus>;

/** One row of GET /api/assessments (the caller's own assessments). */
export const ZAssessmentSummary = z.object({
  id: z.string(),
  typeId: ZAssessmentTypeId,
  title: z.string(),
  status: ZAssessmentStatus,
  assignedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  /** The due date the assigner set, if any. */
  dueAt: z.string().nullable(),
  responseId: z.string().nullable(),
  answered: z.number().int(),
  total: z.number().int(),
  /** The one time estimate of the whole assessment (domain timeEstimate over total), as on its type card. */
  estimatedMinutes: z.number().int(),
  estimateBasis: ZEstimateBasis,
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type TAssessmentSummary = z.infer<typeof ZAssessmentSummary>;

export const ZAssessmentList = z.object({
  assessments: z.array(ZAssessmentSummary),
  /** On assignment: members who already had this type assigned and not completed (not assigned twice). */
  alreadyAssigned: z.array(z.object({ userId: z.string(), assessmentId: z.string() })).optional(),
});

/**
 * POST /api/assessments — for yourself (no assigneeIds) or, with write permission, for members (each gets
 * an email and a notification; one already holding an open assignment of the type is not assigned twice).
 */
export const ZCreateAssessment = z.object({
  typeId: ZAssessmentTypeId,
  assigneeIds: z.array(ZId).min(1).max(500).optional(),
  /** Optional due date for assignees (an ISO date-time, in the future, before 2100). */
  dueAt: ZBoundedInstant.nullable().optional(),
});
export type TCreateAssessment = z.infer<typeof ZCreateAssessment>;

/** POST /api/assessments answers the one summary (for yourself) or every assignee's. */
export const ZCreatedAssessments = z.union([ZAssessmentSummary, ZAssessmentList]);

/** Path parameters are named by the resource they identify. */
export const ZAssessmentParams = z.object({ assessmentId: ZId });
export const ZResponseParams = z.object({ responseId: ZId });
export const ZAnswerParams = z.object({ responseId: ZId, itemId: z.string().min(1).max(200) });

/** Optional respondent facts that select the norm group (Johnson's IPIP-NEO norms by sex and age). */
export const ZRespondent = z.object({
  sex: z.enum(["male", "female"]).optional(),
  age: z.number().int().min(10).max(110).optional(),
});

/**
 * POST /api/assessments/:id/start — opens (or resumes) the caller's response session. `consent: true` says
 * the respondent agreed to the start step's wording (who sees the results, how long they are kept); the
 * server records it, with the wording's version, on the response. Without it nothing starts.
 */
export const ZStartAssessment = z.object({
  respondent: ZRespondent.optional(),
  consent: z.literal(true, { error: contractMessage("consentRequired") }),
});
export const ZStarted = z.object({ responseId: z.string() });
/** POST /api/assessments/begin — a type started for yourself on consent (the assessment is made only then). */
export const ZBeginAssessment = ZStartAssessment.extend({ typeId: ZAssessmentTypeId });

/**
 * GET /api/assessments/consent — what the start step tells the respondent before they consent, derived
 * from what the product does: who in the organization may read a result (the policy module), share
 * links, and how long results are kept.
 */
export const ZConsentTerms = z.object({
  /** The version of the wording (recorded with the response). */
  version: z.string(),
  /** Roles in the organization that may read every member's results (besides the respondent). */
  readerRoles: z.array(ZRole),
  /** How many people in the organization hold those roles now. */
  readerCount: z.number().int(),
  /** Those who may create share links (the respondent; and the reader roles), and the longest a link lives. */
  shareLinkMaxDays: z.number().int(),
  /** How long results are kept: while the organization's account exists (there is no deletion of a single result). */
  retention: z.literal("while_organization_exists"),
});
export type TConsentTerms = z.infer<typeof ZConsentTerms>;

/** An item as the taker sees it (no keys, no scales). */
export type TClientItem = Pick<AssessmentItem, "id" | "module" | "text" | "input" | "trait" | "facet" | "pillar" | "domain" | "flags" | "note" | "normed">;

/**
 * An item as sent to the taker. Its structure is the domain's AssessmentItem (input types with their
 * options and limits); the contract checks that it is an item with an id and an input.
 */
export const ZClientItem = z
  .custom<TClientItem>((v) => typeof v === "object" && v !== null && typeof (v as { id?: unknown }).id === "string" && typeof (v as { input?: unknown }).input === "object")
  .meta({ description: "An item: id, module, text, input { type, options/limits }, trait, facet, pillar, domain, flags, note, normed" });

/** GET /api/responses/:responseId — everything needed to take or resume. */
export const ZResponseSession = z.object({
  id: z.string(),
  assessmentId: z.string(),
  typeId: ZAssessmentTypeId,
  title: z.string(),
  status: z.enum(["in_progress", "completed"]),
  /** The item-bank version the response was opened with: its items and their order. */
  itemBankVersion: z.string(),
  /** The one time estimate: the whole assessment in minutes, and the seconds per question it assumes. */
  estimatedMinutes: z.number().int(),
  secondsPerQuestion: z.number(),
  estimateBasis: ZEstimateBasis,
  /** Items as sent: trait, facet, pillar and domain tags are left out unless showTags. */
  items: z.array(ZClientItem),
  /** Show trait/facet/pillar tags above questions (the organization's setting; hidden by default). */
  showTags: z.boolean(),
  /** When the respondent consented and to which wording; null for a response opened before consent was asked. */
  consent: z.object({ at: z.string(), version: z.string() }).nullable(),
  /** The timer's elapsed milliseconds as last saved (any device). */
  elapsedMs: z.number().int(),
  /** Item id → the saved answer. */
  answers: z.record(z.string(), z.unknown()),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TResponseSession = z.infer<typeof ZResponseSession>;

/** PUT /api/responses/:id/answers/:itemId — idempotent per item; the answer is committed before 200. */
export const ZSaveAnswer = z.object({
  value: z.union([z.number(), z.string().max(1000), z.array(z.object({ item: z.string().max(200), rank: z.number().int().min(1).max(50) })).max(50)]),
  timeMs: z.number().int().min(0).max(86_400_000).optional(),
  /** The timer's elapsed milliseconds when the answer was given (the server keeps the largest). */
  elapsedMs: z.number().int().min(0).max(2_000_000_000).optional(),
});
export type TSaveAnswer = z.infer<typeof ZSaveAnswer>;
export const ZAnswerSaved = z.object({ saved: z.literal(true), answered: z.number().int(), total: z.number().int() });

export const ZSubmitted = z.object({ responseId: z.string() });

/**
 * The scored result (the domain's ScoreResult: traits, facets, profiles, norm group, quality, notes). Its
 * shape is owned and tested by src/domain/psychometrics; the contract checks its identifying fields.
 */
export const ZScoreResult = z
  .custom<ScoreResult>(
    (v) =>
      typeof v === "object" &&
      v !== null &&
      typeof (v as { typeId?: unknown }).typeId === "string" &&
      typeof (v as { traits?: unknown }).traits === "object" &&
      typeof (v as { normGroup?: unknown }).normGroup === "object",
  )
  .meta({ description: "ScoreResult: percentile, stanine, raw, traits, facets, coverage, profiles, darkSideRisks, pillars, profile, normGroup, quality, scoringRules, notes" });

/** GET /api/responses/:responseId/results and GET /api/shared/:token. */
export const ZResults = z.object({
  response: z.object({
    id: z.string(),
    /** The assessment this response answers (links such as its dark-side analysis are by assessment; empty on shared links). */
    assessmentId: z.string(),
    typeId: ZAssessmentTypeId,
    title: z.string(),
    completedAt: z.string(),
    user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  }),
  score: ZScoreResult,
  /** What the caller may do (all false on shared links). */
  policies: ZResultPolicies,
});
export type TResults = z.infer<typeof ZResults>;

/** POST /api/responses/:id/shares — a revocable, expiring read-only link. */
export const ZCreateShare = z.object({ expiresInDays: z.number().int().min(1).max(90).default(14) });
export const ZShareParams = z.object({ responseId: ZId, shareId: ZId });
export const ZShare = z.object({ id: z.string(), url: z.string().nullable(), expiresAt: z.string(), revokedAt: z.string().nullable(), createdAt: z.string() });
export type TShare = z.infer<typeof ZShare>;
export const ZShareList = z.object({ shares: z.array(ZShare) });
export const ZSharedParams = z.object({ token: z.string().min(20).max(200) });
