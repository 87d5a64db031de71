import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes, firstPageReady } from "./app/router.tsx";
import { ThemeProvider } from "./lib/theme-provider.tsx";
import { ToastProvider } from "./components/Toaster.tsx";
import { startSessionCheck } from "./lib/auth.tsx";
import { createQueryClient } from "./lib/query-client.ts";
import "./lib/i18n-common.ts";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element in index.html");

// Who is signed in is asked at once, while React mounts (the page's code was started by the router's module).
startSessionCheck();
const queryClient = createQueryClient();

/**
 * Development and test builds only (a production build drops this and the module it imports): `?lng=en-XA`, kept in
 * local storage until `?lng=` names another language, shows every page in the pseudo-locale (lib/pseudo-locale.ts).
 */
async function pseudoLocaleSwitch(): Promise<void> {
  if (!(import.meta.env.DEV || import.meta.env.VITE_PSEUDO_LOCALE === "1")) return;
  const asked = new URLSearchParams(window.location.search).get("lng");
  if (asked !== null) window.localStorage.setItem("facetwise.lng", asked);
  if (window.localStorage.getItem("facetwise.lng") === "en-XA") (await import("./lib/pseudo-locale.ts")).showPseudoLocale();
}

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <ToastProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>,
  );

// The first page's code is on its way (the router started it): render once it is here, so the page does not suspend
// (a network that never answers shows the page's loading state after 2 s instead).
const firstPage = Promise.race([firstPageReady, new Promise((resolve) => setTimeout(resolve, 2000))]);
if (import.meta.env.DEV || import.meta.env.VITE_PSEUDO_LOCALE === "1") void Promise.all([firstPage, pseudoLocaleSwitch()]).finally(render);
else void firstPage.then(render);
