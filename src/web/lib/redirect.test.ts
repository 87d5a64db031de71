import { describe, expect, it } from "vitest";
import { authPagePath, DEFAULT_REDIRECT, loginRedirectPath, safeRedirect } from "./redirect.ts";

describe("safeRedirect", () => {
  it("accepts same-site paths", () => {
    for (const path of ["/", "/dashboard", "/dashboard/reports?tab=weekly", "/x#y"]) {
      expect(safeRedirect(path)).toBe(path);
    }
  });

  it("refuses absolute, protocol-relative and odd targets", () => {
    for (const bad of [null, undefined, "", "dashboard", "//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "/a b"]) {
      expect(safeRedirect(bad)).toBe(DEFAULT_REDIRECT);
    }
  });
});

describe("authPagePath", () => {
  it("omits the default redirect and encodes others", () => {
    expect(authPagePath("/signup", "/dashboard")).toBe("/signup");
    expect(authPagePath("/login", "/dashboard/reports?x=1")).toBe("/login?redirect=%2Fdashboard%2Freports%3Fx%3D1");
  });
});

describe("loginRedirectPath", () => {
  it("keeps path and query", () => {
    expect(loginRedirectPath("/dashboard/reports", "")).toBe("/login?redirect=%2Fdashboard%2Freports");
    expect(loginRedirectPath("/dashboard/users", "?q=a")).toBe("/login?redirect=%2Fdashboard%2Fusers%3Fq%3Da");
    expect(loginRedirectPath("/dashboard", "", "/sign-in")).toBe("/sign-in?redirect=%2Fdashboard");
  });
});
