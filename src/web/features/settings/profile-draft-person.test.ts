import { describe, expect, it } from "vitest";
import type { TProfile } from "../../../contracts/profile.ts";
import { draftFrom, profileChanges, timeZoneChoices } from "./profile-draft-person.ts";

const saved: TProfile = {
  name: "Riley Rivera",
  email: "riley@example.com",
  locale: "en",
  timeZone: null,
  emailed: { "assessment.assigned": true, "assessment.reminder": true, "report.step_assigned": true, "report.rejected": false },
};

describe("the profile form's changes", () => {
  it("sends nothing when nothing changed (a name only re-spaced at its ends is unchanged)", () => {
    expect(profileChanges(saved, draftFrom(saved))).toBeNull();
    expect(profileChanges(saved, { ...draftFrom(saved), name: "  Riley Rivera " })).toBeNull();
  });

  it("sends only the fields that changed, and only the emailed kinds that flipped", () => {
    const draft = draftFrom(saved);
    draft.locale = "fr";
    draft.emailed["report.rejected"] = true;
    draft.emailed["assessment.reminder"] = false;
    expect(profileChanges(saved, draft)).toEqual({ locale: "fr", emailed: { "report.rejected": true, "assessment.reminder": false } });
    expect(profileChanges(saved, { ...draftFrom(saved), timeZone: "Europe/Paris" })).toEqual({ timeZone: "Europe/Paris" });
    expect(profileChanges({ ...saved, timeZone: "Europe/Paris" }, { ...draftFrom(saved), timeZone: null })).toEqual({ timeZone: null });
  });

  it("does not share the emailed map with the saved profile (editing the draft leaves the saved one alone)", () => {
    const draft = draftFrom(saved);
    draft.emailed["assessment.assigned"] = false;
    expect(saved.emailed["assessment.assigned"]).toBe(true);
  });

  it("offers UTC first, then every zone once, sorted, including the browser's own", () => {
    const zones = timeZoneChoices("Europe/Berlin");
    expect(zones[0]).toBe("UTC");
    expect(zones).toContain("Europe/Berlin");
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones.slice(1)).toEqual([...zones.slice(1)].sort());
  });
});
