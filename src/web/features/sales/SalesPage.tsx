import { useState } from "react";
import type { TSalesQuery, TSalesView } from "../../../contracts/business-signals.ts";
import { Card } from "../../components/Card.tsx";
import { DataBadge } from "../../components/charts/index.ts";
import { Spinner } from "../../components/Spinner.tsx";
import { secondaryButtonClass } from "../../components/buttons.ts";
import { errorMessage } from "../../lib/api.ts";
import { formatPrice } from "../../lib/money.ts";
import { displayLocale } from "../../lib/display-preferences.ts";
import { useSales } from "./api.ts";
import { useSalesT } from "./i18n.ts";

const PERIODS: TSalesQuery["period"][] = ["30d", "90d", "365d"];
/** A UTC month (YYYY-MM) in the reader's language. */
const monthLabel = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString(displayLocale(), { timeZone: "UTC", year: "numeric", month: "short" });

/** /dashboard/sales until the CRM lands: customers, plan mix and plan moves from subscription histories. */
export function SalesPage() {
  const t = useSalesT();
  const [period, setPeriod] = useState<TSalesQuery["period"]>("90d");
  const query = useSales(period);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <div className="inline-flex rounded-lg border border-slate-200 p-0.5 dark:border-slate-700" role="group" aria-label={t("period.label")}>
          {PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={period === p}
              onClick={() => setPeriod(p)}
              className={`rounded-md px-3 py-1 text-sm font-medium ${period === p ? "bg-indigo-600 text-white" : "text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"}`}
            >
              {t(`period.${p}`)}
            </button>
          ))}
        </div>
        {query.data?.simulated && <DataBadge kind="simulated" />}
      </div>
      <p className="text-sm text-slate-500 dark:text-slate-400">{t("note")}</p>
      {query.isPending ? (
        <div className="flex justify-center py-10" role="status" aria-busy="true">
          <Spinner />
          <span className="sr-only">{t("loading")}</span>
        </div>
      ) : query.isError ? (
        <div role="alert" className="space-y-3 text-sm text-red-700 dark:text-red-300">
          <p>{t("loadFailed", { message: errorMessage(query.error) })}</p>
          <button type="button" className={secondaryButtonClass} onClick={() => void query.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : (
        <SalesBody data={query.data} />
      )}
    </div>
  );
}

function SalesBody({ data }: { data: TSalesView }) {
  const t = useSalesT();
  const cards: [string, number, string | null][] = [
    [t("cards.customers"), data.customers, t("cards.customersChange", { start: data.customersAtStart })],
    [t("cards.newCustomers"), data.newCustomers, null],
    [t("cards.upgrades"), data.upgrades, null],
    [t("cards.downgrades"), data.downgrades, null],
    [t("cards.cancellations"), data.cancellations, null],
  ];
  const moved = data.byMonth.some((m) => m.upgrades + m.downgrades + m.cancellations > 0);
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {cards.map(([label, value, hint]) => (
          <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900 dark:text-white">{value}</dd>
            {hint && <dd className="text-xs text-slate-500 dark:text-slate-400">{hint}</dd>}
          </div>
        ))}
      </dl>
      <div className="grid gap-6 xl:grid-cols-2">
        <Card title={t("mix.title")} description={t("mix.subtitle")}>
          <table className="w-full text-left text-sm" aria-label={t("mix.title")}>
            <thead className="text-xs text-slate-500 dark:text-slate-400">
              <tr>
                <th className="py-1 font-medium">{t("mix.plan")}</th>
                <th className="py-1 text-right font-medium">{t("mix.organizations")}</th>
                <th className="py-1 text-right font-medium">{t("mix.mrr")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {data.planMix.map((p) => (
                <tr key={p.plan}>
                  <td className="py-2">{t(`plans.${p.plan}`)}</td>
                  <td className="py-2 text-right tabular-nums">{p.organizations}</td>
                  <td className="py-2 text-right tabular-nums">{formatPrice(p.mrrCents, "USD")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
        <Card title={t("moves.title")}>
          {!moved ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">{t("moves.empty")}</p>
          ) : (
            <table className="w-full text-left text-sm" aria-label={t("moves.title")}>
              <thead className="text-xs text-slate-500 dark:text-slate-400">
                <tr>
                  <th className="py-1 font-medium">{t("moves.month")}</th>
                  <th className="py-1 text-right font-medium">{t("cards.upgrades")}</th>
                  <th className="py-1 text-right font-medium">{t("cards.downgrades")}</th>
                  <th className="py-1 text-right font-medium">{t("cards.cancellations")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {data.byMonth.map((m) => (
                  <tr key={m.month}>
                    <td className="py-2 tabular-nums">{monthLabel(m.month)}</td>
                    <td className="py-2 text-right tabular-nums">{m.upgrades}</td>
                    <td className="py-2 text-right tabular-nums">{m.downgrades}</td>
                    <td className="py-2 text-right tabular-nums">{m.cancellations}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
      </div>
    </>
  );
}
