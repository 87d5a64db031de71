/**
 * The dashboard's destinations composed from the features (app/features.ts), with their words from the `nav`
 * catalog, and the pure functions over them: header titles, active links. The sidebar search is in
 * navigation-search.ts (loaded when someone searches). No React here.
 */
import { matchPath } from "react-router";
import type { DestinationSpec, DetailPageSpec, FeatureRoutes, SidebarEntrySpec } from "../lib/feature-routes.ts";
import { addCatalog, tNs } from "../lib/i18n.ts";
import { normalizePath, type Destination, type NavItem } from "../lib/nav.ts";
import nav from "../locales/en/nav.ts";
import { FEATURES } from "./features.ts";

export { DASHBOARD_PATH, isActivePath, normalizePath, type Destination, type NavIconName as IconName, type NavItem } from "../lib/nav.ts";

addCatalog("nav", nav);
const navT = tNs("nav");
/** The Platform section's words (platform staff only; loaded by app/staff-nav.ts before a staff member's shell renders). */
const staffNavT = tNs("nav-staff");

/** A destination whose words are read from the `nav` catalog when asked for (so they follow the language). */
function destination(spec: DestinationSpec, staff = false): Destination {
  const word = (key: string) => (staff ? staffNavT(`${spec.id}.${key}`, { defaultValue: "" }) : navT(`${spec.id}.${key}`, { defaultValue: "" }));
  return {
    id: spec.id,
    path: spec.path,
    get label() {
      return word("label");
    },
    get title() {
      return word("title");
    },
    get description() {
      return word("description");
    },
  };
}

/** Resolves a feature's sidebar entry (and its children) into the sidebar model. */
export function navItem(spec: SidebarEntrySpec): NavItem {
  const staff = spec.section === "staff";
  return Object.defineProperties(destination(spec, staff), {
    icon: { value: spec.icon, enumerable: true },
    section: { value: spec.section, enumerable: true },
    requires: { value: spec.requires, enumerable: true },
    requiresPlatform: { value: spec.requiresPlatform, enumerable: true },
    children: { value: spec.children?.map((child) => destination(child, staff)), enumerable: true },
  }) as NavItem;
}

/** Every sidebar entry of the given features, in their order. */
export function composeNavItems(features: readonly FeatureRoutes[]): NavItem[] {
  return features.flatMap((feature) => feature.sidebar ?? []).map(navItem);
}

/** The sidebar of this app. */
export const NAV_ITEMS: readonly NavItem[] = composeNavItems(FEATURES);
/** Pages under a sidebar entry that have no entry of their own (e.g. one assessment's results). */
export const DETAIL_PAGES: readonly DetailPageSpec[] = FEATURES.flatMap((feature) => feature.detailPages ?? []);

export interface RouteMeta {
  title: string;
  description: string;
  /** The top-level entry the path belongs to, if any. */
  item: NavItem | null;
  /** The destination itself (item or child), if the path is a known one. */
  destination: Destination | null;
}

/** Every destination (entries and children) in sidebar order. */
export function allDestinations(items: readonly NavItem[] = NAV_ITEMS): Destination[] {
  return items.flatMap((item) => [item, ...(item.children ?? [])]);
}

/** Header title and description for a path; unknown paths get the not-found wording. */
export function routeMeta(pathname: string, items: readonly NavItem[] = NAV_ITEMS, details: readonly DetailPageSpec[] = DETAIL_PAGES): RouteMeta {
  const current = normalizePath(pathname);
  for (const item of items) {
    if (item.path === current) return { title: item.title, description: item.description, item, destination: item };
    for (const child of item.children ?? []) {
      if (child.path === current) return { title: child.title, description: child.description, item, destination: child };
    }
  }
  for (const page of details) {
    if (matchPath({ path: page.path, end: true }, current)) {
      return {
        title: navT(`${page.id}.title`),
        description: navT(`${page.id}.description`),
        item: items.find((i) => i.path === page.parent) ?? null,
        destination: null,
      };
    }
  }
  return { title: navT("notFound.title"), description: navT("notFound.description"), item: null, destination: null };
}
