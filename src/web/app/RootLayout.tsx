import { Suspense, useEffect } from "react";
import { Outlet } from "react-router";
import { LoadingState } from "../components/Spinner.tsx";
import { useToast } from "../components/Toaster.tsx";
import { AuthProvider } from "../lib/auth.tsx";
import { apiEvents } from "../lib/events.ts";
import { useT } from "../lib/i18n.ts";

/** Turns the API client's 'rate-limit' events into a toast. */
function RateLimitNotice() {
  const t = useT("common");
  const toast = useToast();
  useEffect(() => apiEvents.on("rate-limit", () => toast.show(t("errors.rateLimited"), "warning")), [toast, t]);
  return null;
}

/** The root route: session state for everything below, rate-limit notices, and a loading state for lazy pages. */
export function RootLayout() {
  const t = useT("common");
  return (
    <AuthProvider>
      <RateLimitNotice />
      <Suspense fallback={<LoadingState label={t("states.loading")} fullScreen />}>
        <Outlet />
      </Suspense>
    </AuthProvider>
  );
}
