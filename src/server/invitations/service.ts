/**
 * Invitations: admins and managers invite people by email with a role; the emailed link (its secret is
 * stored only as a hash) lets the invitee sign in or sign up by magic link and join that organization.
 * Invitations expire after INVITATION_TTL_DAYS; a resend replaces the link and renews the expiry; a revoke
 * closes it. A new user with live invitations joins those organizations instead of getting one of their own.
 */
import { mailLangOfAddress, mailLangOfUser } from "../i18n/mail-locale.ts";
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import type { Actor, SessionResolver } from "../auth/actor.ts";
import type { TenantActor } from "../auth/tenancy.ts";
import { can } from "../auth/policies/index.ts";
import { AppError, forbidden, notFound, msg } from "../http/errors.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { EventBus } from "../events/bus.ts";
import { invitationEmail } from "../mail/templates.ts";
import type { RateLimitStore } from "../http/rate-limit.ts";
import { writeAudit } from "../audit/repo.ts";
import { ZRole, type TRole } from "../../contracts/roles.ts";
import {
  INVITATION_TTL_DAYS,
  type TCreateInvitations,
  type TInvitation,
  type TInvitationAccepted,
  type TInvitationOutcome,
  type TInvitationPreview,
  type TInvitationResults,
  type TInvitationStatus,
} from "../../contracts/invitations.ts";
import * as repo from "./repo.ts";
import { translator, type Translator } from "../i18n/index.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Resends of one invitation: 3 an hour. */
export const RESEND_LIMIT = { capacity: 3, refillPerMinute: 3 / 60 } as const;

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");
const ZEmail = z.email().max(254);
const roleOf = (r: string | null): TRole => ZRole.safeParse(r).data ?? "user";

export class InvitationService {
  constructor(
    private readonly d: {
      db: Db;
      mailer: Mailer;
      sessions: SessionResolver;
      limiter: RateLimitStore;
      bus: Pick<EventBus, "publish" | "transaction">;
      baseURL: string;
      now?: () => Date;
    },
  ) {}

  /** Accepts an invitation for the user in `tx`; a person who became a member by it is published as `member.joined`. */
  private async join(tx: Db, inv: { id: string; organizationId: string; role: string | null }, userId: string): Promise<void> {
    const role = roleOf(inv.role);
    if (await repo.accept(tx, { id: inv.id, organizationId: inv.organizationId, role }, userId, this.now()))
      await this.d.bus.publish(tx, { type: "member.joined", organizationId: inv.organizationId, userId, role, invitationId: inv.id });
  }

  private now(): Date {
    return this.d.now?.() ?? new Date();
  }

  private statusOf(r: { status: string; expiresAt: Date }): TInvitationStatus {
    if (r.status === "accepted" || r.status === "canceled") return r.status;
    return r.expiresAt.getTime() <= this.now().getTime() ? "expired" : "pending";
  }

  private present(actor: TenantActor, r: repo.InvitationRow): TInvitation {
    const manage = can(actor, "members.invite") && can(actor, "invitation.grantRole", { kind: "role", role: roleOf(r.role) });
    const status = this.statusOf(r);
    return {
      id: r.id,
      email: r.email,
      role: roleOf(r.role),
      status,
      invitedBy: r.inviterId ? { id: r.inviterId, name: r.inviterName ?? "" } : null,
      createdAt: r.createdAt.toISOString(),
      lastSentAt: r.lastSentAt?.toISOString() ?? null,
      sendCount: r.sendCount,
      expiresAt: r.expiresAt.toISOString(),
      policies: { resend: manage && (status === "pending" || status === "expired"), revoke: manage && (status === "pending" || status === "expired") },
    };
  }

  async list(actor: TenantActor): Promise<TInvitation[]> {
    return (await repo.listOpen(this.d.db, actor.organizationId)).map((r) => this.present(actor, r));
  }

  /**
   * Invites each address (one, or a pasted list): a bad address, a member or an address with a live
   * invitation is reported and skipped, the others are invited (an expired invitation is renewed).
   */
  /** Invites each address; every outcome is worded in `tr`'s language (the inviting member's). */
  async invite(actor: TenantActor, input: TCreateInvitations, ip: string, tr: Translator = translator("en")): Promise<TInvitationResults> {
    if (!can(actor, "invitation.grantRole", { kind: "role", role: input.role })) throw forbidden(msg("invitations.onlyAdminsInviteAdmins"));
    const seen = new Set<string>();
    const parsed = input.emails.map((raw) => {
      const email = raw.trim().toLowerCase();
      if (!ZEmail.safeParse(email).success) return { email: raw.trim(), outcome: "invalid_email" as const };
      if (seen.has(email)) return { email, outcome: "duplicate" as const };
      seen.add(email);
      return { email, outcome: null };
    });
    const valid = parsed.filter((p) => p.outcome === null).map((p) => p.email);
    const now = this.now();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
    const organizationName = actor.organizationName ?? "";
    // an invitee without an account reads the inviter's language and time zone
    const senderLang = await mailLangOfUser(this.d.db, actor.userId);
    const results = await this.d.db.transaction(async (tx) => {
      const members = await repo.memberEmails(tx, actor.organizationId, valid);
      const pending = await repo.pendingByEmail(tx, actor.organizationId, valid);
      const out: TInvitationResults["results"] = [];
      for (const p of parsed) {
        let outcome: TInvitationOutcome | null = p.outcome;
        let id: string | null = null;
        if (outcome === null) {
          const open = pending.get(p.email);
          if (members.has(p.email)) outcome = "already_member";
          else if (open && this.statusOf(open) === "pending") outcome = "already_invited";
          else {
            const token = randomBytes(32).toString("base64url");
            const v = { tokenHash: hashToken(token), expiresAt, now };
            if (open) {
              await repo.renew(tx, actor.organizationId, open.id, { ...v, role: input.role });
              id = open.id;
            } else id = await repo.insert(tx, { organizationId: actor.organizationId, email: p.email, role: input.role, inviterId: actor.userId, ...v });
            await this.d.mailer.send(
              invitationEmail({
                to: p.email,
                organizationName,
                inviterName: actor.name || actor.email,
                role: input.role,
                url: this.link(token),
                expiresAt,
                lang: await mailLangOfAddress(tx, p.email, senderLang),
              }),
              {
                db: tx,
                organizationId: actor.organizationId,
              },
            );
            outcome = "invited";
          }
        }
        const row = id ? await repo.find(tx, actor.organizationId, id) : null;
        out.push({ email: p.email, outcome, message: tr.error(msg(`invitations.outcome.${outcome}`, { email: p.email })), invitation: row ? this.present(actor, row) : null });
      }
      return out;
    });
    const invited = results.filter((r) => r.outcome === "invited");
    if (invited.length) {
      await writeAudit(this.d.db, {
        organizationId: actor.organizationId,
        actorUserId: actor.userId,
        action: "invitation.created",
        metadata: { count: invited.length, role: input.role },
        ipAddress: ip,
      });
    }
    return { results };
  }

  private link(token: string): string {
    return new URL(`/invite/${token}`, this.d.baseURL).toString();
  }

  /** A new link (the old one stops working) and a fresh expiry, emailed again. Rate-limited per invitation. */
  async resend(actor: TenantActor, id: string): Promise<TInvitation> {
    const row = await repo.find(this.d.db, actor.organizationId, id);
    if (!row) throw notFound("Invitation");
    if (row.status !== "pending") throw new AppError(409, "CONFLICT", msg(row.status === "accepted" ? "invitations.alreadyAccepted" : "invitations.alreadyRevoked"));
    if (!can(actor, "invitation.grantRole", { kind: "role", role: roleOf(row.role) })) throw forbidden(msg("invitations.onlyAdminsInviteAdmins"));
    const allowed = await this.d.limiter.take(`invitation:resend:${id}`, RESEND_LIMIT);
    if (!allowed.allowed) {
      const minutes = Math.ceil(allowed.retryAfterMs / 60_000);
      throw new AppError(429, "RATE_LIMITED", msg("invitations.justSent", { count: minutes }), {
        retryAfterSeconds: Math.ceil(allowed.retryAfterMs / 1000),
      });
    }
    const now = this.now();
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
    const organizationName = actor.organizationName ?? "";
    const lang = await mailLangOfAddress(this.d.db, row.email, await mailLangOfUser(this.d.db, actor.userId));
    await this.d.db.transaction(async (tx) => {
      await repo.renew(tx, actor.organizationId, id, { tokenHash: hashToken(token), expiresAt, now });
      await this.d.mailer.send(
        invitationEmail({ to: row.email, organizationName, inviterName: actor.name || actor.email, role: roleOf(row.role), url: this.link(token), expiresAt, lang }),
        {
          db: tx,
          organizationId: actor.organizationId,
        },
      );
    });
    return this.present(actor, (await repo.find(this.d.db, actor.organizationId, id))!);
  }

  async revoke(actor: TenantActor, id: string): Promise<void> {
    const row = await repo.find(this.d.db, actor.organizationId, id);
    if (!row) throw notFound("Invitation");
    if (!can(actor, "invitation.grantRole", { kind: "role", role: roleOf(row.role) })) throw forbidden(msg("invitations.onlyAdminsRevokeAdminInvitation"));
    if (!(await repo.cancel(this.d.db, actor.organizationId, id, this.now()))) throw new AppError(409, "CONFLICT", msg("invitations.invitationNoLongerPending"));
    await writeAudit(this.d.db, { organizationId: actor.organizationId, actorUserId: actor.userId, action: "invitation.revoked", targetType: "invitation", targetId: id });
  }

  private async byToken(token: string) {
    const row = await repo.findByTokenHash(this.d.db, hashToken(token));
    if (!row) throw new AppError(404, "INVITATION_UNAVAILABLE", msg("invitations.invitationLinkNotValidMay"));
    return row;
  }

  /** What the invitee sees before accepting. */
  async preview(token: string): Promise<TInvitationPreview> {
    const row = await this.byToken(token);
    return {
      organizationName: row.organizationName,
      invitedBy: row.inviterName,
      email: row.email,
      role: roleOf(row.role),
      status: this.statusOf(row),
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /** The signed-in invitee joins the organization, and their session switches to it. */
  async accept(actor: Actor, token: string): Promise<TInvitationAccepted> {
    const row = await this.byToken(token);
    const status = this.statusOf(row);
    const done = { organizationId: row.organizationId, organizationName: row.organizationName, role: roleOf(row.role) };
    if (status === "accepted" && row.acceptedBy === actor.userId) {
      await this.d.sessions.switchOrganization(actor.sessionToken, actor.sessionId, row.organizationId);
      return done;
    }
    if (status !== "pending") {
      const why = status === "expired" ? "expired" : status === "canceled" ? "revoked" : "used";
      throw new AppError(
        410,
        "INVITATION_UNAVAILABLE",
        row.inviterName ? msg(`invitations.unavailable.${why}By`, { inviter: row.inviterName }) : msg(`invitations.unavailable.${why}`),
      );
    }
    if (actor.email.toLowerCase() !== row.email.toLowerCase()) {
      throw new AppError(403, "INVITATION_FOR_ANOTHER_EMAIL", msg("invitations.invitationWasSentEmailSign", { email: row.email }));
    }
    await this.d.bus.transaction((tx) => this.join(tx, row, actor.userId));
    await writeAudit(this.d.db, { organizationId: row.organizationId, actorUserId: actor.userId, action: "invitation.accepted", targetType: "invitation", targetId: row.id });
    await this.d.sessions.switchOrganization(actor.sessionToken, actor.sessionId, row.organizationId);
    this.d.sessions.forgetUser(actor.userId);
    return done;
  }

  /**
   * A new user (their address verified by the magic link) with live invitations joins those organizations;
   * answers whether they joined any (then they get no organization of their own).
   */
  async joinInvitedOrganizations(userId: string, email: string): Promise<boolean> {
    const live = await repo.liveForEmail(this.d.db, email.toLowerCase(), this.now());
    if (!live.length) return false;
    await this.d.bus.transaction(async (tx) => {
      for (const inv of live) await this.join(tx, inv, userId);
    });
    for (const inv of live)
      await writeAudit(this.d.db, { organizationId: inv.organizationId, actorUserId: userId, action: "invitation.accepted", targetType: "invitation", targetId: inv.id });
    return true;
  }

  /** The organization of the newest live invitation for an address (for the no-account email), or null. */
  async invitedOrganization(email: string): Promise<string | null> {
    const [inv] = await repo.liveForEmail(this.d.db, email.toLowerCase(), this.now());
    return inv?.organizationName ?? null;
  }
}
