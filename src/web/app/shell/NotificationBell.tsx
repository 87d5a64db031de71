import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";
import type { TNotificationList } from "../../../contracts/notifications.ts";
import { Icon } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { api } from "../../lib/api.ts";
import { useMe } from "../../lib/auth.tsx";
import { ZNotificationList } from "../../lib/first-visit-schemas.ts";
import { useShellT } from "./i18n.ts";
import { unreadBadge } from "./unread-badge.ts";
import { useDismiss } from "../../lib/use-dismiss.ts";

/** TanStack Query key of the signed-in user's notifications. */
export const notificationsQueryKey = ["notifications"] as const;

/** GET /api/notifications: the newest notifications and the unread count. */
function fetchNotifications(signal?: AbortSignal): Promise<TNotificationList> {
  return api.get("/api/notifications", { schema: ZNotificationList, signal });
}

/** How often the bell asks for news while the tab is visible (no socket: its client would cost too much script). */
const POLL_MS = 60_000;

/**
 * The signed-in user's notifications: read on load, every minute while the tab is visible, and when the window
 * gets focus again (off while `enabled` is false).
 */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationsQueryKey,
    enabled,
    queryFn: ({ signal }) => fetchNotifications(signal),
    staleTime: 15_000,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
}

const loadPanel = () => import("./NotificationPanel.tsx");
// The list, its words and its actions load when the bell is first opened (or hovered), not with the shell.
const NotificationPanel = lazy(async () => ({ default: (await loadPanel()).NotificationPanel }));

/** Header bell: the unread count, and a popover listing notifications (Escape or a click outside closes it). */
export function NotificationBell({ buttonClassName, initiallyOpen = false }: { buttonClassName: string; initiallyOpen?: boolean }) {
  const t = useShellT();
  // Notifications belong to an organization: someone without one has none to ask for.
  const notifications = useNotifications(useMe().organization !== null);
  const unread = notifications.data?.unread ?? 0;
  const badge = unreadBadge(unread);
  const [open, setOpen] = useState(initiallyOpen);
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
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        aria-label={unread > 0 ? t("notifications.unread", { count: unread }) : t("notifications.title")}
        className={`relative ${buttonClassName}`}
      >
        <Icon name="bell" />
        {badge && (
          <span
            data-testid="notification-badge"
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white ring-2 ring-white dark:ring-slate-900"
          >
            {badge}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label={t("notifications.title")}
          className="absolute right-0 z-40 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <Suspense
            fallback={
              <div role="status" className="flex justify-center px-4 py-8 text-slate-400">
                <Spinner className="h-5 w-5" />
                <span className="sr-only">{t("notifications.loading")}</span>
              </div>
            }
          >
            <NotificationPanel title={t("notifications.title")} query={notifications} onClose={close} onNavigate={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
