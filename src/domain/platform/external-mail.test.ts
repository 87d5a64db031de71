import { describe, expect, it } from "vitest";
import { externalMailResetsAt, externalRecipients, fitsDailyCap, mailDayOf, secondsUntilReset } from "./external-mail.ts";

describe("mail to outside addresses", () => {
  it("counts by UTC day and resets at the next UTC midnight", () => {
    const now = new Date("2026-03-01T23:59:30.500Z");
    expect(mailDayOf(now)).toBe("2026-03-01");
    expect(externalMailResetsAt(now).toISOString()).toBe("2026-03-02T00:00:00.000Z");
    expect(secondsUntilReset(now)).toBe(30);
  });

  it("fits a request only when the whole of it stays within the cap", () => {
    expect(fitsDailyCap(90, 10, 100)).toBe(true);
    expect(fitsDailyCap(91, 10, 100)).toBe(false);
    expect(fitsDailyCap(100, 0, 100)).toBe(true);
  });

  it("members' addresses are not outside recipients; case and repeats do not count twice", () => {
    expect(externalRecipients(["A@x.com", "a@x.com", "m@org.com", " b@y.com "], new Set(["m@org.com"]))).toEqual(["a@x.com", "b@y.com"]);
  });
});
