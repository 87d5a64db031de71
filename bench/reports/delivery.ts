/**
 * Delivery benchmark (issue 11: 1,000 scheduled email deliveries drained within 2 minutes against a local
 * SMTP server). A distribution list of 1,000 addresses is subscribed daily to a template; a report of that
 * template is published; the digest sweep at the next 08:00 enqueues one delivery (and one job) per address;
 * the delivery workers (concurrency 4, as in the server) send each email with the report's PDF attached to an
 * in-process smtp-server. Prints the enqueue time, the drain time, the total and the throughput, and writes
 * bench/results/reports-delivery.json.
 *
 *   npm run bench:reports-delivery            (embedded database: PGlite in its worker thread)
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import os from "node:os";
import pino from "pino";
import { buildTestApp, signIn } from "../../tests/support/app.ts";
import { localSmtp } from "../../tests/support/local-smtp.ts";
import { insertReport } from "../../tests/support/reports.ts";
import { createJobQueue } from "../../src/server/jobs/queue.ts";
import { nextCronRun } from "../../src/server/jobs/timing.ts";
import { createDeliveries } from "../../src/server/modules/reports/distribution/index.ts";
import { DELIVER_QUEUE, registerDeliveryWorkers } from "../../src/server/modules/reports/distribution/delivery.ts";
import { ROOT_DIR } from "../../src/server/config.ts";

const N = 1000;
const log = pino({ level: "warn" });

const smtp = await localSmtp({ keep: false });
const app = await buildTestApp({ RATE_LIMIT_ENABLED: "false", SMTP_URL: smtp.url }, {}, { workJobs: false });
try {
  const cookie = await signIn(app, "admin@demo.facetwise.test");
  const inject = (method: "GET" | "POST", url: string, payload?: object) => app.inject({ method, url, headers: { cookie }, payload });
  const org = (await inject("GET", "/api/auth/me")).json().organization.id as string;
  const templateId = (await inject("POST", "/api/reports/templates", { organizationId: org, name: "Daily digest", sections: [] })).json().id as string;
  const subscribers = Array.from({ length: N }, (_, i) => `reader${i}@bench.example.com`);
  const list = await inject("POST", "/api/reports/distribution", { action: "create_distribution_list", organizationId: org, name: "Everyone", subscribers });
  if (list.statusCode !== 200) throw new Error(`list: ${list.body}`);
  const sub = await inject("POST", "/api/reports/distribution", {
    action: "subscribe",
    organizationId: org,
    templateId,
    distributionListId: list.json().distribution_list.id,
    subscriptionType: "list",
    deliveryPreferences: { format: "pdf", frequency: "daily" },
    timeZone: "UTC",
  });
  if (sub.statusCode !== 200) throw new Error(`subscribe: ${sub.body}`);
  await insertReport(app, { organizationId: org, templateId, title: "Daily people report", publishedAt: new Date() });

  const queue = createJobQueue({ database: app.deps.database, log, pollIntervalMs: 50 });
  const deliveries = createDeliveries(app.deps, { jobs: queue, log });
  await registerDeliveryWorkers(queue, deliveries);

  const tick = nextCronRun("0 8 * * *", "UTC", new Date());
  const t0 = performance.now();
  const queued = await deliveries.sweepDigests(tick);
  const enqueueMs = performance.now() - t0;
  if (queued !== N) throw new Error(`expected ${N} deliveries queued, got ${queued}`);
  queue.start();
  const t1 = performance.now();
  for (;;) {
    const st = (await queue.stats()).find((s) => s.queue === DELIVER_QUEUE);
    if (st && st.completed + st.failed >= N) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const drainMs = performance.now() - t1;
  await queue.stop();
  const st = (await queue.stats()).find((s) => s.queue === DELIVER_QUEUE)!;
  const totalMs = enqueueMs + drainMs;
  const result = {
    date: new Date().toISOString(),
    machine: `${os.cpus()[0]?.model ?? "cpu"} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
    database: "embedded (PGlite)",
    deliveries: N,
    concurrency: 4,
    enqueueMs: Math.round(enqueueMs),
    drainMs: Math.round(drainMs),
    totalMs: Math.round(totalMs),
    perSecond: Math.round((N / totalMs) * 1000 * 10) / 10,
    smtpAccepted: smtp.accepted(),
    jobsCompleted: st.completed,
    jobsFailed: st.failed,
    target: "≤ 120 s (issue 11)",
  };
  console.log(
    `${N} scheduled email deliveries (PDF attached) to a local SMTP server: enqueue ${result.enqueueMs} ms, drain ${result.drainMs} ms, ` +
      `total ${(totalMs / 1000).toFixed(1)} s = ${result.perSecond}/s; SMTP accepted ${result.smtpAccepted}, jobs completed ${st.completed}, failed ${st.failed}`,
  );
  writeFileSync(path.join(ROOT_DIR, "bench/results/reports-delivery.json"), JSON.stringify(result, null, 2) + "\n");
} finally {
  await app.cleanup();
  await smtp.close();
}
