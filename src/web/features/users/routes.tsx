import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const UsersPage = lazyPage(() => import("./UsersPage.tsx"), "UsersPage");
const RolesPage = lazyPage(() => import("./RolesPage.tsx"), "RolesPage");

const BASE = "/dashboard/users";

/** Users: the organization's members and the role table. Teams has no page yet (empty state). */
export const feature: FeatureRoutes = {
  sidebar: [
    {
      id: "users",
      path: BASE,
      icon: "users",
      section: "workspace",
      page: UsersPage,
      children: [
        { id: "users.all", path: `${BASE}/all`, page: UsersPage },
        { id: "users.teams", path: `${BASE}/teams` },
        { id: "users.roles", path: `${BASE}/roles`, page: RolesPage },
      ],
    },
  ],
};
