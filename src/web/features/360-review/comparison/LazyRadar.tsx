import { lazy, Suspense, type ComponentProps } from "react";
import { Spinner } from "../../../components/Spinner.tsx";
import type { SeriesKey } from "../comparison-view.ts";
import { useReview360T } from "../i18n.ts";

/** The radar pulls in recharts: fetched only when a released comparison is shown. */
export const loadRadar = () => import("./SeriesRadar.tsx");
const SeriesRadar = lazy(async () => ({ default: (await loadRadar()).SeriesRadar }));

/** One colour per series, the same on every chart of the page. */
export const SERIES_COLOR: Record<SeriesKey, string> = {
  self: "#4f46e5",
  manager: "#d97706",
  peer: "#059669",
  direct_report: "#0284c7",
  other: "#e11d48",
  others: "#c026d3",
  all: "#475569",
};

/** The radar, with a loading line of the same height while its code arrives. */
export function LazyRadar(props: ComponentProps<typeof SeriesRadar>) {
  const t = useReview360T();
  return (
    <Suspense
      fallback={
        <div role="status" style={{ height: props.height }} className="flex items-center justify-center gap-2 text-sm text-slate-500 dark:text-slate-400">
          <Spinner className="h-4 w-4" /> {t("overview.loadingChart")}
        </div>
      }
    >
      <SeriesRadar {...props} />
    </Suspense>
  );
}
