/** The emails of the reports area: a workflow step to act on, a report sent back to draft, a report shared. */
import type { MailMessage } from "../../mail/mailer.ts";
import { escapeHtml, type MailLang } from "../../mail/templates.ts";
import { mailText } from "../../i18n/mail-locale.ts";

/** A workflow step of a report is now the recipient's to act on. */
export function stepEmail(o: { to: string; actorName: string; reportTitle: string; stepName: string; url: string; lang: MailLang }): MailMessage {
  const { t } = mailText(o.lang);
  const hello = t("common.hello");
  const intro = t("step.intro", { actor: o.actorName, step: o.stepName, report: o.reportTitle });
  return {
    to: o.to,
    subject: t("step.subject", { report: o.reportTitle, step: o.stepName }),
    text: `${hello}\n\n${intro}\n\n${t("step.openHere")}\n\n${o.url}\n`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(o.url)}">${escapeHtml(t("step.action"))}</a></p>`,
  };
}

/** The report's author: a step was rejected and the report is a draft again. */
export function rejectedEmail(o: { to: string; actorName: string; reportTitle: string; stepName: string; reason: string | null; url: string; lang: MailLang }): MailMessage {
  const { t } = mailText(o.lang);
  const hello = t("common.hello");
  const intro = t("rejected.intro", { actor: o.actorName, step: o.stepName, report: o.reportTitle });
  const reason = o.reason ? t("rejected.reason", { reason: o.reason }) : null;
  return {
    to: o.to,
    subject: t("rejected.subject", { report: o.reportTitle }),
    text: `${hello}\n\n${intro}${reason ? `\n\n${reason}` : ""}\n\n${t("step.openHere")}\n\n${o.url}\n`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p>${reason ? `<p>${escapeHtml(reason)}</p>` : ""}<p><a href="${escapeHtml(o.url)}">${escapeHtml(t("step.action"))}</a></p>`,
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
  organizationName: string | null;
  reportTitle: string;
  period: { start: string; end: string };
  message: string | null;
  url: string;
  expiresAt: Date;
  lang: MailLang;
}): MailMessage {
  const { t, date } = mailText(o.lang);
  const hello = t("common.hello");
  const who = t("shared.who", { sender: o.senderName, email: o.senderEmail, organization: o.organizationName ?? t("builder.theirOrganization") });
  const intro = t("shared.intro", { who, report: o.reportTitle, period: t("shared.period", o.period) });
  const note = o.message ? t("shared.note", { sender: o.senderName, message: o.message }) : null;
  const expiry = t("shared.expiry", { date: date(o.expiresAt) });
  return {
    to: o.to,
    subject: t("shared.subject", { sender: o.senderName, report: o.reportTitle }),
    text: `${hello}\n\n${intro}${note ? `\n\n${note}` : ""}\n\n${t("shared.readHere")}\n\n${o.url}\n\n${expiry}\n`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p>${note ? `<p>${escapeHtml(note)}</p>` : ""}<p><a href="${escapeHtml(o.url)}">${escapeHtml(
      t("shared.action"),
    )}</a> ${escapeHtml(t("shared.noAccount"))}</p><p>${escapeHtml(expiry)}</p>`,
  };
}
