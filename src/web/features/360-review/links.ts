/** Addresses of one project's pages (in the pages' chunk, not the app's first script). */
import { REVIEW360_PATH } from "./paths.ts";

/** One project's page. */
export function projectPath(projectId: string): string {
  return `${REVIEW360_PATH}/${encodeURIComponent(projectId)}`;
}

/** One project's comparison. */
export function comparisonPath(projectId: string): string {
  return `${projectPath(projectId)}/comparison`;
}
