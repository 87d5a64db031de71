import { safeStorage } from "../../lib/storage.ts";

export const SIDEBAR_STORAGE_KEY = "facetwise-sidebar-collapsed";

/** Whether the desktop sidebar was left collapsed (stored as "1"/"0"). */
export function readSidebarCollapsed(): boolean {
  return safeStorage.get(SIDEBAR_STORAGE_KEY) === "1";
}

/** Remembers the desktop sidebar state for the next visit. */
export function writeSidebarCollapsed(collapsed: boolean): void {
  safeStorage.set(SIDEBAR_STORAGE_KEY, collapsed ? "1" : "0");
}
