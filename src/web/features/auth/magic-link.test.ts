import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api.ts";
import { emailFieldError, failureTitle, isSubmitDisabled, magicLinkFailure, magicLinkRequest, submitLabel } from "./magic-link.ts";

describe("magic link form rules", () => {
  it("login submit is disabled while empty, sending or sent", () => {
    expect(isSubmitDisabled("login", "idle", "")).toBe(true);
    expect(isSubmitDisabled("login", "idle", "   ")).toBe(true);
    expect(isSubmitDisabled("login", "idle", "a@b.co")).toBe(false);
    expect(isSubmitDisabled("login", "sending", "a@b.co")).toBe(true);
    expect(isSubmitDisabled("login", "sent", "a@b.co")).toBe(true);
  });

  it("signup and invite submit are disabled only while sending or sent", () => {
    expect(isSubmitDisabled("signup", "idle", "")).toBe(false);
    expect(isSubmitDisabled("invite", "idle", "a@b.co")).toBe(false);
    expect(isSubmitDisabled("invite", "sent", "a@b.co")).toBe(true);
    expect(isSubmitDisabled("signup", "sending", "a@b.co")).toBe(true);
    expect(isSubmitDisabled("signup", "sent", "a@b.co")).toBe(true);
  });

  it("labels and titles follow the spec's wording", () => {
    expect(submitLabel("login", "sent")).toBe("Magic link sent!");
    expect(submitLabel("signup", "sent")).toBe("Magic link sent!");
    expect(failureTitle("login")).toBe("Login failed");
    expect(failureTitle("signup")).toBe("Signup failed");
    expect(submitLabel("invite", "idle")).toBe("Email me a sign-in link");
  });

  it("builds the request with createUser (and the browser's language and time zone) only for signup", () => {
    const browser = { locale: "de-CH", timeZone: "Europe/Zurich" };
    expect(magicLinkRequest("login", " a@b.co ", "/dashboard", browser)).toEqual({ email: "a@b.co", redirect: "/dashboard", createUser: false });
    expect(magicLinkRequest("signup", "a@b.co", "/x", browser)).toEqual({ email: "a@b.co", redirect: "/x", createUser: true, ...browser });
    // An invitation signs in or signs up the invited address, and comes back to the invitation.
    expect(magicLinkRequest("invite", "a@b.co", "/invite/abc", browser)).toEqual({ email: "a@b.co", redirect: "/invite/abc", createUser: true, ...browser });
    // By default, what this browser says
    expect(magicLinkRequest("signup", "a@b.co", "/x")).toMatchObject({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });

  it("checks the address with the contract's rule before sending", () => {
    expect(emailFieldError("sam@demo.facetwise.test")).toBeNull();
    expect(emailFieldError("  sam@demo.facetwise.test  ")).toBeNull();
    for (const bad of ["", "   ", "sam", "sam@", "@demo.test", "sam demo@x.co", "sam@@x.co"]) expect(emailFieldError(bad), bad).toBe("Enter a valid email address");
  });

  it("turns the server's validation error into the field's message, never the raw 'Invalid body'", () => {
    const validation = new ApiError({ statusCode: 400, code: "VALIDATION_ERROR", message: "Invalid body: email: Invalid email address" });
    expect(magicLinkFailure(validation)).toEqual({ field: "Enter a valid email address" });
    const limited = new ApiError({ statusCode: 429, code: "RATE_LIMITED", message: "Too many sign-in links for this address; try again in 15 minutes" });
    expect(magicLinkFailure(limited)).toEqual({ alert: "Too many sign-in links for this address; try again in 15 minutes" });
    expect(magicLinkFailure(new TypeError("Failed to fetch"))).toEqual({ alert: "An unexpected error occurred" });
  });
});
