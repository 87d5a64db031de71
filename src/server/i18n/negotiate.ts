/** Which locale a request or a recipient gets: a person's preference, else the request's Accept-Language, else English. */
import { LOCALES, type TLocale } from "../../contracts/profile.ts";
import { PSEUDO_LOCALE } from "./pseudo.ts";
import type { ServerLocale } from "./index.ts";

/**
 * The best supported locale for an Accept-Language header: ranges by quality (ties keep header order), each
 * matched exactly, then by its primary language (`fr-CH` → `fr`); `*` and nothing matching give null. The
 * pseudo-locale matches only when `allowPseudo` (never in production).
 */
export function negotiateLocale(header: string | undefined, allowPseudo: boolean): ServerLocale | null {
  if (!header) return null;
  const ranges = header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...attrs] = part.trim().split(";");
      const q = attrs.map((a) => a.trim()).find((a) => a.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.tag && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === PSEUDO_LOCALE.toLowerCase()) {
      if (allowPseudo) return PSEUDO_LOCALE;
      continue;
    }
    const exact = LOCALES.find((l) => l === tag);
    if (exact) return exact;
    const primary = LOCALES.find((l) => l === tag.split("-")[0]);
    if (primary) return primary;
  }
  return null;
}

/**
 * A person's stored locale wins; then the request's header; then English. Outside production a request that asks
 * for the pseudo-locale first gets it whatever the person saved (the web app's pseudo-locale walk asks for it).
 */
export function chooseLocale(preferred: TLocale | null, acceptLanguage: string | undefined, allowPseudo: boolean): ServerLocale {
  const asked = negotiateLocale(acceptLanguage, allowPseudo);
  if (asked === PSEUDO_LOCALE) return asked;
  return preferred ?? asked ?? "en";
}
