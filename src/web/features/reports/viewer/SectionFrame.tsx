import type { ReactNode } from "react";
import type { TReportSection } from "../../../../contracts/reports.ts";
import { PanelMessage } from "../../../components/PanelMessage.tsx";
import { useReportsT } from "../i18n.ts";
import { SectionFootnotes } from "../sections/SectionBody.tsx";
import { panelClass, timeText } from "../ui.tsx";

/**
 * The selected section's panel (spec 2 §2.2, right): its title, Generated time or "Written by hand", badges and
 * actions, its body, then `basis` and `note` in small text; "No Section Selected" without one.
 */
export function SectionFrame({ section, badges, actions, children }: { section: TReportSection | null; badges?: ReactNode; actions?: ReactNode; children?: ReactNode }) {
  const t = useReportsT();
  if (!section) {
    return (
      <div className={panelClass}>
        <PanelMessage icon="file" title={t("sections.empty.noSelection")}>
          {t("sections.empty.noSelectionBody")}
        </PanelMessage>
      </div>
    );
  }
  return (
    <section aria-labelledby={`section-${section.id}`} className={`${panelClass} p-5 sm:p-6`}>
      <div className="mb-4 flex flex-wrap items-start gap-3">
        <div className="mr-auto min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`section-${section.id}`} className="text-base font-semibold break-words text-slate-900 dark:text-white">
              {section.title || t("sections.generic")}
            </h3>
            {badges}
          </div>
          <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
            {section.generated_at ? t("viewer.generatedAt", { time: timeText(section.generated_at) }) : t("viewer.handWritten")}
          </p>
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
      <SectionFootnotes section={section} />
    </section>
  );
}
