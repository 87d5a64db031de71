/**
 * The words of report sections (spec 2 §2.2 text: paragraphs split on newline): their order, and plain text
 * from the rich-text editor's HTML, for search, list excerpts and the exports. Pure.
 */

/** Sections of a content map in their order (order_index, then id). */
export function sectionsInOrder<S extends { id: string; order_index: number }>(sections: Record<string, S>): S[] {
  return Object.values(sections).sort((a, b) => a.order_index - b.order_index || a.id.localeCompare(b.id));
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Plain text of the rich-text editor's HTML: block ends become new lines, list items bullets, every tag dropped. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<li[^>]*>/gi, "• ")
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote|pre|tr)\s*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === "#") {
        const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : "";
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** A text section's words as plain text (its HTML turned to text when the editor wrote HTML). */
export function sectionText(s: { content?: string; format?: string }): string {
  if (s.content === undefined) return "";
  return s.format === "html" ? htmlToText(s.content) : s.content;
}
