import type { MailMessage } from "./mailer.ts";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

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
