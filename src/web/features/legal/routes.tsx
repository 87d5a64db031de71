import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const TermsPage = lazyPage(() => import("./TermsPage.tsx"), "TermsPage");
const PrivacyPage = lazyPage(() => import("./PrivacyPage.tsx"), "PrivacyPage");

/** The terms of service and the privacy policy (public). */
export const feature: FeatureRoutes = {
  pages: [
    { path: "/terms", element: <TermsPage /> },
    { path: "/privacy", element: <PrivacyPage /> },
  ],
};
