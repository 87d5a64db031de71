/** Slack through an incoming webhook: a message with the report's title, period, status and link. */
import type { ReportNotice } from "./notice.ts";
import { postJson, type OutboundPolicy } from "../../../../net/outbound.ts";

/** The Slack message (text for notifications, blocks for the channel). */
export function slackMessage(n: ReportNotice): { text: string; blocks: unknown[] } {
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const text = `Report ${n.status}: ${n.title} (${n.periodStart} to ${n.periodEnd})`;
  return {
    text,
    blocks: [
      { type: "header", text: { type: "plain_text", text: n.title.slice(0, 150) } },
      {
        type: "section",
        fields: [
          { type: "mrkdwn", text: `*Period*\n${n.periodStart} to ${n.periodEnd}` },
          { type: "mrkdwn", text: `*Status*\n${esc(n.status)}` },
        ],
      },
      { type: "section", text: { type: "mrkdwn", text: `<${n.url}|Open the report in Facetwise>` } },
    ],
  };
}

/** Posts the message to a checked public address (net/outbound.ts); resolves only on a 2xx answer. */
export async function sendSlack(webhookUrl: string, n: ReportNotice, policy: OutboundPolicy): Promise<void> {
  await postJson(webhookUrl, JSON.stringify(slackMessage(n)), {}, policy);
}
