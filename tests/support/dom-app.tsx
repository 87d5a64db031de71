/**
 * Forms and dialogs rendered in a DOM (happy-dom) against the real app: the page's `fetch` is answered by an
 * in-process app (buildTestApp, a real database seeded like production) through `inject`, with the signed-in
 * person's session cookie, so a test drives the real component and reads what the real server stored.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { ToastProvider } from "../../src/web/components/Toaster.tsx";
import { AuthProvider, useAuth } from "../../src/web/lib/auth.tsx";
import { createQueryClient } from "../../src/web/lib/query-client.ts";
import { ThemeProvider } from "../../src/web/lib/theme-provider.tsx";
import "../../src/web/lib/i18n-common.ts";
import { buildTestApp, signIn, type TestApp } from "./app.ts";

export type DomApp = {
  app: TestApp;
  /** Signs in through the real magic link; later requests from the page carry this person's session. */
  signInAs(email: string): Promise<void>;
  /**
   * Renders `ui` inside the app's providers at `path` once the session is read from the server: only when signed
   * in (a dashboard page), or either way with `signedOut: "allowed"` (a public page).
   */
  render(ui: ReactElement, opts?: { path?: string; signedOut?: "allowed" }): RenderResult;
  /** The requests the page sent, in order ("POST /api/invitations"). */
  readonly requests: readonly string[];
  cleanup(): Promise<void>;
};

/** Renders its children once the session is known and signed in (as the dashboard's RequireAuth does), or once it is known at all. */
function SessionKnown({ children, signedOutAllowed }: { children: ReactNode; signedOutAllowed: boolean }) {
  const { state } = useAuth();
  return state.status === "authenticated" || (signedOutAllowed && state.status === "unauthenticated") ? children : null;
}

function headerRecord(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => (out[key] = value));
  return out;
}

/** The app behind the page; `env` configures it as the server's environment would. */
export async function domApp(env: Record<string, string> = {}): Promise<DomApp> {
  const app = await buildTestApp(env);
  let cookie = "";
  const requests: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost:3999");
    const method = (init?.method ?? "GET").toUpperCase();
    requests.push(`${method} ${url.pathname}`);
    const res = await app.inject({
      method: method as "GET",
      url: url.pathname + url.search,
      headers: { ...headerRecord(init), ...(cookie ? { cookie } : {}) },
      payload: typeof init?.body === "string" ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [String(value)]) headers.append(key, v);
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
  return {
    app,
    requests,
    async signInAs(email) {
      cookie = await signIn(app, email);
    },
    render(ui, opts = {}) {
      return render(
        <QueryClientProvider client={createQueryClient()}>
          <ThemeProvider>
            <ToastProvider>
              <MemoryRouter initialEntries={[opts.path ?? "/dashboard"]}>
                <AuthProvider>
                  <SessionKnown signedOutAllowed={opts.signedOut === "allowed"}>{ui}</SessionKnown>
                </AuthProvider>
              </MemoryRouter>
            </ToastProvider>
          </ThemeProvider>
        </QueryClientProvider>,
      );
    },
    async cleanup() {
      globalThis.fetch = realFetch;
      await app.cleanup();
    },
  };
}
