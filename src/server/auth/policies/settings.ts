import { isAdmin, organizationRule } from "./helpers.ts";

/** The organization's settings and profile (item tags, self-initiated 360s, name): admins only. */
export const settingsPolicies = {
  "settings.manage": organizationRule("Change the organization's settings and profile", isAdmin),
} as const;

/** The organization's plan (spec 3 §9): admins change it; every member may see it and the month's usage. */
export const billingPolicies = {
  "billing.manage": organizationRule("Change the organization's plan", isAdmin),
} as const;
