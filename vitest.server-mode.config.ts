import { defineConfig } from "vitest/config";

/**
 * Server-mode tests: the app against a real PostgreSQL server (DATABASE_URL) and Redis (REDIS_URL),
 * in process (buildApp + inject) and as several real `facetwise start` processes sharing one database.
 * Needs PostgreSQL 15+ and Redis; defaults postgres://postgres@127.0.0.1:5432/postgres (an admin
 * connection: every test file creates and drops its own database) and redis://127.0.0.1:6379,
 * overridable with SERVER_MODE_PG_URL and SERVER_MODE_REDIS_URL.
 * Run with `npm run test:server-mode`. Files run one at a time: they share the Redis rate-limit
 * bucket of 127.0.0.1 and start processes of their own.
 */
export default defineConfig({
  test: {
    include: ["tests/server-mode/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/server-mode/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    teardownTimeout: 60_000,
    pool: "forks",
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { concurrent: false },
  },
});
