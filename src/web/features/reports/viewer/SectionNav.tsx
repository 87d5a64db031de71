import type { TReportSection } from "../../../../contracts/reports.ts";
import { useReportsT } from "../i18n.ts";

/** The report's sections as a list (spec 2 §2.2, left); the selected one marked; optional comment counts (editor). */
export function SectionNav({
  sections,
  selectedId,
  onSelect,
  commentCounts,
}: {
  sections: readonly TReportSection[];
  selectedId: string | null;
  onSelect(id: string): void;
  commentCounts?: ReadonlyMap<string, number>;
}) {
  const t = useReportsT();
  return (
    <nav aria-label={t("viewer.sections")} className="rounded-2xl border border-slate-200 bg-white p-2 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 className="px-2 pt-1 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{t("viewer.sections")}</h2>
      {sections.length === 0 ? (
        <p className="px-2 pb-2 text-sm text-slate-500 dark:text-slate-400">{t("viewer.noSections")}</p>
      ) : (
        <ul className="space-y-0.5">
          {sections.map((s) => {
            const active = s.id === selectedId;
            const count = commentCounts?.get(s.id) ?? 0;
            return (
              <li key={s.id}>
                <button
                  type="button"
                  aria-current={active ? "true" : undefined}
                  onClick={() => onSelect(s.id)}
                  className={`flex w-full items-center gap-2 rounded-lg px-2.5 py-2 text-left text-sm ${
                    active
                      ? "bg-indigo-50 font-semibold text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-200"
                      : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                  }`}
                >
                  <span className="min-w-0 flex-1 break-words">{s.title || t("sections.generic")}</span>
                  {count > 0 && (
                    <span
                      className="rounded-full bg-amber-100 px-1.5 text-xs font-medium text-amber-800 dark:bg-amber-500/20 dark:text-amber-200"
                      aria-label={t("editor.comments", { count })}
                      title={t("editor.comments", { count })}
                    >
                      {count}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
