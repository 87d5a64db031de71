import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Alias, type Plugin } from "vite";

const rootDir = fileURLToPath(new URL(".", import.meta.url));
const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

/** The API server during `npx vite` development (the Fastify process, `PORT` default 3000). */
const apiTarget = process.env.FACETWISE_API_URL ?? "http://localhost:3000";

const proxy = {
  "^/api(/|$)": { target: apiTarget, changeOrigin: false },
  "^/dev(/|$)": { target: apiTarget, changeOrigin: false },
  "/socket.io": { target: apiTarget, ws: true },
};

/**
 * Production builds run the app on Preact's React compatibility layer (~10 KB gzip instead of React 19's ~68 KB),
 * which is what keeps /login and /dashboard under the 100 KB script budget (tests/bundle-budget.test.ts). The code
 * is written against React's API and types; the dev server and unit tests run React itself (Fast Refresh, DevTools),
 * and the browser tests run the production build, so Preact is what they exercise.
 * FACETWISE_WEB_RUNTIME=react builds with React instead (to tell a compat bug from an app bug).
 */
const PREACT_ALIASES: Alias[] = [
  // Preact's createRoot with React's effect timing (src/web/lib/preact-client.ts).
  { find: /^react-dom\/client$/, replacement: `${rootDir}src/web/lib/preact-client.ts` },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^(react|react-dom)$/, replacement: "preact/compat" },
  // recharts asks react-is whether a child is a Fragment; React 19's react-is does not know Preact's elements.
  { find: /^react-is$/, replacement: "preact/compat" },
];

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

/** The SPA lives in src/web; `npx vite build` writes dist/web (index.html + assets), which the server serves. */
export default defineConfig(({ command, mode }) => {
  // `vite build` must bundle the production build of its libraries whatever NODE_ENV the caller runs under (vitest
  // sets "test", a server started with NODE_ENV=development builds on first start). Vite reads NODE_ENV after loading this file.
  if (command === "build" && mode === "production") process.env.NODE_ENV = "production";
  const preact = command === "build" && process.env.FACETWISE_WEB_RUNTIME !== "react";
  return {
    root: `${rootDir}src/web`,
    publicDir: `${rootDir}src/web/public`,
    plugins: [react(), tailwindcss(), precompress()],
    resolve: { alias: preact ? PREACT_ALIASES : [] },
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
        onLog(level, log, handler) {
          // react-router reads React 19's useOptimistic when it exists and falls back when not (Preact has none).
          if (preact && log.code === "IMPORT_IS_UNDEFINED" && log.message.includes("useOptimistic")) return;
          handler(level, log);
        },
        output: {
          // Long-lived vendor chunks (cached across app releases); each route page is its own lazy chunk.
          codeSplitting: {
            groups: [
              { name: preact ? "preact" : "react", test: /node_modules[\\/](react|react-dom|scheduler|preact)[\\/]/ },
              { name: "router", test: /node_modules[\\/]react-router[\\/]/ },
              { name: "query", test: /node_modules[\\/]@tanstack[\\/]/ },
              // i18next alone: react-i18next's <Trans> (and its HTML parser) stays with the pages that use it.
              { name: "i18next", test: /node_modules[\\/]i18next[\\/]/ },
              // zod's core and zod/mini: all /login and /dashboard need (src/web/lib/first-visit-schemas.ts). Captured first
              // (a group takes its modules' dependencies along), so the classic group below gets only the rest.
              {
                name: "zod",
                test: /node_modules[\\/]zod[\\/](?!v4[\\/](classic[\\/]|core[\\/](json-schema-processors|to-json-schema)\.js$))/,
                priority: 1,
              },
              // zod's classic API and its JSON Schema generators: loaded by the pages that parse with src/contracts.
              { name: "zod-classic", test: /node_modules[\\/]zod[\\/]/ },
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
