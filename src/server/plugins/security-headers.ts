import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config.ts";

/**
 * The security headers every response carries (CSP with hashes of the inline scripts, HSTS in
 * production…), computed once: @fastify/helmet re-runs helmet's option parsing on every request.
 * Error responses written outside the normal reply path (client errors) reuse the same record.
 */
export function securityHeadersFor(config: Config): Readonly<Record<string, string>> {
  const secure = config.env === "production";
  return staticHelmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        // the socket: 'self' plus its ws/wss form (older browsers do not count ws: as 'self'), nothing else
        connectSrc: ["'self'", socketOrigin(config.publicUrl ?? `http://localhost:${config.port}`)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: secure ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}

/** The ws:/wss: origin of an http:/https: address. */
function socketOrigin(url: string): string {
  const u = new URL(url);
  return `${u.protocol === "https:" ? "wss:" : "ws:"}//${u.host}`;
}

/**
 * Adds the security headers to every response, first thing on each request. API answers (signed-in data,
 * tokens) are `Cache-Control: no-store` unless the route says otherwise (it may only be stricter: PDFs say
 * `private, no-store`); the SPA's hashed assets outside /api keep their year-long caching.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>): void {
  app.addHook("onRequest", async (req, reply) => {
    reply.headers(headers);
    if (req.url.startsWith("/api/")) reply.header("cache-control", "no-store");
  });
}

/** CSP hashes of the inline scripts in the built index.html (the theme script that runs before paint). */
function inlineScriptHashes(webDir: string): string[] {
  const file = path.join(webDir, "index.html");
  if (!existsSync(file)) return [];
  const html = readFileSync(file, "utf8");
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash("sha256").update(m[1]).digest("base64")}'`);
}

/** The headers helmet would set for these options (all static here), collected once. */
function staticHelmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, res as never, () => undefined);
  return headers;
}
