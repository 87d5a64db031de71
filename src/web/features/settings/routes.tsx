import { Navigate } from "react-router";
import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const SettingsPage = lazyPage(() => import("./SettingsPage.tsx"), "SettingsPage");

/** Settings: the user's profile and preferences. /profile is an old address for the same page. */
export const feature: FeatureRoutes = {
  pages: [{ path: "/profile", element: <Navigate to="/dashboard/settings" replace /> }],
  sidebar: [{ id: "settings", path: "/dashboard/settings", icon: "settings", section: "account", page: SettingsPage }],
};
