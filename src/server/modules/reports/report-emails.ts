/** The emails of the reports area: a workflow step to act on, a report sent back to draft, a report shared. */
import type { MailMessage } from "../../mail/mailer.ts";
import { escapeHtml } from "../../mail/templates.ts";

/** A workflow step of a report is now the recipient's to act on. */
export function stepEmail(o: { to: string; actorName: string; reportTitle: string; stepName: string; url: string }): MailMessage {
  return {
    to: o.to,
    subject: `${o.reportTitle}: the ${o.stepName} step is yours`,
    text: `Hello,\n\n${o.actorName} passed you the ${o.stepName} step of the report "${o.reportTitle}" on Facetwise.\n\nOpen the report here:\n\n${o.url}\n`,
    html: `<p>Hello,</p><p>${escapeHtml(o.actorName)} passed you the ${escapeHtml(o.stepName)} step of the report “${escapeHtml(o.reportTitle)}” on Facetwise.</p><p><a href="${escapeHtml(o.url)}">Open the report</a></p>`,
  };
}

/** The report's author: a step was rejected and the report is a draft again. */
export function rejectedEmail(o: { to: string; actorName: string; reportTitle: string; stepName: string; reason: string | null; url: string }): MailMessage {
  const reason = o.reason ? `\n\nTheir reason: ${o.reason}` : "";
  return {
    to: o.to,
    subject: `${o.reportTitle} was sent back to draft`,
    text: `Hello,\n\n${o.actorName} rejected the ${o.stepName} step of your report "${o.reportTitle}", so it is a draft again.${reason}\n\nOpen the report here:\n\n${o.url}\n`,
    html: `<p>Hello,</p><p>${escapeHtml(o.actorName)} rejected the ${escapeHtml(o.stepName)} step of your report “${escapeHtml(o.reportTitle)}”, so it is a draft again.</p>${
      o.reason ? `<p>Their reason: ${escapeHtml(o.reason)}</p>` : ""
    }<p><a href="${escapeHtml(o.url)}">Open the report</a></p>`,
  };
}

/**
 * A report shared by email: a read-only link of the recipient's own, which the sender can revoke. It says who
 * sent it and through which organization, so a recipient can tell a colleague's share from a stranger's.
 */
export function sharedEmail(o: {
  to: string;
  senderName: string;
  senderEmail: string;
  organizationName: string;
  reportTitle: string;
  period: string;
  message: string | null;
  url: string;
  expiresOn: string;
}): MailMessage {
  const who = `${o.senderName} (${o.senderEmail}) of ${o.organizationName}`;
  const note = o.message ? `\n\n${o.senderName} wrote: ${o.message}` : "";
  return {
    to: o.to,
    subject: `${o.senderName} shared the report "${o.reportTitle}" with you`,
    text: `Hello,\n\n${who} shared this report with you via Facetwise: "${o.reportTitle}" (${o.period}).${note}\n\nRead it here (no account needed):\n\n${o.url}\n\nThe link works until ${o.expiresOn} unless the sender revokes it sooner. If you do not know the sender, ignore this email.\n`,
    html: `<p>Hello,</p><p>${escapeHtml(who)} shared this report with you via Facetwise: “${escapeHtml(o.reportTitle)}” (${escapeHtml(o.period)}).</p>${
      o.message ? `<p>${escapeHtml(o.senderName)} wrote: ${escapeHtml(o.message)}</p>` : ""
    }<p><a href="${escapeHtml(o.url)}">Read the report</a> (no account needed)</p><p>The link works until ${escapeHtml(o.expiresOn)} unless the sender revokes it sooner. If you do not know the sender, ignore this email.</p>`,
  };
}
