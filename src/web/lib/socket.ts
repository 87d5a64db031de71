/**
 * The app's realtime socket (socket.io, same origin, session cookie): one shared connection, opened on first
 * use by a page that needs it. The client library is imported on demand, so pages without live data do not
 * download it. Spec 1 §7: websocket then polling, reconnection 5 attempts at 1000 ms.
 */
import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Socket } from "socket.io-client";

let connecting: Promise<Socket> | null = null;

/**
 * The server ends a socket when its session ends or its access changes (logout, role change, another
 * organization): try once more after a second, which succeeds only if the session still holds (then with
 * what it allows now); a signed-out session is refused and the socket stays closed.
 */
export function reconnectAfterServerDisconnect(socket: Socket): void {
  socket.on("disconnect", (reason) => {
    if (reason === "io server disconnect") setTimeout(() => socket.connect(), 1000);
  });
}

/** The shared socket (connecting it on the first call). */
export function getSocket(): Promise<Socket> {
  return (connecting ??= import("socket.io-client").then(({ io }) => {
    const socket = io({ path: "/socket.io", transports: ["websocket", "polling"], reconnectionAttempts: 5, reconnectionDelay: 1000, withCredentials: true });
    reconnectAfterServerDisconnect(socket);
    return socket;
  }));
}

/** Listens to a socket event while the component is mounted (the latest handler is called). */
export function useSocketEvent<T>(event: string, handler: (payload: T) => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    let off: (() => void) | null = null;
    let cancelled = false;
    void getSocket().then((socket) => {
      if (cancelled) return;
      const listener = (payload: T) => latest.current(payload);
      socket.on(event, listener);
      off = () => socket.off(event, listener);
    });
    return () => {
      cancelled = true;
      off?.();
    };
  }, [event, enabled]);
}

/**
 * Subscribes to the live monitor ("monitor:tick" every second) while mounted; `onTick` gets each tick.
 * Re-subscribes after a reconnect (the server forgets rooms with the old connection).
 */
export function useMonitorTicks<T>(onTick: (tick: T) => void, onRefused?: () => void): void {
  const latest = useRef({ onTick, onRefused });
  latest.current = { onTick, onRefused };
  useEffect(() => {
    let cleanup: (() => void) | null = null;
    let cancelled = false;
    void getSocket().then((socket) => {
      if (cancelled) return;
      const subscribe = () => socket.emit("monitor:subscribe", (r: { ok: boolean }) => void (!r.ok && latest.current.onRefused?.()));
      const listener = (tick: T) => latest.current.onTick(tick);
      socket.on("monitor:tick", listener);
      socket.on("connect", subscribe);
      if (socket.connected) subscribe();
      cleanup = () => {
        socket.emit("monitor:unsubscribe");
        socket.off("monitor:tick", listener);
        socket.off("connect", subscribe);
      };
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, []);
}

/** Refetches the analytics queries (query keys starting with "analytics") when a completion commits anywhere in the organization. */
export function useAnalyticsRefresh(enabled = true): void {
  const client = useQueryClient();
  useSocketEvent("analytics:changed", () => void client.invalidateQueries({ queryKey: ["analytics"] }), enabled);
}
