import { describe, expect, it } from "vitest";
import { projectFixture } from "./fixtures.test-support.ts";
import { raterActions } from "./rater-actions.ts";

describe("raterActions", () => {
  const manager = projectFixture();
  const subject = projectFixture({ policies: { manage: false, nominate: true, approve: false, readComparison: true, seeRaters: false } });

  it("managers remove raters who have not started, and approve pending nominations", () => {
    expect(raterActions(manager, { approval: "approved", status: "invited" })).toEqual({ approve: false, remove: true });
    expect(raterActions(manager, { approval: "approved", status: "in_progress" })).toEqual({ approve: false, remove: false });
    expect(raterActions(manager, { approval: "approved", status: "completed" })).toEqual({ approve: false, remove: false });
    expect(raterActions(manager, { approval: "pending", status: "invited" })).toEqual({ approve: true, remove: true });
  });

  it("the subject (no progress shown) may withdraw only nominations still waiting for approval", () => {
    expect(raterActions(subject, { approval: "pending", status: null })).toEqual({ approve: false, remove: true });
    expect(raterActions(subject, { approval: "approved", status: null })).toEqual({ approve: false, remove: false });
  });

  it("nothing once the project is closed", () => {
    expect(raterActions({ ...manager, status: "closed" }, { approval: "pending", status: "invited" })).toEqual({ approve: false, remove: false });
  });
});
