import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Icon } from "../../../components/Icon.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { secondaryButtonClass } from "../../../components/buttons.ts";
import { errorMessage } from "../../../lib/api.ts";
import { rovingIndex } from "../../../lib/roving.ts";
import { useReportsT } from "../i18n.ts";
import { exportReport, type ExportFormat } from "../reports-api.ts";
import { saveBlob } from "../../../lib/download.ts";

const FORMATS: readonly ExportFormat[] = ["pdf", "html", "json"];

/**
 * Spec 2 §2.2 Export menu (a WAI-ARIA menu button): PDF, HTML or JSON, each downloading the server's file.
 * Enter, Space or ArrowDown open it on the first item; arrows move; Escape, Tab or a click outside close it.
 */
export function ExportButton({
  organizationId,
  reportId,
  title,
  formats = FORMATS,
}: {
  organizationId: string;
  reportId: string;
  title: string;
  formats?: readonly ExportFormat[];
}) {
  const t = useReportsT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback((focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }, []);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (boxRef.current && event.target instanceof Node && !boxRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);
  const items = () => [...(boxRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
  const openMenu = () => {
    setOpen(true);
    requestAnimationFrame(() => items()[0]?.focus());
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      return close();
    }
    if (event.key === "Tab") return close(false);
    const list = items();
    const next = rovingIndex(event.key, list.indexOf(document.activeElement as HTMLButtonElement), list.length, "vertical");
    if (next === null) return;
    event.preventDefault();
    list[next]?.focus();
  };
  const run = async (format: ExportFormat) => {
    close();
    setError(null);
    setBusy(format);
    try {
      const file = await exportReport(organizationId, reportId, format, title);
      saveBlob(file.blob, file.fileName);
    } catch (e) {
      setError(t("viewer.exportFailed", { message: errorMessage(e) }));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div ref={boxRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={busy !== null}
        onClick={() => (open ? close() : openMenu())}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            openMenu();
          }
        }}
        className={secondaryButtonClass}
      >
        {busy ? <Spinner className="h-4 w-4" /> : <Icon name="download" className="h-4 w-4" />}
        {busy ? t("viewer.exporting") : t("viewer.export")}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t("viewer.export")}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-20 mt-1 w-40 rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-800"
        >
          {formats.map((format) => (
            <button
              key={format}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => void run(format)}
              className="block w-full px-3 py-1.5 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:text-slate-200 dark:hover:bg-slate-700 dark:focus:bg-slate-700"
            >
              {t(`viewer.exportAs.${format}`)}
            </button>
          ))}
        </div>
      )}
      {error && (
        <p
          role="alert"
          className="absolute right-0 z-10 mt-1 w-72 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-xs text-red-800 shadow dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          {error}
        </p>
      )}
    </div>
  );
}
