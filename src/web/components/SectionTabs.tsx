import { Link } from "react-router";
import { useT } from "../lib/i18n.ts";
import { normalizePath, type NavItem } from "../lib/nav.ts";

/**
 * Links between a sidebar entry and its children (e.g. Reports: All, Weekly, Monthly, Custom). `search` (a query
 * string such as "?from=…&to=…") is carried to every tab, for state the sections share through the address.
 */
/**
 * The tabs of a section: "All" (the entry itself) then its children. When a child already is the section's
 * "all" page (path ending in /all, e.g. Users → All users), that child stands for the entry and no second
 * "All" tab is added; it is also the active tab on the entry's own path.
 */
export function sectionTabs(item: NavItem, allLabel: string): { label: string; path: string; activeOn: string[] }[] {
  const children = item.children ?? [];
  const allChild = children.find((c) => c.path === `${item.path}/all`);
  const rest = children.map((c) => ({ label: c.label, path: c.path, activeOn: c === allChild ? [c.path, item.path] : [c.path] }));
  return allChild ? rest : [{ label: allLabel, path: item.path, activeOn: [item.path] }, ...rest];
}

export function SectionTabs({ item, pathname, search = "" }: { item: NavItem; pathname: string; search?: string }) {
  const t = useT("common");
  const current = normalizePath(pathname);
  const tabs = sectionTabs(item, t("sectionTabs.all"));
  return (
    <nav aria-label={t("sectionTabs.label", { section: item.label })} className="mb-6 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
      <ul className="-mb-px flex gap-1">
        {tabs.map((tab) => {
          const active = tab.activeOn.includes(current);
          return (
            <li key={tab.path}>
              <Link
                to={{ pathname: tab.path, search }}
                aria-current={active ? "page" : undefined}
                className={`inline-block border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors ${
                  active
                    ? "border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300"
                    : "border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-white"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
