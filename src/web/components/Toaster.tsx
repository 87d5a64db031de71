import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useT } from "../lib/i18n.ts";
import { Icon } from "./Icon.tsx";

export interface Toast {
  id: number;
  message: string;
  tone: "info" | "warning" | "error";
}

interface ToastContextValue {
  /** Shows a message for a few seconds; the same message is not stacked twice. */
  show(message: string, tone?: Toast["tone"]): void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

const TOAST_MS = 5000;

/** Holds transient messages and renders them in a polite live region at the bottom of the screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT("common");
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((t) => t.id !== id));
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const show = useCallback(
    (message: string, tone: Toast["tone"] = "info") => {
      const id = nextId.current++;
      setToasts((current) => (current.some((t) => t.message === message) ? current : [...current.slice(-2), { id, message, tone }]));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const value = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${
              toast.tone === "info"
                ? "border-slate-200 bg-white text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
                : toast.tone === "warning"
                  ? "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
                  : "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            }`}
          >
            <Icon name={toast.tone === "info" ? "check" : "alert"} className="h-4 w-4 shrink-0" />
            <span className="flex-1">{toast.message}</span>
            <button type="button" onClick={() => dismiss(toast.id)} className="rounded p-1 opacity-70 hover:opacity-100" aria-label={t("actions.dismiss")}>
              <Icon name="close" className="h-4 w-4" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Access to the toast area; throws outside a ToastProvider. */
export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error("useToast must be used within a ToastProvider");
  return value;
}
