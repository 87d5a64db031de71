/** Addresses of the assessment pages. */
export const ASSESSMENTS_PATH = "/dashboard/assessments";
/** The assignments managers and admins follow. */
export const ASSIGNMENTS_PATH = "/dashboard/assignments";

/** The page before the first question (optional respondent step), for an assessment not started yet. */
export function startPath(assessmentId: string): string {
  return `${ASSESSMENTS_PATH}/start/${encodeURIComponent(assessmentId)}`;
}

/** The start page of a type you start for yourself: nothing is made until you begin (after consent). */
export function beginPath(typeId: string): string {
  return `${ASSESSMENTS_PATH}/begin/${encodeURIComponent(typeId)}`;
}

/** Where a response is taken (or resumed). */
export function takePath(responseId: string): string {
  return `${ASSESSMENTS_PATH}/take/${encodeURIComponent(responseId)}`;
}

/** Where a response's results are read. */
export function resultsPath(responseId: string): string {
  return `${ASSESSMENTS_PATH}/${encodeURIComponent(responseId)}/results`;
}

/** The public, read-only page of a share link. */
export function sharedResultsPath(token: string): string {
  return `/shared/results/${encodeURIComponent(token)}`;
}
