import { sql } from "drizzle-orm";
import { ZHealth, type THealth } from "../../../contracts/auth.ts";
import type { AppModule } from "../module.ts";

/** GET /api/health: liveness plus a database round trip. */
export const healthModule: AppModule = {
  name: "health",
  register({ core, route }) {
    const startedAt = Date.now();
    route({ method: "GET", url: "/api/health", summary: "Health check", access: "public", response: ZHealth, tags: ["platform"] }, async ({ reply }) => {
      let status: THealth["status"] = "ok";
      try {
        await core.database.db.execute(sql`select 1`);
      } catch {
        status = "degraded";
        reply.code(503);
      }
      return {
        status,
        version: core.config.version,
        database: core.database.kind,
        environment: core.config.env,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
    });
  },
};
