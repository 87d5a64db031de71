import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const rootDir = fileURLToPath(new URL(".", import.meta.url));
const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

/** The API server during `npx vite` development (the Fastify process, `PORT` default 3000). */
const apiTarget = process.env.FACETWISE_API_URL ?? "http://localhost:3000";

const proxy = {
  "^/api(/|$)": { target: apiTarget, changeOrigin: false },
  "^/dev(/|$)": { target: apiTarget, changeOrigin: false },
  "/socket.io": { target: apiTarget, ws: true },
};

/** The SPA lives in src/web; `npx vite build` writes dist/web (index.html + assets), which the server serves. */
export default defineConfig(({ command, mode }) => {
  // `vite build` must bundle React's production build whatever NODE_ENV the caller runs under (vitest sets "test",
  // a server started with NODE_ENV=development builds on first start). Vite reads NODE_ENV after loading this file.
  if (command === "build" && mode === "production") process.env.NODE_ENV = "production";
  return {
    root: `${rootDir}src/web`,
    publicDir: `${rootDir}src/web/public`,
    plugins: [react(), tailwindcss()],
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
    },
    build: {
      outDir: `${rootDir}dist/web`,
      emptyOutDir: true,
      sourcemap: true,
      target: "es2022",
      rolldownOptions: {
        output: {
          // Long-lived vendor chunks (cached across app releases); each route page is its own lazy chunk.
          codeSplitting: {
            groups: [
              { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              { name: "router", test: /node_modules[\\/]react-router[\\/]/ },
              { name: "query", test: /node_modules[\\/]@tanstack[\\/]/ },
              { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
            ],
          },
        },
      },
    },
    server: { port: 5173, strictPort: false, proxy },
    preview: { port: 4173, proxy },
  };
});
