import { changeUnit } from "../../../../domain/reporting/sections/change.ts";
import type { ReactNode } from "react";
import type { TReportSection } from "../../../../contracts/reports.ts";
import { PanelMessage } from "../../../components/PanelMessage.tsx";
import { useReportsT } from "../i18n.ts";
import { sanitizeHtml } from "../lib/sanitize-html.ts";
import {
  alertsBySeverity,
  ARROWS,
  cellText,
  directionOf,
  formatChange,
  unitChangeText,
  formatFigure,
  isPercentKey,
  keyLabel,
  metricLabel,
  sayWords,
  SEVERITIES,
  textParagraphs,
} from "../lib/sections.ts";
import { SectionChart } from "./SectionChart.tsx";

type Section = TReportSection;
type Level = "high" | "medium" | "low";

const h3 = "text-sm font-semibold text-slate-900 dark:text-white";
const tile = "rounded-xl border border-slate-200 p-3 dark:border-slate-700";
const DIRECTION_TONE = { up: "text-emerald-700 dark:text-emerald-300", down: "text-red-700 dark:text-red-300", flat: "text-slate-500 dark:text-slate-400" } as const;
const LEVEL_TONE: Record<Level, string> = {
  high: "bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-500/15 dark:text-red-200",
  medium: "bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/15 dark:text-amber-200",
  low: "bg-sky-50 text-sky-800 ring-sky-600/20 dark:bg-sky-500/15 dark:text-sky-200",
};
const SEVERITY_TONE = {
  critical: "border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100",
  warning: "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100",
  info: "border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-100",
} as const;
const HIGHLIGHT_TONE = {
  positive: "border-emerald-200 bg-emerald-50 dark:border-emerald-900 dark:bg-emerald-950/40",
  negative: "border-red-200 bg-red-50 dark:border-red-900 dark:bg-red-950/40",
  other: "border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/60",
} as const;

function Badge({ level, children }: { level: Level; children: ReactNode }) {
  return <span className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${LEVEL_TONE[level]}`}>{children}</span>;
}

/** A change with its arrow; "—" with a title saying there is nothing to compare with when null. */
function Change({ value, unit }: { value: number | null | undefined; unit?: "points" | "percent" }) {
  const t = useReportsT();
  const direction = directionOf(value);
  if (value === null || value === undefined) {
    return (
      <span className="text-slate-500 dark:text-slate-400" title={t("sections.noComparison")}>
        —<span className="sr-only"> ({t("sections.noComparison")})</span>
      </span>
    );
  }
  return (
    <span className={`tabular-nums ${DIRECTION_TONE[direction]}`}>
      <span aria-hidden="true">{ARROWS[direction]} </span>
      {unit ? (
        <>
          <span className="sr-only">{t(`sections.changeDirection.${direction}`)} </span>
          {unitChangeText(value, unit)}
        </>
      ) : (
        formatChange(value)
      )}
    </span>
  );
}

function ExecutiveSummary({ section, narrative }: { section: Section; narrative?: ReactNode }) {
  const t = useReportsT();
  const metrics = Object.entries(section.key_metrics ?? {});
  const trends = Object.entries(section.trends ?? {});
  const highlights = section.highlights ?? [];
  if (metrics.length === 0 && !section.narrative && highlights.length === 0 && trends.length === 0 && !narrative) return <NoData />;
  return (
    <div className="space-y-5">
      {metrics.length > 0 && (
        <div>
          <h3 className={h3}>{t("sections.keyMetrics")}</h3>
          <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {metrics.map(([key, value]) => (
              <div key={key} className={tile}>
                <dt className="text-xs text-slate-500 dark:text-slate-400">{keyLabel(key)}</dt>
                <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums dark:text-white">{formatFigure(value, isPercentKey(key) ? "percentage" : "number")}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <div>
        <h3 className={h3}>{t("sections.narrative")}</h3>
        {narrative ?? <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">{sayWords(section.narrative) || "—"}</p>}
      </div>
      {highlights.length > 0 && (
        <div>
          <h3 className={h3}>{t("sections.highlights")}</h3>
          <ul className="mt-2 space-y-2">
            {highlights.map((h, i) => (
              <li key={i} data-highlight={h.type} className={`rounded-lg border px-3 py-2 text-sm ${HIGHLIGHT_TONE[h.type]}`}>
                <p className="font-medium text-slate-900 dark:text-white">{sayWords(h.title)}</p>
                <p className="text-slate-700 dark:text-slate-300">{sayWords(h.description)}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      {trends.length > 0 && (
        <div>
          <h3 className={h3}>{t("sections.trends")}</h3>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t("sections.vsPrevious")}</p>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {trends.map(([key, value]) => (
              <li key={key} className={`flex items-center justify-between gap-2 text-sm ${tile}`}>
                <span className="text-slate-700 dark:text-slate-300">{keyLabel(key)}</span>
                <Change value={value} unit={changeUnit(key)} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function MetricsDashboard({ section }: { section: Section }) {
  const t = useReportsT();
  const primary = section.primary_metrics ?? [];
  const secondary = section.secondary_metrics ?? [];
  if (primary.length === 0 && secondary.length === 0 && !section.chart_data) return <NoData />;
  return (
    <div className="space-y-5">
      {primary.length > 0 && (
        <div>
          <h3 className={h3}>{t("sections.primaryMetrics")}</h3>
          <dl className="mt-2 grid gap-3 sm:grid-cols-3">
            {primary.map((m) => (
              <div key={m.key} className={tile}>
                <dt className="text-xs text-slate-500 dark:text-slate-400">{sayWords(m.label)}</dt>
                <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums dark:text-white">{formatFigure(m.value, m.format)}</dd>
                <dd className="mt-0.5 text-xs">
                  <Change value={m.change} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {secondary.length > 0 && (
        <div>
          <h3 className={h3}>{t("sections.secondaryMetrics")}</h3>
          <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
            {secondary.map((m) => (
              <div key={m.key} className="flex justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
                <dt className="text-slate-600 dark:text-slate-400">{sayWords(m.label)}</dt>
                <dd className="font-medium text-slate-900 tabular-nums dark:text-white">{formatFigure(m.value, m.format)}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {section.chart_data && <SectionChart title={section.title || t("sections.chart")} chart={section.chart_data} />}
    </div>
  );
}

function TrendAnalysis({ section }: { section: Section }) {
  const t = useReportsT();
  const trends = section.event_trends ?? [];
  const insights = section.insights ?? [];
  if (trends.length === 0 && insights.length === 0) return <NoData />;
  return (
    <div className="space-y-5">
      {trends.length > 0 && (
        <div>
          <h3 className={h3}>{t("sections.eventTrends")}</h3>
          <ul className="mt-2 space-y-2">
            {trends.map((e) => (
              <li key={e.event} className={`flex flex-wrap items-center justify-between gap-2 text-sm ${tile}`}>
                <span className="font-medium text-slate-900 dark:text-white">{sayWords(e.label)}</span>
                <span className="text-slate-600 tabular-nums dark:text-slate-400">
                  {t("sections.events", { total: formatFigure(e.total_events), previous: formatFigure(e.previous_events) })}
                </span>
                <span className={DIRECTION_TONE[e.trend_direction]}>
                  <span aria-hidden="true">{ARROWS[e.trend_direction]} </span>
                  {e.change === null ? <Change value={null} /> : formatChange(e.change)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h3 className={h3}>{t("sections.insights")}</h3>
        {insights.length === 0 ? (
          <PanelMessage icon="chart" title={t("sections.empty.noInsights")} />
        ) : (
          <ul className="mt-2 space-y-2">
            {insights.map((insight, i) => (
              <li key={i} className={`flex items-start justify-between gap-2 text-sm ${tile}`}>
                <p className="text-slate-700 dark:text-slate-300">{sayWords(insight.description)}</p>
                {insight.significance && <Badge level={insight.significance}>{t("sections.significance", { level: t(`sections.level.${insight.significance}`) })}</Badge>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function PerformanceInsights({ section }: { section: Section }) {
  const t = useReportsT();
  const insights = section.insights ?? [];
  if (insights.length === 0) return <PanelMessage icon="chart" title={t("sections.empty.noInsights")} />;
  return (
    <ul className="space-y-3">
      {insights.map((insight, i) => (
        <li key={i} className={tile}>
          <div className="flex items-start justify-between gap-2">
            <p className="text-sm font-semibold text-slate-900 dark:text-white">{sayWords(insight.title ?? insight.description)}</p>
            {insight.severity && <Badge level={insight.severity}>{t("sections.priority", { level: t(`sections.level.${insight.severity}`) })}</Badge>}
          </div>
          {insight.title && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{sayWords(insight.description)}</p>}
          {(insight.recommendations?.length ?? 0) > 0 && (
            <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
              {insight.recommendations!.map((r, j) => (
                <li key={j}>{sayWords(r)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function AlertsWarnings({ section }: { section: Section }) {
  const t = useReportsT();
  const alerts = section.alerts ?? [];
  const summary = section.summary ?? {
    critical: alerts.filter((a) => a.severity === "critical").length,
    warning: alerts.filter((a) => a.severity === "warning").length,
    info: alerts.filter((a) => a.severity === "info").length,
    total_alerts: alerts.length,
  };
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {([...SEVERITIES, "total_alerts"] as const).map((key) => (
          <div key={key} className={tile}>
            <dt className="text-xs text-slate-500 dark:text-slate-400">{t(`sections.alertsSummary.${key}`)}</dt>
            <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums dark:text-white">{summary[key]}</dd>
          </div>
        ))}
      </dl>
      {alerts.length === 0 ? (
        <PanelMessage icon="check" title={t("sections.allClear")}>
          {t("sections.allClearBody")}
        </PanelMessage>
      ) : (
        alertsBySeverity(alerts).map((group) => (
          <div key={group.severity}>
            <h3 className={h3}>{t(`sections.severity.${group.severity}`)}</h3>
            <ul className="mt-2 space-y-2">
              {group.alerts.map((a, i) => (
                <li key={i} className={`rounded-lg border px-3 py-2 text-sm ${SEVERITY_TONE[group.severity]}`}>
                  <p className="font-medium">{sayWords(a.title)}</p>
                  <p>{sayWords(a.description)}</p>
                  <p className="mt-1 text-xs tabular-nums opacity-80">
                    {t("sections.alertValue", { value: formatFigure(a.metric_value), threshold: formatFigure(a.threshold_value) })}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </div>
  );
}

function TableSection({ section }: { section: Section }) {
  const t = useReportsT();
  const headers = section.headers ?? [];
  const rows = section.data ?? [];
  if (rows.length === 0) return <NoData />;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{section.title || t("sections.generic")}</caption>
        {headers.length > 0 && (
          <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase dark:border-slate-700 dark:text-slate-400">
            <tr>
              {headers.map((h, i) => (
                <th key={i} scope="col" className="px-3 py-2 font-medium">
                  {typeof h === "string" ? metricLabel(h) : sayWords(h)}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j} className="px-3 py-2 text-slate-700 tabular-nums dark:text-slate-300">
                  {cellText(cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Recommendations({ section }: { section: Section }) {
  const t = useReportsT();
  const items = section.recommendations ?? [];
  if (items.length === 0) return <PanelMessage icon="check" title={t("sections.empty.noRecommendations")} />;
  return (
    <ol className="space-y-3">
      {items.map((r, i) => (
        <li key={i} className={`flex gap-3 ${tile}`}>
          <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-xs font-semibold text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
            {i + 1}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex items-start justify-between gap-2">
              <p className="text-sm font-semibold text-slate-900 dark:text-white">{sayWords(r.title)}</p>
              <Badge level={r.priority}>{t("sections.priority", { level: t(`sections.level.${r.priority}`) })}</Badge>
            </div>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{sayWords(r.description)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A text section: sanitized HTML (rich text), or paragraphs split on newlines. */
export function TextSection({ section }: { section: Pick<Section, "content" | "format"> }) {
  if (section.format === "html") {
    return (
      <div
        className="prose-report space-y-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300 [&_a]:text-indigo-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:text-base [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(section.content ?? "") }}
      />
    );
  }
  const paragraphs = textParagraphs(section.content);
  if (paragraphs.length === 0) return <NoData />;
  return (
    <div className="space-y-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** Any other type: its fields as JSON. */
export function RawSection({ section }: { section: Section }) {
  const t = useReportsT();
  const { id: _id, type: _type, title: _title, order_index: _order, generated_at: _generated, auto_generated: _auto, basis: _basis, note: _note, ...rest } = section;
  return (
    <pre aria-label={t("sections.raw")} tabIndex={0} className="max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 text-xs text-slate-800 dark:bg-slate-800/60 dark:text-slate-200">
      {JSON.stringify(rest, null, 2)}
    </pre>
  );
}

function NoData() {
  const t = useReportsT();
  return (
    <PanelMessage icon="inbox" title={t("sections.empty.noData")}>
      {t("sections.empty.noDataBody")}
    </PanelMessage>
  );
}

/**
 * One section's body by its type (spec 2 §2.2). `narrative` replaces the executive summary's narrative text
 * (the editor's textarea).
 */
export function SectionBody({ section, narrative }: { section: Section; narrative?: ReactNode }) {
  switch (section.type) {
    case "executive_summary":
      return <ExecutiveSummary section={section} narrative={narrative} />;
    case "metrics_dashboard":
      return <MetricsDashboard section={section} />;
    case "trend_analysis":
      return <TrendAnalysis section={section} />;
    case "performance_insights":
      return <PerformanceInsights section={section} />;
    case "alerts_warnings":
      return <AlertsWarnings section={section} />;
    case "user_activity":
    case "assessment_summary":
    case "table":
      return <TableSection section={section} />;
    case "recommendations":
      return <Recommendations section={section} />;
    case "text":
      return <TextSection section={section} />;
    default:
      return <RawSection section={section} />;
  }
}

/** The section's `basis` and `note`, in small text under it. */
export function SectionFootnotes({ section }: { section: Pick<Section, "basis" | "note"> }) {
  const t = useReportsT();
  if (!section.basis && !section.note) return null;
  return (
    <div className="mt-4 space-y-1 border-t border-slate-100 pt-3 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
      {section.note && <p>{sayWords(section.note)}</p>}
      {section.basis && <p>{t("sections.basis", { basis: sayWords(section.basis) })}</p>}
    </div>
  );
}
