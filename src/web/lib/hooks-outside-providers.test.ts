import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { useAuth } from "./auth.tsx";
import { useTheme } from "./theme-provider.tsx";

/** Spec 1 §8: the auth and theme hooks throw a clear error when used outside their providers. */
describe("hooks outside their providers", () => {
  it("useAuth throws 'useAuth must be used within an AuthProvider'", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Probe = () => {
      useAuth();
      return null;
    };
    expect(() => renderToString(createElement(Probe))).toThrow("useAuth must be used within an AuthProvider");
    quiet.mockRestore();
  });

  it("useTheme throws 'useTheme must be used within a ThemeProvider'", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Probe = () => {
      useTheme();
      return null;
    };
    expect(() => renderToString(createElement(Probe))).toThrow("useTheme must be used within a ThemeProvider");
    quiet.mockRestore();
  });
});
