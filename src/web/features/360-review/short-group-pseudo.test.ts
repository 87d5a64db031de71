/**
 * The short-group warnings (spec 2 §5) in the pseudo-locale: pooled and hidden, the group's name and the counts
 * included, read with no plain English left, so none of their words bypass the review360 catalog.
 */
import { describe, expect, it } from "vitest";
import { showPseudoLocale } from "../../lib/pseudo-locale.ts";
import { shortGroupText } from "./invitation.ts";

describe("short-group warnings in en-XA", () => {
  it("pooled and hidden groups are worded from the catalog", () => {
    showPseudoLocale();
    const pooled = shortGroupText({ relationship: "peer", named: 2, minimum: 3, mergeable: true });
    const hidden = shortGroupText({ relationship: "direct_report", named: 1, minimum: 3, mergeable: false });
    expect(pooled).not.toBe(hidden);
    for (const text of [pooled, hidden]) {
      expect(text).toContain("⟦");
      expect(text).toMatch(/1|2/);
      expect(text.replace(/⟦[^⟧]*⟧/g, " ").match(/[A-Za-z]{2,}/g), text).toBeNull();
    }
  });
});
