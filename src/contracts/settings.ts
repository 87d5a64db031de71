import { z } from "zod";
import { ZTimeZone } from "./profile.ts";

/** GET /api/organization/settings — the organization's settings, with whether the caller may change them. */
export const ZOrganizationSettings = z.object({
  /** Respondents see trait, facet and pillar tags above questions (default false: tags bias answers). */
  showItemTagsToRespondents: z.boolean(),
  /**
   * Members may start a 360 project about themselves (default false: managers and admins start them). It does
   * not let anyone skip approval: raters the subject nominates always wait for a manager or admin who is not the subject.
   */
  allowSelfInitiated360: z.boolean(),
  /** The organization's IANA time zone: its plan's monthly allowance counts its calendar months (default UTC). */
  timeZone: z.string(),
  policies: z.object({ update: z.boolean() }),
});
export type TOrganizationSettings = z.infer<typeof ZOrganizationSettings>;

/** PUT /api/organization/settings — admins; fields left out stay as they are. */
export const ZUpdateOrganizationSettings = z.object({
  showItemTagsToRespondents: z.boolean().optional(),
  allowSelfInitiated360: z.boolean().optional(),
  /** An IANA time zone the server knows ("Europe/Berlin"). */
  timeZone: ZTimeZone.optional(),
});
export type TUpdateOrganizationSettings = z.infer<typeof ZUpdateOrganizationSettings>;
