/** Distribution routes and workers (spec 2 §2.9, §3.10, §7), registered by the reports module. */
import {
  ZDeleteDistributionList,
  ZDistribution,
  ZDistributionAction,
  ZDistributionListParams,
  ZDistributionQuery,
  ZDistributionResult,
  ZReadLinkParams,
} from "../../../../contracts/reports.ts";
import { notFound } from "../../../http/errors.ts";
import { MailDelivery } from "../../../mail/delivery.ts";
import type { ModuleContext } from "../../module.ts";
import type { JobLog, JobQueue } from "../../../jobs/queue.ts";
import { reportPdf } from "../report-files.ts";
import { registerDeliveryWorkers, ReportDeliveries, type RenderPdf } from "./delivery.ts";
import { DistributionService } from "./service.ts";
import type { OutboundPolicy } from "../../../integrations/http/address-guard.ts";
import { IntegrationClient } from "../../../integrations/http/client.ts";

export { DELIVER_QUEUE, PUBLISHED_QUEUE, DIGEST_QUEUE, type PublishedJob } from "./delivery.ts";

/**
 * Where Slack and webhook URLs may point: public addresses only (https only in production) unless
 * WEBHOOK_ALLOW_PRIVATE_TARGETS; names resolved by the system.
 */
export function outboundPolicy(core: ModuleContext["core"]): OutboundPolicy {
  return { allowPrivate: core.config.webhookAllowPrivateTargets, httpsOnly: core.config.env === "production" };
}

/**
 * Builds the delivery machinery on the core: an SMTP sender of its own (sends within the delivery job) and
 * the PDF renderer (report-files.ts unless a test gives another). Tests and benchmarks pass their own queue,
 * clock and logger, and may give the outbound policy (a resolver, private targets allowed or not, a fake
 * provider's loopback allowance).
 */
export function createDeliveries(
  core: ModuleContext["core"],
  o: { renderPdf?: RenderPdf; now?: () => Date; log?: JobLog; jobs?: JobQueue; outbound?: OutboundPolicy } = {},
): ReportDeliveries {
  const log = o.log ?? core.log;
  const mail = new MailDelivery({ db: core.database.db, log, smtpUrl: core.config.smtpUrl, from: core.config.mailFrom, pool: 4 });
  core.onClose(() => mail.close());
  return new ReportDeliveries({
    db: core.database.db,
    jobs: o.jobs ?? core.jobs,
    log,
    baseURL: core.baseURL,
    secret: core.secret,
    production: core.config.env === "production",
    mail,
    renderPdf: o.renderPdf ?? ((organizationId, reportId, reader) => reportPdf(core, organizationId, reportId, reader)),
    client: new IntegrationClient({ policy: o.outbound ?? outboundPolicy(core) }),
    now: o.now,
  });
}

/** The event subscriber that sends a published report to its immediate subscriptions. */
export const DISTRIBUTION_ON_PUBLISHED = "distribution.on-published";

/** Registers GET/POST /api/reports/distribution, DELETE /api/reports/distribution/{id}, the read link and the delivery workers. */
export async function registerDistribution({ core, route }: Pick<ModuleContext, "core" | "route">): Promise<ReportDeliveries> {
  const deliveries = createDeliveries(core);
  await registerDeliveryWorkers(core.jobs, deliveries);
  // a report reached published: every immediate subscription that covers it (onPublished is idempotent)
  core.bus.subscribe({
    event: "report.published",
    name: DISTRIBUTION_ON_PUBLISHED,
    mode: "after-commit",
    handle: async (e) => void (await deliveries.onPublished(e.organizationId, e.reportId)),
  });
  const svc = new DistributionService({ db: core.database.db, deliveries, production: core.config.env === "production", outbound: outboundPolicy(core) });
  const tags = ["reports"];
  const member = { access: "member", allow: "organization.read", tags } as const;

  route(
    {
      ...member,
      method: "GET",
      url: "/api/reports/distribution",
      summary: "Distribution lists, subscriptions and delivery history",
      query: ZDistributionQuery,
      response: ZDistribution,
    },
    async ({ actor, query }) => svc.read(actor, query.type),
  );
  route(
    {
      ...member,
      method: "POST",
      url: "/api/reports/distribution",
      summary: "Create a distribution list, subscribe, unsubscribe or resend a delivery",
      body: ZDistributionAction,
      response: ZDistributionResult,
      // one route for creating and non-creating actions answers 200 for all; a repeated create is replayed
      idempotent: true,
    },
    async ({ actor, body }) => svc.act(actor, body),
  );
  route(
    {
      ...member,
      method: "DELETE",
      url: "/api/reports/distribution/:distributionListId",
      summary: "Delete a distribution list",
      params: ZDistributionListParams,
      body: ZDeleteDistributionList,
      response: "empty",
    },
    async ({ actor, params }) => {
      await svc.deleteList(actor, params.distributionListId);
    },
  );
  route(
    {
      method: "GET",
      url: "/api/reports/read/:token",
      summary: "Open an emailed report link (records the read time, redirects to the report)",
      access: "public-token",
      params: ZReadLinkParams,
      response: "redirect",
      tags,
    },
    async ({ params, reply }) => {
      const to = await svc.openReadLink(params.token);
      if (!to) throw notFound("Report link");
      return reply.redirect(to, 302);
    },
  );
  return deliveries;
}
