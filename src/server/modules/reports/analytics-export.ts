/**
 * The report analytics export files (spec 2 §2.7, §7 export_analytics): CSV, JSON and XLSX of the same figures.
 * - CSV (RFC 4180: CRLF line ends, quoted fields): columns section, metric, value, template — one row per figure;
 *   with details, one row per figure of each template (section template_performance, the template's name in the
 *   last column). Text a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection).
 * - JSON: the time range and period, overall_analytics (without template_performance unless details are asked)
 *   and the insights: each its code and facts, and `words`: its title, description and recommendation in the reader's language.
 * - XLSX: sheet Summary (section, metric, value) and, with details, sheet Templates (one row per template);
 *   numbers are number cells.
 * Headers and sheet names are the reader's language (the `exports` catalog); the rows hold codes and numbers.
 */
import { figureRows, templateRows, TEMPLATE_COLUMNS, type AnalyticsRange, type Insight, type OverallAnalytics } from "../../../domain/reporting/report-analytics.ts";
import { xlsxWorkbook, type XlsxCell } from "../../http/xlsx.ts";
import { writeCsv } from "../../../shared/csv.ts";
import type { TExportFormat as ExportFormat } from "../../../contracts/report-analytics.ts";
import type { ExportKey, Translator } from "../../i18n/index.ts";
import { insightTexts } from "../../../shared/report-analytics-words.ts";

/** The media type of each export format. */
export const EXPORT_MEDIA: Readonly<Record<ExportFormat, string>> = {
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export type ExportInput = {
  range: AnalyticsRange;
  period: { start: Date; end: Date };
  analytics: OverallAnalytics;
  insights: Insight[];
  hasData: boolean;
  includeDetails: boolean;
  /** The reader's language (headers and sheet names). */
  tr: Translator;
};

/** report-analytics-<range>-<YYYY-MM-DD>.<ext> (the day the export was made, UTC). */
export function exportFileName(range: AnalyticsRange, format: ExportFormat, now: Date): string {
  return `report-analytics-${range}-${now.toISOString().slice(0, 10)}.${format}`;
}

function csv(x: ExportInput): string {
  const t = x.tr.exported;
  const lines: (string | number | null)[][] = [[t("analytics.csv.section"), t("analytics.csv.metric"), t("analytics.csv.value"), t("analytics.csv.template")]];
  for (const r of figureRows(x.analytics)) lines.push([r.section, r.metric, r.value, null]);
  if (x.includeDetails) {
    for (const row of templateRows(x.analytics)) {
      const name = row[1] as string;
      TEMPLATE_COLUMNS.forEach((column, i) => {
        if (column !== "template_name") lines.push(["template_performance", column, row[i], name]);
      });
    }
  }
  return writeCsv(lines);
}

/** An insight with its words in the reader's language. */
function wordedInsight(i: Insight, tr: Translator) {
  const nf = new Intl.NumberFormat(tr.locale, { maximumFractionDigits: 2 });
  // the insights catalog's keys (plural forms and variants) are picked by insightTexts, so typed as the catalog's
  const t = (key: string, params?: Record<string, string | number>) => tr.exported(`analytics.insights.${key}` as ExportKey, params);
  return { ...i, words: insightTexts(i, { t, number: (n) => nf.format(n) }) };
}

function json(x: ExportInput): string {
  const { template_performance, ...summary } = x.analytics;
  return JSON.stringify(
    {
      time_range: x.range,
      period: { start: x.period.start.toISOString(), end: x.period.end.toISOString() },
      has_data: x.hasData,
      overall_analytics: x.includeDetails ? { ...summary, template_performance } : summary,
      insights: x.insights.map((i) => wordedInsight(i, x.tr)),
    },
    null,
    2,
  );
}

function xlsx(x: ExportInput): Buffer {
  const t = x.tr.exported;
  const summary: XlsxCell[][] = [
    [t("analytics.summary.section"), t("analytics.summary.metric"), t("analytics.summary.value")],
    ...figureRows(x.analytics).map((r) => [r.section, r.metric, r.value]),
  ];
  const sheets = [{ name: t("analytics.sheets.summary"), rows: summary }];
  if (x.includeDetails) sheets.push({ name: t("analytics.sheets.templates"), rows: [TEMPLATE_COLUMNS.map((c) => t(`analytics.templates.${c}`)), ...templateRows(x.analytics)] });
  return xlsxWorkbook(sheets, x.period.end);
}

/** The file's bytes (or text) for the format. */
export function exportBody(format: ExportFormat, x: ExportInput): string | Buffer {
  return format === "csv" ? csv(x) : format === "json" ? json(x) : xlsx(x);
}
