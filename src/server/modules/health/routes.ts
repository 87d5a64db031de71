import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app.ts";
import { route } from "../../http/route.ts";
import type { THealth } from "../../../contracts/auth.ts";

/** GET /api/health: liveness plus a database round trip. */
export function healthRoutes(app: FastifyInstance, d: AppDeps): void {
  const startedAt = Date.now();
  route(app, { method: "GET", url: "/api/health", summary: "Health check", auth: false, tags: ["platform"] }, async ({ reply }) => {
    let status: THealth["status"] = "ok";
    try {
      await d.database.db.execute(sql`select 1`);
    } catch {
      status = "degraded";
      reply.code(503);
    }
    return {
      status,
      version: d.config.version,
      database: d.database.kind,
      environment: d.config.env,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
  });
}
