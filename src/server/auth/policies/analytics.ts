import { holds, organizationRule } from "./helpers.ts";

/** Organization analytics and report analytics: admins, managers and analysts (a plain user sees only their own results). */
export const analyticsPolicies = {
  "analytics.read": organizationRule("Read the organization's analytics and report analytics", holds("read_analytics")),
} as const;
