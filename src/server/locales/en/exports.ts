/**
 * English words of the files the server exports (CSV and XLSX): column headers and sheet names. The values in
 * the rows stay codes (sections, metrics, template keys) and numbers, so a program reads a file in any language.
 */
export const exportTexts = {
  analytics: {
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
