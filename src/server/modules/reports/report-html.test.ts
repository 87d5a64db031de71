/**
 * The HTML export in the reader's language: in the pseudo-locale (en-XA) every word it writes comes from the
 * catalogs, so once the report's own texts (titles, names, the text section) and the dates Intl writes are taken
 * out, no run of plain English words is left; the same check finds the English words in an English export.
 */
import { describe, expect, it } from "vitest";
import { PSEUDO_LOCALE } from "../../i18n/index.ts";
import { pseudoString } from "../../i18n/pseudo.ts";
import { pdfWords } from "../../pdf/kit/words.ts";
import { reportInstanceFixture } from "../../pdf/testing/report-instance-fixture.ts";
import type { TReportInstance } from "../../../contracts/reports.ts";
import { reportHtmlDocument } from "./report-html.ts";
import { say } from "../../../domain/reporting/words.ts";

const EXPORTED_AT = new Date("2026-01-12T08:00:00Z");
const pseudo = { locale: PSEUDO_LOCALE, timeZone: "Asia/Tokyo" } as const;

/** The report's own strings (codes are not text), and the dates Intl writes for its days and timestamps. */
function ownTexts(r: TReportInstance, reader: typeof pseudo | { locale: "en" }): string[] {
  const w = pdfWords(reader);
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === "string") out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) if (k !== "code") walk(x);
  };
  walk(r);
  const dates = [...out, EXPORTED_AT.toISOString()].flatMap((s) => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? [w.day(s)] : /^\d{4}-\d{2}-\d{2}T/.test(s) ? [w.date(s), w.dateTime(s)] : []));
  return [...out, ...dates].map((s) => s.replace(/\s+/g, " ").trim()).filter((s) => s.length > 1);
}

/** The document's visible text: tags and the style sheet out, entities read. */
const visibleText = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const WORD = String.raw`(?<![\p{L}\p{N}])[A-Za-z]{2,}(?![\p{L}\p{N}])`;
const englishRuns = (s: string) => s.match(new RegExp(`${WORD}(?:[\\s,.:;()'"“”·/-]+${WORD})+`, "gu")) ?? [];

function untranslated(html: string, r: TReportInstance, reader: typeof pseudo | { locale: "en" }): string[] {
  const values = ownTexts(r, reader);
  let text = visibleText(html);
  for (const v of [...values].sort((a, b) => b.length - a.length)) text = text.split(v).join(" ");
  const vocabulary = new Set(values.flatMap((v) => v.toLowerCase().match(/[a-z]+/g) ?? []));
  return englishRuns(text).filter((run) => !(run.toLowerCase().match(/[a-z]+/g) ?? []).every((word) => vocabulary.has(word)));
}

/** The fixture without its section of an unknown type (printed as raw JSON, codes and all). */
function knownReport(): TReportInstance {
  const r = reportInstanceFixture(7);
  const { custom: _custom, ...sections } = r.content.sections;
  return { ...r, content: { sections } };
}

describe("report HTML export", () => {
  it("writes no English outside the report's own texts in the pseudo-locale", () => {
    const r = knownReport();
    const html = reportHtmlDocument(r, EXPORTED_AT, pseudo);
    expect(html).toContain(`<html lang="${PSEUDO_LOCALE}">`);
    expect(visibleText(html)).toContain(pseudoString("Contents"));
    expect(visibleText(html)).toContain(pseudoString("Low completion rate"));
    expect(untranslated(html, r, pseudo)).toEqual([]);
  });

  it("the check finds the catalog's words in an English export", () => {
    const r = knownReport();
    const html = reportHtmlDocument(r, EXPORTED_AT);
    const runs = untranslated(html, r, { locale: "en" }).join(" | ");
    for (const words of ["Low completion rate", "Total events", "Previous period"]) expect(runs).toContain(words);
  });

  it("writes empty states and numbers in the reader's words", () => {
    const r = knownReport();
    const emptied = {
      ...r,
      content: {
        sections: Object.fromEntries(
          Object.entries(r.content.sections).map(([k, s]) => [
            k,
            s.type === "recommendations" ? { ...s, recommendations: [] } : s.type === "alerts_warnings" ? { ...s, alerts: [] } : s,
          ]),
        ),
      },
    };
    const en = visibleText(reportHtmlDocument(emptied, EXPORTED_AT));
    expect(en).toContain("No Recommendations");
    expect(en).toContain("All Clear");
    const xa = visibleText(reportHtmlDocument(emptied, EXPORTED_AT, pseudo));
    expect(xa).toContain(pseudoString("No Recommendations"));
    expect(xa).toContain(pseudoString("All Clear"));
    expect(xa).not.toContain("No Recommendations");
    // German groups thousands with a dot
    const big = {
      ...r,
      content: { sections: { t: { id: "t", type: "table", title: "T", order_index: 0, generated_at: null, auto_generated: false, headers: ["n"], data: [[12345.5]] } } },
    } as TReportInstance;
    expect(visibleText(reportHtmlDocument(big, EXPORTED_AT, { locale: "de" }))).toContain("12.345,5");
  });

  it("words a stored analytics insight and a built-in type in the reader's language; a report stored in English before the codes still reads", () => {
    const r = knownReport();
    const insight = {
      title: say("insight.departmentDifference.title", { trait: say("trait.openness"), department: "Sales" }),
      description: say("insight.lowAlpha.description", {
        scale: say("trait.agreeableness"),
        alpha: { fixed: 0.6449, digits: 2 },
        n: 40,
        threshold: { fixed: 0.7, digits: 2, leadingZero: false },
      }),
      recommendations: [say("insights.reliability")],
      severity: "medium" as const,
    };
    const base = r.content.sections.insights;
    const coded = {
      ...r,
      content: {
        sections: { insights: { ...base, insights: [insight] }, summary: { ...base, id: "summary", type: "table", headers: ["Type"], data: [[say("type.executive"), 4]] } },
      },
    } as TReportInstance;
    const en = visibleText(reportHtmlDocument(coded, EXPORTED_AT));
    expect(en).toContain("Openness in Sales");
    expect(en).toContain("Cronbach's alpha for Agreeableness is 0.64 (n = 40), below the conventional .70");
    expect(en).toContain("Executive");
    const xa = visibleText(reportHtmlDocument(coded, EXPORTED_AT, pseudo));
    expect(xa).toContain(pseudoString("{{trait}} in {{department}}").replace("{{trait}}", pseudoString("Openness")).replace("{{department}}", "Sales"));
    expect(xa).toContain(pseudoString("Executive"));
    expect(untranslated(reportHtmlDocument(coded, EXPORTED_AT, pseudo), coded, pseudo)).toEqual([]);
    // stored before the codes: plain English strings, shown as they are
    const old = {
      ...r,
      content: {
        sections: { insights: { ...base, insights: [{ title: "Openness in Sales", description: "Openness in Sales is 0.4 SD below the organization mean.", severity: "low" }] } },
      },
    } as TReportInstance;
    const oldText = visibleText(reportHtmlDocument(old, EXPORTED_AT, pseudo));
    expect(oldText).toContain("Openness in Sales is 0.4 SD below the organization mean.");
  });
});
