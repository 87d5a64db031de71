import { createHmac } from "node:crypto";
import type { Db } from "../../db/client.ts";
import type { TPlatformRole } from "../../../contracts/roles.ts";
import * as repo from "./repo.ts";

/** The demo platform staff the first start creates (reserved .test domain: no mail can reach a real person). */
export const DEMO_STAFF: readonly { name: string; email: string; role: TPlatformRole }[] = [
  { name: "Quinn Operator", email: "operator@demo.facetwise.test", role: "platform_admin" },
  { name: "Dana Chief", email: "ceo@demo.facetwise.test", role: "ceo" },
];

/** The demo CEO's address (the CEO login's demo credentials, development only). */
export const DEMO_CEO_EMAIL = "ceo@demo.facetwise.test";

/**
 * The demo CEO's password outside production: derived from this installation's auth secret, so it is in no source
 * file or web bundle, differs between installations, and is read back only by the development, loopback-only
 * demo-credentials route (never in production, where the seed gives the CEO no password).
 */
export function demoCeoPassword(secret: string): string {
  const digest = createHmac("sha256", secret).update("facetwise demo ceo password").digest("base64url");
  return `Demo-${digest.slice(0, 14)}-7a`;
}

/**
 * Creates the demo platform admin and CEO (in the seed's transaction), each signing in by magic link; the CEO also
 * gets a password credential when one is given (`ceoPasswordHash`, development only). Returns their user ids.
 */
export async function seedDemoStaff(tx: Db, ceoPasswordHash: string | null): Promise<string[]> {
  const ids: string[] = [];
  for (const s of DEMO_STAFF) {
    const id = (await repo.userByEmail(tx, s.email))?.id ?? (await repo.insertUser(tx, { name: s.name, email: s.email, emailVerified: true }));
    await repo.upsertStaff(tx, id, s.role, null);
    if (s.email === DEMO_CEO_EMAIL && ceoPasswordHash) await repo.insertPasswordCredential(tx, id, ceoPasswordHash);
    await repo.writeAudit(tx, {
      organizationId: null,
      actorUserId: null,
      action: "staff.granted",
      targetType: "user",
      targetId: id,
      metadata: { email: s.email, role: s.role, via: "seed" },
    });
    ids.push(id);
  }
  return ids;
}
