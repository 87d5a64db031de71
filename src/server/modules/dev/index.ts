import { z } from "zod";
import type { AppModule } from "../module.ts";
import type { OutboxEntry } from "../../mail/mailer.ts";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function mailboxPage(messages: OutboxEntry[]): string {
  const items = messages
    .map(
      (m) => `<li class="msg">
  <div class="meta"><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)}</span><time datetime="${m.createdAt}">${escapeHtml(new Date(m.createdAt).toUTCString())}</time></div>
  <pre>${escapeHtml(m.text)}</pre>
  ${m.links.map((l) => `<a class="link" href="${escapeHtml(l)}">Open link</a>`).join(" ")}
</li>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox · Facetwise</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2937}
h1{font-size:1.4rem}.note{color:#6b7280}ul{list-style:none;padding:0}.msg{border:1px solid #e5e7eb;border-radius:.5rem;padding:1rem;margin:.75rem 0}
.meta{display:flex;gap:1rem;flex-wrap:wrap;align-items:baseline}.meta span,.meta time{color:#6b7280;font-size:.85rem}
pre{white-space:pre-wrap;background:#f9fafb;padding:.5rem;border-radius:.25rem}.link{display:inline-block;background:#4f46e5;color:#fff;padding:.4rem .9rem;border-radius:.375rem;text-decoration:none}
.link:focus{outline:3px solid #a5b4fc}</style></head>
<body><main><h1>Development mailbox</h1>
<p class="note">Mail the server would have sent (no SMTP_URL is configured). Newest first. This page does not exist in production.</p>
${messages.length ? `<ul>${items}</ul>` : `<p>No messages yet. Request a sign-in link on <a href="/login">the login page</a>.</p>`}
<p><a href="/login">Back to sign in</a></p></main></body></html>`;
}

/** The dev mailbox as JSON. */
const ZMailbox = z.object({
  messages: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      links: z.array(z.string()),
      transport: z.string(),
      sentAt: z.string().nullable(),
      error: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});

/**
 * /dev/mailbox (HTML) and /api/dev/mailbox (JSON): the mail the server would have sent, with live sign-in
 * links. Not registered in production, and answered only to clients on this machine (access dev-only).
 */
export const devModule: AppModule = {
  name: "dev",
  devOnly: true,
  register({ core, route }) {
    const tags = ["development"];
    route({ method: "GET", url: "/dev/mailbox", summary: "Development mailbox (HTML)", access: "dev-only", response: "html", tags }, async ({ reply }) => {
      reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
      return mailboxPage(await core.mailer.recent(50));
    });
    route({ method: "GET", url: "/api/dev/mailbox", summary: "Development mailbox (JSON)", access: "dev-only", response: ZMailbox, tags }, async ({ reply }) => {
      reply.header("cache-control", "no-store");
      return { messages: await core.mailer.recent(50) };
    });
  },
};
