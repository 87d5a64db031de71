/**
 * The assessment engine's public API for the server and CLI: assessment types, their items, strict answer
 * validation, scoring of a stored response and the assessment_scores rows. Everything here is synchronous
 * and deterministic; scoring one response takes a few microseconds.
 */
export { assessmentTypeIds, composedType, itemBankVersion, itemsForType, scoreStoredResponse, scoringRulesForType, storageRowsFor } from "./catalog.ts";
export { loadIpipNeo120 } from "./ipip-neo-120.ts";
export { ASSESSMENT_TYPES, assessmentType, isAssessmentTypeId, type AssessmentTypeDef, type AssessmentTypeId } from "../domain/assessments/types.ts";
export type { AssessmentItem, ItemInput, Pillar } from "../domain/assessments/item-types.ts";
export { validateAnswer, moveRank, unsupportedInputMessage, type AnswerCheck, type RankEntry } from "../domain/assessments/answer-validation.ts";
export { progressPercent, timeRemainingMinutes, timerOverEstimate, timerProgressPercent, formatCountdown } from "../domain/assessments/progress.ts";
export type { ResponseInput } from "../domain/psychometrics/score-response.ts";
export type { ScoreResult, ScoringRules } from "../domain/psychometrics/result-types.ts";
export type { AssessmentScoreRow } from "../domain/psychometrics/storage-rows.ts";
