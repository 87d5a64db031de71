/**
 * English words of the analytics insights (domain/analytics/insights.ts answers codes and figures) where the
 * server writes them: a generated report's performance insights (its `insight.<kind>.<part>` codes, the PDF and
 * HTML export). The dashboards and the report viewer word the same codes with the web's catalogs, from the same
 * shared text (src/shared/locales/en/analytics-insights.ts); trait names and "No department" come from the
 * psychometrics catalog and the report words.
 */
import { insightKinds } from "../../../shared/locales/en/analytics-insights.ts";

export const analytics = {
  insights: insightKinds,
} as const;
