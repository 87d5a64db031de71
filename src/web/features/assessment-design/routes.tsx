import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";
import { BUILDER_PATH, TYPES_PATH } from "./paths.ts";

const TypeManagerPage = lazyPage(() => import("./TypeManagerPage.tsx"), "TypeManagerPage");
const BuilderPage = lazyPage(() => import("./BuilderPage.tsx"), "BuilderPage");

/**
 * Assessment design (spec 1 §2), for those who may design (admins and managers, who also assign): the
 * Assessment Type Manager and the node-based assessment creator.
 */
export const feature: FeatureRoutes = {
  sidebar: [{ id: "assessmentTypes", path: TYPES_PATH, icon: "layers", section: "workspace", requires: "assignAssessments", page: TypeManagerPage }],
  detailPages: [{ id: "assessmentTypes.builder", path: BUILDER_PATH, parent: TYPES_PATH, page: BuilderPage }],
};
