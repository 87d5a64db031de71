/**
 * What other modules may ask the analytics module: the organization's figures the reports generator and the
 * Reporting Center's builder put in their sections (executive metrics and their figures, the OCEAN
 * distribution, insights figures, user activity, the membership figures and the most active members of a
 * period). The insights answer codes and figures: a generated report stores them so, worded when read
 * (src/domain/reporting/sections/performance-insights.ts, `insight.<kind>.<part>`). The analytics tables (analytics_*, member_activity, member_tally) are read by this module's repo only.
 * A completed response reaches the rollups through the completion recorder, built by the core. Built once by the composition root (core.ts `services`).
 */
import type { AnalyticsService } from "./service.ts";

export type AnalyticsApi = Pick<
  AnalyticsService,
  "executive" | "executiveFigures" | "insightsFigures" | "oceanDistribution" | "userActivity" | "membershipFigures" | "activeMembers"
>;
export type { Completion, CompletionRecorder } from "./completion.ts";
