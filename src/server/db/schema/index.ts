/**
 * The database schema (Drizzle), split by area. `npm run db:generate` writes SQL migrations from it into
 * src/server/db/migrations; a test fails when these files and the committed migrations drift.
 * Every tenant table carries organization_id and is indexed by it first. Only repos import the schema.
 */
export * from "./auth.ts";
export * from "./platform.ts";
export * from "./settings.ts";
export * from "./assessments.ts";
export * from "./jobs.ts";
export * from "./analytics.ts";
export * from "./feedback360.ts";
export * from "./reports.ts";
export * from "./design.ts";
export * from "./integrations.ts";
export * from "./billing.ts";
export * from "./business.ts";
