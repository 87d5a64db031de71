import { isValidElement, type ReactElement } from "react";
import { matchPath, useLocation, useRoutes, type RouteObject } from "react-router";
import { NotFoundContent } from "../components/NotFoundContent.tsx";
import { lazyPage, type DestinationSpec, type FeatureRoutes, type LazyPage } from "../lib/feature-routes.ts";
import { DASHBOARD_PATH } from "../lib/nav.ts";
import { FEATURES } from "./features.ts";
import { RequireAuth } from "./RequireAuth.tsx";
import { RootLayout } from "./RootLayout.tsx";
import { RouteErrorBoundary } from "./RouteError.tsx";

const DestinationPage = lazyPage(() => import("./shell/DestinationPage.tsx"), "DestinationPage");

/** The page at /dashboard, whichever feature registers it. */
function dashboardHome(features: readonly FeatureRoutes[]) {
  return features.flatMap((f) => f.sidebar ?? []).find((entry) => entry.path === DASHBOARD_PATH)?.page;
}

/** Runs `fn` once the browser is idle after the first page (a prefetch that must not compete with it). */
function whenIdle(fn: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(fn, { timeout: 5000 });
  else setTimeout(fn, 2000);
}

/**
 * Loading the shell also starts the home page, so it does not wait for the shell first (no waterfall); the
 * empty-state page of destinations without a page of their own is fetched when the browser is idle.
 */
function dashboardShell(features: readonly FeatureRoutes[]) {
  const home = dashboardHome(features);
  return lazyPage(() => {
    if (home && "preload" in home && typeof home.preload === "function") void home.preload();
    whenIdle(() => void DestinationPage.preload());
    return import("./shell/DashboardLayout.tsx");
  }, "DashboardLayout");
}

/** The path of a dashboard page relative to /dashboard. */
function relative(path: string): string {
  return path.slice(DASHBOARD_PATH.length + 1);
}

/** One route per sidebar destination: its page, or the honest empty state when it has none yet. */
function destinationRoute(spec: DestinationSpec): RouteObject {
  const element: ReactElement = spec.page ? <spec.page /> : <DestinationPage />;
  return spec.path === DASHBOARD_PATH ? { index: true, element } : { path: relative(spec.path), element };
}

/** Child routes of /dashboard: every sidebar destination and detail page, then the in-shell 404. */
function dashboardRoutes(features: readonly FeatureRoutes[]): RouteObject[] {
  const destinations = features.flatMap((f) => f.sidebar ?? []).flatMap((entry) => [entry, ...(entry.children ?? [])]);
  const details = features.flatMap((f) => f.detailPages ?? []).map((page) => ({ path: relative(page.path), element: <page.page /> }));
  return [...destinations.map(destinationRoute), ...details, { path: "*", element: <NotFoundContent /> }];
}

/** The app's routes (spec 1 §2), composed from the features' routes files. */
export function appRoutes(features: readonly FeatureRoutes[] = FEATURES, DashboardLayout: LazyPage = dashboardShell(features)): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...features.flatMap((f) => f.pages ?? []),
        {
          path: DASHBOARD_PATH,
          element: (
            <RequireAuth>
              <DashboardLayout />
            </RequireAuth>
          ),
          children: dashboardRoutes(features),
        },
      ],
    },
  ];
}

/** Whether a component is a lazy page (lazyPage above), whose code can be started before it renders. */
function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === "function" && "preload" in component && typeof component.preload === "function";
}

/**
 * Starts the code of the page at `pathname` (with the dashboard shell for a dashboard page) when the app starts, so
 * it downloads while the session is checked rather than after; settles when that code has arrived (or failed: the
 * page's error boundary shows the failure when it renders).
 */
export function preloadPageAt(pathname: string, features: readonly FeatureRoutes[], shell: LazyPage): Promise<unknown> {
  const started: Promise<unknown>[] = [];
  // the catch-all route ("*", the 404 page) is not started ahead: a known page is what people open first
  const matches = (path: string | undefined) => path !== undefined && !path.includes("*") && matchPath({ path, end: true }, pathname) !== null;
  for (const route of features.flatMap((f) => f.pages ?? [])) {
    if (matches(route.path) && isValidElement(route.element) && isLazyPage(route.element.type)) started.push(route.element.type.preload());
  }
  if (pathname === DASHBOARD_PATH || pathname.startsWith(`${DASHBOARD_PATH}/`)) {
    started.push(shell.preload());
    const destinations = features.flatMap((f) => f.sidebar ?? []).flatMap((entry) => [entry, ...(entry.children ?? [])]);
    for (const page of [...destinations, ...features.flatMap((f) => f.detailPages ?? [])]) {
      if (matches(page.path) && isLazyPage(page.page)) started.push(page.page.preload());
    }
  }
  return Promise.allSettled(started);
}

const SHELL = dashboardShell(FEATURES);
const ROUTES = appRoutes(FEATURES, SHELL);
/**
 * The code of the page the app was opened at, started as the app's code runs. main.tsx waits for it (briefly) before
 * the first render: a page that suspends on its first render shows the loading fallback, which React then holds for
 * its fallback throttle (~300 ms), most of the time to a first visit's content.
 */
export const firstPageReady: Promise<unknown> =
  typeof window === "undefined" ? Promise.resolve() : preloadPageAt(window.location.pathname.replace(/\/+$/, "") || "/", FEATURES, SHELL);

/**
 * The routed app inside a <BrowserRouter>. React Router's declarative mode: we use no loaders or actions, and it
 * costs half the bytes of the data router. A render error (or a page whose code failed to load) shows RouteError
 * until the next navigation.
 */
export function AppRoutes() {
  const element = useRoutes(ROUTES);
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
