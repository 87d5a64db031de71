import { useQuery } from "@tanstack/react-query";
import { ZJobsOverview, type TJobsOverview } from "../../../contracts/operations.ts";
import { api } from "../../lib/api.ts";

/** What the job list shows: every state, or the dead letters only. */
export type JobFilter = "all" | "failed";

/** GET /api/operations/jobs: queue depth across the platform and the organization's newest jobs. */
export function fetchJobs(filter: JobFilter, signal?: AbortSignal): Promise<TJobsOverview> {
  return api.get(`/api/operations/jobs${filter === "failed" ? "?state=failed" : ""}`, { schema: ZJobsOverview, signal });
}

/** The job queue, refreshed every 15 s while the page is open (only asked for when the policy allows). */
export function useJobs(filter: JobFilter, enabled: boolean) {
  return useQuery({ queryKey: ["operations", "jobs", filter], queryFn: ({ signal }) => fetchJobs(filter, signal), refetchInterval: 15_000, enabled });
}
