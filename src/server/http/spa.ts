import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";

/** Serves the built SPA: files of dist/web, and index.html for every other page GET (the not-found handler). */
export async function registerSpa(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = path.join(webDir, "index.html");
  if (!existsSync(indexFile)) return;
  await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false });
  const html = readFileSync(indexFile);
  app.addHook("onRequest", async (req, reply) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.url.startsWith("/api/") || req.url.startsWith("/dev/") || req.url.startsWith("/assets/")) return;
    if (app.hasRoute({ method: "GET", url: req.url.split("?")[0] })) return;
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
  });
}
