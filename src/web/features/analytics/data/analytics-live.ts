import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { analyticsKeys } from "./analytics-api.ts";

/** The socket event the server sends to an organization's room when its analytics change (a completion, a start). */
export const ANALYTICS_CHANGED_EVENT = "analytics:changed";

export type LiveStatus = "connecting" | "live" | "offline";

interface Connection {
  close(): void;
}

/**
 * One socket for every analytics view on the page, opened by the first and closed by the last. socket.io-client
 * loads here, on the analytics pages only (it would cost the first page's script budget).
 */
let users = 0;
let connection: Connection | null = null;
let connecting: Promise<void> | null = null;
let status: LiveStatus = "offline";
const statusListeners = new Set<() => void>();
let lastChangeAt: number | null = null;

function setStatus(next: LiveStatus) {
  status = next;
  for (const listener of statusListeners) listener();
}

/** Invalidates every analytics query (the open charts refetch; the others when next shown). */
export function onAnalyticsChanged(queryClient: QueryClient): void {
  lastChangeAt = Date.now();
  void queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
  for (const listener of statusListeners) listener();
}

async function connect(queryClient: QueryClient): Promise<Connection> {
  setStatus("connecting");
  const { io } = await import("socket.io-client");
  const socket = io({ path: "/socket.io", withCredentials: true, transports: ["websocket", "polling"] });
  socket.on("connect", () => setStatus("live"));
  socket.on("disconnect", (reason) => {
    setStatus("offline");
    // the server ended it (session ended or access changed): once more, which works only if the session holds
    if (reason === "io server disconnect") setTimeout(() => socket.connect(), 1000);
  });
  socket.on("connect_error", () => setStatus("offline"));
  socket.on(ANALYTICS_CHANGED_EVENT, () => onAnalyticsChanged(queryClient));
  return { close: () => socket.close() };
}

/** Keeps the analytics socket open while the calling component is mounted. */
export function useAnalyticsLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    users += 1;
    if (users === 1 && !connection && !connecting && typeof window !== "undefined") {
      connecting = connect(queryClient)
        .then((c) => {
          if (users === 0) c.close();
          else connection = c;
        })
        .catch(() => setStatus("offline"))
        .finally(() => {
          connecting = null;
        });
    }
    return () => {
      users -= 1;
      if (users === 0) {
        // Stay connected across a page change (one view unmounts as the next mounts).
        setTimeout(() => {
          if (users === 0 && connection) {
            connection.close();
            connection = null;
            setStatus("offline");
          }
        }, 1000);
      }
    };
  }, [queryClient]);
}

/** The socket's state and when the analytics last changed (the live banner). */
export function useLiveStatus(): { status: LiveStatus; lastChangeAt: number | null } {
  const snapshot = useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    () => `${status}|${lastChangeAt ?? ""}`,
  );
  const [s, at] = snapshot.split("|");
  return { status: s as LiveStatus, lastChangeAt: at ? Number(at) : null };
}
