import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerSpa, type SpaOptions } from "./spa.ts";

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/app-3f9a1c.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const words = ${JSON.stringify("facet ".repeat(800))};\n`;
const STYLE = "body{margin:0}";

let webDir = "";
let emptyDir = "";

/** A fake dist/web: index.html, a hashed script with .br/.gz siblings and a map, a small stylesheet, a favicon. */
function writeBuild(dir: string): void {
  mkdirSync(path.join(dir, "assets"), { recursive: true });
  writeFileSync(path.join(dir, "index.html"), INDEX);
  writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(path.join(dir, "assets/app-3f9a1c.js"), SCRIPT);
  writeFileSync(path.join(dir, "assets/app-3f9a1c.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, "assets/app-3f9a1c.js.gz"), gzipSync(SCRIPT));
  writeFileSync(path.join(dir, "assets/app-3f9a1c.js.map"), '{"version":3}');
  writeFileSync(path.join(dir, "assets/small-77aa01.css"), STYLE);
}

async function appFor(dir: string, options?: SpaOptions): Promise<FastifyInstance> {
  const app = Fastify();
  app.get("/api/health", async () => ({ status: "ok" }));
  await registerSpa(app, dir, options);
  await app.ready();
  return app;
}

let app: FastifyInstance;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), "facetwise-spa-"));
  emptyDir = mkdtempSync(path.join(tmpdir(), "facetwise-spa-empty-"));
  writeBuild(webDir);
  app = await appFor(webDir);
});

afterAll(async () => {
  await app.close();
  rmSync(webDir, { recursive: true, force: true });
  rmSync(emptyDir, { recursive: true, force: true });
});

describe("registerSpa: hashed assets", () => {
  it("answers brotli when accepted, cached for a year and varying on Accept-Encoding", async () => {
    const res = await app.inject({ url: "/assets/app-3f9a1c.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it("answers gzip when only gzip is accepted", async () => {
    const res = await app.inject({ url: "/assets/app-3f9a1c.js", headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);
  });

  it("answers the plain file without Accept-Encoding, and when no compressed sibling exists", async () => {
    const plain = await app.inject({ url: "/assets/app-3f9a1c.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    const small = await app.inject({ url: "/assets/small-77aa01.css", headers: { "accept-encoding": "br, gzip" } });
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body).toBe(STYLE);
    expect(small.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers HEAD like GET without a body", async () => {
    const res = await app.inject({ method: "HEAD", url: "/assets/app-3f9a1c.js", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.body).toBe("");
  });

  it("never serves source maps unless asked, and 404s a missing asset instead of index.html", async () => {
    expect((await app.inject({ url: "/assets/app-3f9a1c.js.map" })).statusCode).toBe(404);
    const missing = await app.inject({ url: "/assets/gone-000000.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain("<!doctype html>");
    const withMaps = await appFor(webDir, { sourceMaps: true });
    expect((await withMaps.inject({ url: "/assets/app-3f9a1c.js.map" })).statusCode).toBe(200);
    await withMaps.close();
  });
});

describe("registerSpa: pages", () => {
  it("answers index.html, never cached without revalidation, for any page path", async () => {
    for (const url of ["/", "/login", "/dashboard/users/roles", "/shared/results/abc?x=1", "/index.html"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toBe(INDEX);
    }
    const head = await app.inject({ method: "HEAD", url: "/dashboard" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });

  it("serves the other root files and leaves the API alone", async () => {
    const icon = await app.inject({ url: "/favicon.svg" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["content-type"]).toContain("image/svg+xml");
    expect(icon.headers["cache-control"]).toBe("no-cache");
    expect((await app.inject({ url: "/api/health" })).json()).toEqual({ status: "ok" });
    for (const url of ["/api/nope", "/api", "/dev/mailbox"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain("<!doctype html>");
    }
    expect((await app.inject({ method: "POST", url: "/dashboard" })).statusCode).toBe(404);
  });

  it("answers 503 with a page when the app has not been built", async () => {
    const bare = await appFor(emptyDir);
    const res = await bare.inject({ url: "/login" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain("has not been built");
    expect((await bare.inject({ url: "/api/nope" })).statusCode).toBe(404);
    await bare.close();
  });
});
