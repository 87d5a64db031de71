/**
 * What a feature folder declares about its pages, in one file (`features/<feature>/routes.tsx` exporting
 * `feature: FeatureRoutes`). The app composes the list of features into the router and the sidebar, so a page is
 * registered once: its route, its sidebar entry and its header title live together. A destination's words live in
 * the `nav` catalog (src/web/locales/en/nav.ts) under its `id`.
 */
import { createElement, lazy, useState, type ComponentType } from "react";
import type { RouteObject } from "react-router";
import type { NavIconName, NavSection } from "./nav.ts";
import type { TOrganizationPolicies, TPlatformPolicies } from "../../contracts/policies.ts";

/** A page component whose code loads on first render; `preload()` starts the download earlier (no waterfall). */
export type LazyPage = ComponentType & { preload(): Promise<unknown> };

/**
 * A page whose code is a module's named export (our components use named exports), loaded on first render, with a
 * preload hook. Unlike React.lazy alone, a page whose code has already arrived (preloaded) renders at once instead
 * of suspending for a moment: a suspended first render shows the loading fallback, and React then holds the page
 * back for its fallback throttle (300 ms), which on a first visit is most of the time to the first content. Code not
 * here yet goes through React.lazy (each mounted page keeps the way it started, so a later re-render never swaps the
 * component under it). A failed load throws to the route's error boundary and is tried again by the next page that
 * mounts.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyPage {
  let loading: Promise<M> | null = null;
  let loaded: M | null = null;
  const start = (): Promise<M> =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const WhenLoaded = lazy(async () => ({ default: (await start())[name] as ComponentType }));
  function LazyPage(props: object) {
    const [ready] = useState(() => loaded !== null);
    return ready && loaded ? createElement(loaded[name] as ComponentType, props) : createElement(WhenLoaded, props);
  }
  return Object.assign(LazyPage, { preload: start, displayName: name });
}

/** A dashboard destination: a sidebar entry or one of its children. */
export interface DestinationSpec {
  /** Key of its words in the `nav` catalog: label, title, description, keywords (and emptyState when it has no page). */
  id: string;
  /** Absolute path, under /dashboard. */
  path: string;
  /** Its page; without one the destination shows its honest empty state (`nav:<id>.emptyState`). */
  page?: ComponentType;
}

/** A top-level sidebar entry, with the section it is listed in. */
export interface SidebarEntrySpec extends DestinationSpec {
  icon: NavIconName;
  section: NavSection;
  /** The organization policy (from /api/auth/me) the entry needs; without it the sidebar and search hide the entry. */
  requires?: keyof TOrganizationPolicies;
  /** The platform policy (platform staff only) the entry needs: entries of the staff section name one. */
  requiresPlatform?: keyof TPlatformPolicies;
  children?: readonly DestinationSpec[];
}

/** A page inside the dashboard shell that has no sidebar entry of its own (e.g. one assessment's results). */
export interface DetailPageSpec {
  /** Key of its header title and description in the `nav` catalog. */
  id: string;
  /** Absolute path pattern, e.g. /dashboard/assessments/take/:responseId. */
  path: string;
  /** Path of the sidebar entry it belongs under (highlighted while it is shown). */
  parent: string;
  page: ComponentType;
}

/** Everything a feature registers: pages outside the shell, sidebar entries with their pages, detail pages. */
export interface FeatureRoutes {
  /** Routes outside the dashboard shell, with absolute paths (public pages, pages with a frame of their own). */
  pages?: readonly RouteObject[];
  /** Sidebar entries (in the order listed), each with its page and its children's pages. */
  sidebar?: readonly SidebarEntrySpec[];
  detailPages?: readonly DetailPageSpec[];
}
