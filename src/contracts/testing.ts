import { z } from "zod";
import { ZAssessmentTypeId, ZClientItem, ZRespondent, ZSaveAnswer, ZScoreResult } from "./assessments.ts";
import { contractIssue } from "./messages.ts";

/**
 * The testing sandbox: an admin or manager previews any built-in or designed type as a respondent sees it and
 * test-runs it, getting the score the real scoring would give. Nothing is stored or counted.
 */

/**
 * The most answers one test run carries: more than any type asks (a designed type is at most 20 modules of
 * at most 100 custom questions each, plus the bank modules); the 1 MiB body limit bounds the bytes.
 */
export const SANDBOX_MAX_ANSWERS = 3000;

/** A type that can be test-run: the built-in ones and the organization's live designed ones (active or not). */
export const ZSandboxType = z.object({
  id: ZAssessmentTypeId,
  name: z.string(),
  description: z.string(),
  questionCount: z.number().int(),
  /** An organization's designed type (type manager or node-based creator). */
  designed: z.boolean(),
  /** Offered for assigning and starting (always true for built-in types); an inactive type can still be test-run. */
  active: z.boolean(),
});
export type TSandboxType = z.infer<typeof ZSandboxType>;
/** GET /api/testing/types */
export const ZSandboxTypeList = z.object({ types: z.array(ZSandboxType) });
export type TSandboxTypeList = z.infer<typeof ZSandboxTypeList>;

/** Path parameters of one type in the sandbox. */
export const ZSandboxTypeParams = z.object({ typeId: ZAssessmentTypeId });

/** GET /api/testing/types/:typeId/items — the type's current items as a respondent receives them. */
export const ZSandboxItems = z.object({
  typeId: ZAssessmentTypeId,
  name: z.string(),
  /** The item-bank version a response opened now would get (its items and their order). */
  itemBankVersion: z.string(),
  /** Items as sent to respondents: trait, facet, pillar and domain tags are left out unless showTags. */
  items: z.array(ZClientItem),
  /** The organization's setting for respondents (tags above questions; hidden by default). */
  showTags: z.boolean(),
});
export type TSandboxItems = z.infer<typeof ZSandboxItems>;

/** POST /api/testing/score — every item's answer (item id → answer, as autosave takes them) and the optional norm-group facts. */
export const ZSandboxScoreRequest = z.object({
  typeId: ZAssessmentTypeId,
  answers: z
    .record(z.string().min(1).max(200), ZSaveAnswer.shape.value)
    .refine((a) => Object.keys(a).length <= SANDBOX_MAX_ANSWERS, contractIssue("sandboxMaxAnswers", { max: SANDBOX_MAX_ANSWERS })),
  respondent: ZRespondent.optional(),
});
export type TSandboxScoreRequest = z.infer<typeof ZSandboxScoreRequest>;

/** The score the answers would get: the same ScoreResult a submitted response stores (nothing was stored). */
export const ZSandboxScore = z.object({
  typeId: ZAssessmentTypeId,
  name: z.string(),
  itemBankVersion: z.string(),
  score: ZScoreResult,
});
export type TSandboxScore = z.infer<typeof ZSandboxScore>;
