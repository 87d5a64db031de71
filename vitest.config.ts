import { defineConfig } from "vitest/config";

/** Pure code outside the web app: the domain, the shared libraries layer, the contracts and the instrument catalogue. No database, no server, no module state. */
const PURE_CORE = ["src/domain/**/*.test.ts", "src/shared/**/*.test.ts", "src/contracts/**/*.test.ts", "src/instruments/**/*.test.ts"];
/** Pure code: the above and the web app's logic. */
const PURE = [...PURE_CORE, "src/web/**/*.test.ts"];

/**
 * `npm run test:unit` (`vitest run`): four projects in one run.
 * - pure and pure-web: the files above, in Node, without the database's global setup (they run alone in seconds). The files
 *   outside src/web share their worker's module cache (isolate: false): they hold no state between files, and loading
 *   the modules again for each of ~110 files cost more than the tests. The web app's logic keeps a fresh module graph
 *   per file: its i18n instance carries the language a test switched to (the pseudo-locale) into the next file.
 * - dom: forms and dialogs rendered in a DOM (happy-dom) and driven with Testing Library (`*.dom.test.tsx`), so a
 *   broken button is caught below the browser suite.
 * - app: everything that builds the app or opens a database (server, API and whole-app tests); the global setup
 *   migrates one template database that each test app copies. Its files share their worker's module cache too
 *   (isolate: false): each builds its own app on its own database and mocks nothing, and importing the server's
 *   module graph again for each of ~120 files cost seconds of processor time per file; sharing the process also
 *   lets every database after the first reuse PGlite's compiled WebAssembly (pgliteWasmModule).
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    projects: [
      { extends: true, test: { name: "pure", include: PURE_CORE, environment: "node", isolate: false } },
      { extends: true, test: { name: "pure-web", include: ["src/web/**/*.test.ts"], environment: "node" } },
      {
        extends: true,
        test: {
          name: "dom",
          include: ["src/web/**/*.dom.test.tsx"],
          environment: "node",
          setupFiles: ["tests/support/dom-setup.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "app",
          include: ["src/**/*.test.ts", "tests/**/*.test.ts"],
          exclude: [...PURE, "tests/e2e/**", "tests/server-mode/**", "node_modules/**"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          isolate: false,
        },
      },
    ],
  },
});
