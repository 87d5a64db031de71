import { describe, expect, it } from "vitest";
import { daysLeft, reminderPrefix } from "./email-templates.ts";

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
  it("words the reminder by the count", () => {
    expect(reminderPrefix(daysLeft(at("2026-12-15T23:59:00Z"), at("2026-12-01T09:00:00Z")))).toBe("Reminder: 14 days left to give your feedback.\n\n");
    expect(reminderPrefix(1)).toBe("Reminder: 1 day left to give your feedback.\n\n");
    expect(reminderPrefix(0)).toBe("Reminder: today is the last day to give your feedback.\n\n");
  });
});
