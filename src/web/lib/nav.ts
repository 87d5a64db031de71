/**
 * The shape of the dashboard's destinations (sidebar entries, their children, detail pages) and the pure path
 * rules over them. Shared by the app shell, components and features; no React and no words here: a destination's
 * words live in the `nav` catalog under its `id` (see app/navigation.ts).
 */

import type { TOrganizationPolicies } from "../../contracts/policies.ts";

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
  | "settings";

export type NavSection = "workspace" | "platform" | "account";

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
}

/** The entries a signed-in person may open: the server's policies decide, never a role test here. */
export function visibleItems<T extends { requires?: keyof TOrganizationPolicies }>(items: readonly T[], policies: TOrganizationPolicies): T[] {
  return items.filter((item) => !item.requires || policies[item.requires]);
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
