/**
 * The report analytics insights in the pseudo-locale: every kind the rules emit, singular and plural, reads with no
 * plain English letter left (only the template names, which are data), so none of their words bypass the catalogs.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ZInsight } from "../../../contracts/report-analytics.ts";
import { showPseudoLocale } from "../../lib/pseudo-locale.ts";
import { InsightList } from "./ReportAnalyticsScreen.tsx";
import { caseInsights, INSIGHT_CASES } from "./insight-cases.test-support.ts";

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[#\w]+;/g, " ")
    .replace(/\s+/g, " ");

describe("report analytics insights in en-XA", () => {
  it("no untranslated English in any insight's title, description or recommendation", () => {
    showPseudoLocale();
    for (const c of INSIGHT_CASES) {
      const insights = caseInsights(c).map((i) => ZInsight.parse(i));
      const items = renderToString(createElement(InsightList, { insights })).match(/<li[\s\S]*?<\/li>/g) ?? [];
      expect(items.length, c.name).toBe(c.english.length);
      const names = c.counts.templates.map((t) => t.name);
      items.forEach((li, n) => {
        let out = text(li);
        for (const name of names) out = out.split(name).join("");
        expect(out.match(/[A-Za-z]+/g), `${c.name}: ${c.english[n].title}`).toBeNull();
        // title, description and recommendation each came through the catalog (bracketed)
        expect(out.split("⟦").length - 1, c.name).toBeGreaterThanOrEqual(c.english[n].recommendation ? 4 : 3);
      });
    }
  });
});
