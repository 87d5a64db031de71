/**
 * A report as a Slack message: its title, period, status, publication date and link (sent by the Slack provider,
 * src/server/integrations/providers/slack), worded from the `emails` catalog's `distribution` texts in the
 * channel's language and time zone.
 */
import type { SlackMessage } from "../../../../integrations/providers/slack/index.ts";
import type { MailLang } from "../../../../i18n/mail-locale.ts";
import { noticeWords, type ReportNotice } from "./notice.ts";

/** The Slack message (text for notifications, blocks for the channel). */
export function slackMessage(n: ReportNotice, lang: MailLang): SlackMessage {
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const { t, intro, period, published, status } = noticeWords(n, lang);
  const field = (name: string, value: string) => ({ type: "mrkdwn", text: `*${esc(name)}*\n${esc(value)}` });
  return {
    text: esc(intro),
    blocks: [
      { type: "header", text: { type: "plain_text", text: n.title.slice(0, 150) } },
      {
        type: "section",
        fields: [
          field(t("distribution.fields.period"), period),
          field(t("distribution.fields.status"), status),
          ...(published ? [field(t("distribution.fields.published"), published)] : []),
        ],
      },
      { type: "section", text: { type: "mrkdwn", text: `<${n.url}|${esc(t("distribution.action")).replace(/[|>]/g, " ")}>` } },
    ],
  };
}
