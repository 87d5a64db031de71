import { lazyPage, type FeatureRoutes } from "../../../lib/feature-routes.ts";

const TestingPage = lazyPage(() => import("./TestingPage.tsx"), "TestingPage");

/**
 * Testing: the sandbox where those who may assign assessments (admins and managers) preview and test-run any
 * built-in or designed type and see the score it would get; nothing is stored or counted.
 */
export const feature: FeatureRoutes = {
  sidebar: [{ id: "testing", path: "/dashboard/testing", icon: "flask", section: "platform", requires: "assignAssessments", page: TestingPage }],
};
