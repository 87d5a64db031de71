/**
 * The reports area's addresses (no contracts or zod here: routes.tsx imports this). The tab bar lists only the
 * tabs whose pages are registered: add an entry to REPORTS_TABS in the same change that registers its route.
 */
export const REPORTS_PATH = "/dashboard/reports";

/** Spec 2 §2.6 tabs (Reports, Templates, Analytics, Distribution), in their order; each is a route. */
export const REPORTS_TABS: readonly { key: "reports" | "templates" | "analytics" | "distribution"; path: string; requires?: "readAnalytics" }[] = [
  { key: "reports", path: REPORTS_PATH },
  { key: "templates", path: `${REPORTS_PATH}/templates` },
  { key: "analytics", path: `${REPORTS_PATH}/analytics`, requires: "readAnalytics" },
  { key: "distribution", path: `${REPORTS_PATH}/distribution` },
];

/** The list pre-filtered by type (the sidebar's Weekly, Monthly and Custom children). */
export const TYPE_PATHS = { weekly: `${REPORTS_PATH}/weekly`, monthly: `${REPORTS_PATH}/monthly`, custom: `${REPORTS_PATH}/custom` } as const;

/** One report in the viewer. */
export const viewPath = (reportId: string) => `${REPORTS_PATH}/view/${encodeURIComponent(reportId)}`;
/** One report in the editor. */
export const editPath = (reportId: string) => `${REPORTS_PATH}/edit/${encodeURIComponent(reportId)}`;

/** The tab a path belongs to: the type lists and the viewer and editor are under Reports. */
export function activeTab(pathname: string): string {
  const path = pathname.replace(/\/+$/, "");
  const exact = REPORTS_TABS.find((tab) => tab.path === path && tab.key !== "reports");
  if (exact) return exact.key;
  const nested = REPORTS_TABS.find((tab) => tab.key !== "reports" && path.startsWith(`${tab.path}/`));
  return nested ? nested.key : "reports";
}
