import { isAdmin, organizationRule } from "./helpers.ts";

/** The organization's settings and profile (item tags, self-initiated 360s, name): admins only. */
export const settingsPolicies = {
  "settings.manage": organizationRule("Change the organization's settings and profile", isAdmin),
} as const;
