import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { TDateRange } from "../../../../contracts/analytics.ts";
import { customRangeProblem, presetRange, type DatePreset } from "../data/date-range.ts";

/** The page's date range, kept in the address (?from=&to=) so it survives the section tabs and a reload. */
export function useRangeParam(fallback: Exclude<DatePreset, "custom">): [TDateRange, (range: TDateRange) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const range = useMemo(() => (customRangeProblem({ start: from, end: to }) === null ? { start: from, end: to } : presetRange(fallback)), [from, to, fallback]);
  const setRange = useCallback(
    (next: TDateRange) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set("from", next.start);
          copy.set("to", next.end);
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [range, setRange];
}
