/** Platform staff for tests: a user with a platform role (the row `facetwise staff grant` writes), signed in; and planted signals. */
import type { FastifyInstance } from "fastify";
import { insertStaff } from "./factories.ts";
import { job } from "../../src/server/db/schema/jobs.ts";
import type { TPlatformRole } from "../../src/contracts/roles.ts";
import { signIn } from "./app.ts";

/** Creates a staff member with `role` (an account with no organization); answers their user id. */
export async function makeStaff(app: FastifyInstance, role: TPlatformRole, email: string): Promise<string> {
  return (await insertStaff(app.deps.database.db, email, role)).id;
}

/** Creates a staff member with `role` and answers the Cookie header of their session. */
export async function staffCookie(app: FastifyInstance, role: TPlatformRole, email: string): Promise<string> {
  await makeStaff(app, role, email);
  return signIn(app, email);
}

/** Plants a background job that failed for good (every retry spent) just now: an executive alert's critical issue. */
export async function plantFailedJob(app: FastifyInstance): Promise<void> {
  await app.deps.database.db.insert(job).values({ queue: "test.planted", state: "failed", attempts: 4, finishedAt: new Date(), lastError: "planted" });
}
