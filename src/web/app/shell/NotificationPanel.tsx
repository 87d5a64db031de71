import { useMutation, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useEffect, useRef, type ReactNode } from "react";
import { useNavigate } from "react-router";
import type { TNotification, TNotificationList } from "../../../contracts/notifications.ts";
import { Icon } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { api, errorMessage } from "../../lib/api.ts";
import { useT } from "../../lib/i18n.ts";
import { useShellT } from "./i18n.ts";
import { notificationDue, notificationText, safeLink, timeAgo, withAllRead, withRead } from "./notification-text.ts";
import { useNotificationsT } from "./notifications-i18n.ts";

const KEY = ["notifications"] as const;

/** POST /api/notifications/:id/read (204). */
function markRead(id: string): Promise<void> {
  return api.post(`/api/notifications/${encodeURIComponent(id)}/read`, {}, { schema: null });
}

/** POST /api/notifications/read-all (204). */
function markAllRead(): Promise<void> {
  return api.post("/api/notifications/read-all", {}, { schema: null });
}

/** Marks read in the cache at once and tells the server; the next read of the list settles it either way. */
function useMarkRead() {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: KEY });
  const read = useMutation({
    mutationFn: (id: string) => markRead(id),
    onMutate: (id) => queryClient.setQueryData<TNotificationList>(KEY, (old) => old && withRead(old, id, new Date().toISOString())),
    onSettled: settle,
  });
  const readAll = useMutation({
    mutationFn: markAllRead,
    onMutate: () => queryClient.setQueryData<TNotificationList>(KEY, (old) => old && withAllRead(old, new Date().toISOString())),
    onSettled: settle,
  });
  return { read, readAll };
}

function Item({ n, onOpen }: { n: TNotification; onOpen(n: TNotification): void }) {
  const t = useNotificationsT();
  const unread = n.readAt === null;
  const due = notificationDue(n);
  return (
    <li>
      <button
        type="button"
        data-testid="notification"
        data-unread={unread || undefined}
        onClick={() => onOpen(n)}
        className={`flex w-full gap-3 px-4 py-3 text-left text-sm hover:bg-slate-50 focus-visible:bg-slate-50 dark:hover:bg-slate-800/60 dark:focus-visible:bg-slate-800/60 ${
          unread ? "bg-indigo-50/60 dark:bg-indigo-500/10" : ""
        }`}
      >
        <span aria-hidden="true" className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${unread ? "bg-indigo-600 dark:bg-indigo-400" : "bg-transparent"}`} />
        <span className="min-w-0 flex-1">
          {unread && <span className="sr-only">{t("unread")}: </span>}
          <span className={`block ${unread ? "font-semibold text-slate-900 dark:text-white" : "text-slate-700 dark:text-slate-300"}`}>{notificationText(n)}</span>
          {due && <span className="mt-0.5 block text-xs font-medium text-amber-700 dark:text-amber-300">{due}</span>}
          <time dateTime={n.createdAt} className="mt-0.5 block text-xs text-slate-500 dark:text-slate-400">
            {timeAgo(n.createdAt)}
          </time>
        </span>
      </button>
    </li>
  );
}

/**
 * The bell's popover content: the notifications (newest first) with Mark all read; opening one marks it read and
 * goes to its page. Loaded on first use, so the shell does not carry it.
 */
export function NotificationPanel({ title, query, onClose, onNavigate }: { title: string; query: UseQueryResult<TNotificationList>; onClose(): void; onNavigate(): void }) {
  const t = useNotificationsT();
  const shell = useShellT();
  const common = useT("common");
  const navigate = useNavigate();
  const { read, readAll } = useMarkRead();
  const listRef = useRef<HTMLDivElement>(null);
  const data = query.data;

  // Focus goes into the popover (its first control, else the popover itself), so Tab continues inside it: when
  // it opens and once the list first arrives, not on every refresh.
  const loaded = data !== undefined;
  useEffect(() => {
    const first = listRef.current?.querySelector<HTMLElement>("button, [href]");
    (first ?? listRef.current)?.focus();
  }, [loaded]);

  const open = (n: TNotification) => {
    if (n.readAt === null) read.mutate(n.id);
    const to = safeLink(n.link);
    if (to) {
      onNavigate();
      void navigate(to);
    } else onClose();
  };

  let body: ReactNode;
  if (!data && query.isPending && query.fetchStatus === "fetching") {
    body = (
      <div role="status" className="flex items-center justify-center gap-2 px-4 py-8 text-sm text-slate-500 dark:text-slate-400">
        <Spinner className="h-4 w-4" />
        {t("loading")}
      </div>
    );
  } else if (!data && query.isError) {
    body = (
      <div role="alert" className="px-4 py-6 text-center text-sm">
        <p className="text-slate-700 dark:text-slate-200">{t("loadFailed")}</p>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{errorMessage(query.error)}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          className="mt-3 inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {query.isFetching ? <Spinner className="h-4 w-4" /> : <Icon name="refresh" className="h-4 w-4" />}
          {common("actions.retry")}
        </button>
      </div>
    );
  } else if (!data || data.notifications.length === 0) {
    body = (
      <div className="flex flex-col items-center px-4 py-8 text-center">
        <Icon name="inbox" className="h-8 w-8 text-slate-300 dark:text-slate-600" />
        <p className="mt-3 text-sm font-medium text-slate-700 dark:text-slate-200">{shell("notifications.emptyTitle")}</p>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{shell("notifications.emptyBody")}</p>
      </div>
    );
  } else {
    body = (
      <ul aria-label={t("list")} className="max-h-96 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800">
        {data.notifications.map((n) => (
          <Item key={n.id} n={n} onOpen={open} />
        ))}
      </ul>
    );
  }

  return (
    <div ref={listRef} tabIndex={-1} className="outline-none">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h2>
        {data && data.unread > 0 && (
          <button
            type="button"
            onClick={() => readAll.mutate()}
            disabled={readAll.isPending}
            className="rounded-md px-2 py-1 text-xs font-semibold text-indigo-700 hover:bg-indigo-50 disabled:opacity-60 dark:text-indigo-300 dark:hover:bg-indigo-500/10"
          >
            {t("markAllRead")}
          </button>
        )}
      </div>
      {readAll.isError && (
        <p role="alert" className="border-b border-red-200 bg-red-50 px-4 py-2 text-xs text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200">
          {t("markAllFailed", { message: errorMessage(readAll.error) })}
        </p>
      )}
      {body}
    </div>
  );
}
