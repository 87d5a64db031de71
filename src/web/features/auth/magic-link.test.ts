import { describe, expect, it } from "vitest";
import { failureTitle, isSubmitDisabled, magicLinkRequest, submitLabel } from "./magic-link.ts";

describe("magic link form rules", () => {
  it("login submit is disabled while empty, sending or sent", () => {
    expect(isSubmitDisabled("login", "idle", "")).toBe(true);
    expect(isSubmitDisabled("login", "idle", "   ")).toBe(true);
    expect(isSubmitDisabled("login", "idle", "a@b.co")).toBe(false);
    expect(isSubmitDisabled("login", "sending", "a@b.co")).toBe(true);
    expect(isSubmitDisabled("login", "sent", "a@b.co")).toBe(true);
  });

  it("signup submit is disabled only while sending or sent", () => {
    expect(isSubmitDisabled("signup", "idle", "")).toBe(false);
    expect(isSubmitDisabled("signup", "sending", "a@b.co")).toBe(true);
    expect(isSubmitDisabled("signup", "sent", "a@b.co")).toBe(true);
  });

  it("labels and titles follow the spec's wording", () => {
    expect(submitLabel("login", "sent")).toBe("Magic link sent!");
    expect(submitLabel("signup", "sent")).toBe("Magic link sent!");
    expect(failureTitle("login")).toBe("Login failed");
    expect(failureTitle("signup")).toBe("Signup failed");
  });

  it("builds the request with createUser only for signup", () => {
    expect(magicLinkRequest("login", " a@b.co ", "/dashboard")).toEqual({ email: "a@b.co", redirect: "/dashboard", createUser: false });
    expect(magicLinkRequest("signup", "a@b.co", "/x")).toEqual({ email: "a@b.co", redirect: "/x", createUser: true });
  });
});
