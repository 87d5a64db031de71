import { isAdmin, organizationRule } from "./helpers.ts";

/** The operations views (the job queue): admins only, not managers. */
export const operationsPolicies = {
  "operations.view": organizationRule("View operations (the job queue)", isAdmin),
} as const;
