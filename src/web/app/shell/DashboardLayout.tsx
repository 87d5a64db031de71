import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { LoadingState } from "../../components/Spinner.tsx";
import { useMe } from "../../lib/auth.tsx";
import { APP_VERSION } from "../../data/health.ts";
import { useT } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { NavigationProvider, type Navigation } from "../../lib/navigation-context.ts";
import { NAV_ITEMS, routeMeta } from "../navigation.ts";
import { NotFoundContent } from "../../components/NotFoundContent.tsx";

/** A path no destination has: its meta is the not-found wording. */
const NOT_FOUND_PATH = "/dashboard/-";
/** Whether the path is one of the Platform section's (an entry naming a platform policy). */
const isStaffPath = (pathname: string) => routeMeta(pathname).item?.requiresPlatform !== undefined;
import { Header } from "./Header.tsx";
import { useShellT } from "./i18n.ts";
import { Sidebar } from "./Sidebar.tsx";
import { useStaffNav } from "../staff-nav.ts";
import { readSidebarCollapsed, writeSidebarCollapsed } from "./sidebar-state.ts";

// The drawer (under the md breakpoint) loads when it is first opened, not with the shell.
const MobileDrawer = lazy(async () => ({ default: (await import("./MobileDrawer.tsx")).MobileDrawer }));

/** The destinations every dashboard page may ask for (lib/navigation-context.ts). */
const NAVIGATION: Navigation = { items: NAV_ITEMS, itemOf: (pathname) => routeMeta(pathname).item };

/** The signed-in frame (spec 1 §2 "Dashboard shell"): skip link, sidebar (rail or drawer), header, page, footer. */
export function DashboardLayout() {
  const t = useShellT();
  const common = useT("common");
  const me = useMe();
  const { pathname } = useLocation();
  // the Platform section's pages do not exist for people who are not platform staff (as their API answers 404)
  const staffOnly = isStaffPath(pathname) && me.platform === null;
  const meta = routeMeta(staffOnly ? NOT_FOUND_PATH : pathname);
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const firstRender = useRef(true);
  useDocumentTitle(meta.title);

  const toggleCollapsed = useCallback(() => {
    setCollapsed((value) => {
      writeSidebarCollapsed(!value);
      return !value;
    });
  }, []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  // Close the drawer and tell screen-reader users where they are after each navigation.
  useEffect(() => {
    setDrawerOpen(false);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    setAnnouncement(t("announcePage", { title: meta.title }));
  }, [pathname, meta.title, t]);

  // platform staff: the Platform section's words first (not part of an organization's first visit; a few ms on localhost)
  const staffNavReady = useStaffNav(me.platform !== null);
  if (!staffNavReady) return null;

  return (
    <div className="min-h-screen">
      <a href="#main" className="sr-only rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50">
        {t("skipToContent")}
      </a>

      <div
        id="sidebar"
        className={`fixed inset-y-0 left-0 z-30 hidden border-r border-slate-200 bg-white transition-[width] duration-200 md:block dark:border-slate-800 dark:bg-slate-900 ${collapsed ? "w-16" : "w-64"}`}
        data-collapsed={collapsed}
      >
        <Sidebar me={me} collapsed={collapsed} variant="rail" onToggleCollapsed={toggleCollapsed} />
      </div>

      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer open onClose={closeDrawer}>
            <Sidebar me={me} collapsed={false} variant="drawer" onClose={closeDrawer} />
          </MobileDrawer>
        </Suspense>
      )}

      <div className={`flex min-h-screen flex-col transition-[padding] duration-200 ${collapsed ? "md:pl-16" : "md:pl-64"}`}>
        <Header title={meta.title} description={meta.description} drawerOpen={drawerOpen} onOpenDrawer={() => setDrawerOpen(true)} />
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 md:px-8 md:py-8">
          <NavigationProvider value={NAVIGATION}>
            <Suspense fallback={<LoadingState label={common("states.loadingPage")} />}>{staffOnly ? <NotFoundContent /> : <Outlet />}</Suspense>
          </NavigationProvider>
        </main>
        <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-4 text-xs text-slate-500 sm:px-6 md:px-8 dark:border-slate-800 dark:text-slate-400">
          <span data-testid="app-version">{t("version", { version: APP_VERSION })}</span>
          <span className="flex gap-4">
            <Link to="/terms" className="hover:text-slate-800 dark:hover:text-white">
              {t("footer.terms")}
            </Link>
            <Link to="/privacy" className="hover:text-slate-800 dark:hover:text-white">
              {t("footer.privacy")}
            </Link>
          </span>
        </footer>
      </div>

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
