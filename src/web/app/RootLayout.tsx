import { Suspense, useEffect } from "react";
import { Outlet } from "react-router";
import { LoadingState } from "../components/Spinner.tsx";
import { useToast } from "../components/Toaster.tsx";
import { AuthProvider } from "../features/auth/AuthProvider.tsx";
import { apiEvents } from "../lib/events.ts";

/** Turns the API client's 'rate-limit' events into a toast. */
function RateLimitNotice() {
  const toast = useToast();
  useEffect(() => apiEvents.on("rate-limit", () => toast.show("Too many requests — please wait a moment", "warning")), [toast]);
  return null;
}

/** The root route: session state for everything below, rate-limit notices, and a loading state for lazy pages. */
export function RootLayout() {
  return (
    <AuthProvider>
      <RateLimitNotice />
      <Suspense fallback={<LoadingState label="Loading…" fullScreen />}>
        <Outlet />
      </Suspense>
    </AuthProvider>
  );
}
