import { useEffect, useState } from "react";
import type { TMonitorTick } from "../../../contracts/analytics.ts";
import { Card } from "../../components/Card.tsx";
import { PanelMessage } from "../../components/PanelMessage.tsx";
import { ChartCard } from "../../components/charts/index.ts";
import { useMe } from "../../lib/auth.tsx";
import { useAnalyticsRefresh, useMonitorTicks, useSocketEvent } from "../../lib/socket.ts";
import { useRealtimeT } from "./i18n.ts";
import { LiveChart } from "./LiveChart.tsx";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";

/** Ticks kept for the rolling chart (one a second). */
export const TICKS_KEPT = 60;

/** Appends a tick, keeping the last TICKS_KEPT. */
export function rollTicks(ticks: readonly TMonitorTick[], tick: TMonitorTick): TMonitorTick[] {
  const next = [...ticks, tick];
  return next.length > TICKS_KEPT ? next.slice(next.length - TICKS_KEPT) : next;
}

/** A clock that moves every second. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /dashboard/real-time: the organization's live figures pushed every second (its members online), a rolling
 * chart, and completions as they commit. Platform-wide figures are for platform operators (said on the page).
 */
export function RealTimePage() {
  const t = useRealtimeT();
  const { policies } = useMe();
  const [ticks, setTicks] = useState<TMonitorTick[]>([]);
  const [refused, setRefused] = useState(false);
  const [changes, setChanges] = useState<{ at: Date; typeId: string }[]>([]);
  const now = useNow();
  useMonitorTicks<TMonitorTick>(
    (tick) => setTicks((prev) => rollTicks(prev, tick)),
    () => setRefused(true),
  );
  useSocketEvent<{ typeId: string }>("analytics:changed", (e) => setChanges((prev) => [{ at: new Date(), typeId: e.typeId }, ...prev].slice(0, 10)));
  useAnalyticsRefresh();

  if (!policies.readAnalytics || refused) {
    return (
      <div className="mx-auto max-w-6xl">
        <Card>
          <PanelMessage icon="alert" title={t("refused")} />
        </Card>
      </div>
    );
  }
  const last = ticks.at(-1);
  const stale = last !== undefined && now.getTime() - new Date(last.at).getTime() > 5000;
  const cells = [
    { key: "onlineMembers", value: last === undefined ? undefined : last.onlineMembers.toLocaleString(displayLocale()), hint: t("onlineMembersHint") },
    { key: "clock", value: now.toLocaleTimeString(displayLocale(), { timeZone: displayTimeZone() }), hint: "" },
  ] as const;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <section aria-label={t("strip")} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <dl className="grid grid-cols-2 gap-4" aria-live="off">
          {cells.map((c) => (
            <div key={c.key}>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{t(c.key)}</dt>
              <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">{c.value ?? "—"}</dd>
              <dd className="text-xs text-slate-500 dark:text-slate-400">{c.hint}</dd>
            </div>
          ))}
        </dl>
        {(!last || stale) && (
          <p className="mt-3 text-sm text-slate-500 dark:text-slate-400" role="status">
            {last ? t("stale") : t("connecting")}
          </p>
        )}
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">{t("platformOnly")}</p>
      </section>
      <ChartCard title={t("chartTitle")} subtitle={t("chartSubtitle")} empty={ticks.length === 0} emptyMessage={t("chartEmpty")} data={{ rows: ticks.map((k) => ({ ...k })) }}>
        {(size) => <LiveChart ticks={ticks} size={size} labels={{ members: t("onlineMembers") }} />}
      </ChartCard>
      <Card title={t("changes")} description={t("changesHint")}>
        {changes.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t("noChanges")}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {changes.map((c, i) => (
              <li key={`${c.at.getTime()}-${i}`} className="flex justify-between gap-3">
                <span>{t("completed", { typeId: c.typeId })}</span>
                <time className="text-slate-500 tabular-nums dark:text-slate-400">{c.at.toLocaleTimeString(displayLocale(), { timeZone: displayTimeZone() })}</time>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
