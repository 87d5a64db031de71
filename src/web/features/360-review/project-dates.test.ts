import { describe, expect, it } from "vitest";
import { addDays, checkDeadline, dateInputValue, defaultDeadlineInput, endOfDayIso, latestDeadlineInput, MAX_DEADLINE_DAYS } from "./project-dates.ts";

const now = new Date(2030, 5, 1, 9, 30); // 1 June 2030, 09:30 local

describe("deadlines", () => {
  it("defaults to 14 days from today", () => {
    expect(defaultDeadlineInput(now)).toBe("2030-06-15");
  });

  it("end of the picked day, local time; no invented dates", () => {
    expect(new Date(endOfDayIso("2030-06-15")!).getTime()).toBe(new Date(2030, 5, 15, 23, 59, 59, 999).getTime());
    expect(endOfDayIso("2030-02-30")).toBeNull();
    expect(endOfDayIso("")).toBeNull();
    expect(endOfDayIso("15/06/2030")).toBeNull();
  });

  it("accepts today up to the last offered day; refuses past, too far, or not later than the current deadline", () => {
    expect(checkDeadline("2030-06-01", now)).toMatchObject({ ok: true });
    expect(checkDeadline("2030-05-31", now)).toEqual({ ok: false, error: "past" });
    expect(checkDeadline("nope", now)).toEqual({ ok: false, error: "invalid" });
    expect(checkDeadline(latestDeadlineInput(now), now)).toMatchObject({ ok: true });
    expect(checkDeadline(dateInputValue(addDays(now, MAX_DEADLINE_DAYS + 1)), now)).toEqual({ ok: false, error: "tooFar" });
    const current = endOfDayIso("2030-06-15")!;
    expect(checkDeadline("2030-06-15", now, current)).toEqual({ ok: false, error: "notLater" });
    expect(checkDeadline("2030-06-16", now, current)).toMatchObject({ ok: true, deadline: endOfDayIso("2030-06-16") });
  });
});
