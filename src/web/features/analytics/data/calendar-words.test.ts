/** Calendar months and days in the reader's words: Intl in the reader's language, the calendar as given whatever the time zone. */
import { afterEach, describe, expect, it } from "vitest";
import { setDisplayPreferences } from "../../../lib/display-preferences.ts";
import { builderDatasets } from "../business-intelligence/bi-view.ts";
import { dayWords, monthListWords, monthWords, rangeWords } from "./calendar-words.ts";
import { measureRows } from "./month-rows.ts";

afterEach(() => setDisplayPreferences(null));

const MONTHS = [
  { month: "2026-03", started: 1, completed: 1, quality: null, avgScore: null },
  { month: "2026-04", started: 9, completed: 8, quality: 90.04, avgScore: 50.06 },
];

describe("months and days in the reader's words", () => {
  // the first and last time zones of the calendar: a month or day read as an instant would move here
  for (const timeZone of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "Etc/GMT+12"]) {
    it(`in German on ${timeZone}: the same month and day`, () => {
      setDisplayPreferences({ locale: "de", timeZone });
      expect(monthWords("2026-03")).toBe("März 2026");
      expect(monthWords("2026-01", "short")).toBe("Jan. 2026");
      expect(monthWords("2026-12")).toBe("Dezember 2026");
      expect(dayWords("2026-03-01")).toBe("01.03.2026");
      expect(dayWords("2026-03-31")).toBe("31.03.2026");
      expect(monthListWords(["2026-03", "2026-04"])).toBe("März 2026, April 2026");
      expect(rangeWords({ start: "2026-01-01", end: "2026-12-31" })).toEqual({ start: "01.01.2026", end: "31.12.2026" });
    });
  }

  it("in English", () => {
    setDisplayPreferences({ locale: "en", timeZone: "Asia/Tokyo" });
    expect(monthWords("2026-03")).toBe("March 2026");
    expect(monthWords("2026-03", "short")).toBe("Mar 2026");
    expect(dayWords("2026-08-30")).toBe("Aug 30, 2026");
    expect(monthListWords(["2026-03", "2026-04", "2026-05"])).toBe("March 2026, April 2026, May 2026");
  });

  it("a text that is not a month or a day is shown as given", () => {
    for (const text of ["2026-13", "2026", "soon", ""]) expect(monthWords(text)).toBe(text);
    for (const text of ["2026-02-xx", "2026-3-1", ""]) expect(dayWords(text)).toBe(text);
  });

  it("the Business Intelligence month line and the chart builder's monthly data set name their months in words", () => {
    setDisplayPreferences({ locale: "de", timeZone: "Europe/Berlin" });
    expect(measureRows(MONTHS)).toEqual([
      { month: "März 2026", quality: null, avgScore: null },
      { month: "Apr. 2026", quality: 90, avgScore: 50.1 },
    ]);
    const insights = { months: MONTHS } as unknown as Parameters<typeof builderDatasets>[1];
    const monthly = builderDatasets(undefined, insights).find((d) => d.id === "monthly");
    expect(monthly?.rows.map((r) => r.month)).toEqual(["März 2026", "Apr. 2026"]);
  });
});
