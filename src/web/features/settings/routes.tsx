import { Navigate } from "react-router";
import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";
import { PROFILE_PATH } from "./paths.ts";

const SettingsPage = lazyPage(() => import("./SettingsPage.tsx"), "SettingsPage");
const ProfilePage = lazyPage(() => import("./ProfilePage.tsx"), "ProfilePage");

/** Settings and the person's own profile. /profile (the spec's address) opens the profile. */
export const feature: FeatureRoutes = {
  pages: [{ path: "/profile", element: <Navigate to={PROFILE_PATH} replace /> }],
  sidebar: [{ id: "settings", path: "/dashboard/settings", icon: "settings", section: "account", page: SettingsPage }],
  detailPages: [{ id: "profile", path: PROFILE_PATH, parent: "/dashboard/settings", page: ProfilePage }],
};
