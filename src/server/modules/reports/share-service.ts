/**
 * Sharing a report (spec 2 §2.2 Share, made real): revocable, expiring read-only links whose token is shown once and
 * kept only as its SHA-256, the public read-only view they open, and Share via Email (each address its own link).
 */
import { mailLangOfAddress, mailLangOfUser } from "../../i18n/mail-locale.ts";
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/client.ts";
import type { TenantActor } from "../../auth/tenancy.ts";
import { AppError, forbidden, notFound, msg } from "../../http/errors.ts";
import { can } from "../../auth/policies/index.ts";
import { claimExternalRecipients } from "../../mail/external-quota.ts";
import { linkExpiry, REPORT_LINK_DEFAULT_DAYS } from "../../../domain/reporting/sharing.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { sharedReportAppPath, type TSharedReport } from "../../../contracts/reports.ts";
import * as activity from "./activity/repo.ts";
import { refOf, type ReportInstanceService } from "./report-service.ts";
import { presentShared } from "./present.ts";
import { sharedEmail } from "./report-emails.ts";
import type { DbExecutor } from "../../jobs/repo.ts";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export type ShareDeps = { db: Db; mailer: Mailer; baseURL: string; reports: ReportInstanceService };

type LinkOptions = { expiresInDays?: number; includePeople?: boolean };

export class ShareService {
  constructor(private readonly d: ShareDeps) {}

  /** A new link (32 random bytes, base64url); only its hash is stored. */
  private async newLink(tx: DbExecutor, organizationId: string, reportId: string, userId: string, o: LinkOptions) {
    const token = randomBytes(32).toString("base64url");
    const now = this.d.reports.now();
    const expiresAt = linkExpiry(now, o.expiresInDays ?? REPORT_LINK_DEFAULT_DAYS);
    const includePeople = o.includePeople ?? false;
    const id = await activity.insertShare(tx, organizationId, reportId, { tokenHash: hashOf(token), createdBy: userId, createdAt: now, expiresAt, includePeople });
    return {
      id,
      url: new URL(sharedReportAppPath(token), this.d.baseURL).toString(),
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      include_people: includePeople,
    };
  }

  /** The report, when the caller may share it (404 when it is not found, 403 when they may not share it). */
  private async shareable(actor: TenantActor, reportId: string) {
    const found = await this.d.reports.load(actor.organizationId, reportId);
    if (!can(actor, "reports.share", refOf(found))) throw forbidden(msg("reports.onlyReportSAuthorAdmins"));
    return found;
  }

  /** Copy Share Link: the report's author, admins and managers; the link expires and leaves people out unless asked. */
  async createLink(actor: TenantActor, reportId: string, o: LinkOptions = {}) {
    const found = await this.shareable(actor, reportId);
    return this.d.db.transaction(async (tx) => {
      const link = await this.newLink(tx, actor.organizationId, reportId, actor.userId, o);
      await this.d.reports.record(tx, found, actor.userId, "shared", { amount: 1, detail: { channel: "link", count: 1, includePeople: link.include_people } });
      return link;
    });
  }

  async listLinks(actor: TenantActor, reportId: string) {
    await this.d.reports.load(actor.organizationId, reportId);
    const rows = await activity.listShares(this.d.db, actor.organizationId, reportId, this.d.reports.now());
    return {
      links: rows.map((r) => ({
        id: r.id,
        created_at: r.createdAt.toISOString(),
        expires_at: r.expiresAt.toISOString(),
        include_people: r.includePeople,
        created_by_user: { full_name: r.creator ?? "" },
        policies: { revoke: can(actor, "reports.revokeShare", { kind: "share-link", createdBy: r.createdBy }) },
      })),
    };
  }

  /** Revokes a live link (its creator, admins and managers): it opens nothing from now on. */
  async revokeLink(actor: TenantActor, reportId: string, shareId: string): Promise<void> {
    await this.d.reports.load(actor.organizationId, reportId);
    const link = await activity.findShare(this.d.db, actor.organizationId, reportId, shareId);
    if (!link) throw notFound("Share link");
    if (!can(actor, "reports.revokeShare", { kind: "share-link", createdBy: link.createdBy })) throw forbidden(msg("reports.onlyLinkSCreatorAdmins"));
    if (!(await activity.revokeShare(this.d.db, actor.organizationId, reportId, shareId, this.d.reports.now()))) throw notFound("Share link");
  }

  /** GET /api/shared/reports/{token}: the report read-only, for anyone holding a live link (410 once expired); recorded as a view. */
  async openShared(token: string): Promise<TSharedReport> {
    const share = await activity.findLiveShare(this.d.db, hashOf(token));
    if (!share) throw notFound("Shared report");
    if (share.expiresAt.getTime() <= this.d.reports.now().getTime()) {
      throw new AppError(410, "LINK_EXPIRED", msg("reports.shareLinkExpired", { date: share.expiresAt.toISOString().slice(0, 10) }));
    }
    const found = await this.d.reports.load(share.organizationId, share.reportId);
    await this.d.reports.record(this.d.db, found, null, "viewed", { detail: { via: "link" } });
    return presentShared(found, share);
  }

  /**
   * Share via Email: each address gets a link of its own (revocable one by one, expiring like any link);
   * recorded as one share of n people. Addresses outside the organization count against its daily cap.
   */
  async shareByEmail(actor: TenantActor, reportId: string, body: { organizationId: string; emails: string[]; message?: string | null }): Promise<{ sent: number }> {
    const found = await this.shareable(actor, reportId);
    const emails = [...new Set(body.emails)];
    const r = found.r;
    await this.d.db.transaction(async (tx) => {
      await claimExternalRecipients(tx, actor.organizationId, emails, this.d.reports.now());
      const senderLang = await mailLangOfUser(tx, actor.userId);
      for (const to of emails) {
        const link = await this.newLink(tx, actor.organizationId, reportId, actor.userId, {});
        const msg = sharedEmail({
          to,
          senderName: actor.name || actor.email,
          senderEmail: actor.email,
          organizationName: actor.organizationName,
          reportTitle: r.title,
          period: { start: r.periodStart, end: r.periodEnd },
          message: body.message ?? null,
          url: link.url,
          expiresAt: new Date(link.expires_at),
          // a recipient with an account reads their own language; an outside address the sender's
          lang: await mailLangOfAddress(tx, to, senderLang),
        });
        await this.d.mailer.send(msg, { db: tx, organizationId: actor.organizationId });
      }
      await this.d.reports.record(tx, found, actor.userId, "shared", { amount: emails.length, detail: { channel: "email", count: emails.length } });
    });
    return { sent: emails.length };
  }
}
