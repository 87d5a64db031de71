import { ZJobsOverview, ZJobsQuery } from "../../../contracts/operations.ts";
import { jobsOverview, listRecentJobs } from "../../jobs/index.ts";
import type { AppModule } from "../module.ts";
import { registerOperationalRoute } from "./operational-route.ts";

/**
 * Operations: the operational dashboard's metrics (admins and managers), and the background job queue as admins see it. The per-queue counts are platform-wide numbers
 * (no tenant data in them); the job list holds only the caller's organization's jobs.
 */
export const operationsModule: AppModule = {
  name: "operations",
  register({ core, route }) {
    registerOperationalRoute({ core, route });
    route(
      {
        method: "GET",
        url: "/api/operations/jobs",
        summary: "Job queue depth, running, failed and completed jobs",
        access: "member",
        allow: "operations.view",
        query: ZJobsQuery,
        response: ZJobsOverview,
        tags: ["operations"],
      },
      async ({ actor, query }) => {
        const [{ queues }, { jobs }] = await Promise.all([
          jobsOverview(core.jobs),
          listRecentJobs(core.jobs, { state: query.state, limit: query.limit, organizationId: actor.organizationId }),
        ]);
        const totals = { queued: 0, active: 0, completed: 0, failed: 0 };
        for (const q of queues) for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += q[k];
        return { queues, totals, jobs };
      },
    );
  },
};
