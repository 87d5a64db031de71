import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const UsersPage = lazyPage(() => import("./UsersPage.tsx"), "UsersPage");
const RolesPage = lazyPage(() => import("./RolesPage.tsx"), "RolesPage");
const TeamsPage = lazyPage(() => import("./TeamsPage.tsx"), "TeamsPage");

const BASE = "/dashboard/users";

/** Users: the organization's members, their departments (Teams) and the role table. */
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
        { id: "users.teams", path: `${BASE}/teams`, page: TeamsPage },
        { id: "users.roles", path: `${BASE}/roles`, page: RolesPage },
      ],
    },
  ],
};
