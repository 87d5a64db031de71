import type { Config } from "./config.ts";
import { DEMO_USERS } from "./seed.ts";
import { DEMO_STAFF } from "./modules/staff/api.ts";

/**
 * The one friendly line printed when the server is listening: where to open the app and how to sign in.
 * Without SMTP the sign-in link lands in the development mailbox, which answers only on this machine. With the demo
 * seeded, it also names the demo platform staff (the operator and the CEO), who sign in the same way.
 */
export function startupMessage(config: Pick<Config, "env" | "smtpUrl" | "port" | "publicUrl">, demo: boolean): string {
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const who = demo ? `sign in as ${DEMO_USERS[0].email} (platform staff: ${DEMO_STAFF.map((s) => s.email).join(", ")})` : "sign in with your email address";
  if (config.smtpUrl) return `Facetwise is ready at ${url} — ${who}; the sign-in link is sent by email.`;
  if (config.env === "production") return `Facetwise is ready at ${url} — set SMTP_URL so sign-in links can be emailed (none is sent or logged without it).`;
  return `Facetwise is ready at ${url} — ${who}, then open ${url}/dev/mailbox on this machine for the sign-in link.`;
}
