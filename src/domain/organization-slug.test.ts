import { describe, expect, it } from "vitest";
import { personalOrganizationName, slugify } from "./organization-slug.ts";
import { passwordProblems } from "./password-policy.ts";

describe("slugify", () => {
  it("makes lower-case dashed ASCII", () => {
    expect(slugify("Acme Corp. (EU)")).toBe("acme-corp-eu");
    expect(slugify("Crème Brûlée")).toBe("creme-brulee");
  });
  it("never returns an empty slug", () => {
    expect(slugify("!!!")).toBe("organization");
    expect(slugify("日本")).toBe("organization");
  });
  it("caps the length without a trailing dash", () => {
    const s = slugify("a".repeat(47) + " b");
    expect(s.length).toBeLessThanOrEqual(48);
    expect(s.endsWith("-")).toBe(false);
  });
});

describe("personalOrganizationName", () => {
  it("uses the email's local part", () => {
    expect(personalOrganizationName("jane.doe@example.com")).toBe("Jane Doe's organization");
    expect(personalOrganizationName("@x")).toBe("My's organization");
  });
});

describe("passwordProblems", () => {
  it("accepts a password meeting every rule", () => {
    expect(passwordProblems("Abcdefg1")).toEqual([]);
  });
  it("names each broken rule at its boundary", () => {
    expect(passwordProblems("Abcdef1")).toEqual(["tooShort"]);
    expect(passwordProblems("abcdefg1")).toEqual(["upper"]);
    expect(passwordProblems("ABCDEFG1")).toEqual(["lower"]);
    expect(passwordProblems("Abcdefgh")).toEqual(["number"]);
  });
});
