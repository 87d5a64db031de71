/**
 * Theme rules shared by the pre-paint inline script in index.html (which mirrors them) and the ThemeProvider.
 * The preference is stored under THEME_STORAGE_KEY; 'system' (or nothing stored) follows prefers-color-scheme.
 */
export type ThemePreference = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

export const THEME_STORAGE_KEY = "facetwise-theme";

/** Reads a stored preference; anything unrecognised counts as 'system'. */
export function parseThemePreference(value: string | null): ThemePreference {
  return value === "light" || value === "dark" || value === "system" ? value : "system";
}

/** The theme to show for a preference, given whether the device prefers dark. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === "system") return systemPrefersDark ? "dark" : "light";
  return preference;
}

/** Applies a theme to the document root: the `dark` class Tailwind's dark variant keys on, and color-scheme for form controls and scrollbars. */
export function applyTheme(root: HTMLElement, theme: ResolvedTheme): void {
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}
