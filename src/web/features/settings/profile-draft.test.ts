import { describe, expect, it } from "vitest";
import type { TOrganizationProfile } from "../../../contracts/analytics.ts";
import { draftFromProfile, isDraftChanged, updateFromDraft } from "./profile-draft.ts";

const profile: TOrganizationProfile = { industry: null, departments: ["Engineering", "Sales", "HR"], minGroupSize: 5, simulated: false };

describe("profile draft", () => {
  it("sends nothing while nothing changed", () => {
    const draft = draftFromProfile(profile);
    expect(updateFromDraft(profile, draft)).toEqual({});
    expect(isDraftChanged(profile, draft)).toBe(false);
  });

  it("sends only the changed fields", () => {
    const draft = { ...draftFromProfile(profile), industry: "Retail" as const, minGroupSize: 8 };
    expect(updateFromDraft(profile, draft)).toEqual({ industry: "Retail", minGroupSize: 8 });
  });

  it("sends a renamed row as a rename, and added and removed rows in the list", () => {
    const draft = draftFromProfile(profile);
    draft.departments = [
      { key: 0, original: "Engineering", name: "Engineering" },
      { key: 2, original: "HR", name: "  People  Team " },
      { key: 9, original: null, name: "Legal" },
    ];
    expect(updateFromDraft(profile, draft)).toEqual({
      departments: ["Engineering", "People Team", "Legal"],
      renames: [{ from: "HR", to: "People Team" }],
    });
  });
});
