import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef } from "react";
import { useReportsT } from "../i18n.ts";

const toolButton =
  "inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-pressed:bg-indigo-100 aria-pressed:text-indigo-800 disabled:opacity-40 dark:text-slate-200 dark:hover:bg-slate-700 dark:aria-pressed:bg-indigo-500/20 dark:aria-pressed:text-indigo-200";

/**
 * The rich-text editor of a text section (TipTap, loaded only when an editor shows a text section): a toolbar
 * and the document; its HTML is handed to `onCommit` when it loses focus (spec 2 §2.3, saved on blur).
 */
export function RichTextEditor({ html, label, onCommit, onTyping }: { html: string; label: string; onCommit(html: string): void; onTyping(typing: boolean): void }) {
  const t = useReportsT();
  // The HTML last handed over or shown: a blur without an edit commits nothing (the editor may normalise markup).
  const last = useRef<string | null>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"] } })],
    content: html,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        "aria-label": label,
        "aria-multiline": "true",
        role: "textbox",
        class:
          "min-h-48 px-3 py-2 text-sm leading-relaxed text-slate-800 focus:outline-none dark:text-slate-200 [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:text-base [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-1.5 [&_ul]:list-disc [&_ul]:pl-5",
      },
    },
    onCreate: ({ editor: e }) => {
      last.current = e.getHTML();
    },
    onUpdate: () => onTyping(true),
    onBlur: ({ editor: e }) => {
      onTyping(false);
      const next = e.getHTML();
      if (next === last.current) return;
      last.current = next;
      onCommit(next);
    },
  });
  // Undo/redo of the report (or a regenerate) replaces the content: show it, without a new commit.
  useEffect(() => {
    if (!editor || editor.isFocused || html === last.current) return;
    editor.commands.setContent(html, { emitUpdate: false });
    last.current = editor.getHTML();
  }, [editor, html]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive("bold"),
            italic: e.isActive("italic"),
            strike: e.isActive("strike"),
            h2: e.isActive("heading", { level: 2 }),
            bullet: e.isActive("bulletList"),
            ordered: e.isActive("orderedList"),
            quote: e.isActive("blockquote"),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tools = [
    { key: "bold", text: t("editor.toolbar.glyph.bold"), run: () => chain().toggleBold().run(), on: state?.bold },
    { key: "italic", text: t("editor.toolbar.glyph.italic"), run: () => chain().toggleItalic().run(), on: state?.italic },
    { key: "strike", text: t("editor.toolbar.glyph.strike"), run: () => chain().toggleStrike().run(), on: state?.strike },
    { key: "h2", text: t("editor.toolbar.glyph.h2"), run: () => chain().toggleHeading({ level: 2 }).run(), on: state?.h2 },
    { key: "bullet", text: t("editor.toolbar.glyph.bullet"), run: () => chain().toggleBulletList().run(), on: state?.bullet },
    { key: "ordered", text: t("editor.toolbar.glyph.ordered"), run: () => chain().toggleOrderedList().run(), on: state?.ordered },
    { key: "quote", text: t("editor.toolbar.glyph.quote"), run: () => chain().toggleBlockquote().run(), on: state?.quote },
  ] as const;
  return (
    <div className="rounded-lg border border-slate-300 bg-white shadow-sm focus-within:ring-2 focus-within:ring-indigo-500 dark:border-slate-700 dark:bg-slate-800">
      <div role="toolbar" aria-label={t("editor.toolbar.label")} className="flex flex-wrap gap-0.5 border-b border-slate-200 p-1 dark:border-slate-700">
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            aria-pressed={tool.on ? true : false}
            aria-label={t(`editor.toolbar.${tool.key}`)}
            title={t(`editor.toolbar.${tool.key}`)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={tool.run}
            className={toolButton}
          >
            <span aria-hidden="true">{tool.text}</span>
          </button>
        ))}
        <span aria-hidden="true" className="mx-1 w-px bg-slate-200 dark:bg-slate-700" />
        <button
          type="button"
          aria-label={t("editor.toolbar.undo")}
          title={t("editor.toolbar.undo")}
          disabled={!state?.canUndo}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => chain().undo().run()}
          className={toolButton}
        >
          <span aria-hidden="true">↶</span>
        </button>
        <button
          type="button"
          aria-label={t("editor.toolbar.redo")}
          title={t("editor.toolbar.redo")}
          disabled={!state?.canRedo}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => chain().redo().run()}
          className={toolButton}
        >
          <span aria-hidden="true">↷</span>
        </button>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
