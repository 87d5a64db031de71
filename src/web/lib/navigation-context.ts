/**
 * The dashboard's destinations as features see them. The app composes the sidebar from the features
 * (app/navigation.ts imports every feature's routes file), so a feature that imported it back would close a
 * circle; instead the app provides its destinations here, and a feature asks for the entry it sits under.
 */
import { createContext, useContext } from "react";
import type { NavItem } from "./nav.ts";

export interface Navigation {
  /** The sidebar entries, in order. */
  items: readonly NavItem[];
  /** The top-level entry a path belongs to (its own entry, a child's parent, or a detail page's parent), if any. */
  itemOf(pathname: string): NavItem | null;
}

const NavigationContext = createContext<Navigation | null>(null);

/** Provided once by the app (app/router.tsx) with the composed sidebar. */
export const NavigationProvider = NavigationContext.Provider;

function useNavigation(): Navigation {
  const value = useContext(NavigationContext);
  if (!value) throw new Error("useNavItem must be used within a NavigationProvider");
  return value;
}

/** The sidebar entry at exactly this path (its section tabs come from its children), if there is one. */
export function useNavItem(path: string): NavItem | undefined {
  return useNavigation().items.find((item) => item.path === path);
}

/** The sidebar entry the given page path belongs to. */
export function useNavItemOf(pathname: string): NavItem | null {
  return useNavigation().itemOf(pathname);
}

/** Every sidebar entry, in sidebar order. */
export function useNavItems(): readonly NavItem[] {
  return useNavigation().items;
}
