/**
 * The dashboard's destinations composed from the features (app/features.ts), with their words from the `nav`
 * catalog, and the pure functions over them: header titles, active links, sidebar search. No React here.
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

/** A destination whose words are read from the `nav` catalog when asked for (so they follow the language). */
function destination(spec: DestinationSpec): Destination {
  const word = (key: string) => navT(`${spec.id}.${key}`, { defaultValue: "" });
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
    get emptyState() {
      return word("emptyState");
    },
    get keywords() {
      return word("keywords")
        .split(",")
        .map((k) => k.trim())
        .filter(Boolean);
    },
  };
}

/** Resolves a feature's sidebar entry (and its children) into the sidebar model. */
export function navItem(spec: SidebarEntrySpec): NavItem {
  return Object.defineProperties(destination(spec), {
    icon: { value: spec.icon, enumerable: true },
    section: { value: spec.section, enumerable: true },
    requires: { value: spec.requires, enumerable: true },
    children: { value: spec.children?.map(destination), enumerable: true },
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

export interface SearchResult {
  destination: Destination;
  /** "Assessments › Active" for children, the label for entries. */
  label: string;
}

/**
 * The destinations matching a search query (case-insensitive; at least one non-space character), best first:
 * label starts with the query, then a word of the label does, then the label contains it, then the parent's
 * label, description or keywords do. Ties keep sidebar order.
 */
export function searchDestinations(query: string, items: readonly NavItem[] = NAV_ITEMS, limit = 8): SearchResult[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, " ");
  if (q.length < 1) return [];
  const scored: Array<{ result: SearchResult; rank: number; order: number }> = [];
  let order = 0;
  const consider = (destination: Destination, parent: NavItem | null) => {
    const label = destination.label.toLowerCase();
    const title = destination.title.toLowerCase();
    const words = `${label} ${title}`.split(/[^a-z0-9]+/).filter(Boolean);
    const extra = [parent?.label ?? "", destination.description, ...destination.keywords].join(" ").toLowerCase();
    let rank: number | null = null;
    if (label.startsWith(q) || title.startsWith(q)) rank = 0;
    else if (words.some((w) => w.startsWith(q))) rank = 1;
    else if (label.includes(q) || title.includes(q)) rank = 2;
    else if (extra.includes(q)) rank = 3;
    if (rank !== null) {
      scored.push({
        result: { destination, label: parent ? `${parent.label} › ${destination.label}` : destination.label },
        rank,
        order,
      });
    }
    order += 1;
  };
  for (const item of items) {
    consider(item, null);
    for (const child of item.children ?? []) consider(child, item);
  }
  return scored
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map((s) => s.result);
}
