/** The reader's words: catalog text in their language, Intl numbers, dates on their calendar, ordinals by their rules. */
import { describe, expect, it } from "vitest";
import { pdfWords } from "./words.ts";
import { columnWidths } from "./table.ts";

describe("ordinals in English", () => {
  const { ordinal } = pdfWords({ locale: "en" });
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [10, "10th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [50, "50th"],
    [99, "99th"],
    [101, "101st"],
    [111, "111th"],
    [112, "112th"],
  ])("%d → %s", (n, s) => expect(ordinal(n)).toBe(s));
  it("rounds first", () => expect(ordinal(42.6)).toBe("43rd"));
});

describe("dates", () => {
  it("fall on the reader's calendar, in their language", () => {
    const late = "2026-12-07T18:00:00Z";
    expect(pdfWords({ locale: "en", timeZone: "Asia/Tokyo" }).date(late)).toBe("December 8, 2026");
    expect(pdfWords({ locale: "en", timeZone: "America/New_York" }).date(late)).toBe("December 7, 2026");
    expect(pdfWords({ locale: "de", timeZone: "Europe/Berlin" }).date(late)).toBe("7. Dezember 2026");
    expect(pdfWords({ locale: "fr" }).date("nope", "?")).toBe("?");
  });
  it("a calendar day stays that day in every time zone", () => {
    expect(pdfWords({ locale: "en", timeZone: "Pacific/Kiritimati" }).day("2026-01-05")).toBe("January 5, 2026");
    expect(pdfWords({ locale: "en", timeZone: "Pacific/Pago_Pago" }).day("2026-01-05")).toBe("January 5, 2026");
    expect(pdfWords({ locale: "en" }).day("week 2")).toBe("week 2");
  });
});

describe("numbers", () => {
  it("group and mark decimals as the reader's language does", () => {
    const n = 1234567.891;
    expect(pdfWords({ locale: "en" }).number(n, 1)).toBe("1,234,567.9");
    expect(pdfWords({ locale: "de" }).number(n, 1)).toBe("1.234.567,9");
    expect(pdfWords({ locale: "fr" }).number(n, 1).replace(/\s/g, " ")).toBe("1 234 567,9");
    expect(pdfWords({ locale: "en" }).signed(4, 1)).toBe("+4.0");
    expect(pdfWords({ locale: "en" }).signed(0, 1)).toBe("0.0");
    expect(pdfWords({ locale: "en" }).number(null, 1, 1, "-")).toBe("-");
  });
  it("ordinals group their number like any other", () => {
    expect(pdfWords({ locale: "en" }).ordinal(1232)).toBe("1,232nd");
  });
});

describe("table columns", () => {
  it("keep fixed widths and share the rest by weight", () => {
    expect(columnWidths([{ title: "a", width: 100 }, { title: "b", weight: 3 }, { title: "c" }], 500)).toEqual([100, 300, 100]);
    expect(
      columnWidths(
        [
          { title: "a", weight: 1 },
          { title: "b", weight: 1 },
        ],
        300,
      ),
    ).toEqual([150, 150]);
    expect(columnWidths([{ title: "a", width: 400 }, { title: "b" }], 300)).toEqual([400, 0]);
  });
});
