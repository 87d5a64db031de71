import { z } from "zod";
import { ZRole } from "./roles.ts";

/** Invitations expire this many days after they are sent (or last resent). */
export const INVITATION_TTL_DAYS = 7;
/** At most this many addresses in one (bulk) invitation request. */
export const MAX_BULK_INVITATIONS = 100;

export const ZInvitationParams = z.object({ invitationId: z.string().min(1).max(100) });
/** The secret in an invitation email's link. */
export const ZInvitationTokenParams = z.object({ token: z.string().min(20).max(200) });

export const ZInvitationStatus = z.enum(["pending", "expired", "accepted", "canceled"]);
export type TInvitationStatus = z.infer<typeof ZInvitationStatus>;

/** An invitation as the organization's admins and managers see it. */
export const ZInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: ZRole,
  status: ZInvitationStatus,
  invitedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
  sendCount: z.number().int(),
  expiresAt: z.string(),
  /** What the caller may do with it. */
  policies: z.object({ resend: z.boolean(), revoke: z.boolean() }),
});
export type TInvitation = z.infer<typeof ZInvitation>;
export const ZInvitationList = z.object({ invitations: z.array(ZInvitation) });

/**
 * POST /api/organization/invitations — one address or a pasted list (bulk). Addresses are checked one by
 * one: a bad address does not stop the others.
 */
export const ZCreateInvitations = z.object({
  emails: z.array(z.string().max(320)).min(1).max(MAX_BULK_INVITATIONS),
  role: ZRole.default("user"),
});
export type TCreateInvitations = z.infer<typeof ZCreateInvitations>;

/** What happened to each address of an invitation request. */
export const ZInvitationOutcome = z.enum(["invited", "already_member", "already_invited", "invalid_email", "duplicate"]);
export type TInvitationOutcome = z.infer<typeof ZInvitationOutcome>;
export const ZInvitationResults = z.object({
  results: z.array(z.object({ email: z.string(), outcome: ZInvitationOutcome, message: z.string(), invitation: ZInvitation.nullable() })),
});
export type TInvitationResults = z.infer<typeof ZInvitationResults>;

/** GET /api/invitations/:token — what the invitee sees before accepting (no account needed). */
export const ZInvitationPreview = z.object({
  organizationName: z.string(),
  invitedBy: z.string().nullable(),
  email: z.string(),
  role: ZRole,
  status: ZInvitationStatus,
  expiresAt: z.string(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;

/** POST /api/invitations/:token/accept — the signed-in invitee joins; the session switches to that organization. */
export const ZInvitationAccepted = z.object({ organizationId: z.string(), organizationName: z.string(), role: ZRole });
export type TInvitationAccepted = z.infer<typeof ZInvitationAccepted>;
