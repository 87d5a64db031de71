import { describe, expect, it } from "vitest";
import { columnWidth, firstOf, fitToWidth, isoDay, oneDecimal, percentOf, reportFileName, scaleX, whole, winAnsiSafe } from "./layout.ts";

describe("scaleX", () => {
  it("maps the range onto the bar and clamps outside values", () => {
    expect(scaleX(0, 0, 100, 50, 400)).toBe(50);
    expect(scaleX(50, 0, 100, 50, 400)).toBe(250);
    expect(scaleX(100, 0, 100, 50, 400)).toBe(450);
    expect(scaleX(-5, 0, 100, 50, 400)).toBe(50);
    expect(scaleX(140, 0, 100, 50, 400)).toBe(450);
    expect(scaleX(3, 1, 5, 0, 100)).toBe(50);
  });
  it("puts NaN and an empty range at the start", () => {
    expect(scaleX(NaN, 0, 100, 10, 100)).toBe(10);
    expect(scaleX(5, 5, 5, 10, 100)).toBe(10);
  });
});

describe("dates and the file name", () => {
  it("uses the UTC calendar day", () => {
    expect(isoDay("2025-03-12T23:59:59.000Z")).toBe("2025-03-12");
    expect(isoDay("not a date")).toBe("undated");
  });
  it("names the download facetwise-<type>-<yyyy-mm-dd>.pdf", () => {
    expect(reportFileName("ipip-neo-120", "2025-03-12T10:00:00Z")).toBe("facetwise-ipip-neo-120-2025-03-12.pdf");
    expect(reportFileName("individual", "2024-12-31T23:00:00Z")).toBe("facetwise-individual-2024-12-31.pdf");
  });
  it("never lets a header-breaking character into the name", () => {
    expect(reportFileName('Ex"ec\r\n;x', "2025-01-02T00:00:00Z")).toBe("facetwise-ex-ec-x-2025-01-02.pdf");
    expect(reportFileName("", "2025-01-02T00:00:00Z")).toBe("facetwise-assessment-2025-01-02.pdf");
  });
});

describe("number wording", () => {
  it("shows a dash for missing numbers", () => {
    expect(whole(null)).toBe("—");
    expect(whole(NaN)).toBe("—");
    expect(whole(49.5)).toBe("50");
    expect(oneDecimal(116.8)).toBe("116.8");
    expect(oneDecimal(undefined)).toBe("—");
    expect(percentOf(0.4)).toBe("40%");
    expect(percentOf(1)).toBe("100%");
    expect(percentOf(null)).toBe("—");
  });
});

describe("lists and columns", () => {
  it("keeps the first entries and counts the rest", () => {
    expect(firstOf(["a", "b", "c", "d", "e"], 3)).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(firstOf(["a"], 4)).toEqual({ shown: ["a"], more: 0 });
    expect(firstOf(["a"], -1)).toEqual({ shown: [], more: 1 });
  });
  it("splits a width into equal columns with gaps", () => {
    expect(columnWidth(300, 3, 15)).toBe(90);
    expect(columnWidth(300, 1, 15)).toBe(300);
    expect(columnWidth(300, 0, 15)).toBe(0);
  });
});

describe("fitToWidth", () => {
  const measure = (s: string) => s.length * 10; // 10 units per character
  it("returns text that fits unchanged", () => expect(fitToWidth("hello", 50, measure)).toBe("hello"));
  it("cuts with an ellipsis to the longest prefix that fits", () => {
    expect(fitToWidth("hello world", 60, measure)).toBe("hello…");
    expect(measure(fitToWidth("a very long caption indeed", 120, measure))).toBeLessThanOrEqual(120);
  });
  it("gives a lone ellipsis when nothing fits", () => expect(fitToWidth("hello", 5, measure)).toBe("…"));
});

describe("winAnsiSafe", () => {
  it("keeps Latin-1 and the Windows-1252 punctuation Helvetica prints", () => {
    const s = "Zoë Núñez-O’Brien — “quoted” … 50 × 2 · Œuvre €";
    expect(winAnsiSafe(s)).toBe(s);
  });
  it("drops accents that Latin-1 lacks and spells a few symbols in ASCII", () => {
    expect(winAnsiSafe("Ștefan Čapek")).toBe("Stefan Capek");
    expect(winAnsiSafe("score ≥ 4 → high")).toBe("score >= 4 -> high");
    expect(winAnsiSafe("a\u00a0b\tc")).toBe("a b c");
  });
  it("replaces what it cannot print with ?", () => {
    expect(winAnsiSafe("王芳")).toBe("??");
    expect(winAnsiSafe("Łukasz 🙂")).toBe("?ukasz ?");
  });
  it("keeps line breaks and drops carriage returns", () => expect(winAnsiSafe("a\r\nb")).toBe("a\nb"));
});
