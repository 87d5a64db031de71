import { Link, useLocation } from "react-router";
import type { TOrganizationPolicies } from "../../../contracts/policies.ts";
import { useMe } from "../../lib/auth.tsx";
import { useReportsT } from "./i18n.ts";
import { activeTab, REPORTS_TABS } from "./paths.ts";

/** The reports area's tab bar for the signed-in person: only the tabs their policies open. */
export function ReportsTabs() {
  return <ReportsTabBar policies={useMe().policies} />;
}

/**
 * The reports area's tab bar (spec 2 §2.6): one link per registered tab the given policies open (report analytics
 * are for those who read analytics), the current one marked.
 */
export function ReportsTabBar({ policies }: { policies: Pick<TOrganizationPolicies, "readAnalytics"> }) {
  const t = useReportsT();
  const { pathname } = useLocation();
  const current = activeTab(pathname);
  const tabs = REPORTS_TABS.filter((tab) => !tab.requires || policies[tab.requires]);
  return (
    <nav aria-label={t("tabs.label")} className="mb-6 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
      <ul className="-mb-px flex gap-1">
        {tabs.map((tab) => {
          const active = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                to={tab.path}
                aria-current={active ? "page" : undefined}
                className={`inline-block border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors ${
                  active
                    ? "border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300"
                    : "border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-white"
                }`}
              >
                {t(`tabs.${tab.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
