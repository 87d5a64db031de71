/** The email that carries a builder report (Reporting Center, Quick Actions › Email Report). */
import type { MailMessage } from "../../mail/mailer.ts";
import { escapeHtml } from "../../mail/templates.ts";

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
}): MailMessage {
  const from = `${o.senderName} (${o.senderEmail}) of ${o.organizationName || "their organization"}`;
  return {
    to: o.to,
    subject: `${o.senderName} sent you the report "${o.reportName}"`,
    text: `Hello,\n\n${from} shared this report with you via Facetwise: "${o.reportName}". It is attached as a PDF (${o.fileName}).\n\nMembers of the organization can build and export reports in the Reporting Center:\n\n${o.url}\n`,
    html: `<p>Hello,</p><p>${escapeHtml(from)} shared this report with you via Facetwise: “${escapeHtml(o.reportName)}”. It is attached as a PDF (${escapeHtml(o.fileName)}).</p><p>Members of the organization can build and export reports in the <a href="${escapeHtml(o.url)}">Reporting Center</a>.</p>`,
    attachments: [{ filename: o.fileName, contentType: "application/pdf", content: o.pdf }],
  };
}
