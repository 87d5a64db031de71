import type { MailMessage } from "./mailer.ts";
import type { TRole } from "../../contracts/roles.ts";
import { mailDate, mailText, type MailLang } from "../i18n/mail-locale.ts";

export type { MailLang } from "../i18n/mail-locale.ts";

/** Text made safe inside HTML. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The sign-in email: one link, valid once, for `ttlSeconds`. */
export function magicLinkEmail(to: string, url: string, ttlSeconds: number, lang: MailLang): MailMessage {
  const { t } = mailText(lang);
  const minutes = Math.round(ttlSeconds / 60);
  const hello = t("common.hello");
  const expiry = t("magicLink.expiry", { minutes });
  return {
    to,
    subject: t("magicLink.subject"),
    text: `${hello}\n\n${t("magicLink.intro")}\n\n${url}\n\n${expiry}\n`,
    html: `<p>${escapeHtml(hello)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(t("magicLink.action"))}</a></p><p>${escapeHtml(expiry)}</p>`,
  };
}

/** An assessment assigned to someone: who assigned it, the optional due date (on the recipient's calendar), and the link to start. */
export function assignmentEmail(o: {
  to: string;
  assessmentTitle: string;
  assignerName: string;
  organizationName: string;
  dueAt: Date | null;
  url: string;
  lang: MailLang;
}): MailMessage {
  const { t, date } = mailText(o.lang);
  const hello = t("common.hello");
  const intro = t("assignment.intro", { assigner: o.assignerName, organization: o.organizationName, title: o.assessmentTitle });
  const due = o.dueAt ? ` ${t("assignment.due", { date: date(o.dueAt) })}` : "";
  const saved = t("assignment.saved");
  return {
    to: o.to,
    subject: t("assignment.subject", { assigner: o.assignerName, title: o.assessmentTitle }),
    text: `${hello}\n\n${intro}${due}\n\n${t("assignment.startHere")}\n\n${o.url}\n\n${saved}\n`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro + due)}</p><p><a href="${escapeHtml(o.url)}">${escapeHtml(t("assignment.action"))}</a></p><p>${escapeHtml(saved)}</p>`,
  };
}

/** A reminder about an assignment not completed yet. */
export function reminderEmail(o: {
  to: string;
  assessmentTitle: string;
  senderName: string;
  dueAt: Date | null;
  answered: number;
  total: number;
  url: string;
  lang: MailLang;
}): MailMessage {
  const { t, date } = mailText(o.lang);
  const hello = t("common.hello");
  const progress = o.answered > 0 ? t("reminder.progress", { answered: o.answered, total: o.total }) : t("reminder.notStarted");
  const due = o.dueAt ? ` ${t("reminder.due", { date: date(o.dueAt) })}` : "";
  const intro = `${t("reminder.intro", { sender: o.senderName, title: o.assessmentTitle })}${due} ${progress}`;
  return {
    to: o.to,
    subject: t("reminder.subject", { title: o.assessmentTitle }),
    text: `${hello}\n\n${intro}\n\n${t("reminder.continueHere")}\n\n${o.url}\n`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(o.url)}">${escapeHtml(t("reminder.action"))}</a></p>`,
  };
}

/**
 * To an admin: a start took the organization's monthly allowance to 80 % (`threshold` 80) or all of it (100).
 * The day the count starts again is the organization's (its time zone, named), in the recipient's language.
 */
export function usageEmail(o: {
  to: string;
  organizationName: string;
  threshold: 80 | 100;
  used: number;
  limit: number;
  resetsAt: Date;
  timeZone: string;
  url: string;
  lang: MailLang;
}): MailMessage {
  const { t } = mailText(o.lang);
  const which = o.threshold === 100 ? "reached" : "nearly";
  const date = mailDate({ locale: o.lang.locale, timeZone: o.timeZone }, o.resetsAt);
  const vars = { organization: o.organizationName, used: o.used, limit: o.limit, remaining: Math.max(0, o.limit - o.used), date, zone: o.timeZone };
  const hello = t("common.hello");
  const intro = t(`usage.${which}.intro`, vars);
  const upgrade = t("usage.upgrade");
  return {
    to: o.to,
    subject: t(`usage.${which}.subject`, vars),
    text: `${hello}\n\n${intro}\n\n${upgrade}\n\n${o.url}\n`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(upgrade)}</p><p><a href="${escapeHtml(o.url)}">${escapeHtml(t("usage.action"))}</a></p>`,
  };
}

/** An invitation to join an organization; the link is the invitation's only copy of its secret. */
export function invitationEmail(o: { to: string; organizationName: string; inviterName: string; role: TRole; url: string; expiresAt: Date; lang: MailLang }): MailMessage {
  const { t, date } = mailText(o.lang);
  const hello = t("common.hello");
  const intro = t("invitation.intro", { inviter: o.inviterName, organization: o.organizationName, role: t(`invitation.role.${o.role}`) });
  const expiry = t("invitation.expiry", { date: date(o.expiresAt) });
  return {
    to: o.to,
    subject: t("invitation.subject", { inviter: o.inviterName, organization: o.organizationName }),
    text: `${hello}\n\n${intro}\n\n${t("invitation.acceptHere")}\n\n${o.url}\n\n${expiry}\n`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(o.url)}">${escapeHtml(t("invitation.action"))}</a></p><p>${escapeHtml(`${t("invitation.how")} ${expiry}`)}</p>`,
  };
}

/**
 * Sign-in was asked for an address without an account: offer to sign up (the sign-in form answers the same
 * for every address, so only the mailbox's owner learns whether an account exists). With a live invitation,
 * signing up joins the inviting organization.
 */
export function noAccountEmail(o: { to: string; signupUrl: string; invitedTo: string | null; lang: MailLang }): MailMessage {
  const { t } = mailText(o.lang);
  const hello = t("common.hello");
  const intro = `${t("noAccount.intro")} ${o.invitedTo ? t("noAccount.invited", { organization: o.invitedTo }) : t("noAccount.offer")}`;
  const ignore = t("noAccount.ignore");
  return {
    to: o.to,
    subject: t("noAccount.subject"),
    text: `${hello}\n\n${intro}\n\n${o.signupUrl}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(o.signupUrl)}">${escapeHtml(t("noAccount.action"))}</a></p><p>${escapeHtml(ignore)}</p>`,
  };
}
