import { useT } from "../lib/i18n.ts";

/** The Facetwise mark (a cut gem: facets) with an optional word mark. */
export function Logo({ withText = true, className = "" }: { withText?: boolean; className?: string }) {
  const t = useT("common");
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <svg viewBox="0 0 32 32" className="h-8 w-8 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-indigo-600 dark:fill-indigo-500" />
        <path d="M16 6 25 13 16 26 7 13Z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
        <path d="M7 13h18M16 6l-4 7 4 13 4-13-4-7" fill="none" stroke="#fff" strokeWidth="1.5" strokeLinejoin="round" opacity=".75" />
      </svg>
      {withText ? <span className="text-lg font-semibold tracking-tight text-slate-900 dark:text-white">{t("appName")}</span> : <span className="sr-only">{t("appName")}</span>}
    </span>
  );
}
