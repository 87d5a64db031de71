import { randomBytes } from "node:crypto";
import { and, eq, gt, like, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { member, organization, organizationSuspension, platformStaff, session, user, verification } from "../db/schema/auth.ts";
import { systemSetting } from "../db/schema/platform.ts";

/**
 * session ⨝ user ⨝ membership ⨝ organization (⨝ platform staff role, ⨝ the organization's suspension) by token, prepared once: PostgreSQL otherwise re-plans the
 * four-table join on every request (bench: 1,463 → 3,677 req/s on /api/auth/me in server mode).
 */
export function prepareSessionLookup(db: Db) {
  return db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      userId: user.id,
      name: user.name,
      email: user.email,
      organizationId: member.organizationId,
      organizationName: organization.name,
      organizationSlug: organization.slug,
      role: member.role,
      platformRole: platformStaff.role,
      suspendedReason: organizationSuspension.reason,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(member, and(eq(member.userId, session.userId), eq(member.organizationId, session.activeOrganizationId)))
    .leftJoin(organization, eq(organization.id, member.organizationId))
    .leftJoin(platformStaff, eq(platformStaff.userId, session.userId))
    .leftJoin(organizationSuspension, eq(organizationSuspension.organizationId, member.organizationId))
    .where(and(eq(session.token, sql.placeholder("token")), gt(session.expiresAt, sql.placeholder("now"))))
    .limit(1)
    .prepare("facetwise_session_by_token");
}

/** Moves a session's expiry. */
export async function setSessionExpiry(db: Db, sessionId: string, expiresAt: Date, now: Date): Promise<void> {
  await db.update(session).set({ expiresAt, updatedAt: now }).where(eq(session.id, sessionId));
}

/** Extends a session that is still valid at `now`; false when it is gone or expired. */
export async function extendLiveSession(db: Db, token: string, expiresAt: Date, now: Date): Promise<boolean> {
  const r = await db
    .update(session)
    .set({ expiresAt, updatedAt: now })
    .where(and(eq(session.token, token), gt(session.expiresAt, now)))
    .returning({ id: session.id });
  return r.length > 0;
}

/** Deletes a session row by token; answers whether one existed. */
export async function deleteSession(db: Db, token: string): Promise<string | null> {
  const r = await db.delete(session).where(eq(session.token, token)).returning({ id: session.id });
  return r[0]?.id ?? null;
}

/** The instance's cookie-signing secret, generated once and kept (every process and restart agrees). */
export async function storedAuthSecret(db: Db): Promise<string> {
  await db
    .insert(systemSetting)
    .values({ key: "auth_secret", value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(systemSetting).where(eq(systemSetting.key, "auth_secret"));
  return row.value;
}

/** Points a session at another organization (an accepted invitation). */
export async function setSessionOrganization(db: Db, sessionId: string, organizationId: string): Promise<void> {
  await db.update(session).set({ activeOrganizationId: organizationId, updatedAt: new Date() }).where(eq(session.id, sessionId));
}

/**
 * Deletes every magic-link verification of an address but `keepIdentifier` (the link just sent): an older,
 * unused link stops working once a newer one is sent. better-auth stores `{ email, … }` as JSON text in
 * `value`, under identifiers `magic-link:<hashed token>`.
 */
export async function supersedeMagicLinks(db: Db, email: string, keepIdentifier: string): Promise<void> {
  await db
    .delete(verification)
    .where(
      and(
        like(verification.identifier, "magic-link:%"),
        ne(verification.identifier, keepIdentifier),
        sql`(case when ${verification.identifier} like 'magic-link:%' then lower(${verification.value}::jsonb ->> 'email') end) = ${email.toLowerCase()}`,
      ),
    );
}
