/**
 * The rich-text editor's HTML made safe to show (spec 2 §3.1 text sections with format "html"). Not a filter
 * over the input but a rewrite: every tag is re-emitted from an allow-list with no attributes except a link's
 * http(s) or mailto address, and every other character is escaped, so nothing the input smuggles (scripts,
 * event handlers, styles, comments, unclosed brackets) reaches the page as markup.
 */

const ALLOWED = new Set(["p", "br", "strong", "b", "em", "i", "u", "s", "code", "pre", "blockquote", "ul", "ol", "li", "h1", "h2", "h3", "h4", "hr", "a"]);
const VOID = new Set(["br", "hr"]);
/** Elements whose text is dropped with them (their content is code or styling, never prose). */
const DROP_CONTENT = new Set(["script", "style", "iframe", "object", "embed", "template", "noscript", "textarea", "title", "svg", "math"]);
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Decodes the entities of a text run (so escaping it once more gives a faithful, single-escaped result). */
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : "";
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

/** A link's href when it is an absolute http(s) or mailto address, else null. */
function safeHref(attributes: string): string | null {
  const match = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  if (!match) return null;
  const href = decodeEntities(match[1] ?? match[2] ?? match[3] ?? "").trim();
  return /^(https?:\/\/|mailto:)[^\s]*$/i.test(href) ? href : null;
}

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9]*)((?:\s[^>]*)?)\/?>|<[!?][^>]*>?/g;

/** Safe HTML for `input`: allow-listed tags (balanced), escaped text, nothing else. */
export function sanitizeHtml(input: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let dropping: string | null = null;
  let last = 0;
  const text = (s: string) => {
    if (dropping === null && s !== "") out.push(escapeText(decodeEntities(s)));
  };
  for (const m of input.matchAll(TOKEN)) {
    text(input.slice(last, m.index));
    last = m.index + m[0].length;
    const name = m[1]?.toLowerCase();
    if (!name) continue; // comments, doctypes, processing instructions
    const closing = m[0][1] === "/";
    if (dropping !== null) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_CONTENT.has(name)) {
      if (!closing && !m[0].endsWith("/>")) dropping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      if (!closing) out.push(`<${name}>`);
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (name === "a") {
      const href = safeHref(m[2] ?? "");
      out.push(href ? `<a href="${escapeText(href)}" rel="noopener noreferrer nofollow" target="_blank">` : "<a>");
    } else out.push(`<${name}>`);
    open.push(name);
  }
  text(input.slice(last));
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join("");
}

/** Plain text as the rich-text editor's HTML: one paragraph per line, escaped. */
export function plainToHtml(text: string): string {
  return text
    .split("\n")
    .map((line) => `<p>${escapeText(line)}</p>`)
    .join("");
}

/** The text of a piece of HTML (for excerpts and empty checks). */
export function htmlText(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>|<\/(p|li|h[1-6]|blockquote|pre)>/gi, "\n").replace(/<[^>]*>/g, "")).trim();
}
