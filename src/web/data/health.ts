import { useQuery } from "@tanstack/react-query";
import type * as z from "zod/mini";
import { api } from "../lib/api.ts";
import { ZHealthView } from "../lib/first-visit-schemas.ts";

export type THealthView = z.infer<typeof ZHealthView>;

/** Server health: version and environment (the login page's demo hint shows only in development). */
export function useHealth() {
  return useQuery({
    queryKey: ["health"],
    queryFn: ({ signal }) => api.get("/api/health", { schema: ZHealthView, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The version baked in at build time from package.json (vite.config.ts `define`). */
export const APP_VERSION: string = typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : "dev";
