/**
 * The consent wording and its version travel together: the server records CONSENT_VERSION with each
 * response as the wording the respondent agreed to, so the wording (the taking catalog's `consent.*`) may
 * not change under the same version. Changing it: give CONSENT_VERSION a new value and record the new
 * fingerprint here under it (keep the old ones: they say what earlier versions were).
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CONSENT_VERSION } from "../../domain/assessments/consent.ts";
import taking from "./en/taking.ts";

/** sha256 of JSON.stringify(taking.consent) for each version of the wording. */
const FINGERPRINTS: Record<string, string> = {
  "2026-11-consent-v1": "aa8888c11686b352d293a24bf3abe4b692e1d0dc612c9f07d2aee4c5ee8d0fff",
};

describe("consent wording", () => {
  it("is the wording recorded for the current version (a change needs a new CONSENT_VERSION)", () => {
    const fingerprint = createHash("sha256").update(JSON.stringify(taking.consent)).digest("hex");
    expect(FINGERPRINTS[CONSENT_VERSION], `no fingerprint recorded for ${CONSENT_VERSION}`).toBeDefined();
    expect(fingerprint, `the consent wording changed: set a new CONSENT_VERSION and record ${fingerprint} for it`).toBe(FINGERPRINTS[CONSENT_VERSION]);
  });
});
