import { describe, expect, it } from "vitest";
import { startupMessage } from "./startup-message.ts";

describe("startup message", () => {
  it("points a developer at the app and the local mailbox", () => {
    expect(startupMessage({ env: "development", smtpUrl: undefined, port: 3000, publicUrl: undefined }, true)).toBe(
      "Facetwise is ready at http://localhost:3000 — sign in as admin@demo.facetwise.test (platform staff: operator@demo.facetwise.test, ceo@demo.facetwise.test), then open http://localhost:3000/dev/mailbox on this machine for the sign-in link.",
    );
  });

  it("never mentions the mailbox where mail is sent or in production", () => {
    expect(startupMessage({ env: "development", smtpUrl: "smtp://x", port: 3000, publicUrl: "https://f.example" }, false)).toBe(
      "Facetwise is ready at https://f.example — sign in with your email address; the sign-in link is sent by email.",
    );
    expect(startupMessage({ env: "production", smtpUrl: undefined, port: 80, publicUrl: "https://f.example" }, false)).not.toContain("mailbox");
  });
});
