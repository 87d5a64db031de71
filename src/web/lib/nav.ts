/**
 * The shape of the dashboard's destinations (sidebar entries, their children, detail pages) and the pure path
 * rules over them. Shared by the app shell, components and features; no React and no words here: a destination's
 * words live in the `nav` catalog under its `id` (see app/navigation.ts).
 */

import type { TOrganizationPolicies, TPlatformPolicies } from "../../contracts/policies.ts";

export const DASHBOARD_PATH = "/dashboard";

export type NavIconName =
  | "home"
  | "clipboard"
  | "check"
  | "chart"
  | "file"
  | "users"
  | "circles"
  | "briefcase"
  | "layers"
  | "pie"
  | "target"
  | "flask"
  | "refresh"
  | "activity"
  | "megaphone"
  | "shield"
  | "settings"
  | "id-card"
  | "monitor"
  | "inbox";

/**
 * Sidebar sections. `platform` holds the organization's own tools (business intelligence, testing, 360, …); `staff`
 * is the vendor's Platform section, shown only to platform staff (entries there name a platform policy).
 */
export type NavSection = "workspace" | "platform" | "staff" | "account";

/** A destination with its words resolved (from the `nav` catalog, in the current language). */
export interface Destination {
  /** Key of its words in the `nav` catalog. */
  id: string;
  path: string;
  /** Sidebar label. */
  label: string;
  /** Page heading shown in the header (h1). */
  title: string;
  /** One line under the heading. */
  description: string;
}

/** A top-level sidebar entry. */
export interface NavItem extends Destination {
  icon: NavIconName;
  section: NavSection;
  children?: readonly Destination[];
  /** The organization policy the entry needs (absent: everyone signed in sees it). */
  requires?: keyof TOrganizationPolicies;
  /** The platform policy the entry needs (platform staff only; the entry is hidden from everyone else). */
  requiresPlatform?: keyof TPlatformPolicies;
}

type Gated = { requires?: keyof TOrganizationPolicies; requiresPlatform?: keyof TPlatformPolicies };

/**
 * The entries a signed-in person may open: the server's policies decide, never a role test here. `platform` is the
 * staff member's platform policies (null for everyone who is not platform staff).
 */
export function visibleItems<T extends Gated>(items: readonly T[], policies: TOrganizationPolicies, platform: TPlatformPolicies | null = null): T[] {
  return items.filter((item) => {
    if (item.requiresPlatform) return platform !== null && platform[item.requiresPlatform];
    return !item.requires || policies[item.requires];
  });
}

/** Drops a trailing slash (except for the root) so '/dashboard/' and '/dashboard' compare equal. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/**
 * Whether a sidebar link is active for the current path (spec 1 §2: a link is active when the path starts
 * with its route, matched on whole segments). Overview (/dashboard) is active only on /dashboard itself.
 */
export function isActivePath(linkPath: string, pathname: string): boolean {
  const current = normalizePath(pathname);
  if (linkPath === DASHBOARD_PATH) return current === DASHBOARD_PATH;
  return current === linkPath || current.startsWith(`${linkPath}/`);
}
