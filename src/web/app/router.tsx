import type { ReactElement } from "react";
import { useLocation, useRoutes, type RouteObject } from "react-router";
import { NotFoundContent } from "../components/NotFoundContent.tsx";
import { lazyPage, type DestinationSpec, type FeatureRoutes } from "../lib/feature-routes.ts";
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

/** Loading the shell also starts the most visited pages, so they do not wait for the shell first (no waterfall). */
function dashboardShell(features: readonly FeatureRoutes[]) {
  const home = dashboardHome(features);
  return lazyPage(() => {
    if (home && "preload" in home && typeof home.preload === "function") void home.preload();
    void DestinationPage.preload();
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
export function appRoutes(features: readonly FeatureRoutes[] = FEATURES): RouteObject[] {
  const DashboardLayout = dashboardShell(features);
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

const ROUTES = appRoutes();

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
