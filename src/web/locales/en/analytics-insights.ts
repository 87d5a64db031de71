/**
 * The analytics insights' titles and descriptions by kind (src/shared/locales/en/analytics-insights.ts, the text the
 * dashboards' `analytics` namespace holds under `insights.kinds`): registered by the reports pages as the
 * `analytics-insights` namespace, for the `insight.<kind>.<part>` codes of a generated report's performance insights.
 */
import { insightKinds } from "../../../shared/locales/en/analytics-insights.ts";

export default insightKinds;
