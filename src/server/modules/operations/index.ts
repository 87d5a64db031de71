import { ZJobsOverview, ZJobsQuery } from "../../../contracts/operations.ts";
import { jobsOverview, listRecentJobs } from "../../jobs/index.ts";
import type { AppModule } from "../module.ts";
import { registerOperationalRoute } from "./operational-route.ts";

/**
 * Operations: the operational dashboard's health figures (admins and managers), and the background job queue as
 * admins see it: the per-queue counts and the job list of the caller's organization's own jobs only (jobs carry
 * their organization; the platform's own, such as maintenance, carry none and are not shown). Platform-wide
 * counts are for platform operators, a role still to come.
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
          jobsOverview(core.jobs, actor.organizationId),
          listRecentJobs(core.jobs, { state: query.state, limit: query.limit, organizationId: actor.organizationId }),
        ]);
        const totals = { queued: 0, active: 0, completed: 0, failed: 0 };
        for (const q of queues) for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += q[k];
        return { queues, totals, jobs };
      },
    );
  },
};
