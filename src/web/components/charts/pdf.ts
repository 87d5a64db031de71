/**
 * A minimal single-page PDF (ISO 32000-1) holding a title, a few lines of text and one JPEG image, written by
 * hand so chart exports need no PDF library: the JPEG bytes go in unchanged as a DCTDecode image XObject, the
 * text uses the standard Helvetica font (WinAnsi), and the cross-reference table carries each object's byte offset.
 */

export interface PdfImage {
  /** The JPEG file's bytes (e.g. from canvas.toDataURL("image/jpeg")). */
  jpeg: Uint8Array;
  /** Pixel size of the JPEG. */
  width: number;
  height: number;
}

export interface PdfPageInput {
  title: string;
  /** Smaller lines under the title (e.g. "n = 120", the export date). */
  lines?: readonly string[];
  image: PdfImage;
  /** Page size in points; default A4 landscape. */
  pageWidth?: number;
  pageHeight?: number;
}

const MARGIN = 36;
const TITLE_SIZE = 16;
const LINE_SIZE = 10;

/** Text as a PDF literal string: backslash and parentheses escaped, characters outside Latin-1 replaced by "?". */
export function pdfString(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === "\\" || ch === "(" || ch === ")") out += `\\${ch}`;
    else if (code === 0x2014 || code === 0x2013) out += "-";
    else if (code < 0x20 || code > 0xff) out += "?";
    else out += ch;
  }
  return `(${out})`;
}

/** Latin-1 bytes of text that holds only Latin-1 characters (what pdfString leaves). */
function latin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}

const fmt = (n: number) => (Math.round(n * 100) / 100).toString();

/** Where the image goes: as large as fits under the text block, centred, keeping its aspect ratio. */
function imageBox(input: Required<Pick<PdfPageInput, "pageWidth" | "pageHeight">> & { textHeight: number; image: PdfImage }) {
  const availableW = input.pageWidth - 2 * MARGIN;
  const availableH = input.pageHeight - 2 * MARGIN - input.textHeight;
  const scale = Math.min(availableW / input.image.width, availableH / input.image.height);
  const w = input.image.width * scale;
  const h = input.image.height * scale;
  return { x: (input.pageWidth - w) / 2, y: MARGIN + (availableH - h), w, h };
}

/** The page's drawing operators: the title and lines from the top, then the image. */
function contentStream(input: PdfPageInput, pageWidth: number, pageHeight: number): string {
  const lines = input.lines ?? [];
  const textHeight = TITLE_SIZE + 8 + lines.length * (LINE_SIZE + 4) + 12;
  const ops: string[] = ["BT", `/F1 ${TITLE_SIZE} Tf`, `${MARGIN} ${fmt(pageHeight - MARGIN - TITLE_SIZE)} Td`, `${pdfString(input.title)} Tj`];
  ops.push(`/F1 ${LINE_SIZE} Tf`);
  lines.forEach((line, i) => ops.push(`0 ${i === 0 ? -(TITLE_SIZE + 6) : -(LINE_SIZE + 4)} Td`, `${pdfString(line)} Tj`));
  ops.push("ET");
  const box = imageBox({ pageWidth, pageHeight, textHeight, image: input.image });
  ops.push("q", `${fmt(box.w)} 0 0 ${fmt(box.h)} ${fmt(box.x)} ${fmt(box.y)} cm`, "/Im1 Do", "Q");
  return ops.join("\n");
}

/** The PDF file's bytes: header, six objects, the cross-reference table and the trailer. */
export function buildImagePdf(input: PdfPageInput): Uint8Array {
  const pageWidth = input.pageWidth ?? 842;
  const pageHeight = input.pageHeight ?? 595;
  const content = contentStream(input, pageWidth, pageHeight);
  const { jpeg, width, height } = input.image;

  // Each object is a list of parts, so the JPEG bytes go in unchanged between two text parts.
  const objects: (string | Uint8Array)[][] = [
    ["<< /Type /Catalog /Pages 2 0 R >>"],
    ["<< /Type /Pages /Kids [3 0 R] /Count 1 >>"],
    [`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` + "/Resources << /XObject << /Im1 4 0 R >> /Font << /F1 5 0 R >> >> /Contents 6 0 R >>"],
    [
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
      jpeg,
      "\nendstream",
    ],
    ["<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"],
    [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
  ];

  const chunks: Uint8Array[] = [];
  let length = 0;
  const write = (part: string | Uint8Array) => {
    const bytes = typeof part === "string" ? latin1(part) : part;
    chunks.push(bytes);
    length += bytes.length;
  };
  // The binary comment line tells tools the file holds binary data (ISO 32000-1 §7.5.2).
  write("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n");
  const offsets: number[] = [];
  objects.forEach((parts, i) => {
    offsets.push(length);
    write(`${i + 1} 0 obj\n`);
    parts.forEach(write);
    write("\nendobj\n");
  });
  const xrefAt = length;
  // Each xref entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, n/f, CR LF.
  write(`xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n`);
  for (const offset of offsets) write(`${String(offset).padStart(10, "0")} 00000 n\r\n`);
  write(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);

  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
