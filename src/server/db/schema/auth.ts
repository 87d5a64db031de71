/**
 * Identity and tenancy tables: better-auth's (core + organization plugin), with the field names its
 * Drizzle adapter expects and snake_case columns, and the column helpers every area shares.
 */
import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, boolean, index, uniqueIndex, integer, check } from "drizzle-orm/pg-core";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** The tenant column every tenant table starts with (deleted with its organization). */
export const organizationRef = () =>
  text("organization_id")
    .notNull()
    .references(() => organization.id, { onDelete: "cascade" });
/** A required reference to a user (rows go with the user). */
export const userRef = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull().default(""),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const organization = pgTable("organization", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  logo: text("logo"),
  metadata: text("metadata"),
  createdAt: createdAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: userRef(),
    activeOrganizationId: text("active_organization_id").references(() => organization.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: userRef(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const member = pgTable(
  "member",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    userId: userRef(),
    role: text("role").notNull().default("user"),
    /** The member's department (one of the organization's list in organization_setting; null = none). */
    department: text("department"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("member_org_user_idx").on(t.organizationId, t.userId), index("member_user_idx").on(t.userId)],
);

export const invitation = pgTable(
  "invitation",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    email: text("email").notNull(),
    role: text("role"),
    status: text("status").notNull().default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    inviterId: text("inviter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** SHA-256 of the secret in the emailed link (the link is the only copy); a resend replaces it. */
    tokenHash: text("token_hash").unique(),
    /** When the latest email for it was requested, and how many have been. */
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    sendCount: integer("send_count").notNull().default(0),
    /** Who accepted it and when (status accepted); or when it was revoked (status canceled). */
    acceptedBy: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("invitation_org_idx").on(t.organizationId, t.email)],
);

/**
 * Platform staff: people of the company that sells Facetwise (not of any organization). One role each:
 * platform_admin (the operator), ceo, marketer, sales. Granted with `facetwise staff grant` or by a platform admin.
 */
export const platformStaff = pgTable(
  "platform_staff",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    grantedBy: text("granted_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("platform_staff_role_check", sql`${t.role} in ('platform_admin', 'ceo', 'marketer', 'sales')`)],
);

/**
 * A suspended organization (the operator's Suspend): its members cannot sign in and are told why; nothing is
 * deleted. Activate removes the row. One row per suspended organization.
 */
export const organizationSuspension = pgTable("organization_suspension", {
  organizationId: text("organization_id")
    .primaryKey()
    .references(() => organization.id, { onDelete: "cascade" }),
  reason: text("reason").notNull(),
  suspendedBy: text("suspended_by").references(() => user.id, { onDelete: "set null" }),
  suspendedAt: timestamp("suspended_at", { withTimezone: true }).notNull().defaultNow(),
});
