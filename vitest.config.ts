import { defineConfig } from "vitest/config";

/** Pure code: the domain, the shared libraries layer, the contracts, the instrument catalogue and the web app's logic. No database, no server. */
const PURE = ["src/domain/**/*.test.ts", "src/shared/**/*.test.ts", "src/contracts/**/*.test.ts", "src/instruments/**/*.test.ts", "src/web/**/*.test.ts"];

/**
 * `npm run test:unit` (`vitest run`): three projects in one run.
 * - pure: the files above, in Node, without the database's global setup (they run alone in seconds).
 * - dom: forms and dialogs rendered in a DOM (happy-dom) and driven with Testing Library (`*.dom.test.tsx`), so a
 *   broken button is caught below the browser suite.
 * - app: everything that builds the app or opens a database (server, API and whole-app tests); the global setup
 *   migrates one template database that each test app copies.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    projects: [
      { extends: true, test: { name: "pure", include: PURE, environment: "node" } },
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
        },
      },
    ],
  },
});
