import { describe, expect, it } from "vitest";
import { daysLeft, reminderNotice } from "./email-templates.ts";

const at = (iso: string) => new Date(iso);

describe("days left before a 360 deadline (as the email writes the deadline's date, UTC)", () => {
  it("counts calendar days: a deadline dated 14 days ahead is 14 days left, at any time of either day", () => {
    expect(daysLeft(at("2026-12-15T23:59:00Z"), at("2026-12-01T09:00:00Z"))).toBe(14); // 14.6 × 24 h (rounding up said 15)
    expect(daysLeft(at("2026-12-15T00:01:00Z"), at("2026-12-01T23:59:00Z"))).toBe(14); // 13.0 × 24 h
    expect(daysLeft(at("2026-12-15T00:00:00Z"), at("2026-12-01T00:00:00Z"))).toBe(14);
  });
  it("is 0 on the deadline's own day and never negative", () => {
    expect(daysLeft(at("2026-12-01T23:00:00Z"), at("2026-12-01T00:00:00Z"))).toBe(0);
    expect(daysLeft(at("2026-12-01T00:00:00Z"), at("2026-12-02T00:00:00Z"))).toBe(0);
    expect(daysLeft(at("2026-12-02T00:00:00Z"), at("2026-12-01T23:59:59.999Z"))).toBe(1);
  });
  it("crosses month, year and leap-day boundaries by the calendar", () => {
    expect(daysLeft(at("2027-01-01T12:00:00Z"), at("2026-12-31T23:00:00Z"))).toBe(1);
    expect(daysLeft(at("2028-03-01T08:00:00Z"), at("2028-02-28T20:00:00Z"))).toBe(2);
  });
  it("counts on the calendar of the time zone the deadline is written in", () => {
    // 23:30 UTC on 1 December is already 2 December in Tokyo; the deadline's day is 15 December in both
    expect(daysLeft(at("2026-12-15T10:00:00Z"), at("2026-12-01T23:30:00Z"))).toBe(14);
    expect(daysLeft(at("2026-12-15T10:00:00Z"), at("2026-12-01T23:30:00Z"), "Asia/Tokyo")).toBe(13);
    // 03:00 UTC on 15 December is still 14 December in New York
    expect(daysLeft(at("2026-12-15T03:00:00Z"), at("2026-12-01T12:00:00Z"), "America/New_York")).toBe(13);
  });
  it("tells the reminder the last day or the days left", () => {
    expect(reminderNotice(daysLeft(at("2026-12-15T23:59:00Z"), at("2026-12-01T09:00:00Z")))).toEqual({ lastDay: false, days: 14 });
    expect(reminderNotice(1)).toEqual({ lastDay: false, days: 1 });
    expect(reminderNotice(0)).toEqual({ lastDay: true });
  });
});
