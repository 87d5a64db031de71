/**
 * What other modules may ask the assessments module: a 360 project's self-rating (the subject's newest
 * completed IPIP-NEO-120, an open one to reuse, or a new one assigned), in the caller's transaction; for the
 * analytics, the names of the organization's designed types. The
 * assessment tables (assessment, assessment_response, assessment_score, result_share, item_bank and the designed
 * types) are read and written by this module's repos only.
 */
/** For notices: an assessment with its latest response (title, due date, progress). */
export { assessmentFacts, insertSelfAssessment, latestSelfResult, openSelfAssessment } from "./repo.ts";
/** For the plan's allowance: responses started in a window. */
export { responsesStartedBetween } from "./repo.ts";
export { designedTypeNames } from "./design/repo.ts";
