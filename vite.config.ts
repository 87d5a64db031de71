import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const rootDir = fileURLToPath(new URL(".", import.meta.url));
const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

/** The API server during `npx vite` development (the Fastify process, `PORT` default 3000). */
const apiTarget = process.env.FACETWISE_API_URL ?? "http://localhost:3000";

const proxy = {
  "^/api(/|$)": { target: apiTarget, changeOrigin: false },
  "^/dev(/|$)": { target: apiTarget, changeOrigin: false },
  "/socket.io": { target: apiTarget, ws: true },
};

/** Text files worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its extra request headers cost. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `.br` and `.gz` siblings of every hashed text asset over 1 KB at build time, so the server sends them
 * as they are (src/server/http/spa.ts) instead of compressing on every request.
 */
function precompress(): Plugin {
  return {
    name: "facetwise-precompress",
    apply: "build",
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(rootDir, "dist/web");
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.startsWith("assets/") || !COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const source = readFileSync(file);
        if (source.length < MIN_COMPRESS_BYTES) continue;
        const br = brotliCompressSync(source, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        const gz = gzipSync(source, { level: 9 });
        if (br.length < source.length) writeFileSync(`${file}.br`, br);
        if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/** The query that marks the first-visit copy of zod's modules (see firstVisitZod). */
const FIRST_VISIT = "?first-visit";
const FIRST_VISIT_SCHEMAS = /[\\/]src[\\/]web[\\/]lib[\\/]first-visit-schemas\.ts$/;

/**
 * Gives src/web/lib/first-visit-schemas.ts (zod/mini, what /login and /dashboard parse with) a copy of zod of its
 * own. Rollup places a module in one chunk and keeps in it every export any page uses, so one shared copy of zod's
 * core carries everything classic zod needs (~18 KB gzipped) onto the first visit; the copy holds only what zod/mini
 * and these schemas use (~8 KB). Pages that parse with src/contracts load the other, full copy with classic zod. The
 * two copies share their configuration and registry through globalThis (zod is written for that), and zod's
 * `instanceof` checks compare traits, not classes, so a value from either copy passes the other's checks.
 */
function firstVisitZod(): Plugin {
  return {
    name: "facetwise-first-visit-zod",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromCopy = importer.endsWith(FIRST_VISIT);
      if (!fromCopy && !FIRST_VISIT_SCHEMAS.test(importer)) return null;
      if (!fromCopy && !/^zod(\/|$)/.test(source)) return null;
      const resolved = await this.resolve(source, fromCopy ? importer.slice(0, -FIRST_VISIT.length) : importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !/[\\/]node_modules[\\/]zod[\\/]/.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${FIRST_VISIT}` };
    },
  };
}

/** The SPA lives in src/web; `npx vite build` writes dist/web (index.html + assets), which the server serves. */
/** The chunk groups of codeSplitting below: their files keep their names. */
const NAMED_CHUNKS = new Set(["react", "router", "query", "i18next", "zod-mini", "zod", "first-visit", "charts"]);

export default defineConfig(({ command, mode }) => {
  // `vite build` must bundle the production build of its libraries whatever NODE_ENV the caller runs under (vitest
  // sets "test", a server started with NODE_ENV=development builds on first start). Vite reads NODE_ENV after loading this file.
  if (command === "build" && mode === "production") process.env.NODE_ENV = "production";
  return {
    root: `${rootDir}src/web`,
    publicDir: `${rootDir}src/web/public`,
    plugins: [firstVisitZod(), react(), tailwindcss(), precompress()],
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
    },
    build: {
      outDir: `${rootDir}dist/web`,
      emptyOutDir: true,
      // No source maps in production builds (the server never serves .map files there); FACETWISE_SOURCEMAP=1 asks for them.
      sourcemap: process.env.FACETWISE_SOURCEMAP === "1",
      // dist/web/.vite/manifest.json: which chunks each entry and lazy page loads (read by tests/bundle-budget.test.ts).
      manifest: true,
      target: "es2022",
      rolldownOptions: {
        output: {
          // Page and shared chunks go by their hash alone: every first visit carries a preload table naming each lazy
          // chunk's files, and ~100 names there cost a kilobyte of the first-visit budget. The vendor groups below
          // keep their names (the budget test and the caches recognise them).
          // Seven characters of hash instead of eight (the fewest the bundler allows for this many chunks): the table repeats each name.
          chunkFileNames: (chunk) => (NAMED_CHUNKS.has(chunk.name) ? "assets/[name]-[hash:7].js" : "assets/[hash:7].js"),
          // Long-lived vendor chunks (cached across app releases); each route page is its own lazy chunk.
          codeSplitting: {
            groups: [
              { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              { name: "router", test: /node_modules[\\/]react-router[\\/]/ },
              { name: "query", test: /node_modules[\\/]@tanstack[\\/]/ },
              // i18next alone: react-i18next's <Trans> (and its HTML parser) stays with the pages that use it.
              { name: "i18next", test: /node_modules[\\/]i18next[\\/]/ },
              // The first-visit copy of zod (zod/mini and the part of the core it uses: firstVisitZod above).
              { name: "zod-mini", test: /node_modules[\\/]zod[\\/].*\?first-visit$/, priority: 1 },
              // The full zod, classic API included: loaded by the pages that parse with src/contracts.
              { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
              // The app's small shared modules both first-visit pages (/login, /dashboard) load, in one chunk: a dozen
              // files of a few hundred bytes each compress worse apart and cost a request each.
              {
                name: "first-visit",
                test: /src[\\/]web[\\/](lib[\\/](i18n|i18n-common|rich-text|use-document-title|format|use-dismiss|navigation-context|api|events)\.tsx?|data[\\/]health\.ts|components[\\/](Icon|Logo|EmptyState)\.tsx)$/,
              },
              // Charts and what only they use: loaded by the results page, never by /login or /dashboard.
              {
                name: "charts",
                test: /node_modules[\\/](recharts|victory-vendor|d3-[\w-]+|internmap|react-redux|@reduxjs|redux|redux-thunk|immer|reselect|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant|use-sync-external-store|clsx)[\\/]/,
              },
            ],
          },
        },
      },
    },
    server: { port: 5173, strictPort: false, proxy },
    preview: { port: 4173, proxy },
  };
});
