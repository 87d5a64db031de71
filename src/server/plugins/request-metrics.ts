import type { FastifyInstance } from "fastify";
import type { RequestMetrics } from "../monitoring/request-metrics.ts";

/** A header's value as a non-negative byte count (0 when absent or malformed). */
function bytesOf(v: unknown): number {
  const n = typeof v === "string" ? Number.parseInt(v, 10) : typeof v === "number" ? v : 0;
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * Records every answered API request into the process's request metrics: duration, status class and body
 * bytes (request and response Content-Length). Only paths under /api/ count as API throughput: static files
 * and SPA pages are left out, and socket.io (websocket and polling) is served before Fastify sees a request.
 * A callback hook (no promise per request) doing a few counter increments.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: RequestMetrics): void {
  app.addHook("onResponse", (req, reply, done) => {
    if (req.url.startsWith("/api/")) metrics.record(reply.elapsedTime, reply.statusCode, bytesOf(req.headers["content-length"]), bytesOf(reply.getHeader("content-length")));
    done();
  });
}
