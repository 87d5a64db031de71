/**
 * A thin layer over pdfkit for the report: a vertical cursor with page breaks that never split a block,
 * text that is always printable by the built-in fonts, headings, badges, bars and the page-number footer.
 */
import PDFDocument from "pdfkit";
import { COLOUR, CONTENT_WIDTH, FONT, FOOTER_Y, MARGIN, PAGE, SIZE } from "../theme.ts";
import { fitToWidth, scaleX, winAnsiSafe } from "../layout.ts";
import type { PdfWords } from "./words.ts";

type FontName = (typeof FONT)[keyof typeof FONT];

/** How a piece of text is set. */
export interface TextStyle {
  font?: FontName;
  size?: number;
  color?: string;
  /** Wrap within this width (default: no wrapping). */
  width?: number;
  align?: "left" | "right" | "center";
  lineGap?: number;
  characterSpacing?: number;
}

/** A marker drawn on a bar (scale marks, benchmarks). */
export interface BarMark {
  value: number;
  label?: string;
  color?: string;
}

export interface ReportDocOptions {
  /** Compress content streams (default true; tests switch it off to read the text). */
  compress?: boolean;
  title: string;
  author: string;
  subject: string;
  /** Document creation date written into the PDF metadata. */
  createdAt: Date;
  /** The reader's words and formats (the footer's page numbers, and every section's text). */
  words: PdfWords;
}

/** The document being drawn and its cursor. */
export class ReportDoc {
  readonly doc: PDFKit.PDFDocument;
  /** The top of the next block on the current page. */
  y: number = MARGIN.top;
  readonly left = MARGIN.left;
  readonly width = CONTENT_WIDTH;
  /** The reader's words and formats. */
  readonly words: PdfWords;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  constructor(opts: ReportDocOptions) {
    this.words = opts.words;
    this.doc = new PDFDocument({
      size: "A4",
      margins: MARGIN,
      compress: opts.compress ?? true,
      bufferPages: true,
      autoFirstPage: true,
      info: { Title: winAnsiSafe(opts.title), Author: winAnsiSafe(opts.author), Subject: winAnsiSafe(opts.subject), Creator: "Facetwise", CreationDate: opts.createdAt },
    });
    this.doc.on("data", (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve, reject) => {
      this.doc.on("end", () => resolve());
      this.doc.on("error", reject);
    });
  }

  /** The lowest y a block may reach on a page. */
  get bottom(): number {
    return PAGE.height - MARGIN.bottom;
  }

  /** Starts a new page and puts the cursor at its top. */
  addPage(): void {
    this.doc.addPage();
    this.y = MARGIN.top;
  }

  /** Makes room for a block of `height`: a new page when it would not fit. Returns true when a page was added. */
  ensureSpace(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.addPage();
    return true;
  }

  private style(s: TextStyle): void {
    this.doc
      .font(s.font ?? FONT.regular)
      .fontSize(s.size ?? SIZE.body)
      .fillColor(s.color ?? COLOUR.ink);
  }

  /** Height the text takes in this style (wrapping within `style.width` when given). */
  heightOf(text: string, s: TextStyle): number {
    this.style(s);
    return this.doc.heightOfString(winAnsiSafe(text), { width: s.width, lineGap: s.lineGap ?? 0, characterSpacing: s.characterSpacing });
  }

  /** Width of a single line of text in this style. */
  widthOf(text: string, s: TextStyle): number {
    this.style(s);
    return this.doc.widthOfString(winAnsiSafe(text), { characterSpacing: s.characterSpacing });
  }

  /** The text cut with "…" to fit one line of `maxWidth` in this style. */
  fit(text: string, maxWidth: number, s: TextStyle): string {
    return fitToWidth(winAnsiSafe(text), maxWidth, (t) => this.widthOf(t, s));
  }

  /** Draws text at (x, y) without moving the cursor; returns its height. */
  text(text: string, x: number, y: number, s: TextStyle = {}): number {
    const safe = winAnsiSafe(text);
    this.style(s);
    const opts = { width: s.width, align: s.align, lineGap: s.lineGap ?? 0, characterSpacing: s.characterSpacing, lineBreak: s.width !== undefined };
    const h = this.doc.heightOfString(safe, opts);
    this.doc.text(safe, x, y, opts);
    return h;
  }

  /** A paragraph across the content width at the cursor (moved to a new page whole when it does not fit). */
  paragraph(text: string, s: TextStyle = {}, after = 6): void {
    const style = { lineGap: 1.5, ...s, width: s.width ?? this.width };
    const h = this.heightOf(text, style);
    this.ensureSpace(h);
    this.text(text, this.left, this.y, style);
    this.y += h + after;
  }

  /**
   * A section title with a rule under it and an optional one-line subtitle. `keepWith` is the height of
   * content that must follow on the same page (a heading never ends a page).
   */
  sectionHeading(title: string, subtitle?: string, keepWith = 90): void {
    const subtitleStyle: TextStyle = { size: SIZE.small, color: COLOUR.muted, width: this.width, lineGap: 1 };
    const subtitleHeight = subtitle ? this.heightOf(subtitle, subtitleStyle) + 4 : 0;
    if (this.y > MARGIN.top) this.y += 14;
    this.ensureSpace(26 + subtitleHeight + keepWith);
    this.text(title, this.left, this.y, { font: FONT.bold, size: SIZE.h1, color: COLOUR.ink });
    this.rule(19, 7, { width: 1, color: COLOUR.accent });
    if (subtitle) {
      this.text(subtitle, this.left, this.y, subtitleStyle);
      this.y += subtitleHeight;
    }
    this.y += 4;
  }

  /** A small bold heading inside a section. */
  subheading(title: string, keepWith = 40): void {
    this.ensureSpace(16 + keepWith);
    this.text(title, this.left, this.y, { font: FONT.bold, size: SIZE.h2, color: COLOUR.ink });
    this.y += 16;
  }

  /** A horizontal rule across the text width at the cursor (thin and light unless `line` says otherwise). */
  rule(gapBefore = 4, gapAfter = 8, line: { width?: number; color?: string } = {}): void {
    this.y += gapBefore;
    this.doc
      .save()
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(line.width ?? 0.5)
      .strokeColor(line.color ?? COLOUR.rule)
      .stroke()
      .restore();
    this.y += gapAfter;
  }

  /** A filled pill with white text; returns its width. */
  badge(text: string, x: number, y: number, color: string, size: number = SIZE.tiny): number {
    const w = this.widthOf(text.toUpperCase(), { font: FONT.bold, size, characterSpacing: 0.4 }) + 10;
    const h = size + 6;
    this.doc
      .save()
      .roundedRect(x, y, w, h, h / 2)
      .fill(color)
      .restore();
    this.text(text.toUpperCase(), x + 5, y + 3.3, { font: FONT.bold, size, color: "#ffffff", characterSpacing: 0.4 });
    return w;
  }

  /** An outlined pill with coloured text; returns its width. */
  outlineBadge(text: string, x: number, y: number, color: string, size: number = SIZE.tiny): number {
    const w = this.widthOf(text.toUpperCase(), { font: FONT.bold, size, characterSpacing: 0.4 }) + 10;
    const h = size + 6;
    this.doc
      .save()
      .roundedRect(x + 0.25, y + 0.25, w - 0.5, h - 0.5, h / 2)
      .lineWidth(0.6)
      .stroke(color)
      .restore();
    this.text(text.toUpperCase(), x + 5, y + 3.3, { font: FONT.bold, size, color, characterSpacing: 0.4 });
    return w;
  }

  /**
   * A horizontal bar: a light track from `min` to `max`, filled up to `value` in `color` (nothing when
   * value is null), with tick marks crossing it and their labels underneath when given.
   */
  bar(x: number, y: number, width: number, height: number, value: number | null, min: number, max: number, color: string, marks: readonly BarMark[] = []): void {
    const d = this.doc;
    d.save()
      .roundedRect(x, y, width, height, height / 2)
      .fill(COLOUR.track)
      .restore();
    if (value !== null && !Number.isNaN(value)) {
      const end = scaleX(value, min, max, x, width);
      const w = Math.max(height, end - x);
      d.save()
        .roundedRect(x, y, w, height, height / 2)
        .fill(color)
        .restore();
    }
    for (const m of marks) {
      const mx = scaleX(m.value, min, max, x, width);
      d.save()
        .moveTo(mx, y - 2)
        .lineTo(mx, y + height + 2)
        .lineWidth(0.7)
        .strokeColor(m.color ?? COLOUR.faint)
        .stroke()
        .restore();
      if (m.label) {
        const lw = this.widthOf(m.label, { size: 6 });
        this.text(m.label, mx - lw / 2, y + height + 3, { size: 6, color: m.color ?? COLOUR.faint });
      }
    }
  }

  /** Writes "Page n of N" and "Facetwise · caption" in the footer of every page, in the reader's words. */
  footer(caption: string): void {
    const left = this.words.t("common.footer", { caption });
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      // Text below the bottom margin would make pdfkit start a new page: lift the margin while drawing.
      const margin = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.doc
        .save()
        .moveTo(this.left, FOOTER_Y - 8)
        .lineTo(this.left + this.width, FOOTER_Y - 8)
        .lineWidth(0.5)
        .strokeColor(COLOUR.rule)
        .stroke()
        .restore();
      this.text(this.fit(left, this.width * 0.75, { size: SIZE.tiny }), this.left, FOOTER_Y, { size: SIZE.tiny, color: COLOUR.faint });
      this.text(this.words.t("common.page", { page: i + 1, pages: range.count }), this.left, FOOTER_Y, { size: SIZE.tiny, color: COLOUR.muted, width: this.width, align: "right" });
      this.doc.page.margins.bottom = margin;
    }
  }

  /** Finishes the document and returns its bytes in one buffer of its own (safe to transfer to another thread). */
  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    const total = this.chunks.reduce((n, c) => n + c.length, 0);
    const out = new Uint8Array(new ArrayBuffer(total));
    let at = 0;
    for (const c of this.chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  }
}
