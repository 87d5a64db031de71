import { addCatalog, tNs, useT } from "../../lib/i18n.ts";
import "../../lib/i18n-common.ts";
import reports from "../../locales/en/reports.ts";
import reportSections from "../../locales/en/report-sections.ts";
import analyticsInsights from "../../locales/en/analytics-insights.ts";
import type { ReportStatus } from "../../../domain/reporting/reports.ts";

addCatalog("reports", reports);
addCatalog("report-sections", reportSections);
addCatalog("analytics-insights", analyticsInsights);

/** The reports pages' translate function (components). */
export const useReportsT = () => useT("reports");

/** The same, outside components (formatting helpers). */
export const reportsT = tNs("reports");

/** A report status as the pages name it ("In Review" for review), in the reader's language. */
export const reportStatusLabel = (status: ReportStatus): string => reportsT(`analytics.status.${status}`);

/** A generated report section's words by code (lib/sections.ts sayWords). */
export const reportSectionsT = tNs("report-sections");

/** An analytics insight's title or description by kind (a report's `insight.<kind>.<part>` codes). */
export const analyticsInsightsT = tNs("analytics-insights");
