/** The web pseudo-locale: generated from the English catalogs, placeholders and tags intact, no plain English left. */
import { describe, expect, it } from "vitest";
import { addCatalog, forcedLanguage, i18n, showLanguage, tNs } from "./i18n.ts";
import { PSEUDO_LOCALE, pseudoCatalog, pseudoString, showPseudoLocale } from "./pseudo-locale.ts";
import common from "../locales/en/common.ts";
import "./i18n-common.ts";

/** Every string leaf of a catalog. */
const leaves = (c: object): string[] => Object.values(c).flatMap((v: unknown) => (typeof v === "string" ? [v] : leaves(v as object)));
const KEPT = /\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\w+\/?>/g;

describe("pseudo strings", () => {
  it("accent every letter, lengthen, bracket, and keep placeholders, nesting and tags as they are", () => {
    for (const english of leaves(common)) {
      const pseudo = pseudoString(english);
      expect(pseudo.startsWith("⟦") && pseudo.endsWith("⟧"), english).toBe(true);
      expect(pseudo.match(KEPT) ?? [], english).toEqual(english.match(KEPT) ?? []);
      expect(pseudo.replace(KEPT, "").match(/[A-Za-z]/), english).toBeNull();
      if (/[A-Za-z]/.test(english.replace(KEPT, ""))) expect(pseudo.length, english).toBeGreaterThan(english.length + 2);
    }
    expect(pseudoString("Hello {{name}}, see <link>the terms</link>")).toMatch(/^⟦Ĥéĺĺó \{\{name\}\}, šéé <link>ţĥé ţéŕɱš<\/link> ·+⟧$/);
  });

  it("turn a catalog key by key", () => {
    const catalog = { a: "One", nested: { b: "Two {{count}}" } };
    expect(pseudoCatalog(catalog)).toEqual({ a: pseudoString("One"), nested: { b: pseudoString("Two {{count}}") } });
  });
});

describe("showing the pseudo-locale", () => {
  it("covers catalogs registered before and after, and wins over the saved language", () => {
    addCatalog("before-ns", { greeting: "Good morning" });
    showPseudoLocale();
    addCatalog("after-ns", { farewell: "See you {{when}}" });
    expect(i18n.language).toBe(PSEUDO_LOCALE);
    expect(forcedLanguage()).toBe(PSEUDO_LOCALE);
    expect(tNs("before-ns")("greeting")).toBe(pseudoString("Good morning"));
    expect(tNs("after-ns")("farewell", { when: "Monday" })).toBe(pseudoString("See you {{when}}").replace("{{when}}", "Monday"));
    showLanguage("de");
    expect(i18n.language).toBe(PSEUDO_LOCALE);
  });
});
