import { describe, expect, it } from "vitest";
import { parseAuthMessage } from "./auth-channel.ts";

describe("parseAuthMessage", () => {
  it("accepts only known messages", () => {
    expect(parseAuthMessage({ type: "logout" })).toEqual({ type: "logout" });
    expect(parseAuthMessage({ type: "login", at: 1 })).toEqual({ type: "login" });
    expect(parseAuthMessage({ type: "other" })).toBeNull();
    expect(parseAuthMessage("logout")).toBeNull();
    expect(parseAuthMessage(null)).toBeNull();
  });
});
