import { afterEach, describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatNumber, setDisplayPreferences } from "./display-preferences.ts";

afterEach(() => setDisplayPreferences(null));

describe("dates and numbers in the person's language and time zone", () => {
  const lateEvening = "2026-11-28T23:30:00Z";

  it("writes the calendar day of the chosen time zone, not the browser's", () => {
    setDisplayPreferences({ locale: "en", timeZone: "UTC" });
    expect(formatDate(lateEvening, { day: "numeric", month: "short", year: "numeric" })).toBe("Nov 28, 2026");
    setDisplayPreferences({ locale: "en", timeZone: "Asia/Tokyo" });
    expect(formatDate(lateEvening, { day: "numeric", month: "short", year: "numeric" })).toBe("Nov 29, 2026");
    expect(formatDateTime(lateEvening, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" })).toBe("08:30");
  });

  it("writes them in the chosen language", () => {
    setDisplayPreferences({ locale: "de", timeZone: "Europe/Berlin" });
    expect(formatDate(lateEvening, { day: "numeric", month: "long", year: "numeric" })).toBe("29. November 2026");
    expect(formatNumber(1234.5)).toBe("1.234,5");
  });

  it("signed out: English, and a text that is not a date comes back as it was", () => {
    setDisplayPreferences(null);
    expect(formatNumber(1234.5)).toBe("1,234.5");
    expect(formatDate("not a date")).toBe("not a date");
  });
});
