import { useState } from "react";
import { Link } from "react-router";
import type { TPlanId, TSubscriptionView } from "../../../contracts/billing.ts";
import { Card } from "../../components/Card.tsx";
import { Dialog } from "../../components/Dialog.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { errorMessage } from "../../lib/api.ts";
import { formatDate, formatNumber } from "../../lib/display-preferences.ts";
import { formatPrice } from "../../lib/money.ts";
import { PLANS } from "../../../domain/billing/plans.ts";
import { useChangePlan, useSubscription } from "./billing-api.ts";
import { useSettingsT } from "./i18n.ts";

/** A plan's list price a month in the reader's language ("$149"). */
const priceOf = (plan: "starter" | "professional") => formatPrice(PLANS[plan].monthlyPriceCents ?? 0, "USD");

/** An IANA zone as people read it ("America/New York"). */
const zoneName = (zone: string) => zone.replace(/_/g, " ");

const METER_TONE = { ok: "bg-indigo-600", warning: "bg-amber-500", reached: "bg-red-600", unlimited: "bg-indigo-600" } as const;

/**
 * Settings → Plan: the organization's plan, its billing period and a scheduled change, this month's use of the
 * allowance as a meter (amber from 80 %, red at the limit), and for admins the way up or down.
 */
export function PlanCard() {
  const t = useSettingsT();
  const sub = useSubscription(true);
  let body;
  if (sub.isPending) body = <p className="text-sm text-slate-500 dark:text-slate-400">{t("plan.loading")}</p>;
  else if (sub.isError)
    body = (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {t("plan.loadFailed", { message: errorMessage(sub.error) })}
      </p>
    );
  else body = <PlanBody view={sub.data} />;
  return (
    <Card title={t("plan.title")} description={t("plan.description")}>
      {body}
    </Card>
  );
}

function PlanBody({ view }: { view: TSubscriptionView }) {
  const t = useSettingsT();
  const change = useChangePlan();
  const [asked, setAsked] = useState<TPlanId | null>(null);
  const u = view.usage;
  const orgDay = (iso: string) => formatDate(iso, { dateStyle: "medium", timeZone: u.timeZone });
  const share = u.limit ? Math.min(1, u.used / u.limit) : 0;
  const confirm = () => {
    if (!asked) return;
    change.mutate(asked, { onSettled: () => setAsked(null) });
  };
  return (
    <div className="space-y-5">
      <div>
        <p className="text-base font-semibold text-slate-900 dark:text-white" data-testid="current-plan">
          {t(`plan.names.${view.plan}`)}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("plan.period", { start: formatDate(view.periodStart), end: formatDate(view.periodEnd) })}</p>
        {view.scheduled && (
          <p className="mt-1 text-sm text-amber-800 dark:text-amber-300" data-testid="scheduled-change">
            {t("plan.scheduled", { plan: t(`plan.names.${view.scheduled.plan}`), date: formatDate(view.scheduled.from) })}
          </p>
        )}
      </div>

      <div>
        {u.limit === null ? (
          <p className="text-sm text-slate-700 dark:text-slate-200">{t("plan.unlimited", { count: u.used })}</p>
        ) : (
          <>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span id="plan-usage-label" className="font-medium text-slate-900 dark:text-white">
                {t("plan.usage", { used: formatNumber(u.used), limit: formatNumber(u.limit) })}
              </span>
              <span className="text-slate-500 dark:text-slate-400">{t("plan.resets", { date: orgDay(u.resetsAt), zone: zoneName(u.timeZone) })}</span>
            </div>
            <div
              role="meter"
              aria-labelledby="plan-usage-label"
              aria-valuemin={0}
              aria-valuemax={u.limit}
              aria-valuenow={u.used}
              className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
            >
              <div className={`h-full rounded-full ${METER_TONE[u.level]}`} style={{ width: `${Math.round(share * 100)}%` }} />
            </div>
            {u.level === "warning" && <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">{t("plan.nearLimit", { remaining: u.remaining ?? 0 })}</p>}
            {u.level === "reached" && (
              <p role="status" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
                {t("plan.limitReached", { date: orgDay(u.resetsAt), zone: zoneName(u.timeZone) })}
              </p>
            )}
          </>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        {view.canManage && view.plan === "starter" && !view.scheduled && (
          <button type="button" className={primaryButtonClass} onClick={() => setAsked("professional")}>
            {t("plan.upgrade")}
          </button>
        )}
        {view.canManage && view.plan === "professional" && !view.scheduled && (
          <button type="button" className={secondaryButtonClass} onClick={() => setAsked("starter")}>
            {t("plan.downgrade")}
          </button>
        )}
        {view.canManage && view.scheduled && (
          <button type="button" className={secondaryButtonClass} onClick={() => setAsked(view.plan)}>
            {t("plan.keep", { plan: t(`plan.names.${view.plan}`) })}
          </button>
        )}
        <Link to="/pricing" className="text-sm font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
          {t("plan.compare")}
        </Link>
      </div>
      {!view.canManage && <p className="text-sm text-slate-500 dark:text-slate-400">{t("plan.adminsChange")}</p>}
      {change.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorMessage(change.error)}
        </p>
      )}
      <p className="text-xs text-slate-500 dark:text-slate-400">{t("plan.noPayment")}</p>

      <Dialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        title={asked ? t(asked === view.plan ? "plan.confirm.keepTitle" : asked === "professional" ? "plan.confirm.upgradeTitle" : "plan.confirm.downgradeTitle") : ""}
        footer={
          <>
            <button type="button" className={secondaryButtonClass} onClick={() => setAsked(null)} disabled={change.isPending}>
              {t("plan.confirm.cancel")}
            </button>
            <button type="button" className={primaryButtonClass} onClick={confirm} disabled={change.isPending}>
              {change.isPending && <Spinner className="h-4 w-4" />}
              {t("plan.confirm.confirm")}
            </button>
          </>
        }
      >
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {asked === "professional" && asked !== view.plan && t("plan.confirm.upgradeBody", { price: priceOf("professional") })}
          {asked === "starter" &&
            t("plan.confirm.downgradeBody", { date: formatDate(view.periodEnd), limit: PLANS.starter.monthlyAssessmentLimit ?? 0, price: priceOf("starter") })}
          {asked === view.plan && t("plan.confirm.keepBody")}
        </p>
      </Dialog>
    </div>
  );
}
