/**
 * Test helpers that read a PDF the way a viewer would, without a PDF library: count the page objects and
 * pull the text out of the content streams (inflating FlateDecode streams, decoding pdfkit's hex strings).
 */
import { inflateSync } from "node:zlib";

/** Number of page objects ("/Type /Page", not "/Pages"). */
export function pdfPageCount(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString("latin1")
      .match(/\/Type\s*\/Page(?![a-z])/g) ?? []
  ).length;
}

/** The text drawn on the pages, one line per text-showing operator, in drawing order. */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf);
  const s = raw.toString("latin1");
  const lines: string[] = [];
  const streamRe = /<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g;
  for (let m = streamRe.exec(s); m; m = streamRe.exec(s)) {
    const start = m.index + m[0].length;
    const end = s.indexOf("endstream", start);
    if (end < 0) break;
    let body = raw.subarray(start, end);
    if (/\/FlateDecode/.test(m[1])) {
      try {
        body = inflateSync(body);
      } catch {
        continue; // not a content stream we can read (e.g. a truncated object)
      }
    }
    const content = body.toString("latin1");
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [op[2]];
      lines.push(hexes.map((h) => Buffer.from(h, "hex").toString("latin1")).join(""));
    }
    streamRe.lastIndex = end;
  }
  return lines.join("\n");
}
