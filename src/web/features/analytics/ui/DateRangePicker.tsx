import { useId, useState, type ReactNode } from "react";
import type { TDateRange } from "../../../../contracts/analytics.ts";
import { secondaryButtonClass } from "../../../components/buttons.ts";
import { customRangeProblem, DATE_PRESETS, presetOf, presetRange, type DatePreset } from "../data/date-range.ts";
import { useAnalyticsT } from "../i18n.ts";

const inputClass = "rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100";
const labelClass = "flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-300";

export interface DateRangePickerProps {
  value: TDateRange;
  onChange(range: TDateRange): void;
  /** The page's default preset, named "(default)" in the list so the range a page opens with is plain. */
  defaultPreset: Exclude<DatePreset, "custom">;
  /**
   * Part of a form whose own Apply applies it (the Analytics filter panel): a preset or a custom date only
   * changes the draft (custom dates even while incomplete; the form checks them), and there is no Apply range.
   * Without it a preset applies at once and a custom range with Apply range.
   */
  deferred?: boolean;
}

/** Presets (Last 7, 30, 90 days, This year; the page's default named so) and a custom range of two dates. */
export function DateRangePicker({ value, onChange, defaultPreset, deferred = false }: DateRangePickerProps) {
  const t = useAnalyticsT();
  const id = useId();
  const [preset, setPreset] = useState<DatePreset>(() => presetOf(value));
  const [custom, setCustom] = useState(value);
  const problem = customRangeProblem(custom);
  const editCustom = (next: TDateRange) => {
    setCustom(next);
    if (deferred) onChange(next);
  };

  const dates = (
    <>
      <label className={labelClass}>
        {t("dateRange.from")}
        <input
          type="date"
          className={inputClass}
          value={custom.start}
          max={custom.end}
          onChange={(e) => editCustom({ ...custom, start: e.target.value })}
          aria-describedby={`${id}-problem`}
        />
      </label>
      <label className={labelClass}>
        {t("dateRange.to")}
        <input
          type="date"
          className={inputClass}
          value={custom.end}
          min={custom.start}
          onChange={(e) => editCustom({ ...custom, end: e.target.value })}
          aria-describedby={`${id}-problem`}
        />
      </label>
    </>
  );
  const problemText = (
    <p id={`${id}-problem`} role="status" className="w-full text-xs text-red-600 dark:text-red-400">
      {problem ? t(`dateRange.problem.${problem}`) : ""}
    </p>
  );
  let customPart: ReactNode = null;
  if (preset === "custom")
    customPart = deferred ? (
      <div className="flex flex-wrap items-end gap-2">
        {dates}
        {problemText}
      </div>
    ) : (
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem) onChange(custom);
        }}
      >
        {dates}
        <button type="submit" className={secondaryButtonClass} disabled={problem !== null}>
          {t("dateRange.apply")}
        </button>
        {problemText}
      </form>
    );

  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className={labelClass}>
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
              {p === defaultPreset ? t("dateRange.defaultPreset", { preset: t(`dateRange.presets.${p}`) }) : t(`dateRange.presets.${p}`)}
            </option>
          ))}
          <option value="custom">{t("dateRange.presets.custom")}</option>
        </select>
      </label>
      {customPart}
    </div>
  );
}
