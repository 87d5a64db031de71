import { describe, expect, it } from "vitest";
import { formatJoinedDate, memberCountLabel, roleChangedMessage } from "./members.ts";

describe("wording", () => {
  it("formats the joined date, and keeps text that is not a date", () => {
    expect(formatJoinedDate("2025-03-12T10:00:00.000Z", "en-GB")).toBe("12 Mar 2025");
    expect(formatJoinedDate("2025-03-12T10:00:00.000Z", "en-US")).toBe("Mar 12, 2025");
    expect(formatJoinedDate("soon")).toBe("soon");
  });

  it("counts members", () => {
    expect(memberCountLabel(5, 5)).toBe("5 members");
    expect(memberCountLabel(1, 1)).toBe("1 member");
    expect(memberCountLabel(2, 5)).toBe("2 of 5 members");
    expect(memberCountLabel(0, 1)).toBe("0 of 1 member");
  });

  it("says what the role changed to", () => {
    expect(roleChangedMessage("manager")).toBe("Role changed to Manager");
    expect(roleChangedMessage("user", true)).toBe("Role changed back to User");
  });
});
