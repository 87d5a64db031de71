/**
 * Invitations (better-auth's organization-plugin table, with our token hash and send history). Reads by
 * organization, except the lookups by token hash and by invited address, which are how an invitee (not yet
 * a member) reaches their invitation.
 */
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { DbExecutor } from "../jobs/repo.ts";
import { invitation, member, organization, user } from "../db/schema/auth.ts";
import { newId } from "../db/ids.ts";
import type { TRole } from "../../contracts/roles.ts";

export type InvitationRow = typeof invitation.$inferSelect & { inviterName: string | null };

const inviterName = sql<string | null>`(select coalesce(nullif(name, ''), email) from "user" where id = ${invitation.inviterId})`;

/** The organization's open invitations (pending, including those past their expiry), newest first. */
export function listOpen(db: Db, organizationId: string): Promise<InvitationRow[]> {
  return db
    .select({ ...invitationColumns(), inviterName })
    .from(invitation)
    .where(and(eq(invitation.organizationId, organizationId), eq(invitation.status, "pending")))
    .orderBy(desc(invitation.createdAt));
}

function invitationColumns() {
  return {
    id: invitation.id,
    organizationId: invitation.organizationId,
    email: invitation.email,
    role: invitation.role,
    status: invitation.status,
    expiresAt: invitation.expiresAt,
    inviterId: invitation.inviterId,
    tokenHash: invitation.tokenHash,
    lastSentAt: invitation.lastSentAt,
    sendCount: invitation.sendCount,
    acceptedBy: invitation.acceptedBy,
    decidedAt: invitation.decidedAt,
    createdAt: invitation.createdAt,
  };
}

export async function find(db: DbExecutor, organizationId: string, id: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select({ ...invitationColumns(), inviterName })
    .from(invitation)
    .where(and(eq(invitation.organizationId, organizationId), eq(invitation.id, id)))
    .limit(1);
  return row ?? null;
}

/** Pending invitations of the organization for these addresses (any expiry), by address. */
export async function pendingByEmail(db: DbExecutor, organizationId: string, emails: string[]): Promise<Map<string, InvitationRow>> {
  if (!emails.length) return new Map();
  const rows = await db
    .select({ ...invitationColumns(), inviterName })
    .from(invitation)
    .where(and(eq(invitation.organizationId, organizationId), eq(invitation.status, "pending"), inArray(invitation.email, emails)));
  return new Map(rows.map((r) => [r.email, r]));
}

/** Which of these addresses already belong to members of the organization. */
export async function memberEmails(db: DbExecutor, organizationId: string, emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await db
    .select({ email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, organizationId), inArray(user.email, emails)));
  return new Set(rows.map((r) => r.email.toLowerCase()));
}

export async function insert(
  db: DbExecutor,
  v: { organizationId: string; email: string; role: TRole; inviterId: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<string> {
  const id = newId();
  await db.insert(invitation).values({
    id,
    organizationId: v.organizationId,
    email: v.email,
    role: v.role,
    status: "pending",
    inviterId: v.inviterId,
    tokenHash: v.tokenHash,
    expiresAt: v.expiresAt,
    lastSentAt: v.now,
    sendCount: 1,
    createdAt: v.now,
  });
  return id;
}

/** A new link and expiry for a pending invitation (resend; an expired one is renewed). */
export async function renew(db: DbExecutor, organizationId: string, id: string, v: { tokenHash: string; expiresAt: Date; now: Date; role?: TRole }): Promise<boolean> {
  const rows = await db
    .update(invitation)
    .set({ tokenHash: v.tokenHash, expiresAt: v.expiresAt, lastSentAt: v.now, sendCount: sql`${invitation.sendCount} + 1`, ...(v.role ? { role: v.role } : {}) })
    .where(and(eq(invitation.organizationId, organizationId), eq(invitation.id, id), eq(invitation.status, "pending")))
    .returning({ id: invitation.id });
  return rows.length === 1;
}

/** Revokes a pending invitation; false when there is none to revoke. */
export async function cancel(db: Db, organizationId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(invitation)
    .set({ status: "canceled", decidedAt: now })
    .where(and(eq(invitation.organizationId, organizationId), eq(invitation.id, id), eq(invitation.status, "pending")))
    .returning({ id: invitation.id });
  return rows.length === 1;
}

/** The invitation behind a link (any organization: the token is the credential), with its organization's name. */
export async function findByTokenHash(db: DbExecutor, tokenHash: string) {
  const [row] = await db
    .select({ ...invitationColumns(), inviterName, organizationName: organization.name })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .where(eq(invitation.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Pending, unexpired invitations addressed to an email, in every organization, newest first. */
export function liveForEmail(db: DbExecutor, email: string, now: Date) {
  return db
    .select({ ...invitationColumns(), inviterName, organizationName: organization.name })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .where(and(eq(invitation.email, email), eq(invitation.status, "pending"), gt(invitation.expiresAt, now)))
    .orderBy(desc(invitation.createdAt));
}

/**
 * Makes the user a member with the invitation's role (a member already keeps their role) and closes it; answers
 * whether they became a member now (false: they already were one).
 */
export async function accept(db: DbExecutor, inv: { id: string; organizationId: string; role: TRole }, userId: string, now: Date): Promise<boolean> {
  const joined = await db
    .insert(member)
    .values({ id: newId(), organizationId: inv.organizationId, userId, role: inv.role, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: member.id });
  await db.update(invitation).set({ status: "accepted", acceptedBy: userId, decidedAt: now }).where(eq(invitation.id, inv.id));
  return joined.length > 0;
}
