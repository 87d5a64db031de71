import { useId, useState, type FormEvent } from "react";
import { MAX_SPEND_CENTS } from "../../../contracts/billing.ts";
import { Card } from "../../components/Card.tsx";
import { LoadFailedPanel, PanelMessage } from "../../components/PanelMessage.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../../components/buttons.ts";
import { errorMessage } from "../../lib/api.ts";
import { formatDate } from "../../lib/display-preferences.ts";
import { formatPrice } from "../../lib/money.ts";
import { useAddSpend, useSpend } from "./billing-api.ts";
import { SimulatedBadge } from "./SimulatedBadge.tsx";
import { usePlatformBillingT } from "./i18n.ts";

const MONTHS_SHOWN = 24;

/** The month under way, YYYY-MM (UTC, as spend records count). */
function thisMonth(): string {
  const d = new Date();
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** "1234.5" → 123450 cents; null when it is not an amount of at most $10M with at most two decimals. */
export function parseDollars(text: string): number | null {
  const m = /^\s*(\d{1,8})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return cents <= MAX_SPEND_CENTS ? cents : null;
}

/** A month as the reader says it ("March 2026"). */
const monthName = (month: string) => formatDate(`${month}-01T12:00:00Z`, { year: "numeric", month: "long", timeZone: "UTC" });

/** Sales and marketing spend: the last 24 months' records and, for those who manage the business, a form to add one. */
export function SpendCard({ canAdd }: { canAdd: boolean }) {
  const t = usePlatformBillingT();
  const spend = useSpend(MONTHS_SHOWN);
  const add = useAddSpend();
  const toast = useToast();
  const [month, setMonth] = useState(thisMonth);
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { month: useId(), amount: useId(), note: useId(), problem: useId() };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cents = parseDollars(amount);
    if (!/^\d{4}-\d{2}$/.test(month)) return setProblem(t("spend.invalidMonth"));
    if (cents === null) return setProblem(t("spend.invalidAmount"));
    setProblem(null);
    add.mutate(
      { month, amountCents: cents, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          toast.show(t("spend.added"), "info");
          setAmount("");
          setNote("");
        },
      },
    );
  };

  let list;
  if (spend.isPending) list = <PanelMessage icon="clock" title={t("spend.loading")} />;
  else if (spend.isError)
    list = (
      <LoadFailedPanel
        title={t("spend.loadFailed")}
        message={errorMessage(spend.error)}
        retrying={spend.isFetching}
        onRetry={() => void spend.refetch()}
        buttonClassName={secondaryButtonClass}
      />
    );
  else if (spend.data.spend.length === 0) list = <PanelMessage icon="inbox" title={t("spend.empty", { months: MONTHS_SHOWN })} />;
  else
    list = (
      <div className="-mx-5 max-h-96 overflow-auto sm:-mx-6" tabIndex={0} role="region" aria-label={t("spend.title")}>
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 border-b border-slate-200 bg-white text-xs font-semibold tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-5 py-2 sm:px-6">
                {t("spend.month")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("spend.amount")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("spend.note")}
              </th>
              <th scope="col" className="px-5 py-2 sm:px-6">
                {t("spend.enteredBy")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {spend.data.spend.map((s) => (
              <tr key={s.id} data-testid="spend-row">
                <td className="px-5 py-2.5 whitespace-nowrap text-slate-900 sm:px-6 dark:text-white">
                  <span className="mr-2">{monthName(s.month)}</span>
                  {s.simulated && <SimulatedBadge />}
                </td>
                <td className="px-3 py-2.5 text-right whitespace-nowrap text-slate-900 tabular-nums dark:text-white">{formatPrice(s.amountCents, "USD")}</td>
                <td className="px-3 py-2.5 text-slate-600 dark:text-slate-300">{s.note ?? (s.simulated ? t("spend.simulatedNote") : "")}</td>
                <td className="px-5 py-2.5 text-slate-600 sm:px-6 dark:text-slate-300">{s.enteredBy ?? t("spend.nobody")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <Card title={t("spend.title")} description={t("spend.description")}>
      {canAdd ? (
        <form onSubmit={submit} noValidate className="mb-5 flex flex-wrap items-end gap-3" aria-describedby={problem || add.isError ? ids.problem : undefined}>
          <div>
            <label htmlFor={ids.month} className="block text-xs font-medium text-slate-600 dark:text-slate-300">
              {t("spend.month")}
            </label>
            <input
              id={ids.month}
              type="month"
              required
              min="2000-01"
              max="2099-12"
              value={month}
              onChange={(e) => setMonth(e.target.value)}
              className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-white"
            />
          </div>
          <div>
            <label htmlFor={ids.amount} className="block text-xs font-medium text-slate-600 dark:text-slate-300">
              {t("spend.amount")}
            </label>
            <input
              id={ids.amount}
              inputMode="decimal"
              required
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              className="mt-1 w-36 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 tabular-nums dark:border-slate-700 dark:bg-slate-800 dark:text-white"
            />
          </div>
          <div className="min-w-[12rem] flex-1">
            <label htmlFor={ids.note} className="block text-xs font-medium text-slate-600 dark:text-slate-300">
              {t("spend.note")}
            </label>
            <input
              id={ids.note}
              maxLength={200}
              value={note}
              placeholder={t("spend.notePlaceholder")}
              onChange={(e) => setNote(e.target.value)}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-white"
            />
          </div>
          <button type="submit" className={primaryButtonClass} disabled={add.isPending}>
            {add.isPending && <Spinner className="h-4 w-4" />}
            {add.isPending ? t("spend.adding") : t("spend.add")}
          </button>
          {(problem || add.isError) && (
            <p id={ids.problem} role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
              {problem ?? errorMessage(add.error)}
            </p>
          )}
        </form>
      ) : (
        <p className="mb-4 text-sm text-slate-500 dark:text-slate-400">{t("spend.readOnly")}</p>
      )}
      {list}
    </Card>
  );
}
