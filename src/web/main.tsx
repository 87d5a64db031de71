import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createAppRouter } from "./app/router.tsx";
import { ThemeProvider } from "./app/ThemeProvider.tsx";
import { ToastProvider } from "./components/Toaster.tsx";
import { createQueryClient } from "./lib/query-client.ts";
import "./lib/i18n-common.ts";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element in index.html");

const queryClient = createQueryClient();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
