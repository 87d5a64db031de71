import { describe, expect, it } from "vitest";
import { initials, roleLabel } from "./format.ts";

describe("format", () => {
  it("initials use up to two words of the name, else the email", () => {
    expect(initials("Ada Lovelace", "a@b.c")).toBe("AL");
    expect(initials("  ada  king lovelace ", "a@b.c")).toBe("AK");
    expect(initials("", "zed@b.c")).toBe("Z");
    expect(initials("", "")).toBe("?");
  });

  it("role labels", () => {
    expect(roleLabel("admin")).toBe("Admin");
    expect(roleLabel(null)).toBe("No role yet");
  });
});
