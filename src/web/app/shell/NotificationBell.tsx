import { useCallback, useId, useRef, useState } from "react";
import { Icon } from "../../components/Icon.tsx";
import { useShellT } from "./i18n.ts";
import { useDismiss } from "./use-dismiss.ts";

export interface AppNotification {
  id: string;
  title: string;
  createdAt: string;
  read: boolean;
}

/**
 * The signed-in user's notifications. There is no notification source on the server yet, so the list is
 * honestly empty; when one exists this hook is the single place to read it.
 */
export function useNotifications(): { items: AppNotification[]; unreadCount: number } {
  return { items: [], unreadCount: 0 };
}

/** Header bell: a red dot only when something is unread, and a popover listing notifications. */
export function NotificationBell({ buttonClassName }: { buttonClassName: string }) {
  const t = useShellT();
  const { items, unreadCount } = useNotifications();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useDismiss(containerRef, open, close);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        aria-label={unreadCount > 0 ? t("notifications.unread", { count: unreadCount }) : t("notifications.title")}
        className={`relative ${buttonClassName}`}
      >
        <Icon name="bell" />
        {unreadCount > 0 && (
          <span data-testid="notification-dot" className="absolute top-1.5 right-1.5 h-2 w-2 rounded-full bg-red-500 ring-2 ring-white dark:ring-slate-900" aria-hidden="true" />
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label={t("notifications.title")}
          className="absolute right-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{t("notifications.title")}</h2>
          </div>
          {items.length === 0 ? (
            <div className="flex flex-col items-center px-4 py-8 text-center">
              <Icon name="inbox" className="h-8 w-8 text-slate-300 dark:text-slate-600" />
              <p className="mt-3 text-sm font-medium text-slate-700 dark:text-slate-200">{t("notifications.emptyTitle")}</p>
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t("notifications.emptyBody")}</p>
            </div>
          ) : (
            <ul className="max-h-80 overflow-y-auto py-1">
              {items.map((item) => (
                <li key={item.id} className="px-4 py-2 text-sm text-slate-700 dark:text-slate-200">
                  {item.title}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
