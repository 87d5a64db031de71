/** A report as a Slack message: its title, period, status and link (sent by the Slack provider, src/server/integrations/providers/slack). */
import type { SlackMessage } from "../../../../integrations/providers/slack/index.ts";
import type { ReportNotice } from "./notice.ts";

/** The Slack message (text for notifications, blocks for the channel). */
export function slackMessage(n: ReportNotice): SlackMessage {
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
