import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

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

// The messages' markup loads with the first message; the live region itself is there from the start, so screen
// readers announce the first message too.
const ToastList = lazy(async () => ({ default: (await import("./ToastList.tsx")).ToastList }));

/** Holds transient messages and renders them in a polite live region at the bottom of the screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
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
        {toasts.length > 0 && (
          <Suspense fallback={null}>
            <ToastList toasts={toasts} onDismiss={dismiss} />
          </Suspense>
        )}
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
