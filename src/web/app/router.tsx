import { lazy, type ComponentType, type ReactElement } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { allDestinations, DASHBOARD_PATH } from "./navigation.ts";
import { RequireAuth } from "./RequireAuth.tsx";
import { RootLayout } from "./RootLayout.tsx";
import { RouteError } from "./RouteError.tsx";

/** React.lazy for a module's named export (our components use named exports). */
function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const loadOverview = () => import("../features/dashboard/OverviewPage.tsx");
const loadDestination = () => import("../features/dashboard/DestinationPage.tsx");

const LoginPage = lazyNamed(() => import("../features/auth/LoginPage.tsx"), "LoginPage");
const SignupPage = lazyNamed(() => import("../features/auth/SignupPage.tsx"), "SignupPage");
const AuthCallbackPage = lazyNamed(() => import("../features/auth/AuthCallbackPage.tsx"), "AuthCallbackPage");
const TermsPage = lazyNamed(() => import("../features/legal/TermsPage.tsx"), "TermsPage");
const PrivacyPage = lazyNamed(() => import("../features/legal/PrivacyPage.tsx"), "PrivacyPage");
const NotFoundPage = lazyNamed(() => import("../features/errors/NotFoundPage.tsx"), "NotFoundPage");
const NotFoundContent = lazyNamed(() => import("../features/errors/NotFoundPage.tsx"), "NotFoundContent");
// Loading the shell also starts the most visited pages, so they do not wait for the shell first (no waterfall).
const DashboardLayout = lazyNamed(() => {
  void loadOverview();
  void loadDestination();
  return import("./shell/DashboardLayout.tsx");
}, "DashboardLayout");
const OverviewPage = lazyNamed(loadOverview, "OverviewPage");
const DestinationPage = lazyNamed(loadDestination, "DestinationPage");
const RolesPage = lazyNamed(() => import("../features/dashboard/RolesPage.tsx"), "RolesPage");
const SettingsPage = lazyNamed(() => import("../features/settings/SettingsPage.tsx"), "SettingsPage");
const UsersPage = lazyNamed(() => import("../features/users/UsersPage.tsx"), "UsersPage");
const AssessmentsPage = lazyNamed(() => import("../features/assessments/AssessmentsPage.tsx"), "AssessmentsPage");
const StartAssessmentPage = lazyNamed(() => import("../features/assessments/take/StartAssessmentPage.tsx"), "StartAssessmentPage");
const TakeAssessmentPage = lazyNamed(() => import("../features/assessments/take/TakeAssessmentPage.tsx"), "TakeAssessmentPage");
const ResultsPage = lazyNamed(() => import("../features/results/ResultsPage.tsx"), "ResultsPage");
const SharedResultsPage = lazyNamed(() => import("../features/results/SharedResultsPage.tsx"), "SharedResultsPage");

/** Destinations with a page of their own; every other one is an empty-state DestinationPage. */
const SPECIAL_PAGES: Record<string, ReactElement> = {
  "/dashboard/assessments": <AssessmentsPage />,
  "/dashboard/assessments/active": <AssessmentsPage />,
  "/dashboard/assessments/completed": <AssessmentsPage />,
  "/dashboard/assessments/drafts": <AssessmentsPage />,
  "/dashboard/settings": <SettingsPage />,
  "/dashboard/users": <UsersPage />,
  "/dashboard/users/all": <UsersPage />,
  "/dashboard/users/roles": <RolesPage />,
};

/** Child routes of /dashboard, one per sidebar destination (so unknown dashboard paths reach the 404). */
function dashboardRoutes(): RouteObject[] {
  const children: RouteObject[] = allDestinations()
    .filter((destination) => destination.path !== DASHBOARD_PATH)
    .map((destination) => ({
      path: destination.path.slice(DASHBOARD_PATH.length + 1),
      element: SPECIAL_PAGES[destination.path] ?? <DestinationPage />,
    }));
  // Pages under a destination that have no sidebar entry of their own (titles in navigation.ts DETAIL_PAGES).
  const details: RouteObject[] = [
    { path: "assessments/start/:assessmentId", element: <StartAssessmentPage /> },
    { path: "assessments/take/:responseId", element: <TakeAssessmentPage /> },
    { path: "assessments/:responseId/results", element: <ResultsPage /> },
  ];
  return [{ index: true, element: <OverviewPage /> }, ...children, ...details, { path: "*", element: <NotFoundContent /> }];
}

/** The app's routes (spec 1 §2). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: "/", element: <Navigate to={DASHBOARD_PATH} replace /> },
      { path: "/login", element: <LoginPage /> },
      { path: "/signup", element: <SignupPage /> },
      { path: "/auth/callback", element: <AuthCallbackPage /> },
      { path: "/terms", element: <TermsPage /> },
      { path: "/privacy", element: <PrivacyPage /> },
      // A read-only results page behind a share link: public, no dashboard shell.
      { path: "/shared/results/:token", element: <SharedResultsPage /> },
      {
        path: DASHBOARD_PATH,
        element: (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
        children: dashboardRoutes(),
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

/** Creates the browser router for the app. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
