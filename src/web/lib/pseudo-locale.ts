/**
 * The web app's pseudo-locale `en-XA` (development and test builds only: src/web/main.tsx imports this module behind
 * `import.meta.env.DEV || VITE_PSEUDO_LOCALE`, so a production build has none of it). Every English catalog string,
 * generated at run time as the catalogs register, has its letters accented, is lengthened by about a third (room
 * that longer languages need) and is wrapped in ⟦ ⟧, with `{{placeholders}}`, `$t(nesting)` and `<tags>` left as they
 * are. A text that still reads as plain English on a page in it bypassed the catalogs (tests/e2e/pseudo-locale).
 */
import { forceLanguage, i18n, type Catalog } from "./i18n.ts";

export const PSEUDO_LOCALE = "en-XA";

const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED = [..."áƀçðéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ"];
const ACCENT: ReadonlyMap<string, string> = new Map([...PLAIN].map((c, i) => [c, ACCENTED[i]]));

/** What is kept as it is: {{placeholders}}, $t(nesting) and <tags> (rich text). */
const KEEP = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\w+\/?>)/;

/** One string in the pseudo-locale (same placeholders and tags, every letter accented, longer, bracketed). */
export function pseudoString(s: string): string {
  let letters = 0;
  const out = s
    .split(KEEP)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/[A-Za-z]/g, (c) => {
            letters += 1;
            return ACCENT.get(c) ?? c;
          }),
    )
    .join("");
  return `⟦${out}${letters > 0 ? " " + "·".repeat(Math.ceil(letters / 3)) : ""}⟧`;
}

/** A whole catalog in the pseudo-locale, same keys. */
export function pseudoCatalog(catalog: Catalog): Catalog {
  const out: Record<string, string | Catalog> = {};
  for (const [k, v] of Object.entries(catalog)) out[k] = typeof v === "string" ? pseudoString(v) : pseudoCatalog(v);
  return out;
}

/** Shows the pages in the pseudo-locale from now on (catalogs registered later are turned as they come). */
export function showPseudoLocale(): void {
  forceLanguage(PSEUDO_LOCALE, (ns, catalog) => {
    if (!i18n.hasResourceBundle(PSEUDO_LOCALE, ns)) i18n.addResourceBundle(PSEUDO_LOCALE, ns, pseudoCatalog(catalog), true, false);
  });
}
