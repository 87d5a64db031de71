import { useId, useState } from "react";
import type { TInvoice } from "../../../contracts/billing.ts";
import { Card } from "../../components/Card.tsx";
import { Dialog } from "../../components/Dialog.tsx";
import { LoadFailedPanel, PanelMessage } from "../../components/PanelMessage.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { errorMessage } from "../../lib/api.ts";
import { formatDate, formatNumber } from "../../lib/display-preferences.ts";
import { formatPrice } from "../../lib/money.ts";
import { useInvoices, useMarkPaid, type InvoiceFilter } from "./billing-api.ts";
import { SimulatedBadge } from "./SimulatedBadge.tsx";
import { usePlatformBillingT } from "./i18n.ts";

const PAGE_SIZE = 25;
const STATUSES = ["all", "unpaid", "paid"] as const;
const usd = (cents: number) => formatPrice(cents, "USD");

/** Every organization's invoices: filter by status, search by organization, page through; Mark paid with a confirmation. */
export function InvoicesCard() {
  const t = usePlatformBillingT();
  const [filter, setFilter] = useState<InvoiceFilter>({ status: "all", q: "", page: 1, pageSize: PAGE_SIZE });
  const [asked, setAsked] = useState<TInvoice | null>(null);
  const invoices = useInvoices(filter);
  const markPaid = useMarkPaid();
  const toast = useToast();
  const searchId = useId();
  const period = (i: TInvoice) => t("invoices.periodRange", { start: formatDate(i.periodStart), end: formatDate(i.periodEnd) });
  const confirm = () => {
    if (!asked) return;
    markPaid.mutate(asked.id, {
      onSuccess: () => {
        toast.show(t("invoices.marked"), "info");
        setAsked(null);
      },
    });
  };

  const data = invoices.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = filter.status !== "all" || filter.q.trim() !== "";
  let body;
  if (invoices.isPending) body = <PanelMessage icon="clock" title={t("invoices.loading")} />;
  else if (invoices.isError)
    body = (
      <LoadFailedPanel
        title={t("invoices.loadFailed")}
        message={errorMessage(invoices.error)}
        retrying={invoices.isFetching}
        onRetry={() => void invoices.refetch()}
        buttonClassName={secondaryButtonClass}
      />
    );
  else if (data!.invoices.length === 0)
    body = filtered ? (
      <PanelMessage icon="search" title={t("invoices.noMatches")}>
        {t("invoices.noMatchesHint")}
      </PanelMessage>
    ) : (
      <PanelMessage icon="file" title={t("invoices.empty")}>
        {t("invoices.emptyHint")}
      </PanelMessage>
    );
  else
    body = (
      <div className="-mx-5 overflow-x-auto sm:-mx-6">
        <table className="w-full min-w-[48rem] text-left text-sm" aria-busy={invoices.isFetching}>
          <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-5 py-2 sm:px-6">
                {t("invoices.organization")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("invoices.period")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("invoices.amount")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("invoices.issued")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("invoices.status")}
              </th>
              <th scope="col" className="px-5 py-2 text-right sm:px-6">
                <span className="sr-only">{t("invoices.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {data!.invoices.map((i) => (
              <tr key={i.id} data-testid="invoice-row">
                <td className="px-5 py-3 sm:px-6">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900 dark:text-white">{i.organization.name}</span>
                    {i.simulated && <SimulatedBadge />}
                  </div>
                  <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
                    {i.lines.map((l) => t("invoices.line", { plan: t(`invoices.plans.${l.plan}`), amount: usd(l.amountCents) })).join(" · ")}
                  </p>
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-700 dark:text-slate-200">{period(i)}</td>
                <td className="px-3 py-3 text-right font-medium whitespace-nowrap text-slate-900 tabular-nums dark:text-white">{usd(i.amountCents)}</td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-700 dark:text-slate-200">{formatDate(i.issuedAt)}</td>
                <td className="px-3 py-3 text-slate-700 dark:text-slate-200">
                  {i.status === "paid" ? (
                    <span className="whitespace-nowrap text-emerald-800 dark:text-emerald-300">
                      {i.paidBy ? t("invoices.paidBy", { date: formatDate(i.paidAt!), name: i.paidBy }) : t("invoices.paidOn", { date: formatDate(i.paidAt!) })}
                    </span>
                  ) : (
                    <span className="inline-flex items-center rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950/50 dark:text-red-200">
                      {t("invoices.unpaidBadge")}
                    </span>
                  )}
                </td>
                <td className="px-5 py-3 text-right sm:px-6">
                  {i.status === "unpaid" && (
                    <button
                      type="button"
                      className={`${secondaryButtonClass} whitespace-nowrap`}
                      onClick={() => {
                        markPaid.reset();
                        setAsked(i);
                      }}
                      aria-label={t("invoices.markPaidFor", { organization: i.organization.name, period: period(i) })}
                    >
                      {t("invoices.markPaid")}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <Card title={t("invoices.title")} description={t("invoices.description")}>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <fieldset className="flex items-center gap-1 rounded-lg border border-slate-200 p-1 dark:border-slate-700">
          <legend className="sr-only">{t("invoices.filter")}</legend>
          {STATUSES.map((s) => (
            <label
              key={s}
              className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 ${
                filter.status === s ? "bg-indigo-600 text-white dark:bg-indigo-500" : "text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
              }`}
            >
              <input
                type="radio"
                name="invoice-status"
                value={s}
                checked={filter.status === s}
                onChange={() => setFilter((f) => ({ ...f, status: s, page: 1 }))}
                className="sr-only"
              />
              {t(`invoices.${s}`)}
            </label>
          ))}
        </fieldset>
        <div className="min-w-[14rem] flex-1">
          <label htmlFor={searchId} className="block text-xs font-medium text-slate-600 dark:text-slate-300">
            {t("invoices.search")}
          </label>
          <input
            id={searchId}
            type="search"
            maxLength={100}
            value={filter.q}
            placeholder={t("invoices.searchPlaceholder")}
            onChange={(e) => setFilter((f) => ({ ...f, q: e.target.value, page: 1 }))}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-white"
          />
        </div>
      </div>
      {data?.invoices.some((i) => i.simulated) && <p className="mb-3 text-xs text-slate-500 dark:text-slate-400">{t("simulatedNote")}</p>}
      {body}
      {data && data.total > 0 && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600 dark:text-slate-300">
          <span>
            {t("invoices.total", { count: data.total })} · {t("invoices.pageOf", { page: formatNumber(filter.page), pages: formatNumber(pages) })}
          </span>
          <div className="flex gap-2">
            <button type="button" className={secondaryButtonClass} disabled={filter.page <= 1} onClick={() => setFilter((f) => ({ ...f, page: f.page - 1 }))}>
              {t("invoices.previous")}
            </button>
            <button type="button" className={secondaryButtonClass} disabled={filter.page >= pages} onClick={() => setFilter((f) => ({ ...f, page: f.page + 1 }))}>
              {t("invoices.next")}
            </button>
          </div>
        </div>
      )}

      <Dialog
        open={asked !== null}
        onClose={() => {
          if (!markPaid.isPending) setAsked(null);
        }}
        title={t("invoices.confirm.title")}
        footer={
          <>
            <button type="button" className={secondaryButtonClass} onClick={() => setAsked(null)} disabled={markPaid.isPending}>
              {t("invoices.confirm.cancel")}
            </button>
            <button type="button" className={primaryButtonClass} onClick={confirm} disabled={markPaid.isPending}>
              {markPaid.isPending && <Spinner className="h-4 w-4" />}
              {t("invoices.confirm.confirm")}
            </button>
          </>
        }
      >
        {asked && (
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {t("invoices.confirm.body", { organization: asked.organization.name, period: period(asked), amount: usd(asked.amountCents) })}
          </p>
        )}
        {markPaid.isError && (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
            {errorMessage(markPaid.error)}
          </p>
        )}
      </Dialog>
    </Card>
  );
}
