import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const OrganizationsPage = lazyPage(() => import("./OrganizationsPage.tsx"), "OrganizationsPage");
const PlatformUsersPage = lazyPage(() => import("./PlatformUsersPage.tsx"), "PlatformUsersPage");

/** The operator console (Platform section; platform admins: operateOrganizations): the organization and user tables. */
export const feature: FeatureRoutes = {
  sidebar: [
    {
      id: "platformOrganizations",
      path: "/dashboard/platform/organizations",
      icon: "briefcase",
      section: "staff",
      requiresPlatform: "operateOrganizations",
      page: OrganizationsPage,
    },
    { id: "platformUsers", path: "/dashboard/platform/users", icon: "id-card", section: "staff", requiresPlatform: "operateOrganizations", page: PlatformUsersPage },
  ],
};
