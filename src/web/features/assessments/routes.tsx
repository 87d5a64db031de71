import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";
import { ASSIGNMENTS_PATH } from "./paths.ts";

const AssessmentsPage = lazyPage(() => import("./AssessmentsPage.tsx"), "AssessmentsPage");
const StartAssessmentPage = lazyPage(() => import("./take/StartAssessmentPage.tsx"), "StartAssessmentPage");
const AssignmentsPage = lazyPage(() => import("./AssignmentsPage.tsx"), "AssignmentsPage");
const TakeAssessmentPage = lazyPage(() => import("./take/TakeAssessmentPage.tsx"), "TakeAssessmentPage");
const TestingPage = lazyPage(() => import("./testing/TestingPage.tsx"), "TestingPage");

const BASE = "/dashboard/assessments";

/**
 * Assessments: the list (one page, filtered by its tabs), starting one and taking it; and, for those who may
 * assign (managers and admins), the assignments they follow.
 */
export const feature: FeatureRoutes = {
  sidebar: [
    {
      id: "assessments",
      path: BASE,
      icon: "clipboard",
      section: "workspace",
      page: AssessmentsPage,
      children: [
        { id: "assessments.active", path: `${BASE}/active`, page: AssessmentsPage },
        { id: "assessments.completed", path: `${BASE}/completed`, page: AssessmentsPage },
        { id: "assessments.drafts", path: `${BASE}/drafts`, page: AssessmentsPage },
      ],
    },
    { id: "assignments", path: ASSIGNMENTS_PATH, icon: "check", section: "workspace", requires: "assignAssessments", page: AssignmentsPage },
  ],
  detailPages: [
    { id: "assessments.start", path: `${BASE}/start/:assessmentId`, parent: BASE, page: StartAssessmentPage },
    { id: "assessments.begin", path: `${BASE}/begin/:typeId`, parent: BASE, page: StartAssessmentPage },
    { id: "assessments.take", path: `${BASE}/take/:responseId`, parent: BASE, page: TakeAssessmentPage },
  ],
};

/**
 * Testing: the sandbox where those who may assign assessments (admins and managers) preview and test-run any
 * built-in or designed type and see the score it would get; nothing is stored or counted. Listed under Platform.
 */
export const testingFeature: FeatureRoutes = {
  sidebar: [{ id: "testing", path: "/dashboard/testing", icon: "flask", section: "platform", requires: "assignAssessments", page: TestingPage }],
};
