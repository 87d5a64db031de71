import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { loadConfig } from "../config.ts";
import { createJobQueue } from "./queue.ts";
import { PRUNE_QUEUE, VACUUM_QUEUE, registerMaintenanceJobs } from "./maintenance.ts";
import { getSchedule, jobsOfQueue } from "./repo.ts";
import { setupJobs } from "./index.ts";
import { capturingLogger, manualClock, openTempDatabase } from "./testing.ts";

let database: Database;
beforeAll(async () => {
  database = await openTempDatabase(process.env.FACETWISE_TEST_TEMPLATE);
});
afterAll(async () => {
  await database?.close();
});

describe("maintenance jobs", () => {
  it("run VACUUM ANALYZE every six hours and prune daily, as persisted singleton schedules", async () => {
    const clock = manualClock("2025-07-01T01:30:00Z");
    const { log, text } = capturingLogger();
    let vacuums = 0;
    const counted = {
      db: database.db,
      maintain: async () => {
        vacuums++;
        await database.maintain();
      },
    };
    const queue = createJobQueue({ database, log, now: clock.now });
    await registerMaintenanceJobs(queue, counted);
    expect((await getSchedule(database.db, VACUUM_QUEUE))?.nextRunAt.toISOString()).toBe("2025-07-01T06:00:00.000Z");
    expect((await getSchedule(database.db, PRUNE_QUEUE))?.nextRunAt.toISOString()).toBe("2025-07-01T03:17:00.000Z");

    clock.set("2025-07-01T06:00:00Z");
    await queue.poll();
    await queue.idle();
    expect(vacuums).toBe(1); // the real VACUUM ANALYZE ran on PGlite through the queue
    expect((await jobsOfQueue(database.db, VACUUM_QUEUE)).map((j) => j.state)).toEqual(["completed"]);
    expect((await jobsOfQueue(database.db, PRUNE_QUEUE)).map((j) => j.state)).toEqual(["completed"]);
    expect(text()).not.toContain("failed");
  });

  it("setupJobs registers the mail worker and the schedules, and starts and stops cleanly", async () => {
    const { log } = capturingLogger();
    const config = loadConfig({ NODE_ENV: "test", FACETWISE_DATA_DIR: "/nonexistent" });
    const jobs = await setupJobs({ config, database, log, pollIntervalMs: 20 });
    expect(() => jobs.queue.work("mail.send", async () => undefined)).toThrow(/already registered/);
    jobs.start();
    await jobs.stop();
    expect(await getSchedule(database.db, VACUUM_QUEUE)).toBeDefined();
  });
});
