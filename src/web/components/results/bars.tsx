import type { ReactNode } from "react";
import type { PercentileColour } from "../../../domain/psychometrics/bands.ts";
import { useResultsT } from "./i18n.ts";

/** Fill classes of the spec's percentile colour bands (§9: green, blue, orange). */
export const COLOUR_FILL: Readonly<Record<PercentileColour, string>> = {
  green: "bg-emerald-500 dark:bg-emerald-400",
  blue: "bg-blue-500 dark:bg-blue-400",
  orange: "bg-orange-500 dark:bg-orange-400",
};

export const COLOUR_TEXT: Readonly<Record<PercentileColour, string>> = {
  green: "text-emerald-800 bg-emerald-50 ring-emerald-600/25 dark:text-emerald-200 dark:bg-emerald-500/15 dark:ring-emerald-400/30",
  blue: "text-blue-800 bg-blue-50 ring-blue-600/25 dark:text-blue-200 dark:bg-blue-500/15 dark:ring-blue-400/30",
  orange: "text-orange-800 bg-orange-50 ring-orange-600/25 dark:text-orange-200 dark:bg-orange-500/15 dark:ring-orange-400/30",
};

export interface BarMarker {
  value: number;
  label: string;
  className: string;
}

/**
 * A horizontal 0-100 meter with optional tick marks (e.g. the spec's 10/25/50/75/90) and labelled markers
 * (e.g. benchmarks). Announced as a meter with its value text.
 */
export function Meter({
  value,
  fillClass,
  label,
  valueText,
  marks = [],
  markers = [],
  size = "md",
}: {
  value: number;
  fillClass: string;
  label: string;
  valueText: string;
  marks?: readonly number[];
  markers?: readonly BarMarker[];
  size?: "sm" | "md";
}) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      aria-valuetext={valueText}
      className={`relative w-full rounded-full bg-slate-100 dark:bg-slate-800 print:border print:border-slate-300 ${size === "sm" ? "h-2" : "h-3"}`}
    >
      <div className={`h-full rounded-full ${fillClass} print:[print-color-adjust:exact]`} style={{ width: `${clamped}%` }} />
      {marks.map((m) => (
        <span key={`mark-${m}`} aria-hidden="true" className="absolute -top-0.5 h-[calc(100%+0.25rem)] w-px bg-slate-900/25 dark:bg-white/30" style={{ left: `${m}%` }} />
      ))}
      {markers.map((m) => (
        <span
          key={`marker-${m.label}`}
          aria-hidden="true"
          title={`${m.label}: ${m.value}`}
          className={`absolute -top-1 h-[calc(100%+0.5rem)] w-0.5 -translate-x-1/2 rounded ${m.className}`}
          style={{ left: `${Math.min(100, Math.max(0, m.value))}%` }}
        />
      ))}
    </div>
  );
}

/** The labels of the tick marks under a group of meters. */
export function MarkScale({ marks, className = "" }: { marks: readonly number[]; className?: string }) {
  return (
    <div aria-hidden="true" className={`relative h-4 text-[10px] text-slate-500 dark:text-slate-400 ${className}`}>
      {marks.map((m) => (
        <span key={m} className="absolute -translate-x-1/2 tabular-nums" style={{ left: `${m}%` }}>
          {m}
        </span>
      ))}
    </div>
  );
}

export function Pill({ children, className }: { children: ReactNode; className: string }) {
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${className}`}>{children}</span>;
}

/** The small print on every not-normed scale. */
export function NotNormed({ className = "", scale = "0-100" }: { className?: string; scale?: string }) {
  const t = useResultsT();
  return <span className={`text-xs whitespace-nowrap text-slate-500 dark:text-slate-400 ${className}`}>{t("number.notNormed", { scale })}</span>;
}

/** The small print beside bands, benchmarks and reference lines that have no comparison sample behind them. */
export function ReferencePoints({ className = "" }: { className?: string }) {
  const t = useResultsT();
  return (
    <span className={`block text-xs text-slate-500 dark:text-slate-400 ${className}`} data-testid="reference-points">
      {t("number.referencePoints")}
    </span>
  );
}

/** A titled panel inside a results tab. */
export function ResultCard({ title, description, children, className = "", id }: { title: string; description?: ReactNode; children: ReactNode; className?: string; id?: string }) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900 print:break-inside-avoid print:shadow-none ${className}`}
    >
      <h3 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      {description && <div className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{description}</div>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
