import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const SettingsPage = lazyPage(() => import("./SettingsPage.tsx"), "SettingsPage");

/** Settings: the user's profile and preferences. */
export const feature: FeatureRoutes = {
  sidebar: [{ id: "settings", path: "/dashboard/settings", icon: "settings", section: "account", page: SettingsPage }],
};
