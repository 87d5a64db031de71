import { describe, expect, it } from "vitest";
import { chosenMembers, MAX_CHOSEN_MEMBERS, memberOptions, toggleMember } from "./member-choice.ts";

const people = [
  { userId: "u3", name: "Zoë Park", email: "zoe@x.test", department: "Sales" },
  { userId: "u1", name: "Ana Ruiz", email: "ana@x.test", department: "HR" },
  { userId: "u2", name: "Ben Ode", email: "ben@x.test", department: null },
];

describe("member choice", () => {
  it("lists everyone by name for an empty search", () => {
    expect(memberOptions(people, "", new Set()).map((m) => m.userId)).toEqual(["u1", "u2", "u3"]);
  });
  it("finds by name, email (accents ignored) or department, and keeps chosen members listed", () => {
    expect(memberOptions(people, "zoe", new Set()).map((m) => m.userId)).toEqual(["u3"]);
    expect(memberOptions(people, "sales", new Set()).map((m) => m.userId)).toEqual(["u3"]);
    expect(memberOptions(people, "zoe", new Set(["u2"])).map((m) => m.userId)).toEqual(["u2", "u3"]);
    expect(memberOptions(people, "nobody", new Set())).toEqual([]);
  });
  it("toggles a member in a new set, up to the request's limit", () => {
    const once = toggleMember(new Set(), "u1");
    expect([...once]).toEqual(["u1"]);
    expect([...toggleMember(once, "u1")]).toEqual([]);
    const full = new Set(Array.from({ length: MAX_CHOSEN_MEMBERS }, (_, i) => `m${i}`));
    expect(toggleMember(full, "one-more").size).toBe(MAX_CHOSEN_MEMBERS);
    expect(toggleMember(full, "m0").size).toBe(MAX_CHOSEN_MEMBERS - 1);
  });
  it("gives the chosen members in name order", () => {
    expect(chosenMembers(people, new Set(["u3", "u1"])).map((m) => m.name)).toEqual(["Ana Ruiz", "Zoë Park"]);
  });
});
