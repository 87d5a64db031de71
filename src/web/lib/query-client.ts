import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api.ts";

/** Spec 1 §9: stale time 60 s, no refetch on window focus. Client errors (4xx) are not retried; others once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !(error instanceof ApiError && error.statusCode < 500) && failureCount < 1,
      },
    },
  });
}
