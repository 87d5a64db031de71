import { useEffect, useId, useState } from "react";
import { MANAGER_FILTER_STATUSES } from "../../../../domain/reporting/reports.ts";
import { ghostButtonClass } from "../../../components/buttons.ts";
import { reportStatusLabel, useReportsT } from "../i18n.ts";
import { DATE_RANGES, FILTER_TYPES, hasFilters, NO_FILTERS, PRIORITIES, type ReportFilters } from "../lib/report-filters.ts";
import { inputClass, labelClass, panelClass } from "../ui.tsx";

/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Spec 2 §2.5/§2.6 Filters panel: search (debounced), status, type, priority, date range, Clear Filters. */
export function ReportFiltersPanel({ filters, onChange }: { filters: ReportFilters; onChange(next: ReportFilters): void }) {
  const t = useReportsT();
  const ids = { search: useId(), status: useId(), type: useId(), priority: useId(), range: useId(), heading: useId() };
  const [q, setQ] = useState(filters.q);
  // an outside change (Clear Filters) resets the box
  useEffect(() => setQ(filters.q), [filters.q]);
  useEffect(() => {
    if (q === filters.q) return;
    const timer = setTimeout(() => onChange({ ...filters, q }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q, filters, onChange]);
  const set = <K extends keyof ReportFilters>(key: K, value: ReportFilters[K]) => onChange({ ...filters, [key]: value });
  return (
    <section aria-labelledby={ids.heading} className={`${panelClass} space-y-4 p-4`}>
      <h2 id={ids.heading} className="text-sm font-semibold text-slate-900 dark:text-white">
        {t("manager.filters.heading")}
      </h2>
      <div>
        <label htmlFor={ids.search} className={labelClass}>
          {t("manager.filters.search")}
        </label>
        <input
          id={ids.search}
          type="search"
          maxLength={200}
          value={q}
          placeholder={t("manager.filters.searchPlaceholder")}
          onChange={(e) => setQ(e.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={ids.status} className={labelClass}>
          {t("manager.filters.status")}
        </label>
        <select id={ids.status} value={filters.status} onChange={(e) => set("status", e.target.value as ReportFilters["status"])} className={inputClass}>
          <option value="all">{t("manager.filters.all")}</option>
          {MANAGER_FILTER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {reportStatusLabel(s)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.type} className={labelClass}>
          {t("manager.filters.type")}
        </label>
        <select id={ids.type} value={filters.type} onChange={(e) => set("type", e.target.value as ReportFilters["type"])} className={inputClass}>
          <option value="all">{t("manager.filters.all")}</option>
          {FILTER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`templates.type.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.priority} className={labelClass}>
          {t("manager.filters.priority")}
        </label>
        <select id={ids.priority} value={filters.priority} onChange={(e) => set("priority", e.target.value as ReportFilters["priority"])} className={inputClass}>
          <option value="all">{t("manager.filters.all")}</option>
          {PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {t(`manager.priority.${p}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.range} className={labelClass}>
          {t("manager.filters.range")}
        </label>
        <select id={ids.range} value={filters.range} onChange={(e) => set("range", e.target.value as ReportFilters["range"])} className={inputClass}>
          <option value="all">{t("manager.filters.anyTime")}</option>
          {DATE_RANGES.map((r) => (
            <option key={r} value={r}>
              {t(`manager.filters.ranges.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className={`${ghostButtonClass} w-full`} disabled={!hasFilters({ ...filters, q })} onClick={() => onChange(NO_FILTERS)}>
        {t("manager.filters.clear")}
      </button>
    </section>
  );
}
