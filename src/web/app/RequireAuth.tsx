import { lazy, Suspense, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { LoadingState } from "../components/Spinner.tsx";
import { useAuth } from "../lib/auth.tsx";
import { useT } from "../lib/i18n.ts";
import { loginRedirectPath } from "../lib/redirect.ts";

/** The suspended notice, loaded only for a member of a suspended organization (it is off every first visit). */
const SuspendedNotice = lazy(() => import("./SuspendedNotice.tsx"));

/**
 * Route guard (spec 1 §2): a status message while the session is checked, the children once signed in, and
 * otherwise a redirect to the login path (default /login) that brings the visitor back here after sign-in.
 * A deliberate logout goes to the plain login path. Signing out later (expiry, another tab) redirects too,
 * because the guard re-renders on every auth state change. A member of an organization the platform operator
 * suspended sees why, and a way to sign out, instead of the pages (platform staff still reach their own screens).
 */
export function RequireAuth({ children, loginPath = "/login" }: { children: ReactNode; loginPath?: string }) {
  const t = useT("common");
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === "loading") return <LoadingState label={t("states.checkingSession")} fullScreen />;
  if (state.status === "unauthenticated") {
    const to = state.reason === "logout" ? loginPath : loginRedirectPath(location.pathname, location.search, loginPath);
    return <Navigate to={to} replace />;
  }
  const { organization, platform } = state.me;
  if (organization?.suspended && !platform)
    return (
      <Suspense fallback={<LoadingState label={t("states.checkingSession")} fullScreen />}>
        <SuspendedNotice organization={organization.name} suspended={organization.suspended} />
      </Suspense>
    );
  return <>{children}</>;
}
