import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useNavItemOf } from "../../../lib/navigation-context.ts";
import { PanelMessage } from "../../../components/PanelMessage.tsx";
import { SectionTabs } from "../../../components/SectionTabs.tsx";
import { useMe } from "../../../lib/auth.tsx";
import { useLiveStatus } from "../data/analytics-live.ts";
import { rangeSearch } from "../data/date-range.ts";
import { useOrganizationProfile } from "../data/use-analytics.ts";
import { useAnalyticsT } from "../i18n.ts";
import { displayLocale, displayTimeZone } from "../../../lib/display-preferences.ts";

/** The live banner: whether the figures follow completions as they happen. */
function LiveBadge() {
  const t = useAnalyticsT();
  const { status, lastChangeAt } = useLiveStatus();
  const tone = status === "live" ? "bg-emerald-500" : status === "connecting" ? "bg-amber-400" : "bg-slate-400";
  return (
    <span role="status" data-testid="live-status" className="inline-flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${tone}`} />
      {t(`live.${status}`)}
      {lastChangeAt !== null && <span>{t("live.updated", { time: new Date(lastChangeAt).toLocaleTimeString(displayLocale(), { timeZone: displayTimeZone() }) })}</span>}
    </span>
  );
}

/**
 * The frame of every analytics page: its section tabs, the demo badge when the organization's respondents are
 * simulated, the live status (unless the page shows its own, liveBadge false), and the page's controls. Without the analytics policy it says so instead.
 */
export function AnalyticsFrame({ controls, children, liveBadge = true }: { controls?: ReactNode; children: ReactNode; liveBadge?: boolean }) {
  const t = useAnalyticsT();
  const { pathname, search } = useLocation();
  const me = useMe();
  const profile = useOrganizationProfile();
  const item = useNavItemOf(pathname);
  if (!me.policies.readAnalytics || !me.organization) {
    return (
      <PanelMessage icon="shield" title={t("frame.noAccessTitle")}>
        {t("frame.noAccess")}
      </PanelMessage>
    );
  }
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      {item?.children && <SectionTabs item={item} pathname={pathname} search={rangeSearch(search)} />}
      <div className="flex flex-wrap items-center gap-3">
        {profile.data?.simulated && (
          <span data-testid="simulated-badge" className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            {t("frame.simulated")}
          </span>
        )}
        {liveBadge && <LiveBadge />}
      </div>
      {controls && <div className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">{controls}</div>}
      {children}
    </div>
  );
}
