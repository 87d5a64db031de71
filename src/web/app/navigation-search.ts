/**
 * The sidebar search over the dashboard's destinations, with its keywords catalog (`nav-search`). Loaded when
 * someone starts to search, so neither travels with the first visit.
 */
import { addCatalog, tNs } from "../lib/i18n.ts";
import type { Destination, NavItem } from "../lib/nav.ts";
import navSearch from "../locales/en/nav-search.ts";
import { NAV_ITEMS } from "./navigation.ts";

addCatalog("nav-search", navSearch);
const searchT = tNs("nav-search");

/** The extra words a destination is found by (from the `nav-search` catalog, in the current language). */
export function keywordsOf(destination: Pick<Destination, "id">): string[] {
  return searchT(`${destination.id}.keywords`, { defaultValue: "" })
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
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
    const extra = [parent?.label ?? "", destination.description, ...keywordsOf(destination)].join(" ").toLowerCase();
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
