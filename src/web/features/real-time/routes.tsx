import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const RealTimePage = lazyPage(() => import("./RealTimePage.tsx"), "RealTimePage");

/** Real-time: the live monitor (admins, managers and analysts: the socket's monitor:subscribe asks the same policy). */
export const feature: FeatureRoutes = {
  sidebar: [{ id: "realTime", path: "/dashboard/real-time", icon: "activity", section: "platform", requires: "readAnalytics", page: RealTimePage }],
};
