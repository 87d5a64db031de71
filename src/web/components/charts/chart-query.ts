import type { UseQueryResult } from "@tanstack/react-query";

/** A query's state as ChartCard props: loading, error, Retry and Refresh. */
export function chartQueryState(query: Pick<UseQueryResult, "isPending" | "error" | "isFetching" | "refetch">) {
  const refetch = () => void query.refetch();
  return { loading: query.isPending, error: query.error ?? undefined, onRetry: refetch, onRefresh: refetch, refreshing: query.isFetching && !query.isPending };
}
