/** Pure functions over the dashboard destinations (active links, header titles, sidebar search). No React here. */
import { DASHBOARD_PATH, NAV_ITEMS, type Destination, type NavItem } from "./nav-items.ts";

export { DASHBOARD_PATH, NAV_ITEMS, type Destination, type IconName, type NavItem } from "./nav-items.ts";

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
export function routeMeta(pathname: string, items: readonly NavItem[] = NAV_ITEMS): RouteMeta {
  const current = normalizePath(pathname);
  for (const item of items) {
    if (item.path === current) return { title: item.title, description: item.description, item, destination: item };
    for (const child of item.children ?? []) {
      if (child.path === current) return { title: child.title, description: child.description, item, destination: child };
    }
  }
  for (const page of DETAIL_PAGES) {
    if (page.pattern.test(current)) {
      return { title: page.title, description: page.description, item: items.find((i) => i.path === page.parent) ?? null, destination: null };
    }
  }
  return { title: "Page not found", description: "There is nothing at this address.", item: null, destination: null };
}

/** Pages under a sidebar entry that have no entry of their own (e.g. one assessment's results). */
export const DETAIL_PAGES: ReadonlyArray<{ pattern: RegExp; parent: string; title: string; description: string }> = [
  {
    pattern: /^\/dashboard\/assessments\/start\/[^/]+$/,
    parent: "/dashboard/assessments",
    title: "Start assessment",
    description: "A few optional details, then the first question.",
  },
  {
    pattern: /^\/dashboard\/assessments\/take\/[^/]+$/,
    parent: "/dashboard/assessments",
    title: "Take assessment",
    description: "One question at a time; every answer is saved as you give it.",
  },
  {
    pattern: /^\/dashboard\/assessments\/[^/]+\/results$/,
    parent: "/dashboard/assessments",
    title: "Assessment results",
    description: "Your profile, how it was scored and what it suggests.",
  },
];

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
    const extra = [parent?.label ?? "", destination.description, ...(destination.keywords ?? [])].join(" ").toLowerCase();
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
