import { Link } from "react-router";
import type { TSubscriptionView } from "../../../contracts/billing.ts";
import { useSubscription } from "../../data/subscription.ts";
import { formatDate, formatNumber } from "../../lib/display-preferences.ts";
import { addCatalog, useT } from "../../lib/i18n.ts";
import planUsage from "../../locales/en/plan-usage.ts";

// the banner's words travel with the Assessments page's chunk
addCatalog("plan-usage", planUsage);

/** Where admins change the plan. */
const PLAN_SETTINGS_PATH = "/dashboard/settings";

/**
 * On the Assessments page (where assessments are started and assigned), for admins: shown to those who may change
 * the plan, once this month's starts reach 80 % of the allowance: how many of how many
 * were started, when the count starts again (the organization's day and zone) and the way up. Nothing otherwise.
 */
export function UsageBanner() {
  const sub = useSubscription(true);
  if (!sub.data?.canManage) return null;
  const u = sub.data.usage;
  if (u.limit === null || (u.level !== "warning" && u.level !== "reached")) return null;
  return <Banner usage={u} limit={u.limit} />;
}

function Banner({ usage: u, limit }: { usage: TSubscriptionView["usage"]; limit: number }) {
  const t = useT("plan-usage");
  const reached = u.level === "reached";
  const date = formatDate(u.resetsAt, { dateStyle: "medium", timeZone: u.timeZone });
  const zone = u.timeZone.replace(/_/g, " ");
  const share = Math.min(1, u.used / limit);
  return (
    <section
      aria-labelledby="usage-heading"
      data-testid="usage-banner"
      className={`rounded-2xl border p-5 ${
        reached ? "border-red-200 bg-red-50 dark:border-red-500/30 dark:bg-red-500/10" : "border-amber-200 bg-amber-50 dark:border-amber-500/30 dark:bg-amber-500/10"
      }`}
    >
      <h2 id="usage-heading" className={`text-base font-semibold ${reached ? "text-red-900 dark:text-red-200" : "text-amber-900 dark:text-amber-200"}`}>
        {reached ? t("reachedTitle") : t("nearlyTitle")}
      </h2>
      <p id="usage-meter-label" className="mt-1 text-sm text-slate-800 dark:text-slate-200">
        {t("count", { used: formatNumber(u.used), limit: formatNumber(limit) })}
      </p>
      <div
        role="meter"
        aria-labelledby="usage-meter-label"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={u.used}
        className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-white/70 dark:bg-slate-700"
      >
        <div className={`h-full rounded-full ${reached ? "bg-red-600" : "bg-amber-500"}`} style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {reached ? t("reached", { date, zone }) : t("nearly", { count: u.remaining ?? 0, remaining: formatNumber(u.remaining ?? 0), date, zone })}
      </p>
      <Link to={PLAN_SETTINGS_PATH} className="mt-3 inline-block text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
        {t("upgrade")}
      </Link>
    </section>
  );
}
