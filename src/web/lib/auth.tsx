import { useQueryClient } from "@tanstack/react-query";
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import type { TMe } from "../../contracts/auth.ts";
import { api, ApiError } from "./api.ts";
import { createAuthChannel, type AuthChannel } from "./auth-channel.ts";
import { apiEvents } from "./events.ts";
import { ZSessionProbe } from "./first-visit-schemas.ts";
import { setDisplayPreferences } from "./display-preferences.ts";

/** Why the user is signed out: the route guard sends a deliberate logout to /login without a redirect. */
export type SignedOutReason = "no-session" | "logout" | "expired" | "other-tab";

export type AuthState = { status: "loading" } | { status: "authenticated"; me: TMe } | { status: "unauthenticated"; reason: SignedOutReason };

export interface AuthContextValue {
  state: AuthState;
  /**
   * Re-reads GET /api/auth/me and updates the state; resolves to the signed-in user or null.
   * With `announce`, a successful sign-in is broadcast so other open tabs pick up the new session.
   */
  refresh(options?: { announce?: boolean }): Promise<TMe | null>;
  /** Ends the session (POST /api/auth/logout), then always clears client state and goes to /login. */
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * GET /api/auth/session: the user, or null when there is no session (a 200 answer, so signed-out pages log no
 * 401). Other failures are logged and count as signed out.
 */
export async function fetchMe(signal?: AbortSignal): Promise<TMe | null> {
  try {
    return (await api.get("/api/auth/session", { schema: ZSessionProbe, signal })).me;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 401) return null;
    if (signal?.aborted) throw error;
    console.error("Error checking authentication", error);
    return null;
  }
}

/** The first session check, when the app started it before its first render (startSessionCheck). */
let earlyCheck: Promise<TMe | null> | null = null;

/**
 * Starts the session check as the app's code starts (main.tsx), before React's first render, so the answer is on its
 * way while the page mounts; the AuthProvider's first refresh takes it instead of asking again.
 */
export function startSessionCheck(): void {
  earlyCheck ??= fetchMe();
}

/**
 * Session state for the app (spec 1 §4): loading, then authenticated or not, from the HttpOnly session cookie via
 * GET /api/auth/me. Listens for the API client's 'auth-error' and for other tabs signing out or in.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: "loading" });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const channelRef = useRef<AuthChannel | null>(null);
  const requestId = useRef(0);

  const refresh = useCallback(async (options?: { announce?: boolean }) => {
    const id = ++requestId.current;
    const early = earlyCheck;
    earlyCheck = null;
    const me = await (early ?? fetchMe());
    // A later refresh or a logout supersedes this answer.
    if (id === requestId.current) setDisplayPreferences(me?.preferences ?? null);
    // A transition: while the signed-in page's code is still arriving, the session check stays on screen instead of
    // a loading fallback that React would then hold for its fallback throttle (~300 ms).
    if (id === requestId.current) startTransition(() => setState(me ? { status: "authenticated", me } : { status: "unauthenticated", reason: "no-session" }));
    if (me && options?.announce) channelRef.current?.post({ type: "login" });
    return me;
  }, []);

  const signOutLocally = useCallback(
    (reason: SignedOutReason) => {
      requestId.current += 1;
      queryClient.clear();
      setDisplayPreferences(null);
      setState({ status: "unauthenticated", reason });
    },
    [queryClient],
  );

  useEffect(() => {
    void refresh();
  }, [refresh]);

  useEffect(() => {
    const channel = createAuthChannel();
    channelRef.current = channel;
    const unsubscribe = channel.subscribe((message) => {
      if (message.type === "logout") signOutLocally("other-tab");
      else void refresh();
    });
    return () => {
      unsubscribe();
      channel.close();
      channelRef.current = null;
    };
  }, [refresh, signOutLocally]);

  useEffect(() => apiEvents.on("auth-error", () => signOutLocally("expired")), [signOutLocally]);
  // suspended meanwhile: /api/auth/me now tells why, and the guard shows the notice instead of the dashboard
  useEffect(() => apiEvents.on("organization-suspended", () => void refresh()), [refresh]);

  const logout = useCallback(async () => {
    try {
      await api.post("/api/auth/logout", undefined, { schema: null });
    } catch (error) {
      // Spec 1 §4: logout always clears the client, even if the call fails.
      console.warn("Logout request failed; signing out locally", error);
    } finally {
      channelRef.current?.post({ type: "logout" });
      signOutLocally("logout");
      await navigate("/login", { replace: true });
    }
  }, [navigate, signOutLocally]);

  // Once the logout has left the guarded pages, a later visit to one should again carry its redirect.
  const leftDashboard = !pathname.startsWith("/dashboard");
  useEffect(() => {
    if (leftDashboard) {
      setState((current) => (current.status === "unauthenticated" && current.reason === "logout" ? { status: "unauthenticated", reason: "no-session" } : current));
    }
  }, [leftDashboard, state]);

  const value = useMemo(() => ({ state, refresh, logout }), [state, refresh, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The session state and actions; throws outside an AuthProvider (spec 1 §8). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}

/** The signed-in user's data; only for components rendered behind the route guard. */
export function useMe(): TMe {
  const { state } = useAuth();
  if (state.status !== "authenticated") throw new Error("useMe must be used behind the route guard (RequireAuth)");
  return state.me;
}
