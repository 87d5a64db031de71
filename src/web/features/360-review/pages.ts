/** The 360 dashboard pages in one lazy chunk: one entry in the app's first script instead of three. */
export { ProjectsPage } from "./ProjectsPage.tsx";
export { ProjectPage } from "./ProjectPage.tsx";
export { ComparisonPage } from "./comparison/ComparisonPage.tsx";
