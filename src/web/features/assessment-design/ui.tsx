import type { ReactNode } from "react";
import { useDesignT } from "./i18n.ts";

const TONE = {
  green: "text-emerald-800 bg-emerald-50 ring-emerald-600/25 dark:text-emerald-200 dark:bg-emerald-500/15 dark:ring-emerald-400/30",
  amber: "text-amber-800 bg-amber-50 ring-amber-600/25 dark:text-amber-200 dark:bg-amber-500/15 dark:ring-amber-400/30",
  slate: "text-slate-700 bg-slate-100 ring-slate-500/25 dark:text-slate-300 dark:bg-slate-800 dark:ring-slate-600/40",
  indigo: "text-indigo-800 bg-indigo-50 ring-indigo-600/25 dark:text-indigo-200 dark:bg-indigo-500/15 dark:ring-indigo-400/30",
  red: "text-red-800 bg-red-50 ring-red-600/25 dark:text-red-200 dark:bg-red-500/15 dark:ring-red-400/30",
} as const;

/** A small status pill. */
export function Badge({ tone, children }: { tone: keyof typeof TONE; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONE[tone]}`}>{children}</span>;
}

/** The "Unnormed" badge on custom modules and their questions. */
export function UnnormedBadge() {
  const t = useDesignT();
  return (
    <span data-testid="unnormed">
      <Badge tone="amber">{t("form.unnormed")}</Badge>
    </span>
  );
}

/** Shared input look. */
export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-800 dark:text-white";

/** A labelled field with its hint and error (the error is announced and linked to the control by id). */
export function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700 dark:text-red-300" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
