import { describe, expect, it } from "vitest";
import { callbackErrorMessage } from "./callback-errors.ts";

describe("callbackErrorMessage", () => {
  it("explains expired or reused links", () => {
    expect(callbackErrorMessage("INVALID_TOKEN")).toMatch(/expired or has already been used/);
    expect(callbackErrorMessage("expired_token")).toMatch(/expired/);
  });

  it("falls back to a generic message", () => {
    expect(callbackErrorMessage("SOMETHING_ELSE")).toBe("This sign-in link could not be used. Please request a new one.");
  });
});
