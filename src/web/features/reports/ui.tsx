/** Small pieces the reports pages share: form classes, the status badge and icon, skeletons, an error box. */
import type { ReportStatus } from "../../../domain/reporting/reports.ts";
import { Icon, type IconName } from "../../components/Icon.tsx";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";
import { reportStatusLabel } from "./i18n.ts";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm dark:border-slate-700 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]";
export const invalidInputClass = "border-red-500 dark:border-red-400";
export const labelClass = "text-sm font-medium text-slate-700 dark:text-slate-300";
export const fieldErrorClass = "mt-1 text-sm font-medium text-red-700 dark:text-red-300";
export const smallButtonClass =
  "inline-flex items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-slate-700 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700";
export const panelClass = "rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900";

const STATUS_TONE: Record<ReportStatus, string> = {
  draft: "bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-500/30",
  review: "bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/15 dark:text-amber-200 dark:ring-amber-400/30",
  approved: "bg-sky-50 text-sky-800 ring-sky-600/20 dark:bg-sky-500/15 dark:text-sky-200 dark:ring-sky-400/30",
  published: "bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/15 dark:text-emerald-200 dark:ring-emerald-400/30",
  archived: "bg-slate-100 text-slate-500 ring-slate-400/20 dark:bg-slate-800 dark:text-slate-400 dark:ring-slate-500/30",
};
const STATUS_ICON: Record<ReportStatus, IconName> = { draft: "file", review: "clock", approved: "check", published: "share", archived: "inbox" };
const STATUS_ICON_TONE: Record<ReportStatus, string> = {
  draft: "bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300",
  review: "bg-amber-50 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300",
  approved: "bg-sky-50 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300",
  published: "bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300",
  archived: "bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400",
};

/** The status as a badge, labelled as the spec labels it ("In Review"), in the reader's language. */
export function StatusBadge({ status }: { status: ReportStatus }) {
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_TONE[status]}`}>{reportStatusLabel(status)}</span>
  );
}

/** The status as an icon in a round tile (decorative: the badge beside it says the status). */
export function StatusIcon({ status }: { status: ReportStatus }) {
  return (
    <span aria-hidden="true" className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${STATUS_ICON_TONE[status]}`}>
      <Icon name={STATUS_ICON[status]} className="h-4 w-4" />
    </span>
  );
}

/** Grey bars while something loads, announced politely with `label`. */
export function Skeleton({ label, rows = 3, className = "" }: { label: string; rows?: number; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={`animate-pulse space-y-3 motion-reduce:animate-none ${className}`}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} aria-hidden="true" className="h-16 rounded-xl bg-slate-100 dark:bg-slate-800" />
      ))}
    </div>
  );
}

/** A failed call: what was tried and the server's message. */
export function ErrorBox({ title, message }: { title: string; message?: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm dark:border-red-900 dark:bg-red-950/50">
      <p className="font-semibold text-red-800 dark:text-red-200">{title}</p>
      {message && <p className="mt-0.5 text-red-700 dark:text-red-300">{message}</p>}
    </div>
  );
}

/** A date (YYYY-MM-DD or ISO time) written for people; the input itself when it does not parse. */
export function dateText(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(displayLocale(), { timeZone: displayTimeZone(), dateStyle: "medium" });
}

/** A time written for people. */
export function timeText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(displayLocale(), { timeZone: displayTimeZone(), dateStyle: "medium", timeStyle: "short" });
}

/** Seconds as "4 min 5 s" / "35 s". */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  return s % 60 === 0 ? `${m} min` : `${m} min ${s % 60} s`;
}
