import { useId } from "react";
import type { TReportInstance } from "../../../../contracts/reports.ts";
import { Spinner } from "../../../components/Spinner.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useReportsT } from "../i18n.ts";
import { useRateReport } from "../reports-api.ts";

/**
 * Rate a report 1–5 (spec 2 §2.5 feedback): five radio buttons drawn as stars, so arrows move between them and
 * Space or a click chooses; beside them the average and how many rated.
 */
export function RatingControl({ organizationId, report }: { organizationId: string; report: Pick<TReportInstance, "id" | "rating"> }) {
  const t = useReportsT();
  const name = useId();
  const rate = useRateReport(organizationId, report.id);
  const mine = rate.isPending ? rate.variables : report.rating.mine;
  const { average, count } = report.rating;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <fieldset className="flex items-center gap-1">
        <legend className="sr-only">{t("viewer.rating.legend")}</legend>
        {[1, 2, 3, 4, 5].map((value) => {
          const on = mine !== null && mine !== undefined && value <= mine;
          return (
            <label key={value} className="cursor-pointer rounded has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500">
              <input type="radio" name={name} value={value} checked={mine === value} disabled={rate.isPending} onChange={() => rate.mutate(value)} className="sr-only" />
              <span aria-hidden="true" className={`text-2xl leading-none ${on ? "text-amber-400" : "text-slate-300 dark:text-slate-600"}`}>
                ★
              </span>
              <span className="sr-only">{t("viewer.rating.star", { count: value })}</span>
            </label>
          );
        })}
      </fieldset>
      {rate.isPending && <Spinner className="h-4 w-4" />}
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {average === null || count === 0
          ? t("viewer.rating.none")
          : count === 1
            ? t("viewer.rating.averageOne", { average: average.toFixed(1) })
            : t("viewer.rating.average", { average: average.toFixed(1), count })}
      </p>
      {rate.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("viewer.rating.failed", { message: errorMessage(rate.error) })}
        </p>
      )}
    </div>
  );
}
