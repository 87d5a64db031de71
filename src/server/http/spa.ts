import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

export interface SpaOptions {
  /**
   * Serve the build's source maps (`.map`). Off unless asked: production builds have none
   * (vite.config.ts), and a map left in dist/web must not publish the sources.
   */
  sourceMaps?: boolean;
}

/**
 * Hashed file names change with their content, so a browser may keep them for a year without asking again:
 * `cache-control: public, max-age=31536000, immutable` (@fastify/static's maxAge is in milliseconds).
 */
const YEAR_MS = 31_536_000_000;

const NOT_BUILT_PAGE = "<!doctype html><title>Facetwise</title><p>The web app has not been built. Run <code>npm run build</code> (npm start does this for you).</p>";

/** Paths that are never SPA pages: the API, the development tools, and the hashed assets (a missing one is a 404). */
function isReservedPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/dev/") || pathname.startsWith("/assets/");
}

/**
 * Serves the built SPA from `webDir` (dist/web):
 *  - `/assets/*` (hashed by Vite): `cache-control: public, max-age=31536000, immutable`, the precompressed `.br`
 *    or `.gz` sibling chosen by `Accept-Encoding` (written at build time), `Vary: Accept-Encoding`; `.map` files
 *    only with `options.sourceMaps`; a missing asset goes to the app's not-found handler (never index.html, whose
 *    HTML would fail as a script);
 *  - the other files at the root (favicon.svg…), revalidated on every use;
 *  - index.html (`cache-control: no-cache`, read per request so a rebuild is served at once) for every other
 *    GET/HEAD outside /api and /dev, or a 503 page when the app has not been built.
 * Registers routes only: API 404s and refused files reach the app's not-found handler.
 */
export async function registerSpa(app: FastifyInstance, webDir: string, options: SpaOptions = {}): Promise<void> {
  const indexFile = path.join(webDir, "index.html");
  const built = existsSync(indexFile);
  const assetsDir = path.join(webDir, "assets");

  if (built && existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: "/assets/",
      index: false,
      preCompressed: true,
      cacheControl: true,
      maxAge: YEAR_MS,
      immutable: true,
      allowedPath: (pathname) => options.sourceMaps === true || !pathname.endsWith(".map"),
      // The same URL answers br, gzip or plain bytes: caches must key on Accept-Encoding.
      setHeaders: (res) => res.setHeader("vary", "Accept-Encoding"),
    });
  }
  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      decorateReply: !existsSync(assetsDir),
      cacheControl: false,
      globIgnore: ["assets/**", "index.html", "**/*.map"],
      setHeaders: (res) => res.setHeader("cache-control", "no-cache"),
    });
  }

  app.get("/*", async (req, reply) => {
    const pathname = req.url.split("?")[0];
    if (isReservedPath(pathname)) return reply.callNotFound();
    if (!built) return notBuilt(reply);
    let html: Buffer;
    try {
      html = await readFile(indexFile);
    } catch {
      // Removed since start (a rebuild in progress): the same answer as before the first build.
      return notBuilt(reply);
    }
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
  });
}

/** The page a browser gets while there is no build to serve. */
function notBuilt(reply: FastifyReply): FastifyReply {
  return reply.code(503).header("cache-control", "no-store").type("text/html; charset=utf-8").send(NOT_BUILT_PAGE);
}
