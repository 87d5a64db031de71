import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const BusinessIntelligencePage = lazyPage(() => import("./BusinessIntelligencePage.tsx"), "BusinessIntelligencePage");

/** Business Intelligence: leadership measures over a week, month, quarter or year (analytics policy). */
export const feature: FeatureRoutes = {
  sidebar: [
    { id: "businessIntelligence", path: "/dashboard/business-intelligence", icon: "briefcase", section: "platform", requires: "readAnalytics", page: BusinessIntelligencePage },
  ],
};
