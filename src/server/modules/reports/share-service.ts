/**
 * Sharing a report (spec 2 §2.2 Share, made real): revocable read-only links whose token is shown once and
 * kept only as its SHA-256, the public read-only view they open, and Share via Email (each address its own link).
 */
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/client.ts";
import type { TenantActor } from "../../auth/tenancy.ts";
import { notFound } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { sharedReportAppPath, type TSharedReport } from "../../../contracts/reports.ts";
import * as activity from "./activity/repo.ts";
import { ownOrganization, type ReportInstanceService } from "./report-service.ts";
import { presentShared } from "./present.ts";
import { sharedEmail } from "./report-emails.ts";
import type { DbExecutor } from "../../jobs/repo.ts";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export type ShareDeps = { db: Db; mailer: Mailer; baseURL: string; reports: ReportInstanceService };

export class ShareService {
  constructor(private readonly d: ShareDeps) {}

  /** A new link (32 random bytes, base64url); only its hash is stored. */
  private async newLink(tx: DbExecutor, organizationId: string, reportId: string, userId: string): Promise<{ id: string; url: string; created_at: string }> {
    const token = randomBytes(32).toString("base64url");
    const now = this.d.reports.now();
    const id = await activity.insertShare(tx, organizationId, reportId, hashOf(token), userId, now);
    return { id, url: new URL(sharedReportAppPath(token), this.d.baseURL).toString(), created_at: now.toISOString() };
  }

  /** Copy Share Link: every member who reads the report may share it. */
  async createLink(actor: TenantActor, organizationId: string, reportId: string) {
    ownOrganization(actor, organizationId);
    const found = await this.d.reports.load(actor.organizationId, reportId);
    return this.d.db.transaction(async (tx) => {
      const link = await this.newLink(tx, actor.organizationId, reportId, actor.userId);
      await this.d.reports.record(tx, found, actor.userId, "shared", { amount: 1, detail: { channel: "link", count: 1 } });
      return link;
    });
  }

  async listLinks(actor: TenantActor, organizationId: string, reportId: string) {
    ownOrganization(actor, organizationId);
    await this.d.reports.load(actor.organizationId, reportId);
    const rows = await activity.listShares(this.d.db, actor.organizationId, reportId);
    return { links: rows.map((r) => ({ id: r.id, created_at: r.createdAt.toISOString(), created_by_user: { full_name: r.creator ?? "" } })) };
  }

  /** Revokes a live link: it opens nothing from now on. */
  async revokeLink(actor: TenantActor, organizationId: string, reportId: string, shareId: string): Promise<void> {
    ownOrganization(actor, organizationId);
    await this.d.reports.load(actor.organizationId, reportId);
    if (!(await activity.revokeShare(this.d.db, actor.organizationId, reportId, shareId, this.d.reports.now()))) throw notFound("Share link");
  }

  /** GET /api/shared/reports/{token}: the report read-only, for anyone holding a live link; recorded as a view. */
  async openShared(token: string): Promise<TSharedReport> {
    const share = await activity.findLiveShare(this.d.db, hashOf(token));
    if (!share) throw notFound("Shared report");
    const found = await this.d.reports.load(share.organizationId, share.reportId);
    await this.d.reports.record(this.d.db, found, null, "viewed", { detail: { via: "link" } });
    return presentShared(found);
  }

  /** Share via Email: each address gets a link of its own (revocable one by one); recorded as one share of n people. */
  async shareByEmail(actor: TenantActor, reportId: string, body: { organizationId: string; emails: string[]; message?: string | null }): Promise<{ sent: number }> {
    ownOrganization(actor, body.organizationId);
    const found = await this.d.reports.load(actor.organizationId, reportId);
    const emails = [...new Set(body.emails)];
    const r = found.r;
    await this.d.db.transaction(async (tx) => {
      for (const to of emails) {
        const link = await this.newLink(tx, actor.organizationId, reportId, actor.userId);
        const msg = sharedEmail({
          to,
          senderName: actor.name || actor.email,
          organizationName: actor.organizationName ?? "Facetwise",
          reportTitle: r.title,
          period: `${r.periodStart} to ${r.periodEnd}`,
          message: body.message ?? null,
          url: link.url,
        });
        await this.d.mailer.send(msg, { db: tx, organizationId: actor.organizationId });
      }
      await this.d.reports.record(tx, found, actor.userId, "shared", { amount: emails.length, detail: { channel: "email", count: emails.length } });
    });
    return { sent: emails.length };
  }
}
