import { addCatalog, tNs, useT } from "../../lib/i18n.ts";
import "../../lib/i18n-common.ts";
import "../../lib/psychometrics/i18n.ts";
import "../../components/charts/i18n.ts";
import analytics from "../../locales/en/analytics.ts";

addCatalog("analytics", analytics);

/** The analytics dashboards' translate function (analytics, OCEAN, executive, business intelligence). */
export const useAnalyticsT = () => useT("analytics");

/** The same outside React. */
export const analyticsT = tNs("analytics");
