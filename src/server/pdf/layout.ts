/**
 * Pure helpers of the PDF report: positions on bars, number wording, the download file name and
 * text the built-in PDF fonts can print. No pdfkit here, so all of it is unit-tested.
 */

/** The x coordinate of `value` on a bar from `min` to `max` drawn at `x` with `width`; values outside are clamped. */
export function scaleX(value: number, min: number, max: number, x: number, width: number): number {
  if (!Number.isFinite(value) || max <= min) return x;
  const v = Math.min(max, Math.max(min, value));
  return x + ((v - min) / (max - min)) * width;
}

/** "2025-03-12": the UTC calendar day of an ISO timestamp, or "undated" when it does not parse. */
export function isoDay(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "undated" : d.toISOString().slice(0, 10);
}

/** The download name "facetwise-<type>-<yyyy-mm-dd>.pdf" (completion day); the type is reduced to [a-z0-9-]. */
export function reportFileName(typeId: string, completedAt: string): string {
  const type =
    typeId
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, "-")
      .replace(/^-+|-+$/g, "") || "assessment";
  return `facetwise-${type}-${isoDay(completedAt)}.pdf`;
}

/** A whole number for display ("—" for null or NaN). */
export function whole(n: number | null | undefined): string {
  return n === null || n === undefined || Number.isNaN(n) ? "—" : String(Math.round(n));
}

/** A number with one decimal ("—" for null or NaN). */
export function oneDecimal(n: number | null | undefined): string {
  return n === null || n === undefined || Number.isNaN(n) ? "—" : n.toFixed(1);
}

/** A 0-1 share as a whole percent: 0.4 → "40%". */
export function percentOf(share: number | null | undefined): string {
  return share === null || share === undefined || Number.isNaN(share) ? "—" : `${Math.round(share * 100)}%`;
}

/** The first `max` entries and how many were left out (for long indicator lists). */
export function firstOf<T>(list: readonly T[], max: number): { shown: T[]; more: number } {
  const n = Math.max(0, Math.floor(max));
  return { shown: list.slice(0, n), more: Math.max(0, list.length - n) };
}

/**
 * The longest prefix of `text` (whole characters, then "…") whose measured width fits `maxWidth`; the text
 * itself when it fits. `measure` is the font's width function.
 */
export function fitToWidth(text: string, maxWidth: number, measure: (s: string) => number): string {
  if (measure(text) <= maxWidth) return text;
  const chars = [...text];
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(chars.slice(0, mid).join("").trimEnd() + "…") <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  return lo === 0 ? "…" : chars.slice(0, lo).join("").trimEnd() + "…";
}

/** Widths of `count` equal columns filling `total` with `gap` between them. */
export function columnWidth(total: number, count: number, gap: number): number {
  return count <= 0 ? 0 : (total - gap * (count - 1)) / count;
}

// Code points the PDF standard fonts (WinAnsiEncoding) print: Latin-1 plus these Windows-1252 extras.
const WIN_ANSI_EXTRAS = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030,
  0x2039, 0x203a, 0x20ac, 0x2122,
]);
const SUBSTITUTES: Readonly<Record<string, string>> = { "≥": ">=", "≤": "<=", "→": "->", "←": "<-", "−": "-", "‐": "-", "‑": "-", "\u00a0": " ", "\t": " " };

function printable(cp: number): boolean {
  return (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRAS.has(cp) || cp === 0x0a;
}

/**
 * Text the built-in Helvetica (WinAnsiEncoding) can print: other characters lose their accents when they
 * decompose to a printable letter (ł stays ?, Ș becomes S), a few symbols get ASCII spellings, and the rest
 * become "?" — never the mis-encoded bytes pdfkit would otherwise write.
 */
export function winAnsiSafe(text: string): string {
  let out = "";
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (printable(cp) && ch !== "\u00a0") {
      out += ch;
      continue;
    }
    const sub = SUBSTITUTES[ch];
    if (sub !== undefined) {
      out += sub;
      continue;
    }
    if (cp === 0x0d) continue;
    const base = [...ch.normalize("NFKD")].filter((c) => !/\p{M}/u.test(c));
    out += base.length && base.every((c) => printable(c.codePointAt(0)!)) ? base.join("") : "?";
  }
  return out;
}
