/**
 * A report as one standalone, printable HTML document (spec 2 §2.2, every renderer): no script, no outside
 * resource, every word escaped; tables as <table>, charts as inline SVG drawn from the shared chart geometry.
 * Every word is the reader's: the PDF's catalog (`instance.*`) and the sections' coded words in their language,
 * numbers and dates through Intl in their locale and time zone (English on UTC when none is given).
 */
import { changeUnit, round1 } from "../../../domain/reporting/sections/change.ts";
import { reportWordsFor } from "../../i18n/report-words.ts";
import type { TReportInstance, TReportSection } from "../../../contracts/reports.ts";
import type { Words } from "../../../domain/reporting/words.ts";
import { chartGeometry, type ChartData } from "../../../shared/chart-geometry.ts";
import { isKnownSectionType, metricLabel, SEVERITY_ORDER, trendArrow, trendOf } from "../../../domain/reporting/section-format.ts";
import { escapeHtml as esc } from "../../mail/templates.ts";
import { pdfWords, type PdfWords, type ReaderLocale } from "../../pdf/kit/words.ts";
import { orderedSections, sectionText } from "./content.ts";

const SERIES_COLOURS = ["#3f51b5", "#1e9e5a", "#e47b1c", "#c0262d", "#7b1fa2", "#00838f"];
const LEVELS = ["critical", "high", "medium", "low", "warning", "info"] as const;
const NO_FIGURE = "—";

/** One reader's words: the catalog and formats, and the sections' coded words. */
export type Html = { readonly w: PdfWords; readonly say: (words: Words | null | undefined) => string };

const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${esc(p)}</p>`)
    .join("");

/** A value by its format in the reader's locale: "%" or "min" from the catalog, at most two decimals. */
function figure(w: PdfWords, v: number | null | undefined, format: "number" | "percentage" | "minutes" = "number"): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return NO_FIGURE;
  if (format === "percentage") return w.t("common.percent", { value: w.number(v, 1) });
  if (format === "minutes") return w.t("common.minutes", { value: w.number(v, 1) });
  return w.number(v, 2);
}

/** A change in percent with its sign ("+4.2%"). */
const change = (w: PdfWords, v: number | null | undefined) =>
  v === null || v === undefined || !Number.isFinite(v) ? NO_FIGURE : w.t("common.percent", { value: w.signed(round1(v), 1) });

/** A change in its unit: "+4.2%", "−8.3 points". */
function unitChange(w: PdfWords, v: number | null | undefined, unit: "points" | "percent"): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return NO_FIGURE;
  if (unit === "percent") return change(w, v);
  const r = round1(v);
  return w.t("common.points", { count: Math.abs(r), value: w.signed(r, 1) });
}

/** A severity, priority or significance level in words; an unknown level as its key in words. */
export const levelWord = (w: PdfWords, level: string) =>
  (LEVELS as readonly string[]).includes(level) ? w.t(`instance.levels.${level as (typeof LEVELS)[number]}`) : metricLabel(level);
const trendWord = (w: PdfWords, trend: "up" | "down" | "flat") => w.t(`instance.trend.${trend}`);

/** A key's label from the report words (`keys.<key>`, then `metrics.<key>`, `series.<key>`); an unknown key as words. */
export function keyLabel(h: Html, key: string): string {
  for (const group of ["keys", "metrics", "series"]) {
    const code = `${group}.${key}`;
    const text = h.say({ code });
    if (!text.endsWith(code)) return text;
  }
  return metricLabel(key);
}

const empty = (text: string) => `<p class="empty">${esc(text)}</p>`;
const noData = (h: Html) => empty(h.w.t("instance.empty.data"));

function table(headers: readonly string[], rows: readonly (readonly (string | number | null)[])[], cls = ""): string {
  const head = headers.length ? `<thead><tr>${headers.map((x) => `<th>${esc(x)}</th>`).join("")}</tr></thead>` : "";
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c === null ? NO_FIGURE : String(c))}</td>`).join("")}</tr>`).join("");
  return `<table${cls ? ` class="${cls}"` : ""}>${head}<tbody>${body}</tbody></table>`;
}

/** The chart as inline SVG (lines or bars), with its legend. */
function chartSvg(h: Html, data: ChartData): string {
  if (!data.points.length || !data.series.length) return noData(h);
  const W = 640;
  const H = 220;
  const box = { x: 48, y: 10, width: W - 60, height: H - 40 };
  const g = chartGeometry(data, box);
  const grid = g.ticks
    .map(
      (t) =>
        `<line x1="${box.x}" x2="${box.x + box.width}" y1="${t.y.toFixed(1)}" y2="${t.y.toFixed(1)}" stroke="#e3e6ea"/><text x="${box.x - 6}" y="${(t.y + 3).toFixed(1)}" text-anchor="end">${esc(figure(h.w, t.value))}</text>`,
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
  const legend = g.series.map((s, i) => `<span><i style="background:${SERIES_COLOURS[i % SERIES_COLOURS.length]}"></i>${esc(keyLabel(h, s.name))}</span>`).join("");
  return `<figure class="chart"><svg viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(h.w.t("instance.chart"))}">${grid}${labels}${marks}</svg><figcaption>${legend}</figcaption></figure>`;
}

function executive(h: Html, s: TReportSection): string {
  const { w, say } = h;
  let out = "";
  const km = Object.entries(s.key_metrics ?? {});
  if (km.length)
    out += `<div class="metrics">${km.map(([k, v]) => `<div class="metric"><span>${esc(keyLabel(h, k))}</span><strong>${esc(figure(w, v))}</strong></div>`).join("")}</div>`;
  if (s.narrative) out += `<div class="narrative">${paragraphs(say(s.narrative))}</div>`;
  if (s.highlights?.length) {
    out += `<h3>${esc(w.t("instance.highlights"))}</h3><ul class="highlights">${s.highlights.map((x) => `<li class="${esc(x.type)}"><strong>${esc(say(x.title))}</strong> ${esc(say(x.description))}</li>`).join("")}</ul>`;
  }
  const tr = Object.entries(s.trends ?? {});
  if (tr.length) {
    out += `<h3>${esc(w.t("instance.trends"))}</h3>${table(
      [w.t("instance.columns.measure"), w.t("instance.columns.change"), w.t("instance.columns.trend")],
      tr.map(([k, v]) => [keyLabel(h, k), unitChange(w, v, changeUnit(k)), `${trendArrow(trendOf(v))} ${trendWord(w, trendOf(v))}`]),
    )}`;
  }
  return out;
}

function metrics(h: Html, s: TReportSection): string {
  const { w, say } = h;
  let out = "";
  if (s.primary_metrics?.length) {
    out += table(
      [w.t("instance.columns.metric"), w.t("instance.columns.value"), w.t("instance.columns.change"), w.t("instance.columns.trend")],
      s.primary_metrics.map((m) => [say(m.label), figure(w, m.value, m.format), change(w, m.change), `${trendArrow(m.trend)} ${trendWord(w, m.trend)}`]),
      "primary",
    );
  }
  if (s.secondary_metrics?.length)
    out += table(
      [w.t("instance.columns.metric"), w.t("instance.columns.value")],
      s.secondary_metrics.map((m) => [say(m.label), figure(w, m.value, m.format)]),
    );
  if (s.chart_data) out += chartSvg(h, s.chart_data);
  return out;
}

function trends(h: Html, s: TReportSection): string {
  const { w, say } = h;
  let out = "";
  if (s.event_trends?.length) {
    out += table(
      [
        w.t("instance.columns.event"),
        w.t("instance.columns.totalEvents"),
        w.t("instance.columns.previousPeriod"),
        w.t("instance.columns.change"),
        w.t("instance.columns.direction"),
      ],
      s.event_trends.map((e) => [
        say(e.label),
        figure(w, e.total_events),
        figure(w, e.previous_events),
        change(w, e.change),
        `${trendArrow(e.trend_direction)} ${trendWord(w, e.trend_direction)}`,
      ]),
    );
  }
  return out + insights(h, s);
}

function insights(h: Html, s: TReportSection): string {
  const { w, say } = h;
  if (!s.insights?.length) return s.type === "trend_analysis" && s.event_trends?.length ? "" : empty(w.t("instance.empty.insights"));
  return `<ul class="insights">${s.insights
    .map((i) => {
      const level = i.severity ?? i.significance;
      const recs = i.recommendations?.length ? `<ul>${i.recommendations.map((r) => `<li>${esc(say(r))}</li>`).join("")}</ul>` : "";
      const tag = level ? `<span class="tag ${esc(level)}">${esc(w.t(i.severity ? "instance.priority" : "instance.significance", { level: levelWord(w, level) }))}</span>` : "";
      const title = say(i.title);
      return `<li>${title ? `<strong>${esc(title)}</strong> ` : ""}${tag}<p>${esc(say(i.description))}</p>${recs}</li>`;
    })
    .join("")}</ul>`;
}

function alerts(h: Html, s: TReportSection): string {
  const { w, say } = h;
  let out = "";
  if (s.summary)
    out += table(
      [w.t("instance.alertCounts.critical"), w.t("instance.alertCounts.warning"), w.t("instance.alertCounts.info"), w.t("instance.alertCounts.total")],
      [[s.summary.critical, s.summary.warning, s.summary.info, s.summary.total_alerts].map((n) => w.number(n))],
    );
  if (!s.alerts?.length) return out + `<p class="clear">${esc(w.t("instance.empty.alerts"))}</p>`;
  for (const sev of SEVERITY_ORDER) {
    const group = s.alerts.filter((a) => a.severity === sev);
    if (!group.length) continue;
    out += `<h3 class="${sev}">${esc(levelWord(w, sev))} (${esc(w.number(group.length))})</h3>${table(
      [w.t("instance.columns.alert"), w.t("instance.columns.description"), w.t("instance.columns.value"), w.t("instance.columns.threshold")],
      group.map((a) => [say(a.title), say(a.description), figure(w, a.metric_value), figure(w, a.threshold_value)]),
    )}`;
  }
  return out;
}

function recommendations(h: Html, s: TReportSection): string {
  const { w, say } = h;
  if (!s.recommendations?.length) return empty(w.t("instance.empty.recommendations"));
  return `<ol class="recommendations">${s.recommendations
    .map(
      (r) =>
        `<li><strong>${esc(say(r.title))}</strong> <span class="tag ${esc(r.priority)}">${esc(w.t("instance.priority", { level: levelWord(w, r.priority) }))}</span><p>${esc(say(r.description))}</p></li>`,
    )
    .join("")}</ol>`;
}

function dataTable(h: Html, s: TReportSection): string {
  const { w, say } = h;
  let out = "";
  const km = Object.entries(s.key_metrics ?? {});
  if (km.length)
    out += table(
      [w.t("instance.columns.measure"), w.t("instance.columns.value")],
      km.map(([k, v]) => [keyLabel(h, k), figure(w, v)]),
    );
  if (s.headers?.length || s.data?.length)
    out += s.data?.length
      ? table(
          (s.headers ?? []).map((x) => (typeof x === "string" ? metricLabel(x) : say(x))),
          s.data.map((r) => r.map((c) => (typeof c === "number" ? figure(w, c) : c !== null && typeof c === "object" ? say(c) : c))),
        )
      : noData(h);
  else if (!km.length) out += noData(h);
  return out;
}

/** One section's body by its type (spec 2 §2.2 renderers). */
function sectionBody(h: Html, s: TReportSection): string {
  let body: string;
  switch (s.type) {
    case "executive_summary":
      body = executive(h, s);
      break;
    case "metrics_dashboard":
      body = metrics(h, s);
      break;
    case "trend_analysis":
      body = trends(h, s);
      break;
    case "performance_insights":
      body = insights(h, s);
      break;
    case "alerts_warnings":
      body = alerts(h, s);
      break;
    case "recommendations":
      body = recommendations(h, s);
      break;
    case "text":
      body = paragraphs(sectionText(s)) || noData(h);
      break;
    case "table":
    case "user_activity":
    case "assessment_summary":
      body = dataTable(h, s);
      break;
    default:
      body = isKnownSectionType(s.type) ? "" : `<pre>${esc(JSON.stringify(s, null, 2))}</pre>`;
  }
  if (!body) body = noData(h);
  const note = s.note ? `<p class="note">${esc(h.say(s.note))}</p>` : "";
  const basis = s.basis ? `<p class="basis">${esc(h.say(s.basis))}</p>` : "";
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

/** The whole report as a standalone HTML document, in the reader's language and time zone (English on UTC by default). */
export function reportHtmlDocument(r: TReportInstance, exportedAt: Date, reader: ReaderLocale = {}): string {
  const w = pdfWords(reader);
  const h: Html = { w, say: reportWordsFor({ locale: w.locale }) };
  const t = w.t;
  const sections = orderedSections(r.content);
  const toc = sections.length
    ? `<nav><h2>${esc(t("instance.contents"))}</h2><ol>${sections.map((s) => `<li><a href="#s-${esc(s.id)}">${esc(s.title)}</a></li>`).join("")}</ol></nav>`
    : noData(h);
  const body = sections
    .map((s) => {
      const when = s.generated_at ? t("instance.generated", { date: w.dateTime(s.generated_at) }) : t("instance.notGenerated");
      const line = s.period ? t("instance.period", { when, start: w.day(s.period.start), end: w.day(s.period.end) }) : when;
      return `<section id="s-${esc(s.id)}"><h2>${esc(s.title)}</h2><p class="generated">${esc(line)}</p>${sectionBody(h, s)}</section>`;
    })
    .join("\n");
  const generated = r.generated_at ? t("instance.generated", { date: w.dateTime(r.generated_at) }) : t("instance.notGeneratedYet");
  return `<!doctype html>
<html lang="${esc(w.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(r.title)}</title><style>${STYLE}</style></head>
<body><header><h1>${esc(r.title)}</h1>
<p class="meta">${esc(t("common.range", { start: w.day(r.report_period_start), end: w.day(r.report_period_end) }))} · ${esc(r.created_by_user.full_name || t("instance.unknownAuthor"))} · <span class="status">${esc(t(`instance.statuses.${r.status}`))}</span></p>
<p class="meta">${esc(t("instance.templateLine", { template: r.template.name, type: r.type, version: w.number(r.version) }))} · ${esc(t("instance.exported", { generated, date: w.dateTime(exportedAt) }))}</p></header>
${toc}
${body}
</body></html>
`;
}
