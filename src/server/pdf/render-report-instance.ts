/**
 * A generated report (spec 2 §2.2, §3.1) as an A4 PDF: a cover with the header and contents, then each
 * section on a page of its own, laid out by its type as the viewer shows it (metrics grids, narratives,
 * highlights, trends, tables, alerts by severity, numbered recommendations, paragraphs) with charts drawn
 * from the shared chart geometry. Long sections run over as many pages as they need. Synchronous pdfkit
 * work: render it in the worker pool.
 */
import { changeUnit } from "../../domain/reporting/sections/change.ts";
import type { TReportInstance, TReportSection } from "../../contracts/reports.ts";
import { chartGeometry, type ChartData } from "../../shared/chart-geometry.ts";
import { isKnownSectionType, metricLabel, SEVERITY_ORDER } from "../../domain/reporting/section-format.ts";
import { sectionsInOrder, sectionText } from "../../domain/reporting/section-text.ts";
import { columnWidth } from "./layout.ts";
import { ReportDoc } from "./kit/doc.ts";
import { documentTitle, legend, note } from "./kit/blocks.ts";
import { drawTable } from "./kit/table.ts";
import { pdfWords, type PdfWords } from "./kit/words.ts";
import { reportWordsFor } from "../i18n/report-words.ts";
import type { Words } from "../../domain/reporting/words.ts";
import type { RenderOptions } from "./render-report.ts";
import { COLOUR, FONT, SIZE } from "./theme.ts";

const SERIES = ["#3f51b5", "#1e9e5a", "#e47b1c", "#c0262d", "#7b1fa2", "#00838f"];
const TONE: Record<string, string> = {
  positive: "#1e7a46",
  negative: "#b3261e",
  high: "#b3261e",
  critical: "#b3261e",
  medium: "#a86a00",
  warning: "#a86a00",
  low: "#2f6fdb",
  info: "#2f6fdb",
};
const trendOf = (v: number | null | undefined) => (v === null || v === undefined || v === 0 ? "flat" : v > 0 ? "up" : "down");
const LEVELS = ["critical", "high", "medium", "low", "warning", "info"] as const;

/** A value by its format in the reader's locale: "%" or "min" from the catalog, at most two decimals. */
function formatFigure(w: PdfWords, v: number | null | undefined, format: "number" | "percentage" | "minutes" = "number"): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return "—";
  if (format === "percentage") return w.t("common.percent", { value: w.number(v, 1) });
  if (format === "minutes") return w.t("common.minutes", { value: w.number(v, 1) });
  return w.number(v, 2);
}
/** A change in percent with its sign ("+4.2%"). */
const formatChange = (w: PdfWords, v: number | null | undefined) =>
  v === null || v === undefined || !Number.isFinite(v) ? "—" : w.t("common.percent", { value: w.signed(Math.round(v * 10) / 10, 1) });
/** A change in its unit: percent of the previous value, or percentage points for rates. */
function formatUnitChange(w: PdfWords, v: number | null | undefined, unit: "points" | "percent"): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return "—";
  if (unit === "percent") return formatChange(w, v);
  const r = Math.round(v * 10) / 10;
  return w.t("common.points", { count: Math.abs(r), value: w.signed(r, 1) });
}
/** A severity, priority or significance level in words; an unknown level as its key in words. */
const levelWord = (w: PdfWords, level: string) => ((LEVELS as readonly string[]).includes(level) ? w.t(`instance.levels.${level as (typeof LEVELS)[number]}`) : metricLabel(level));
const trendWord = (w: PdfWords, trend: "up" | "down" | "flat") => w.t(`instance.trend.${trend}`);

const writers = new Map<string, (words: Words | null | undefined) => string>();
/** The section's coded words in the reader's language (a string stored before the codes reads as given). */
function sayIn(rd: ReportDoc): (words: Words | null | undefined) => string {
  let say = writers.get(rd.words.locale);
  if (!say) writers.set(rd.words.locale, (say = reportWordsFor({ locale: rd.words.locale })));
  return say;
}
/** A key's label from the report words (`keys.<key>`, then `metrics.<key>`, `series.<key>`); an unknown key as words. */
function keyLabel(rd: ReportDoc, key: string): string {
  for (const group of ["keys", "metrics", "series"]) {
    const code = `${group}.${key}`;
    const text = sayIn(rd)({ code });
    if (!text.endsWith(code)) return text;
  }
  return metricLabel(key);
}

/** Pieces of at most `max` characters, cut at spaces (a block taller than a page would break the cursor). */
export function pieces(text: string, max = 1200): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const cut = rest.lastIndexOf(" ", max);
    const at = cut > max / 2 ? cut : max;
    out.push(rest.slice(0, at));
    rest = rest.slice(at).trimStart();
  }
  if (rest) out.push(rest);
  return out;
}

function paragraphs(rd: ReportDoc, text: string): void {
  for (const p of text.split(/\n+/).map((x) => x.trim())) for (const piece of pieces(p)) rd.paragraph(piece);
}

/** A grid of figures, four to a row. */
function metricGrid(rd: ReportDoc, items: readonly { label: string; value: string; sub?: string }[]): void {
  const per = 4;
  const gap = 8;
  const w = columnWidth(rd.width, per, gap);
  const h = 44;
  for (let i = 0; i < items.length; i += per) {
    rd.ensureSpace(h + gap);
    items.slice(i, i + per).forEach((m, j) => {
      const x = rd.left + j * (w + gap);
      rd.doc.save().roundedRect(x, rd.y, w, h, 4).fill(COLOUR.panel).restore();
      rd.text(rd.fit(m.label, w - 12, { size: SIZE.tiny }), x + 6, rd.y + 6, { size: SIZE.tiny, color: COLOUR.muted });
      rd.text(rd.fit(m.value, w - 12, { font: FONT.bold, size: 14 }), x + 6, rd.y + 17, { font: FONT.bold, size: 14 });
      if (m.sub) rd.text(rd.fit(m.sub, w - 12, { size: SIZE.tiny }), x + 6, rd.y + 34, { size: SIZE.tiny, color: COLOUR.muted });
    });
    rd.y += h + gap;
  }
}

/** Lines or bars of the chart's series in a box, with a y axis, day labels and a legend. */
export function drawChart(rd: ReportDoc, data: ChartData): void {
  if (!data.points.length || !data.series.length) return note(rd, rd.words.t("instance.empty.data"));
  const height = 170;
  rd.ensureSpace(height + 40);
  const box = { x: rd.left + 36, y: rd.y + 4, width: rd.width - 44, height };
  const g = chartGeometry(data, box);
  const d = rd.doc;
  for (const t of g.ticks) {
    d.save()
      .moveTo(box.x, t.y)
      .lineTo(box.x + box.width, t.y)
      .lineWidth(0.4)
      .strokeColor(COLOUR.rule)
      .stroke()
      .restore();
    rd.text(formatFigure(rd.words, t.value), rd.left, t.y - 3, { size: 6, color: COLOUR.muted, width: 32, align: "right" });
  }
  for (const l of g.labels) rd.text(rd.fit(l.text, 60, { size: 6 }), l.x - 30, box.y + box.height + 4, { size: 6, color: COLOUR.muted, width: 60, align: "center" });
  g.series.forEach((s, i) => {
    const c = SERIES[i % SERIES.length];
    if (g.kind === "bar") {
      for (const b of s.bars) if (b.height > 0) d.save().rect(b.x, b.y, Math.max(0.5, b.width), b.height).fill(c).restore();
      return;
    }
    if (s.points.length > 1) {
      d.save().moveTo(s.points[0].x, s.points[0].y);
      for (const p of s.points.slice(1)) d.lineTo(p.x, p.y);
      d.lineWidth(1.4).strokeColor(c).stroke().restore();
    }
    for (const p of s.points) d.save().circle(p.x, p.y, 1.6).fill(c).restore();
  });
  rd.y = box.y + box.height + 16;
  legend(
    rd,
    g.series.map((s) => keyLabel(rd, s.name)),
    (i) => SERIES[i % SERIES.length],
    16,
  );
}

function executive(rd: ReportDoc, s: TReportSection): void {
  const km = Object.entries(s.key_metrics ?? {});
  if (km.length)
    metricGrid(
      rd,
      km.map(([k, v]) => ({ label: keyLabel(rd, k), value: formatFigure(rd.words, v) })),
    );
  if (s.narrative) paragraphs(rd, sayIn(rd)(s.narrative));
  if (s.highlights?.length) {
    rd.subheading(rd.words.t("instance.highlights"));
    for (const h of s.highlights) rd.paragraph(`•  ${sayIn(rd)(h.title)}: ${sayIn(rd)(h.description)}`, { size: SIZE.small, color: TONE[h.type] ?? COLOUR.ink }, 3);
  }
  const tr = Object.entries(s.trends ?? {});
  if (tr.length) {
    rd.subheading(rd.words.t("instance.trends"));
    drawTable(
      rd,
      [
        { title: rd.words.t("instance.columns.measure"), weight: 3 },
        { title: rd.words.t("instance.columns.change"), weight: 1, align: "right" },
        { title: rd.words.t("instance.columns.trend"), weight: 1, align: "right" },
      ],
      tr.map(([k, v]) => [keyLabel(rd, k), formatUnitChange(rd.words, v, changeUnit(k)), trendWord(rd.words, trendOf(v))]),
    );
  }
}

function insights(rd: ReportDoc, s: TReportSection): void {
  if (!s.insights?.length) return note(rd, rd.words.t("instance.empty.insights"));
  for (const i of s.insights) {
    const level = i.severity ?? i.significance;
    const head = [sayIn(rd)(i.title), level ? rd.words.t(i.severity ? "instance.priority" : "instance.significance", { level: levelWord(rd.words, level) }) : null]
      .filter(Boolean)
      .join(" · ");
    if (head) rd.subheading(head, 20);
    rd.paragraph(sayIn(rd)(i.description), { size: SIZE.small });
    for (const r of i.recommendations ?? []) rd.paragraph(`•  ${sayIn(rd)(r)}`, { size: SIZE.small }, 3);
  }
}

function alerts(rd: ReportDoc, s: TReportSection): void {
  if (s.summary) {
    metricGrid(rd, [
      { label: rd.words.t("instance.alertCounts.critical"), value: rd.words.number(s.summary.critical) },
      { label: rd.words.t("instance.alertCounts.warning"), value: rd.words.number(s.summary.warning) },
      { label: rd.words.t("instance.alertCounts.info"), value: rd.words.number(s.summary.info) },
      { label: rd.words.t("instance.alertCounts.total"), value: rd.words.number(s.summary.total_alerts) },
    ]);
  }
  if (!s.alerts?.length) return rd.paragraph(rd.words.t("instance.empty.alerts"), { font: FONT.bold, color: TONE.positive });
  for (const sev of SEVERITY_ORDER) {
    const group = s.alerts.filter((a) => a.severity === sev);
    if (!group.length) continue;
    rd.subheading(`${levelWord(rd.words, sev)} (${rd.words.number(group.length)})`);
    for (const a of group) {
      rd.paragraph(
        rd.words.t("instance.alertLine", { title: sayIn(rd)(a.title), value: formatFigure(rd.words, a.metric_value), threshold: formatFigure(rd.words, a.threshold_value) }),
        { font: FONT.bold, size: SIZE.small, color: TONE[sev] },
        2,
      );
      rd.paragraph(sayIn(rd)(a.description), { size: SIZE.small });
    }
  }
}

/** A table header: coded words, or a stored key as words. */
const headerLabel = (rd: ReportDoc, h: Words | undefined) => (h === undefined ? "" : typeof h === "string" ? metricLabel(h) : sayIn(rd)(h));

function dataTable(rd: ReportDoc, s: TReportSection): void {
  const km = Object.entries(s.key_metrics ?? {});
  if (km.length)
    metricGrid(
      rd,
      km.map(([k, v]) => ({ label: keyLabel(rd, k), value: formatFigure(rd.words, v) })),
    );
  const headers = s.headers ?? [];
  if (s.data?.length) {
    const n = Math.max(headers.length, ...s.data.map((r) => r.length));
    drawTable(
      rd,
      Array.from({ length: n }, (_, i) => ({ title: headerLabel(rd, headers[i]), weight: 1, align: typeof s.data![0][i] === "number" ? ("right" as const) : ("left" as const) })),
      s.data.map((r) =>
        Array.from({ length: n }, (_, i) =>
          typeof r[i] === "number"
            ? formatFigure(rd.words, r[i] as number)
            : r[i] === null || r[i] === undefined
              ? null
              : typeof r[i] === "object"
                ? sayIn(rd)(r[i] as Words)
                : String(r[i]),
        ),
      ),
    );
  } else if (!km.length) note(rd, rd.words.t("instance.empty.data"));
}

function sectionBody(rd: ReportDoc, s: TReportSection): void {
  switch (s.type) {
    case "executive_summary":
      executive(rd, s);
      break;
    case "metrics_dashboard": {
      const pm = s.primary_metrics ?? [];
      if (pm.length)
        metricGrid(
          rd,
          pm.map((m) => ({
            label: sayIn(rd)(m.label),
            value: formatFigure(rd.words, m.value, m.format),
            sub: `${formatChange(rd.words, m.change)} · ${trendWord(rd.words, m.trend)}`,
          })),
        );
      const sm = s.secondary_metrics ?? [];
      if (sm.length)
        metricGrid(
          rd,
          sm.map((m) => ({ label: sayIn(rd)(m.label), value: formatFigure(rd.words, m.value, m.format) })),
        );
      if (s.chart_data) drawChart(rd, s.chart_data);
      if (!pm.length && !sm.length && !s.chart_data) note(rd, rd.words.t("instance.empty.data"));
      break;
    }
    case "trend_analysis":
      if (s.event_trends?.length) {
        drawTable(
          rd,
          [
            { title: rd.words.t("instance.columns.event"), weight: 3 },
            { title: rd.words.t("instance.columns.totalEvents"), weight: 1.3, align: "right" },
            { title: rd.words.t("instance.columns.previous"), weight: 1.2, align: "right" },
            { title: rd.words.t("instance.columns.change"), weight: 1, align: "right" },
            { title: rd.words.t("instance.columns.direction"), weight: 1, align: "right" },
          ],
          s.event_trends.map((e) => [
            sayIn(rd)(e.label),
            formatFigure(rd.words, e.total_events),
            formatFigure(rd.words, e.previous_events),
            formatChange(rd.words, e.change),
            trendWord(rd.words, e.trend_direction),
          ]),
        );
      }
      if (s.insights?.length || !s.event_trends?.length) insights(rd, s);
      break;
    case "performance_insights":
      insights(rd, s);
      break;
    case "alerts_warnings":
      alerts(rd, s);
      break;
    case "recommendations":
      if (!s.recommendations?.length) note(rd, rd.words.t("instance.empty.recommendations"));
      s.recommendations?.forEach((r, i) => {
        rd.subheading(
          rd.words.t("instance.recommendation", { n: i + 1, title: sayIn(rd)(r.title), priority: rd.words.t("instance.priority", { level: levelWord(rd.words, r.priority) }) }),
          20,
        );
        rd.paragraph(sayIn(rd)(r.description), { size: SIZE.small });
      });
      break;
    case "text": {
      const text = sectionText(s);
      if (text.trim()) paragraphs(rd, text);
      else note(rd, rd.words.t("instance.empty.data"));
      break;
    }
    case "table":
    case "user_activity":
    case "assessment_summary":
      dataTable(rd, s);
      break;
    default:
      if (isKnownSectionType(s.type)) note(rd, rd.words.t("instance.empty.data"));
      else {
        const lines = JSON.stringify(s, null, 2).split("\n");
        for (let i = 0; i < lines.length; i += 30) for (const piece of pieces(lines.slice(i, i + 30).join("\n"))) rd.paragraph(piece, { size: SIZE.tiny, color: COLOUR.muted }, 0);
      }
  }
  if (s.note) rd.paragraph(sayIn(rd)(s.note), { font: FONT.italic, size: SIZE.small, color: COLOUR.muted });
  if (s.basis) rd.paragraph(sayIn(rd)(s.basis), { size: SIZE.tiny, color: COLOUR.muted });
}

/** The report as a PDF: the cover (header and contents), then one section after another, each from a new page. */
export async function renderReportInstance(r: TReportInstance, opts: RenderOptions = {}): Promise<Uint8Array> {
  const generatedAt = opts.generatedAt ? new Date(opts.generatedAt) : new Date();
  const w = pdfWords(opts);
  const t = w.t;
  const rd = new ReportDoc({
    compress: opts.compress,
    title: r.title,
    author: r.created_by_user.full_name || "Facetwise",
    subject: t("instance.docSubject", { template: r.template.name }),
    createdAt: generatedAt,
    words: w,
  });
  documentTitle(rd, r.title, 8);
  rd.paragraph(`${t("common.range", { start: w.day(r.report_period_start), end: w.day(r.report_period_end) })} · ${r.created_by_user.full_name || t("instance.unknownAuthor")}`, {
    size: SIZE.name,
  });
  const badge = rd.badge(t(`instance.statuses.${r.status}`), rd.left, rd.y, COLOUR.accent);
  rd.text(t("instance.templateLine", { template: r.template.name, type: r.type, version: w.number(r.version) }), rd.left + badge + 8, rd.y + 2, {
    size: SIZE.small,
    color: COLOUR.muted,
  });
  rd.y += 22;
  const generated = r.generated_at ? t("instance.generated", { date: w.dateTime(r.generated_at) }) : t("instance.notGeneratedYet");
  rd.paragraph(t("instance.exported", { generated, date: w.date(generatedAt) }), { size: SIZE.small, color: COLOUR.muted });
  const sections = sectionsInOrder(r.content.sections);
  rd.sectionHeading(t("instance.contents"), undefined, 20);
  if (!sections.length) note(rd, t("instance.empty.data"));
  sections.forEach((s, i) => rd.paragraph(`${w.number(i + 1)}.  ${s.title}`, {}, 3));
  for (const s of sections) {
    rd.addPage();
    const when = s.generated_at ? t("instance.generated", { date: w.dateTime(s.generated_at) }) : t("instance.notGenerated");
    rd.sectionHeading(s.title || metricLabel(s.type), s.period ? t("instance.period", { when, start: w.day(s.period.start), end: w.day(s.period.end) }) : when, 20);
    sectionBody(rd, s);
  }
  rd.footer(r.title);
  return rd.end();
}
