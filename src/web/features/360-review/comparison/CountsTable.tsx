import type { TComparison } from "../../../../contracts/feedback360.ts";
import { RELATIONSHIPS } from "../../../../domain/feedback360/relationships.ts";
import { relationshipLabel, useReview360T } from "../i18n.ts";
import { tdClass, thClass } from "../ui.tsx";

/** Named, completed and declined raters per group: all there is before the project closes. */
export function CountsTable({ counts }: { counts: NonNullable<TComparison["counts"]> }) {
  const t = useReview360T();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[24rem]">
        <caption className="sr-only">{t("progress.caption")}</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <th scope="col" className={thClass}>
              {t("progress.group")}
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              {t("progress.named")}
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              {t("progress.completed")}
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              {t("progress.declined")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {RELATIONSHIPS.map((r) => {
            const c = counts[r] ?? { named: 0, completed: 0, declined: 0 };
            return (
              <tr key={r}>
                <th scope="row" className={`${tdClass} text-left font-medium text-slate-900 dark:text-white`}>
                  {relationshipLabel(r)}
                </th>
                <td className={`${tdClass} text-right tabular-nums`}>{c.named}</td>
                <td className={`${tdClass} text-right tabular-nums`}>{c.completed}</td>
                <td className={`${tdClass} text-right tabular-nums`}>{c.declined}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
