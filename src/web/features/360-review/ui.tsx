/** Small pieces the 360 pages share: badges, the loading line, form field classes and a file download. */
import { useState, type ReactNode } from "react";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { errorMessage } from "../../lib/api.ts";
import { saveBlob } from "../../lib/download.ts";

export const inputClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]";
export const inputBorder = (invalid: boolean) => (invalid ? "border-red-500 dark:border-red-400" : "border-slate-300 dark:border-slate-700");
export const labelClass = "text-sm font-medium text-slate-700 dark:text-slate-300";
export const hintClass = "mt-1 text-xs text-slate-500 dark:text-slate-400";
export const errorClass = "mt-1 text-sm font-medium text-red-700 dark:text-red-300";
export const thClass = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400";
export const tdClass = "px-3 py-2.5 align-top text-sm text-slate-700 dark:text-slate-300";

const TONES = {
  green: "bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/15 dark:text-emerald-200 dark:ring-emerald-400/30",
  blue: "bg-sky-50 text-sky-800 ring-sky-600/20 dark:bg-sky-500/15 dark:text-sky-200 dark:ring-sky-400/30",
  amber: "bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/15 dark:text-amber-200 dark:ring-amber-400/30",
  slate: "bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-500/30",
  red: "bg-rose-50 text-rose-800 ring-rose-600/20 dark:bg-rose-500/15 dark:text-rose-200 dark:ring-rose-400/30",
} as const;
export type BadgeTone = keyof typeof TONES;

/** A small rounded label. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}>{children}</span>;
}

/** A loading line for a panel. */
export function LoadingLine({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-2 py-10 text-sm text-slate-500 dark:text-slate-400">
      <Spinner className="h-4 w-4" /> {label}
    </div>
  );
}

/** "360 feedback – Jane Doe" → "360-feedback-Jane-Doe" (safe in a file name). */
export function fileSafe(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/[\s_-]+/g, "-")
      .slice(0, 80) || "report"
  );
}

/** A download button's state: busy while the file is fetched; a failure becomes an error toast. */
export function useDownload(failed: (message: string) => string) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async (fetchBlob: () => Promise<Blob>, fileName: string) => {
    setBusy(true);
    try {
      saveBlob(await fetchBlob(), fileName);
    } catch (error) {
      toast.show(failed(errorMessage(error)), "error");
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
