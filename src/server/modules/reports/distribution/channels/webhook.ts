/** A report as a webhook delivery's body (signed and sent by the webhook provider, src/server/integrations/providers/webhook). */
import type { ReportNotice } from "./notice.ts";

export type WebhookEvent = "report.published" | "report.delivered";

/** The body sent: the event, the report and when it was sent. */
export function webhookBody(event: WebhookEvent, n: ReportNotice, deliveredAt: Date): string {
  return JSON.stringify({
    event,
    report: { id: n.reportId, title: n.title, period: { start: n.periodStart, end: n.periodEnd }, status: n.status, url: n.url },
    deliveredAt: deliveredAt.toISOString(),
  });
}
