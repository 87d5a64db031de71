import { defineConfig } from "vitest/config";

/**
 * End-to-end specs: real Chromium (playwright-core) against the real server started per spec file
 * (tests/e2e/server.ts). Run with `npx vitest run --config vitest.e2e.config.ts`.
 * Files run one at a time in a single worker: each starts its own server and browser.
 */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    teardownTimeout: 30_000,
    pool: "forks",
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { concurrent: false },
  },
});
