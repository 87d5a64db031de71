/**
 * English words of the files the server exports (CSV, JSON and XLSX): column headers, sheet names, the insights. The values in
 * the rows stay codes (sections, metrics, template keys) and numbers, so a program reads a file in any language.
 */
import reportAnalyticsInsights from "../../../shared/locales/en/report-analytics-insights.ts";

export const exportTexts = {
  analytics: {
    /** The insights written into the JSON file (the web's analytics screen shares the text). */
    insights: reportAnalyticsInsights,
    /** The CSV's header row. */
    csv: { section: "section", metric: "metric", value: "value", template: "template" },
    sheets: { summary: "Summary", templates: "Templates" },
    /** The XLSX Summary sheet's header row. */
    summary: { section: "Section", metric: "Metric", value: "Value" },
    /** The XLSX Templates sheet's header row, by column. */
    templates: {
      template_key: "template_key",
      template_name: "template_name",
      template_type: "template_type",
      total_reports: "total_reports",
      published_reports: "published_reports",
      completion_rate: "completion_rate",
    },
  },
} as const;
