/**
 * Analytics storage: a narrow fact row per completed response, cumulative rollups per organization,
 * department, assessment type and day (written in the completion transaction, read by the dashboards),
 * members' active days, and each process's reported metrics (the operational dashboard).
 */
import { pgTable, text, timestamp, index, integer, date, doublePrecision, real, boolean, primaryKey } from "drizzle-orm/pg-core";
import { organizationRef, user } from "./auth.ts";
import { assessmentResponse } from "./assessments.ts";

/** One completed response as analytics sees it: who, where and when, and the five domain percentiles. */
export const analyticsFact = pgTable(
  "analytics_fact",
  {
    organizationId: organizationRef(),
    responseId: text("response_id")
      .notNull()
      .references(() => assessmentResponse.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    typeId: text("type_id").notNull(),
    /** The respondent's department when they completed it ('' = none). */
    department: text("department").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
    sex: text("sex"),
    age: integer("age"),
    simulated: boolean("simulated").notNull(),
    /** Domain percentiles in TRAITS order (null where the type does not measure it). */
    percentiles: real("percentiles").array(),
    /** Domain raw sums in TRAITS order, as assessment_scores' ocean_ rows hold them: the adverse-impact view reads them on one norm for everyone. */
    raw: doublePrecision("raw").array(),
    /** Pillar POMP scores (sustainable, performance, potential); null for types without pillars. */
    pillars: real("pillars").array(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.responseId] }), index("analytics_fact_org_completed_idx").on(t.organizationId, t.completedAt, t.userId)],
);

/**
 * Running totals: the row for (organization, department, type, day) holds the sums of every response of that
 * cell completed on or before that day (domain/analytics/vector.ts lays out `v`), so any date range is the
 * difference of two rows, whatever the number of responses.
 */
export const analyticsRollup = pgTable(
  "analytics_rollup",
  {
    organizationId: organizationRef(),
    department: text("department").notNull(),
    typeId: text("type_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /** Responses completed on this day (not cumulative): privacy blocks are built from it. */
    dayCount: integer("day_count").notNull(),
    /** Responses started on this day (not cumulative): the daily series read it without the vector. */
    dayStarted: integer("day_started").notNull().default(0),
    /** Cumulative sums through this day. */
    v: doublePrecision("v").array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.department, t.typeId, t.day] })],
);

/** Days on which a member was active (signed in or answered): daily active share and active users. */
export const memberActivity = pgTable(
  "member_activity",
  {
    organizationId: organizationRef(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.day, t.userId] })],
);

/**
 * Distinct people over any date range without counting them each time: per scope (members active, or
 * participants of a department × type selection) the (person, day) pairs, and per day `g`, where g[i - 1]
 * counts that day's pairs whose previous pair of the same person in the scope lies at least i days earlier
 * (or does not exist). The people of [start, end] are the pairs of the range whose previous pair lies before
 * `start`: Σ over the range's days d of g[d - start], read from one row a day (domain/analytics/distinct.ts).
 */
export const analyticsDistinctPair = pgTable(
  "analytics_distinct_pair",
  {
    organizationId: organizationRef(),
    scope: text("scope").notNull(),
    userId: text("user_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.scope, t.userId, t.day] }), index("analytics_distinct_pair_day_idx").on(t.organizationId, t.scope, t.day)],
);

export const analyticsDistinct = pgTable(
  "analytics_distinct",
  {
    organizationId: organizationRef(),
    scope: text("scope").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    g: integer("g").array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.scope, t.day] })],
);

/** Organizations whose distinct-people tables have been built from their facts and activity (built once, then kept up). */
export const analyticsDistinctBuilt = pgTable("analytics_distinct_built", {
  organizationId: organizationRef().primaryKey(),
  builtAt: timestamp("built_at", { withTimezone: true }).notNull(),
});

/** Members per organization and department ('' = none), kept by a trigger on member (migration 0009): counts without a scan. */
export const memberTally = pgTable(
  "member_tally",
  {
    organizationId: organizationRef(),
    department: text("department").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.department] })],
);
