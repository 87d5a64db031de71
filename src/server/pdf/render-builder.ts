/**
 * A Reporting Center builder report as an A4 PDF (spec 2 §2.10): its name, then each section in order — charts
 * drawn from the same geometry as the web builder's charts (shared/builder-chart-geometry.ts, the same box, so
 * the same coordinates), headline figures, tables and text — with the basis of every figure. Synchronous pdfkit
 * work: render in the worker pool (report-pool.ts, document kind "builder").
 */
import type { TBuilderConfig, TSectionData } from "../../contracts/reports.ts";
import { BUILDER_CHART_BOX, chartGeometry, chartInputOf, seriesColour, type ChartVisualization } from "../../shared/builder-chart-geometry.ts";
import { ReportDoc } from "./kit/doc.ts";
import { documentTitle, legend } from "./kit/blocks.ts";
import { drawTable } from "./kit/table.ts";
import { pdfWords, type PdfWords } from "./kit/words.ts";
import type { RenderOptions } from "./render-report.ts";
import { COLOUR, FONT, SIZE } from "./theme.ts";

/** One section as the PDF draws it: what the builder shows, with its data read on the main thread. */
export type BuilderDocumentSection = { type: "chart" | "table" | "metric" | "text"; title: string; config: TBuilderConfig; text?: string; data: TSectionData | null };
/** What the worker renders for a builder export. */
export type BuilderDocument = { name: string; organizationName: string; generatedBy: string; sections: BuilderDocumentSection[] };

/** A figure in its unit, as the PDF prints it in the reader's locale. */
export function formatFigure(w: PdfWords, v: number | string | null, unit?: TSectionData["unit"]): string {
  if (v === null) return "-";
  if (typeof v === "string") return v;
  if (unit === "percent") return w.t("common.percent", { value: w.number(v, 1, 1) });
  if (unit === "minutes") return w.t("common.minutes", { value: w.number(v, 1, 1) });
  if (unit === "percentile") return w.number(v, 1, 1);
  return Number.isInteger(v) ? w.number(v) : w.number(v, 1, 1);
}

/** A date label (YYYY-MM-DD) shortened to its month and day; other labels as they are. */
const shortLabel = (label: string) => (/^\d{4}-\d{2}-\d{2}$/.test(label) ? label.slice(5) : label);

/** Draws the chart at the cursor from the shared geometry (the same box as the web builder). */
function drawChart(rd: ReportDoc, data: TSectionData, visualization: ChartVisualization): void {
  const box = BUILDER_CHART_BOX;
  const g = chartGeometry(chartInputOf(data), visualization, box);
  if (g.kind === "empty") {
    rd.paragraph(rd.words.t("builder.noData"), { size: SIZE.small, color: COLOUR.muted });
    return;
  }
  rd.ensureSpace(box.height + 24);
  const d = rd.doc;
  const x0 = rd.left;
  const y0 = rd.y;
  d.save().translate(x0, y0);
  if (g.kind === "pie") {
    g.slices.forEach((s, i) => {
      d.save().path(s.d).fill(seriesColour(i)).restore();
    });
    d.restore();
    let ly = y0 + 8;
    g.slices.forEach((s, i) => {
      d.save()
        .rect(x0 + box.width * 0.78, ly + 1, 7, 7)
        .fill(seriesColour(i))
        .restore();
      rd.text(
        rd.fit(
          `${shortLabel(s.label)} ${formatFigure(rd.words, s.value, data.series[0]?.unit)} (${rd.words.t("common.percent", { value: rd.words.number(s.share * 100) })})`,
          box.width * 0.3,
          { size: SIZE.tiny },
        ),
        x0 + box.width * 0.78 + 10,
        ly,
        {
          size: SIZE.tiny,
        },
      );
      ly += 11;
    });
    rd.y = y0 + box.height + 6;
    return;
  }
  const p = g.plot;
  for (const t of g.yTicks) {
    d.save()
      .moveTo(p.x, t.y)
      .lineTo(p.x + p.width, t.y)
      .lineWidth(0.4)
      .strokeColor(COLOUR.rule)
      .stroke()
      .restore();
    rd.text(formatFigure(rd.words, t.value), 0, t.y - 3.5, { size: 6.5, color: COLOUR.muted, width: p.x - 4, align: "right" });
  }
  for (const t of g.xTicks) rd.text(shortLabel(t.label), t.x - 30, p.y + p.height + 5, { size: 6.5, color: COLOUR.muted, width: 60, align: "center" });
  for (const b of g.bars) d.rect(b.x, b.y, b.width, b.height).fill(seriesColour(b.series));
  for (const l of g.lines) {
    d.save().path(l.d).lineWidth(1.5).strokeColor(seriesColour(l.series)).stroke().restore();
  }
  if (g.visualization !== "bar") for (const pt of g.points) d.circle(pt.x, pt.y, g.visualization === "scatter" ? 2.5 : 1.6).fill(seriesColour(pt.series));
  d.restore();
  rd.y = y0 + box.height + 2;
  legend(
    rd,
    data.series.map((s) => s.label),
    seriesColour,
  );
}

function drawMetric(rd: ReportDoc, data: TSectionData): void {
  rd.ensureSpace(50);
  rd.text(formatFigure(rd.words, data.metric.value, data.metric.unit), rd.left, rd.y, { font: FONT.bold, size: 24 });
  rd.y += 28;
  rd.paragraph(data.metric.label, { font: FONT.bold, size: SIZE.body }, 2);
  if (data.metric.detail) rd.paragraph(data.metric.detail, { size: SIZE.small, color: COLOUR.muted });
}

function drawDataTable(rd: ReportDoc, data: TSectionData): void {
  if (!data.table.rows.length) {
    rd.paragraph(rd.words.t("builder.noData"), { size: SIZE.small, color: COLOUR.muted });
    return;
  }
  drawTable(
    rd,
    data.table.columns.map((c) => ({ title: c.label })),
    data.table.rows.map((row) => row.map((cell) => formatFigure(rd.words, cell))),
    { rowHeight: 13, after: 4 },
  );
}

/** The builder report as a PDF. */
export async function renderBuilderReport(b: BuilderDocument, opts: RenderOptions = {}): Promise<Uint8Array> {
  const generatedAt = opts.generatedAt ? new Date(opts.generatedAt) : new Date();
  const w = pdfWords(opts);
  const t = w.t;
  const rd = new ReportDoc({ compress: opts.compress, title: b.name, author: "Facetwise", subject: t("builder.docSubject"), createdAt: generatedAt, words: w });
  documentTitle(rd, b.name);
  rd.paragraph(t("builder.byline", { organization: b.organizationName, date: w.dateTime(generatedAt), person: b.generatedBy }), { size: SIZE.small, color: COLOUR.muted });
  if (!b.sections.length) rd.paragraph(t("builder.noSections"), { color: COLOUR.muted });
  for (const s of b.sections) {
    const title = s.title.trim() || t("builder.untitled");
    if (s.type === "text" || !s.data) {
      rd.sectionHeading(title, undefined, 30);
      for (const line of (s.text ?? "").split("\n")) if (line.trim()) rd.paragraph(line);
      continue;
    }
    const data = s.data;
    rd.sectionHeading(
      title,
      [
        t(`builder.sources.${s.config.dataSource}`),
        ...(s.type === "chart" ? [t(`builder.visualizations.${s.config.visualization}`)] : []),
        t("common.range", { start: w.day(data.range.start), end: w.day(data.range.end) }),
      ].join(" · "),
      s.type === "chart" ? BUILDER_CHART_BOX.height + 20 : 50,
    );
    if (data.withheld) rd.paragraph(data.withheld, { size: SIZE.small, color: COLOUR.muted });
    if (s.type === "metric") drawMetric(rd, data);
    else if (s.type === "table") drawDataTable(rd, data);
    else drawChart(rd, data, s.config.visualization);
    rd.paragraph(data.basis, { size: SIZE.tiny, color: COLOUR.faint });
  }
  rd.footer(`${b.organizationName} · ${b.name}`);
  return rd.end();
}
