import { useId, useState } from "react";
import type { TDateRange } from "../../../../contracts/analytics.ts";
import { secondaryButtonClass } from "../../../components/buttons.ts";
import { customRangeProblem, DATE_PRESETS, presetOf, presetRange, type DatePreset } from "../data/date-range.ts";
import { useAnalyticsT } from "../i18n.ts";

const inputClass = "rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100";

/** Presets (Last 7, 30, 90 days, This year) and a custom range of two dates, applied with a button. */
export function DateRangePicker({ value, onChange }: { value: TDateRange; onChange(range: TDateRange): void }) {
  const t = useAnalyticsT();
  const id = useId();
  const [preset, setPreset] = useState<DatePreset>(() => presetOf(value));
  const [custom, setCustom] = useState(value);
  const problem = customRangeProblem(custom);

  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-300">
        {t("dateRange.label")}
        <select
          className={inputClass}
          value={preset}
          onChange={(event) => {
            const next = event.target.value as DatePreset;
            setPreset(next);
            if (next !== "custom") onChange(presetRange(next));
            else setCustom(value);
          }}
        >
          {DATE_PRESETS.map((p) => (
            <option key={p} value={p}>
              {t(`dateRange.presets.${p}`)}
            </option>
          ))}
          <option value="custom">{t("dateRange.presets.custom")}</option>
        </select>
      </label>
      {preset === "custom" && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!problem) onChange(custom);
          }}
        >
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-300">
            {t("dateRange.from")}
            <input
              type="date"
              className={inputClass}
              value={custom.start}
              max={custom.end}
              onChange={(e) => setCustom({ ...custom, start: e.target.value })}
              aria-describedby={`${id}-problem`}
            />
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-300">
            {t("dateRange.to")}
            <input
              type="date"
              className={inputClass}
              value={custom.end}
              min={custom.start}
              onChange={(e) => setCustom({ ...custom, end: e.target.value })}
              aria-describedby={`${id}-problem`}
            />
          </label>
          <button type="submit" className={secondaryButtonClass} disabled={problem !== null}>
            {t("dateRange.apply")}
          </button>
          <p id={`${id}-problem`} role="status" className="w-full text-xs text-red-600 dark:text-red-400">
            {problem ? t(`dateRange.problem.${problem}`) : ""}
          </p>
        </form>
      )}
    </div>
  );
}
