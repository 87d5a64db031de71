import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const PlatformBillingPage = lazyPage(() => import("./PlatformBillingPage.tsx"), "PlatformBillingPage");

/** Platform → Billing: every organization's invoices (Mark paid) and the spend records, for platform admins (operateBilling). */
export const feature: FeatureRoutes = {
  sidebar: [{ id: "platformBilling", path: "/dashboard/platform/billing", icon: "inbox", section: "staff", requiresPlatform: "operateBilling", page: PlatformBillingPage }],
};
