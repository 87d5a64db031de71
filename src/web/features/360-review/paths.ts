/** Addresses of the 360 pages. */
export const REVIEW360_PATH = "/dashboard/360-review";

/** One project's page. */
export function projectPath(projectId: string): string {
  return `${REVIEW360_PATH}/${encodeURIComponent(projectId)}`;
}

/** One project's comparison. */
export function comparisonPath(projectId: string): string {
  return `${projectPath(projectId)}/comparison`;
}
