import { describe, expect, it } from "vitest";
import { buildImagePdf, pdfString } from "./pdf.ts";

/** A stand-in for JPEG bytes: SOI marker, every byte value (so binary data is carried unchanged), EOI marker. */
const FAKE_JPEG = new Uint8Array([0xff, 0xd8, ...Array.from({ length: 256 }, (_, i) => i), 0xff, 0xd9]);

const text = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join("");

function build(title = "OCEAN distribution (n = 120)") {
  return buildImagePdf({ title, lines: ["n = 120", "Exported 2025-01-31"], image: { jpeg: FAKE_JPEG, width: 1200, height: 640 } });
}

describe("buildImagePdf", () => {
  const bytes = build();
  const pdf = text(bytes);

  it("starts with the PDF header and ends with %%EOF", () => {
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("has a cross-reference table whose offsets point at each object", () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe("xref");
    const header = /^xref\n0 (\d+)\n/.exec(pdf.slice(startxref));
    const count = Number(header?.[1]);
    expect(count).toBe(7);
    const entriesAt = startxref + header![0].length;
    for (let i = 0; i < count; i++) {
      const entry = pdf.slice(entriesAt + i * 20, entriesAt + (i + 1) * 20);
      expect(entry).toMatch(/^\d{10} \d{5} [nf]\r\n$/);
      if (i === 0) continue;
      const offset = Number(entry.slice(0, 10));
      expect(pdf.slice(offset, offset + `${i} 0 obj`.length)).toBe(`${i} 0 obj`);
    }
    expect(pdf).toMatch(/trailer\n<< \/Size 7 \/Root 1 0 R >>/);
  });

  it("has exactly one page", () => {
    expect(pdf.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(1);
    expect(pdf).toContain("/Count 1");
  });

  it("embeds the JPEG unchanged as a DCTDecode image with its length", () => {
    expect(pdf).toContain(`/Width 1200 /Height 640`);
    expect(pdf).toContain(`/Filter /DCTDecode /Length ${FAKE_JPEG.length}`);
    const start = pdf.indexOf("stream\n", pdf.indexOf("/DCTDecode")) + "stream\n".length;
    expect(Array.from(bytes.slice(start, start + FAKE_JPEG.length))).toEqual(Array.from(FAKE_JPEG));
    expect(pdf.slice(start + FAKE_JPEG.length, start + FAKE_JPEG.length + 10)).toBe("\nendstream");
  });

  it("declares the content stream's true length and draws the title and the image", () => {
    const match = /6 0 obj\n<< \/Length (\d+) >>\nstream\n/.exec(pdf)!;
    const start = match.index + match[0].length;
    const content = pdf.slice(start, start + Number(match[1]));
    expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe("\nendstream");
    expect(content).toContain("(OCEAN distribution \\(n = 120\\)) Tj");
    expect(content).toContain("/Im1 Do");
  });
});

describe("pdfString", () => {
  it("escapes backslashes and parentheses and replaces characters outside Latin-1", () => {
    expect(pdfString("a (b) \\ c")).toBe("(a \\(b\\) \\\\ c)");
    expect(pdfString("Zürich — 50%")).toBe("(Zürich - 50%)");
    expect(pdfString("漢")).toBe("(?)");
  });
});
