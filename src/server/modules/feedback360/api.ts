/**
 * What other modules may ask the 360 module: for notices, a project's title and whether an assessment is a
 * project's self-rating. The 360 tables are read and written by this module's repo only.
 */
export { isSelfRatingOf360, projectTitle } from "./repo.ts";
