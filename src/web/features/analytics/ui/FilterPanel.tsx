import { useState } from "react";
import { INDUSTRIES } from "../../../../contracts/analytics.ts";
import { ghostButtonClass, primaryButtonClass } from "../../../components/buttons.ts";
import type { DatePreset } from "../data/date-range.ts";
import { activeFilterCount, canApply, clearedFilters, pendingFilters, withAll, type FilterChoices, type FilterSelection } from "../data/filters.ts";
import { useAnalyticsT } from "../i18n.ts";
import { DateRangePicker } from "./DateRangePicker.tsx";

const selectClass = "rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100";

export interface FilterOptions {
  types: readonly { id: string; name: string }[];
  departments: readonly string[];
}

/**
 * The date range, industry (of the benchmark), assessment type and department. Every change, the date range's
 * too, waits for Apply (a line says how many are waiting); Clear all resets the three others at once and keeps
 * the date range. The badge counts the applied filters.
 */
export function FilterPanel({
  value,
  options,
  defaultPreset,
  onApply,
}: {
  value: FilterSelection;
  options: FilterOptions;
  defaultPreset: Exclude<DatePreset, "custom">;
  onApply(selection: FilterSelection): void;
}) {
  const t = useAnalyticsT();
  const [draft, setDraft] = useState(value);
  const count = activeFilterCount(value);
  const pending = pendingFilters(value, draft).length;
  const select = (key: keyof FilterChoices, values: readonly string[], label: (v: string) => string) => (
    <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-300">
      {t(`filters.${key}`)}
      <select className={selectClass} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}>
        {withAll(values).map((v) => (
          <option key={v} value={v}>
            {v === "all" ? t("filters.all") : label(v)}
          </option>
        ))}
      </select>
    </label>
  );
  const typeName = new Map(options.types.map((type) => [type.id, type.name]));
  return (
    <form
      aria-label={t("filters.title")}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (canApply(draft)) onApply(draft);
      }}
    >
      <DateRangePicker value={draft.dateRange} onChange={(dateRange) => setDraft({ ...draft, dateRange })} defaultPreset={defaultPreset} deferred />
      <div className="flex flex-wrap items-end gap-3">
        <span className="flex items-center gap-2 self-center text-sm font-semibold text-slate-700 dark:text-slate-200">
          {t("filters.title")}
          {count > 0 && (
            <span data-testid="active-filter-count" className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs text-white">
              {t("filters.active", { count })}
            </span>
          )}
        </span>
        {select("industry", INDUSTRIES, (v) => v)}
        {select(
          "assessmentType",
          options.types.map((type) => type.id),
          (v) => typeName.get(v) ?? v,
        )}
        {select("department", options.departments, (v) => v)}
        <button type="submit" className={primaryButtonClass} disabled={!canApply(draft)}>
          {t("filters.apply")}
        </button>
        <button
          type="button"
          className={ghostButtonClass}
          disabled={count === 0 && activeFilterCount(draft) === 0}
          title={t("filters.clearAllNote")}
          aria-description={t("filters.clearAllNote")}
          onClick={() => {
            setDraft(clearedFilters(draft));
            onApply(clearedFilters(value));
          }}
        >
          {t("filters.clearAll")}
        </button>
      </div>
      <p role="status" data-testid="filters-pending" className="text-xs text-slate-500 dark:text-slate-400">
        {pending > 0 ? t("filters.pending", { count: pending }) : ""}
      </p>
    </form>
  );
}
