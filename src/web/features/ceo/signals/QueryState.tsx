import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Spinner } from "../../../components/Spinner.tsx";
import { secondaryButtonClass } from "../../../components/buttons.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useSignalsT } from "./i18n.ts";

/** Loading (a spinner), failed (the reason and Retry), or the content once the data is here. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const t = useSignalsT();
  if (query.isPending)
    return (
      <div className="flex justify-center py-8" aria-busy="true" role="status">
        <Spinner />
        <span className="sr-only">{t("loading")}</span>
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="space-y-3 py-4 text-sm text-red-700 dark:text-red-300">
        <p>{t("loadFailed", { message: errorMessage(query.error) })}</p>
        <button type="button" className={secondaryButtonClass} onClick={() => void query.refetch()}>
          {t("retry")}
        </button>
      </div>
    );
  return <>{children(query.data)}</>;
}

export const STATUS_TONE = {
  success: "bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/15 dark:text-emerald-300",
  warning: "bg-amber-50 text-amber-700 ring-amber-600/20 dark:bg-amber-500/15 dark:text-amber-300",
  error: "bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-950/60 dark:text-red-300",
  critical: "bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-950/60 dark:text-red-300",
} as const;

/** A small status pill. */
export function StatusPill({ tone, children }: { tone: keyof typeof STATUS_TONE; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONE[tone]}`}>{children}</span>;
}
