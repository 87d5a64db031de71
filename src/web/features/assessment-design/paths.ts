/** Addresses of the assessment design pages. */
export const TYPES_PATH = "/dashboard/assessment-types";
/** The node-based assessment creator. */
export const BUILDER_PATH = "/dashboard/assessment-builder";

/** Where a type is assigned: the assessments list opens its assign dialog for the type named here. */
export function assignPath(typeId: string): string {
  return `/dashboard/assessments?assign=${encodeURIComponent(typeId)}`;
}
