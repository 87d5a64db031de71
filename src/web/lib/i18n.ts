import i18next from "i18next";
import { useMemo, useSyncExternalStore } from "react";

/**
 * Every user-visible string of the web app goes through i18next. English is the only catalog today
 * (the spec's six languages come later). Catalogs are split by namespace and registered by the code that
 * uses them (`addCatalog`), so a page's words travel in that page's chunk rather than in the entry.
 */
export const i18n = i18next.createInstance();

// react-i18next's <Trans> (on pages past the first visit) is handed this instance by lib/trans.tsx.
void i18n.init({
  lng: "en",
  fallbackLng: "en",
  defaultNS: "common",
  ns: [],
  resources: {},
  // React escapes what it renders; escaping here too would show "&amp;" on screen.
  interpolation: { escapeValue: false },
  returnNull: false,
  initImmediate: false,
  // No vendor notice in every visitor's console.
  showSupportNotice: false,
});

/** A namespace's catalog: nested objects of strings (i18next keys are their dotted paths). */
export type Catalog = { readonly [key: string]: string | Catalog };

/** Derives another language's catalog from each English one as it registers (the dev/test pseudo-locale only). */
let deriveFromEnglish: ((ns: string, catalog: Catalog) => void) | null = null;

/** Registers a namespace's English strings once (idempotent; later languages load beside them). */
export function addCatalog(ns: string, catalog: Catalog, lng = "en"): void {
  if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, catalog, true, false);
  if (lng === "en") deriveFromEnglish?.(ns, catalog);
}

/** A language shown instead of the person's own (the dev/test pseudo-locale, lib/pseudo-locale.ts), or null. */
let forced: string | null = null;

/**
 * Shows a language over the person's own, with every English catalog (those registered so far and those to come)
 * turned into it by `derive`. Only lib/pseudo-locale.ts calls this, and only outside production builds.
 */
export function forceLanguage(lng: string, derive: (ns: string, catalog: Catalog) => void): void {
  forced = lng;
  deriveFromEnglish = derive;
  for (const ns of Object.keys(i18n.store.data.en ?? {})) derive(ns, i18n.getResourceBundle("en", ns) as Catalog);
  void i18n.changeLanguage(lng);
}

/** The forced language (API requests ask the server for it too), or null. */
export const forcedLanguage = (): string | null => forced;

/** Shows the person's saved language (a language without catalogs reads as English), unless one is forced. */
export function showLanguage(lng: string): void {
  const next = forced ?? lng;
  if (i18n.language !== next) void i18n.changeLanguage(next);
}

/** Calls `onChange` whenever the language changes; returns the unsubscribe function. */
function subscribeLanguage(onChange: () => void): () => void {
  i18n.on("languageChanged", onChange);
  return () => i18n.off("languageChanged", onChange);
}

/** The language now (the same on the server's render: tests render pages to strings). */
const currentLanguage = () => i18n.language;

/**
 * The translate function of a namespace, for components (re-renders when the language changes). Not react-i18next's
 * useTranslation: catalogs are registered before their components render (`addCatalog` at module load), so there is
 * nothing to wait for, and its code would cost the first visit ~2 KB of gzipped script (tests/bundle-budget.test.ts).
 */
export function useT(ns: string) {
  const lng = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  return useMemo(() => i18n.getFixedT(lng, ns), [lng, ns]);
}

/** The translate function of a namespace outside React (formatters, pure view models). */
export function tNs(ns: string) {
  return i18n.getFixedT(null, ns);
}
