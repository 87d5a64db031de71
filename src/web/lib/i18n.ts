import i18next from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";

/**
 * Every user-visible string of the web app goes through i18next. English is the only catalog today
 * (the spec's six languages come later). Catalogs are split by namespace and registered by the code that
 * uses them (`addCatalog`), so a page's words travel in that page's chunk rather than in the entry.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
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

/** Registers a namespace's English strings once (idempotent; later languages load beside them). */
export function addCatalog(ns: string, catalog: Catalog, lng = "en"): void {
  if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, catalog, true, false);
}

/** The translate function of a namespace, for components (re-renders when the language changes). */
export function useT(ns: string) {
  return useTranslation(ns, { i18n }).t;
}

/** The translate function of a namespace outside React (formatters, pure view models). */
export function tNs(ns: string) {
  return i18n.getFixedT(null, ns);
}
