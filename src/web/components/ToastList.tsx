import { useT } from "../lib/i18n.ts";
import { Icon } from "./Icon.tsx";
import type { Toast } from "./Toaster.tsx";

/** The transient messages of the toast live region (components/Toaster.tsx), newest last. */
export function ToastList({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: number) => void }) {
  const t = useT("common");
  return (
    <>
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
          <button type="button" onClick={() => onDismiss(toast.id)} className="rounded p-1 opacity-70 hover:opacity-100" aria-label={t("actions.dismiss")}>
            <Icon name="close" className="h-4 w-4" />
          </button>
        </div>
      ))}
    </>
  );
}
