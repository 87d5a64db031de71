/**
 * Chart exports in the browser: data as CSV or JSON, the drawn chart as PNG (its SVG drawn on a canvas at twice
 * its size) or as a one-page PDF (the same canvas as JPEG, see pdf.ts). Every export is downloaded as a file.
 */
import { buildCsv, type CsvColumn, type CsvRow } from "./csv.ts";
import { exportFileName } from "./file-name.ts";
import { buildImagePdf } from "./pdf.ts";
import { saveBlob } from "../../lib/download.ts";

export type ExportFormat = "csv" | "json" | "png" | "pdf";
export const EXPORT_FORMATS: readonly ExportFormat[] = ["csv", "json", "png", "pdf"];

/** A chart's data for the CSV and JSON exports. */
export interface ChartData {
  rows: readonly CsvRow[];
  columns?: readonly CsvColumn[];
}

/** The chart's drawing: the largest <svg> inside the element (recharts' surface; icons are smaller). */
export function chartSvg(root: HTMLElement): SVGSVGElement | null {
  let best: SVGSVGElement | null = null;
  let bestArea = 0;
  for (const svg of root.querySelectorAll<SVGSVGElement>("svg")) {
    const { width, height } = svg.getBoundingClientRect();
    if (width * height > bestArea) {
      best = svg;
      bestArea = width * height;
    }
  }
  return best;
}

/** The SVG as standalone markup: its size fixed, `currentColor` and the font taken from the page. */
function serializeSvg(svg: SVGSVGElement, width: number, height: number): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const style = getComputedStyle(svg);
  clone.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  clone.setAttribute("width", String(width));
  clone.setAttribute("height", String(height));
  if (!clone.getAttribute("viewBox")) clone.setAttribute("viewBox", `0 0 ${width} ${height}`);
  clone.setAttribute("style", `color:${style.color};font-family:${style.fontFamily};font-size:12px`);
  return new XMLSerializer().serializeToString(clone);
}

/** Draws the chart's SVG on a white canvas at `scale` times its size. */
export async function svgToCanvas(svg: SVGSVGElement, scale = 2): Promise<HTMLCanvasElement> {
  const { width, height } = svg.getBoundingClientRect();
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const image = new Image();
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error("The chart could not be drawn"));
  });
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(serializeSvg(svg, w, h))}`;
  await loaded;
  const canvas = document.createElement("canvas");
  canvas.width = w * scale;
  canvas.height = h * scale;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No canvas in this browser");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, w, h);
  return canvas;
}

function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The image could not be made"))), type));
}

/** The bytes of a data: URL's base64 payload. */
function dataUrlBytes(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(",") + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface ExportRequest {
  format: ExportFormat;
  title: string;
  /** Lines printed under the title in the PDF (n, date range). */
  lines?: readonly string[];
  data?: ChartData;
  /** The element holding the drawn chart (for PNG and PDF). */
  chart?: HTMLElement | null;
}

/** Runs one export and downloads the file; rejects when there is nothing to export in that format. */
export async function exportChart({ format, title, lines, data, chart }: ExportRequest): Promise<void> {
  const name = exportFileName(title, format);
  if (format === "csv" || format === "json") {
    if (!data) throw new Error("No data to export");
    const blob =
      format === "csv"
        ? new Blob(["\uFEFF", buildCsv(data.rows, data.columns)], { type: "text/csv;charset=utf-8" })
        : new Blob([JSON.stringify({ title, exportedAt: new Date().toISOString(), rows: data.rows }, null, 2)], { type: "application/json" });
    saveBlob(blob, name);
    return;
  }
  const svg = chart ? chartSvg(chart) : null;
  if (!svg) throw new Error("No chart to export");
  const canvas = await svgToCanvas(svg, 2);
  if (format === "png") {
    saveBlob(await canvasBlob(canvas, "image/png"), name);
    return;
  }
  const jpeg = dataUrlBytes(canvas.toDataURL("image/jpeg", 0.92));
  const pdf = buildImagePdf({ title, lines, image: { jpeg, width: canvas.width, height: canvas.height } });
  saveBlob(new Blob([pdf as BlobPart], { type: "application/pdf" }), name);
}
