import type { MailMessage } from "./mailer.ts";

/** Text made safe inside HTML. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The sign-in email: one link, valid once, for `ttlSeconds`. */
export function magicLinkEmail(to: string, url: string, ttlSeconds: number): MailMessage {
  const minutes = Math.round(ttlSeconds / 60);
  return {
    to,
    subject: "Your Facetwise sign-in link",
    text: `Hello,\n\nUse this link to sign in to Facetwise:\n\n${url}\n\nIt works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this email.\n`,
    html: `<p>Hello,</p><p><a href="${escapeHtml(url)}">Sign in to Facetwise</a></p><p>The link works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this email.</p>`,
  };
}

/** A date as emails write it ("7 December 2026", UTC). */
export const dateText = (d: Date) => d.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** An assessment assigned to someone: who assigned it, the optional due date, and the link to start. */
export function assignmentEmail(o: { to: string; assessmentTitle: string; assignerName: string; organizationName: string; dueAt: Date | null; url: string }): MailMessage {
  const due = o.dueAt ? ` Please complete it by ${dateText(o.dueAt)}.` : "";
  return {
    to: o.to,
    subject: `${o.assignerName} assigned you the ${o.assessmentTitle}`,
    text: `Hello,\n\n${o.assignerName} (${o.organizationName}) assigned you the ${o.assessmentTitle} on Facetwise.${due}\n\nStart it here:\n\n${o.url}\n\nYour answers are saved as you go, so you can stop and continue later.\n`,
    html: `<p>Hello,</p><p>${escapeHtml(o.assignerName)} (${escapeHtml(o.organizationName)}) assigned you the ${escapeHtml(o.assessmentTitle)} on Facetwise.${escapeHtml(due)}</p><p><a href="${escapeHtml(o.url)}">Start the assessment</a></p><p>Your answers are saved as you go, so you can stop and continue later.</p>`,
  };
}

/** A reminder about an assignment not completed yet. */
export function reminderEmail(o: { to: string; assessmentTitle: string; senderName: string; dueAt: Date | null; answered: number; total: number; url: string }): MailMessage {
  const progress = o.answered > 0 ? `You have answered ${o.answered} of ${o.total} questions; your answers are saved.` : "You have not started it yet.";
  const due = o.dueAt ? ` It is due by ${dateText(o.dueAt)}.` : "";
  return {
    to: o.to,
    subject: `Reminder: the ${o.assessmentTitle} is waiting for you`,
    text: `Hello,\n\n${o.senderName} sent you a reminder about the ${o.assessmentTitle}.${due} ${progress}\n\nContinue here:\n\n${o.url}\n`,
    html: `<p>Hello,</p><p>${escapeHtml(o.senderName)} sent you a reminder about the ${escapeHtml(o.assessmentTitle)}.${escapeHtml(due)} ${escapeHtml(progress)}</p><p><a href="${escapeHtml(o.url)}">Continue the assessment</a></p>`,
  };
}

/** An invitation to join an organization; the link is the invitation's only copy of its secret. */
export function invitationEmail(o: { to: string; organizationName: string; inviterName: string; role: string; url: string; expiresAt: Date }): MailMessage {
  return {
    to: o.to,
    subject: `${o.inviterName} invited you to ${o.organizationName} on Facetwise`,
    text: `Hello,\n\n${o.inviterName} invited you to join ${o.organizationName} on Facetwise as ${o.role}.\n\nAccept the invitation here (you will sign in, or create your account, with a link sent to this address):\n\n${o.url}\n\nThe invitation expires on ${dateText(o.expiresAt)}. If you did not expect it, you can ignore this email.\n`,
    html: `<p>Hello,</p><p>${escapeHtml(o.inviterName)} invited you to join ${escapeHtml(o.organizationName)} on Facetwise as ${escapeHtml(o.role)}.</p><p><a href="${escapeHtml(o.url)}">Accept the invitation</a></p><p>You will sign in, or create your account, with a link sent to this address. The invitation expires on ${escapeHtml(dateText(o.expiresAt))}. If you did not expect it, you can ignore this email.</p>`,
  };
}

/**
 * Sign-in was asked for an address without an account: offer to sign up (the sign-in form answers the same
 * for every address, so only the mailbox's owner learns whether an account exists). With a live invitation,
 * signing up joins the inviting organization.
 */
export function noAccountEmail(o: { to: string; signupUrl: string; invitedTo: string | null }): MailMessage {
  const next = o.invitedTo
    ? `You have been invited to ${o.invitedTo}: create your account with this address to join it.`
    : "If you want one, you can create an account with this address.";
  return {
    to: o.to,
    subject: "Signing in to Facetwise",
    text: `Hello,\n\nSomeone asked to sign in to Facetwise with this address, but no account uses it. ${next}\n\n${o.signupUrl}\n\nIf it was not you, you can ignore this email.\n`,
    html: `<p>Hello,</p><p>Someone asked to sign in to Facetwise with this address, but no account uses it. ${escapeHtml(next)}</p><p><a href="${escapeHtml(o.signupUrl)}">Create your account</a></p><p>If it was not you, you can ignore this email.</p>`,
  };
}
