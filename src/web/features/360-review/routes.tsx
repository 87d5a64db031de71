import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";
import { REVIEW360_PATH } from "./paths.ts";

const loadPages = () => import("./pages.ts");
const ProjectsPage = lazyPage(loadPages, "ProjectsPage");
const ProjectPage = lazyPage(loadPages, "ProjectPage");
const ComparisonPage = lazyPage(loadPages, "ComparisonPage");
const RaterPage = lazyPage(() => import("./rate/RaterPage.tsx"), "RaterPage");

/**
 * 360 Review (spec 2 §2.12, §2.13): the projects, one project with its raters and invitations, its comparison;
 * and the rater's own page behind a personal link.
 */
export const feature: FeatureRoutes = {
  // Public, with no dashboard shell: a rater's link carries no account and no session.
  pages: [{ path: "/rate/:token", element: <RaterPage /> }],
  sidebar: [{ id: "review360", path: REVIEW360_PATH, icon: "target", section: "platform", page: ProjectsPage }],
  // Under the section's own header (its title and description): each page names its project in its heading.
  detailPages: [
    { id: "review360", path: `${REVIEW360_PATH}/:projectId`, parent: REVIEW360_PATH, page: ProjectPage },
    { id: "review360", path: `${REVIEW360_PATH}/:projectId/comparison`, parent: REVIEW360_PATH, page: ComparisonPage },
  ],
};
