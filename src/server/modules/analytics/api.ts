/**
 * What other modules may ask the analytics module: the organization's figures the reports generator and the
 * Reporting Center's builder put in their sections (executive metrics and their figures, the OCEAN
 * distribution, insights figures, user activity). Built once by the composition root (core.ts `services`).
 */
import type { AnalyticsService } from "./service.ts";

export type AnalyticsApi = Pick<AnalyticsService, "executive" | "executiveFigures" | "insightsFigures" | "oceanDistribution" | "userActivity">;
