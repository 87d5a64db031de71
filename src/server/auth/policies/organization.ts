import { holds, organizationRule } from "./helpers.ts";

/** The organization itself: every member reads it. */
export const organizationPolicies = {
  "organization.read": organizationRule("Read the organization and what is shared with its members", holds("read")),
} as const;
