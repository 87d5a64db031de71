import type { ReactNode } from "react";
import type { TRiskLevel } from "../../../contracts/dark-side.ts";
import { LEVEL_BADGE, SEVERITY_DOT } from "./dark-side-view.ts";
import { useDarkSideT } from "./i18n.ts";

/** A titled panel inside a tab. */
export function Panel({ id, title, description, children, className = "" }: { id: string; title: string; description?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900 ${className}`}>
      <h3 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      {description && <div className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{description}</div>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A 0-100 bar announced as a meter; `percent` is the filled width. */
export function Bar({ percent, fillClass, label, valueText, testId }: { percent: number; fillClass: string; label: string; valueText: string; testId?: string }) {
  const width = Math.min(100, Math.max(0, percent));
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      aria-valuetext={valueText}
      data-testid={testId}
      className="h-2.5 w-full rounded-full bg-slate-100 dark:bg-slate-800"
    >
      <div className={`h-full rounded-full ${fillClass}`} style={{ width: `${width}%` }} data-fill="" />
    </div>
  );
}

/** A risk level as a badge ("High risk"). */
export function LevelBadge({ level, testId }: { level: TRiskLevel; testId?: string }) {
  const t = useDarkSideT();
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${LEVEL_BADGE[level]}`} data-testid={testId}>
      {t(`riskBadge.${level}`)}
    </span>
  );
}

/** The coloured dot of an insight (its severity is also said in words for screen readers). */
export function SeverityDot({ severity }: { severity: TRiskLevel }) {
  const t = useDarkSideT();
  return (
    <span className="mt-1.5 inline-flex shrink-0" data-severity={severity}>
      <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${SEVERITY_DOT[severity]}`} />
      <span className="sr-only">{t(`severity.${severity}`)}</span>
    </span>
  );
}

/** A bulleted list of server-given sentences, or a quiet line when there are none. */
export function TextList({ items, empty, testId }: { items: readonly string[]; empty: string; testId?: string }) {
  if (!items.length) return <p className="text-sm text-slate-500 dark:text-slate-400">{empty}</p>;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300" data-testid={testId}>
      {items.map((s) => (
        <li key={s}>{s}</li>
      ))}
    </ul>
  );
}
