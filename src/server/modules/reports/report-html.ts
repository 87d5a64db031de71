/**
 * A report as one standalone, printable HTML document (spec 2 §2.2, every renderer): no script, no outside
 * resource, every word escaped; tables as <table>, charts as inline SVG drawn from the shared chart geometry.
 */
import { changeUnit, round1 } from "../../../domain/reporting/sections/change.ts";
import { englishReportWords as say } from "../../i18n/report-words.ts";
import type { TReportInstance, TReportSection } from "../../../contracts/reports.ts";
import { chartGeometry, type ChartData } from "../../../shared/chart-geometry.ts";
import { EMPTY_STATES, formatChange, formatFigure, isKnownSectionType, metricLabel, SEVERITY_ORDER, trendArrow, trendOf } from "../../../domain/reporting/section-format.ts";
import { statusLabel } from "../../../domain/reporting/reports.ts";
import { escapeHtml as esc } from "../../mail/templates.ts";
import { orderedSections, sectionText } from "./content.ts";

const SERIES_COLOURS = ["#3f51b5", "#1e9e5a", "#e47b1c", "#c0262d", "#7b1fa2", "#00838f"];

const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${esc(p)}</p>`)
    .join("");

/** A change in its unit: "+4.2%", "−8.3 points". */
function formatUnitChange(v: number | null | undefined, unit: "points" | "percent"): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return "—";
  if (unit === "percent") return formatChange(v);
  const r = round1(v);
  const size = `${Math.abs(r)} ${Math.abs(r) === 1 ? "point" : "points"}`;
  return r > 0 ? `+${size}` : r < 0 ? `−${size}` : size;
}

const empty = (text: string) => `<p class="empty">${esc(text)}</p>`;

function table(headers: readonly string[], rows: readonly (readonly (string | number | null)[])[], cls = ""): string {
  const head = headers.length ? `<thead><tr>${headers.map((h) => `<th>${esc(h)}</th>`).join("")}</tr></thead>` : "";
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c === null ? "—" : String(c))}</td>`).join("")}</tr>`).join("");
  return `<table${cls ? ` class="${cls}"` : ""}>${head}<tbody>${body}</tbody></table>`;
}

/** The chart as inline SVG (lines or bars), with its legend. */
function chartSvg(data: ChartData): string {
  if (!data.points.length || !data.series.length) return empty(EMPTY_STATES.data);
  const W = 640;
  const H = 220;
  const box = { x: 48, y: 10, width: W - 60, height: H - 40 };
  const g = chartGeometry(data, box);
  const grid = g.ticks
    .map(
      (t) =>
        `<line x1="${box.x}" x2="${box.x + box.width}" y1="${t.y.toFixed(1)}" y2="${t.y.toFixed(1)}" stroke="#e3e6ea"/><text x="${box.x - 6}" y="${(t.y + 3).toFixed(1)}" text-anchor="end">${esc(formatFigure(t.value))}</text>`,
    )
    .join("");
  const labels = g.labels.map((l) => `<text x="${l.x.toFixed(1)}" y="${H - 12}" text-anchor="middle">${esc(l.text)}</text>`).join("");
  const marks = g.series
    .map((s, i) => {
      const c = SERIES_COLOURS[i % SERIES_COLOURS.length];
      if (g.kind === "bar")
        return s.bars.map((b) => `<rect x="${b.x.toFixed(1)}" y="${b.y.toFixed(1)}" width="${b.width.toFixed(1)}" height="${b.height.toFixed(1)}" fill="${c}"/>`).join("");
      const pts = s.points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");
      return `<polyline fill="none" stroke="${c}" stroke-width="2" points="${pts}"/>${s.points.map((p) => `<circle cx="${p.x.toFixed(1)}" cy="${p.y.toFixed(1)}" r="2.5" fill="${c}"/>`).join("")}`;
    })
    .join("");
  const legend = g.series.map((s, i) => `<span><i style="background:${SERIES_COLOURS[i % SERIES_COLOURS.length]}"></i>${esc(metricLabel(s.name))}</span>`).join("");
  return `<figure class="chart"><svg viewBox="0 0 ${W} ${H}" role="img" aria-label="Chart">${grid}${labels}${marks}</svg><figcaption>${legend}</figcaption></figure>`;
}

function executive(s: TReportSection): string {
  let out = "";
  const km = Object.entries(s.key_metrics ?? {});
  if (km.length)
    out += `<div class="metrics">${km.map(([k, v]) => `<div class="metric"><span>${esc(metricLabel(k))}</span><strong>${esc(formatFigure(v))}</strong></div>`).join("")}</div>`;
  if (s.narrative) out += `<div class="narrative">${paragraphs(say(s.narrative))}</div>`;
  if (s.highlights?.length) {
    out += `<h3>Highlights</h3><ul class="highlights">${s.highlights.map((h) => `<li class="${h.type}"><strong>${esc(say(h.title))}</strong> ${esc(say(h.description))}</li>`).join("")}</ul>`;
  }
  const tr = Object.entries(s.trends ?? {});
  if (tr.length) {
    out += `<h3>Trends</h3>${table(
      ["Measure", "Change", ""],
      tr.map(([k, v]) => [metricLabel(k), formatUnitChange(v, changeUnit(k)), trendArrow(trendOf(v))]),
    )}`;
  }
  return out;
}

function metrics(s: TReportSection): string {
  let out = "";
  if (s.primary_metrics?.length) {
    out += table(
      ["Metric", "Value", "Change", "Trend"],
      s.primary_metrics.map((m) => [say(m.label), formatFigure(m.value, m.format), formatChange(m.change), trendArrow(m.trend)]),
      "primary",
    );
  }
  if (s.secondary_metrics?.length)
    out += table(
      ["Metric", "Value"],
      s.secondary_metrics.map((m) => [say(m.label), formatFigure(m.value, m.format)]),
    );
  if (s.chart_data) out += chartSvg(s.chart_data);
  return out;
}

function trends(s: TReportSection): string {
  let out = "";
  if (s.event_trends?.length) {
    out += table(
      ["Event", "Total events", "Previous period", "Change", "Direction"],
      s.event_trends.map((e) => [say(e.label), e.total_events, e.previous_events, formatChange(e.change), `${trendArrow(e.trend_direction)} ${e.trend_direction}`]),
    );
  }
  return out + insights(s);
}

function insights(s: TReportSection): string {
  if (!s.insights?.length) return s.type === "trend_analysis" && s.event_trends?.length ? "" : empty(EMPTY_STATES.insights);
  return `<ul class="insights">${s.insights
    .map((i) => {
      const level = i.severity ?? i.significance;
      const recs = i.recommendations?.length ? `<ul>${i.recommendations.map((r) => `<li>${esc(say(r))}</li>`).join("")}</ul>` : "";
      return `<li>${i.title ? `<strong>${esc(say(i.title))}</strong> ` : ""}${level ? `<span class="tag ${level}">${esc(i.severity ? `${level} priority` : `${level} significance`)}</span>` : ""}<p>${esc(say(i.description))}</p>${recs}</li>`;
    })
    .join("")}</ul>`;
}

function alerts(s: TReportSection): string {
  let out = "";
  if (s.summary) out += table(["Critical", "Warning", "Info", "Total alerts"], [[s.summary.critical, s.summary.warning, s.summary.info, s.summary.total_alerts]]);
  if (!s.alerts?.length) return out + `<p class="clear">${esc(EMPTY_STATES.alerts)}</p>`;
  for (const sev of SEVERITY_ORDER) {
    const group = s.alerts.filter((a) => a.severity === sev);
    if (!group.length) continue;
    out += `<h3 class="${sev}">${esc(metricLabel(sev))} (${group.length})</h3>${table(
      ["Alert", "Description", "Value", "Threshold"],
      group.map((a) => [say(a.title), say(a.description), formatFigure(a.metric_value), formatFigure(a.threshold_value)]),
    )}`;
  }
  return out;
}

function recommendations(s: TReportSection): string {
  if (!s.recommendations?.length) return empty(EMPTY_STATES.recommendations);
  return `<ol class="recommendations">${s.recommendations.map((r) => `<li><strong>${esc(say(r.title))}</strong> <span class="tag ${r.priority}">${esc(r.priority)} priority</span><p>${esc(say(r.description))}</p></li>`).join("")}</ol>`;
}

function dataTable(s: TReportSection): string {
  let out = "";
  const km = Object.entries(s.key_metrics ?? {});
  if (km.length)
    out += table(
      ["Measure", "Value"],
      km.map(([k, v]) => [metricLabel(k), formatFigure(v)]),
    );
  if (s.headers?.length || s.data?.length)
    out += s.data?.length
      ? table(
          (s.headers ?? []).map((h) => (typeof h === "string" ? metricLabel(h) : say(h))),
          s.data.map((r) => r.map((c) => (c !== null && typeof c === "object" ? say(c) : c))),
        )
      : empty(EMPTY_STATES.data);
  else if (!km.length) out += empty(EMPTY_STATES.data);
  return out;
}

/** One section's body by its type (spec 2 §2.2 renderers). */
export function sectionBody(s: TReportSection): string {
  let body: string;
  switch (s.type) {
    case "executive_summary":
      body = executive(s);
      break;
    case "metrics_dashboard":
      body = metrics(s);
      break;
    case "trend_analysis":
      body = trends(s);
      break;
    case "performance_insights":
      body = insights(s);
      break;
    case "alerts_warnings":
      body = alerts(s);
      break;
    case "recommendations":
      body = recommendations(s);
      break;
    case "text":
      body = paragraphs(sectionText(s)) || empty(EMPTY_STATES.data);
      break;
    case "table":
    case "user_activity":
    case "assessment_summary":
      body = dataTable(s);
      break;
    default:
      body = isKnownSectionType(s.type) ? "" : `<pre>${esc(JSON.stringify(s, null, 2))}</pre>`;
  }
  if (!body) body = empty(EMPTY_STATES.data);
  const note = s.note ? `<p class="note">${esc(say(s.note))}</p>` : "";
  const basis = s.basis ? `<p class="basis">${esc(say(s.basis))}</p>` : "";
  return body + note + basis;
}

const STYLE = `
body{font:14px/1.5 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:#1f2937;max-width:860px;margin:32px auto;padding:0 24px}
header{border-bottom:2px solid #3f51b5;margin-bottom:24px;padding-bottom:12px}h1{margin:0 0 6px;font-size:26px}
.meta{color:#5b6472}.status{display:inline-block;border:1px solid #3f51b5;color:#3f51b5;border-radius:999px;padding:0 10px;font-size:12px;text-transform:uppercase}
section{margin:28px 0;break-inside:auto}section+section{border-top:1px solid #e3e6ea;padding-top:18px}h2{font-size:19px;margin:0 0 4px}
.generated{color:#9aa1ab;font-size:12px;margin:0 0 12px}h3{font-size:15px;margin:16px 0 6px}
table{border-collapse:collapse;width:100%;margin:8px 0 14px;font-size:13px}th,td{border-bottom:1px solid #e3e6ea;padding:5px 8px;text-align:left;vertical-align:top}th{color:#5b6472;font-weight:600}
.metrics{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:10px;margin-bottom:12px}.metric{background:#f6f7f9;border-radius:6px;padding:8px 10px}.metric span{display:block;color:#5b6472;font-size:12px}.metric strong{font-size:20px}
.highlights li.positive{color:#1e7a46}.highlights li.negative{color:#b3261e}.tag{font-size:11px;border-radius:999px;padding:0 8px;background:#edf0f3;margin-left:4px}
.tag.high,.critical{color:#b3261e}.tag.medium,.warning{color:#a86a00}.tag.low,.info{color:#2f6fdb}.empty,.note,.basis{color:#5b6472;font-style:italic}.clear{color:#1e7a46;font-weight:600}
.chart svg{width:100%;height:auto;font-size:10px;fill:#5b6472}.chart figcaption span{margin-right:14px;font-size:12px}.chart i{display:inline-block;width:10px;height:10px;margin-right:4px;border-radius:2px}
pre{background:#f6f7f9;padding:10px;overflow:auto;font-size:12px}nav ol{padding-left:20px}
@media print{body{margin:0;max-width:none}section{break-before:page}section:first-of-type{break-before:auto}a{color:inherit}}`;

/** The whole report as a standalone HTML document. */
export function reportHtmlDocument(r: TReportInstance, exportedAt: Date): string {
  const sections = orderedSections(r.content);
  const toc = sections.length
    ? `<nav><h2>Contents</h2><ol>${sections.map((s) => `<li><a href="#s-${esc(s.id)}">${esc(s.title)}</a></li>`).join("")}</ol></nav>`
    : empty(EMPTY_STATES.data);
  const body = sections
    .map(
      (s) =>
        `<section id="s-${esc(s.id)}"><h2>${esc(s.title)}</h2><p class="generated">${
          s.generated_at ? `Generated ${esc(s.generated_at.slice(0, 16).replace("T", " "))} UTC` : "Not generated"
        }${s.period ? ` · period ${esc(s.period.start)} to ${esc(s.period.end)}` : ""}</p>${sectionBody(s)}</section>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(r.title)}</title><style>${STYLE}</style></head>
<body><header><h1>${esc(r.title)}</h1>
<p class="meta">${esc(r.report_period_start)} to ${esc(r.report_period_end)} · ${esc(r.created_by_user.full_name || "Unknown author")} · <span class="status">${esc(statusLabel(r.status))}</span></p>
<p class="meta">${esc(r.template.name)} (${esc(r.type)}) · version ${r.version} · exported ${esc(exportedAt.toISOString().slice(0, 16).replace("T", " "))} UTC</p></header>
${toc}
${body}
</body></html>
`;
}
