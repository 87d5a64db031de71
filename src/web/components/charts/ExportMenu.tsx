import { useCallback, useId, useRef, useState, type KeyboardEvent } from "react";
import { useDismiss } from "../../lib/use-dismiss.ts";
import { rovingIndex } from "../../lib/roving.ts";
import { Icon } from "../Icon.tsx";
import { EXPORT_FORMATS, type ExportFormat } from "./export.ts";
import { useChartsT } from "./i18n.ts";

/**
 * The export button and its menu (WAI-ARIA menu button): Enter, Space or ArrowDown opens it on the first item,
 * arrows move, Escape or Tab closes it and focus returns to the button.
 */
export function ExportMenu({
  label,
  available,
  onExport,
  buttonClassName,
}: {
  label: string;
  available: (format: ExportFormat) => boolean;
  onExport(format: ExportFormat): void;
  buttonClassName: string;
}) {
  const t = useChartsT();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback((focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }, []);
  useDismiss(containerRef, open, close);

  const items = () => [...(containerRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not([disabled])') ?? [])];
  const openMenu = () => {
    setOpen(true);
    requestAnimationFrame(() => items()[0]?.focus());
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Tab") return close(false);
    const list = items();
    const next = rovingIndex(event.key, list.indexOf(document.activeElement as HTMLButtonElement), list.length, "vertical");
    if (next === null) return;
    event.preventDefault();
    list[next]?.focus();
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        title={label}
        onClick={() => (open ? close() : openMenu())}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            openMenu();
          }
        }}
        className={buttonClassName}
      >
        <Icon name="download" className="h-4 w-4" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-20 mt-1 w-44 rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-800"
        >
          {EXPORT_FORMATS.map((format) => (
            <button
              key={format}
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={!available(format)}
              onClick={() => {
                close();
                onExport(format);
              }}
              className="block w-full px-3 py-1.5 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-200 dark:hover:bg-slate-700 dark:focus:bg-slate-700"
            >
              {t(`exportMenu.${format}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
