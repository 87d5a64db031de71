import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const StaffPage = lazyPage(() => import("./StaffPage.tsx"), "StaffPage");

/** Platform → Staff: platform admins grant and revoke the vendor's own people's roles. */
export const feature: FeatureRoutes = {
  sidebar: [{ id: "platformStaff", path: "/dashboard/platform/staff", icon: "shield", section: "staff", requiresPlatform: "manageStaff", page: StaffPage }],
};
