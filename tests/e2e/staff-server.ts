import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../src/server/db/client.ts";
import { insertStaff } from "../support/factories.ts";
import type { TPlatformRole } from "../../src/contracts/roles.ts";
import { E2E_TEMPLATE_ENV, startServer, type TestServer } from "./server.ts";

/**
 * A server whose database already has the given platform staff (account and platform_staff row, written before the
 * server starts: the embedded database admits one process at a time). The demo seed still runs (it looks for
 * organizations only). stop() removes the data directory.
 */
export async function startServerWithStaff(staff: readonly { email: string; role: TPlatformRole }[], env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "facetwise-e2e-staff-"));
  const template = process.env[E2E_TEMPLATE_ENV];
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: undefined, databasePoolSize: 1, dataDir });
  try {
    await database.migrate();
    for (const s of staff) await insertStaff(database.db, s.email, s.role);
  } finally {
    await database.close();
  }
  const server = await startServer(env, { dataDir });
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
