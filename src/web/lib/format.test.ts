import { describe, expect, it } from "vitest";
import { initials, roleLabel } from "./format.ts";

describe("format", () => {
  it("initials use up to two words of the name, else the email", () => {
    expect(initials("Ada Lovelace", "a@b.c")).toBe("AL");
    expect(initials("  ada  king lovelace ", "a@b.c")).toBe("AK");
    expect(initials("", "zed@b.c")).toBe("Z");
    expect(initials("", "")).toBe("?");
  });

  it("initials are letters only: words starting with a digit or symbol are skipped", () => {
    expect(initials("Respondent 212", "r212@b.c")).toBe("R");
    expect(initials("Respondent 2 Smith", "x@b.c")).toBe("RS");
    expect(initials("42 (guest)", "guest@b.c")).toBe("G");
    expect(initials("123", "456@b.c")).toBe("?");
    expect(initials("élodie durand", "e@b.c")).toBe("ÉD");
  });

  it("role labels", () => {
    expect(roleLabel("admin")).toBe("Admin");
    expect(roleLabel(null)).toBe("No role yet");
  });
});
