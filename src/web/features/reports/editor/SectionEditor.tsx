import { lazy, Suspense, useEffect, useId, useState } from "react";
import type { TReportSection } from "../../../../contracts/reports.ts";
import { useReportsT } from "../i18n.ts";
import { plainToHtml } from "../lib/sanitize-html.ts";
import { isSectionEditable, KNOWN_TYPES, sayWords } from "../lib/sections.ts";
import { RawSection, SectionBody } from "../sections/SectionBody.tsx";
import { inputClass, Skeleton } from "../ui.tsx";

// TipTap (and ProseMirror) load only when an editor shows a text section: never on a first visit.
const RichTextEditor = lazy(async () => ({ default: (await import("./RichTextEditor.tsx")).RichTextEditor }));

const noteClass = "mb-3 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600 dark:bg-slate-800/60 dark:text-slate-400";

/**
 * One section in the editor (spec 2 §2.3): the executive narrative and text content are editable and committed
 * when they lose focus; alerts, metrics and other generated sections are read-only; unknown types show their JSON
 * with a note that no custom editor exists yet.
 */
export function SectionEditor({
  section,
  onCommit,
  onTyping = () => {},
}: {
  section: TReportSection;
  onCommit(patch: Partial<TReportSection>): void;
  /** Whether an edit is being typed and not yet committed (Save Changes is offered meanwhile; pressing it commits first). */
  onTyping?(typing: boolean): void;
}) {
  const t = useReportsT();
  if (!KNOWN_TYPES.has(section.type)) {
    return (
      <>
        <p className={noteClass}>{t("editor.noEditor")}</p>
        <RawSection section={section} />
      </>
    );
  }
  if (!isSectionEditable(section) || (section.type !== "executive_summary" && section.type !== "text")) {
    return (
      <>
        {!isSectionEditable(section) && <p className={noteClass}>{t("editor.readOnly")}</p>}
        <SectionBody section={section} />
      </>
    );
  }
  if (section.type === "executive_summary") {
    return (
      <SectionBody section={section} narrative={<NarrativeField value={sayWords(section.narrative)} onTyping={onTyping} onCommit={(narrative) => onCommit({ narrative })} />} />
    );
  }
  const html = section.format === "html" ? (section.content ?? "") : plainToHtml(section.content ?? "");
  return (
    <Suspense fallback={<Skeleton label={t("editor.richTextLoading")} rows={1} />}>
      <RichTextEditor html={html} label={t("editor.textLabel")} onTyping={onTyping} onCommit={(content) => onCommit({ content, format: "html" })} />
    </Suspense>
  );
}

/** The executive narrative: typed freely, committed to the editor's state on blur (only when it changed). */
function NarrativeField({ value, onCommit, onTyping }: { value: string; onCommit(value: string): void; onTyping(typing: boolean): void }) {
  const t = useReportsT();
  const id = useId();
  const [text, setText] = useState(value);
  // undo, redo or a regenerate replace the narrative from outside
  useEffect(() => setText(value), [value]);
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t("editor.narrativeLabel")}
      </label>
      <textarea
        id={id}
        rows={6}
        maxLength={50_000}
        value={text}
        placeholder={t("editor.narrativePlaceholder")}
        onChange={(e) => {
          setText(e.target.value);
          onTyping(e.target.value !== value);
        }}
        onBlur={() => {
          onTyping(false);
          if (text !== value) onCommit(text);
        }}
        className={inputClass}
      />
    </>
  );
}
