/** The email that carries a builder report (Reporting Center, Quick Actions › Email Report). */
import type { MailMessage } from "../../mail/mailer.ts";
import { escapeHtml, type MailLang } from "../../mail/templates.ts";
import { mailText } from "../../i18n/mail-locale.ts";

/** The report as a PDF attachment, who sent it, and the link to the Reporting Center. */
export function builderReportEmail(o: {
  to: string;
  reportName: string;
  senderName: string;
  senderEmail: string;
  organizationName: string;
  fileName: string;
  pdf: Uint8Array;
  url: string;
  lang: MailLang;
}): MailMessage {
  const { t } = mailText(o.lang);
  const hello = t("common.hello");
  const who = t("builder.who", { sender: o.senderName, email: o.senderEmail, organization: o.organizationName || t("builder.theirOrganization") });
  const intro = t("builder.intro", { who, report: o.reportName, file: o.fileName });
  return {
    to: o.to,
    subject: t("builder.subject", { sender: o.senderName, report: o.reportName }),
    text: `${hello}\n\n${intro}\n\n${t("builder.center")}\n\n${o.url}\n`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p><p>${t("builder.centerHtml", { url: escapeHtml(o.url) })}</p>`,
    attachments: [{ filename: o.fileName, contentType: "application/pdf", content: o.pdf }],
  };
}
