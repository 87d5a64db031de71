/**
 * The features of the app, in sidebar order: each `features/<feature>/routes.tsx` declares its pages, sidebar
 * entries and detail pages once, and the router (router.tsx) and the sidebar (navigation.ts) are composed from
 * this list. A sidebar section lists its entries in the order of this list.
 */
import type { FeatureRoutes } from "../lib/feature-routes.ts";
import { feature as review360 } from "../features/360-review/routes.tsx";
import { feature as analytics, oceanFeature as ocean, businessIntelligenceFeature as businessIntelligence } from "../features/analytics/routes.tsx";
import { feature as assessments, testingFeature as testing } from "../features/assessments/routes.tsx";
import { feature as assessmentDesign } from "../features/assessment-design/routes.tsx";
import { feature as auth } from "../features/auth/routes.tsx";
import { feature as ceo } from "../features/ceo/routes.tsx";
import { feature as dashboard } from "../features/dashboard/routes.tsx";
import { feature as darkSide } from "../features/dark-side/routes.tsx";
import { feature as errors } from "../features/errors/routes.tsx";
import { feature as home } from "../features/home/routes.tsx";
import { feature as legal } from "../features/legal/routes.tsx";
import { feature as operations } from "../features/operations/routes.tsx";
import { feature as platformBilling } from "../features/platform-billing/routes.tsx";
import { feature as operator } from "../features/operator/routes.tsx";
import { feature as pricing } from "../features/pricing/routes.tsx";
import { feature as platformStaff } from "../features/platform-staff/routes.tsx";
import { feature as realTime } from "../features/real-time/routes.tsx";
import { feature as reports } from "../features/reports/routes.tsx";
import { feature as results } from "../features/results/routes.tsx";
import { feature as sales } from "../features/sales/routes.tsx";
import { feature as settings } from "../features/settings/routes.tsx";
import { feature as users } from "../features/users/routes.tsx";

export const FEATURES: readonly FeatureRoutes[] = [
  // Workspace
  dashboard,
  assessments,
  assessmentDesign,
  analytics,
  reports,
  users,
  ocean,
  // Tools (the organization's own)
  businessIntelligence,
  testing,
  review360,
  realTime,
  operations,
  // Platform (the vendor's staff only)
  ceo,
  sales,
  operator,
  platformBilling,
  platformStaff,
  // Account
  settings,
  // No sidebar entries of their own
  home,
  results,
  darkSide,
  auth,
  legal,
  pricing,
  errors,
];
