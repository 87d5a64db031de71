/**
 * Background jobs in real `facetwise start` processes on one PostgreSQL database, with mail as the job:
 * sign-in mail requested on either process is delivered exactly once, and a delivery in flight when its
 * process is killed with SIGKILL is delivered by the other process once the lease expires.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { fakeSmtpServer } from "../support/smtp.ts";
import {
  clearMagicLinkLimits,
  createDatabase,
  deleteRedisKeys,
  http,
  LOCAL_IP_BUCKET,
  queryDb,
  REDIS_URL,
  sleep,
  startProcess,
  type ServerProcess,
  type TestDatabase,
} from "./support.ts";

const PEOPLE = ["riley", "sam", "jordan", "manager"].map((p) => `${p}@demo.facetwise.test`);
const STUCK = "admin@demo.facetwise.test";

let db: TestDatabase;
let smtp: Awaited<ReturnType<typeof fakeSmtpServer>>;
const procs: ServerProcess[] = [];

beforeAll(async () => {
  db = await createDatabase("mail_jobs");
  await deleteRedisKeys(LOCAL_IP_BUCKET);
  await clearMagicLinkLimits(...PEOPLE, STUCK);
  // the first message to STUCK never gets an answer: its delivery hangs until the process dies
  let stuckOnce = false;
  smtp = await fakeSmtpServer({ hang: (to) => to === STUCK && !stuckOnce && (stuckOnce = true) });
});
afterAll(async () => {
  await Promise.all(procs.map((p) => p.stop()));
  await smtp?.close();
  await db?.drop();
});

const env = () => ({ DATABASE_URL: db.url, REDIS_URL, SMTP_URL: smtp.url, JOB_LEASE_SECONDS: "3" });
const requestLink = async (on: ServerProcess, email: string) => {
  const r = await http(on.baseURL, "/api/auth/magic-link", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) });
  expect(r.status, email).toBe(200);
};
async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 30_000) {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(100)) if (await ok()) return;
  throw new Error(`timed out waiting for ${what}`);
}

it("delivers mail requested on two processes exactly once each", async () => {
  const a = await startProcess("A", env());
  const b = await startProcess("B", env());
  procs.push(a, b);
  await Promise.all([a.ready(), b.ready()]);
  for (const [i, email] of PEOPLE.entries()) {
    await requestLink(i % 2 ? b : a, email);
    await requestLink(i % 2 ? a : b, email);
  }
  await until("8 messages", () => smtp.received.length >= 8);
  await sleep(1500); // a duplicate delivery would arrive within a poll or two
  for (const email of PEOPLE) expect(smtp.countFor(email), email).toBe(2);
  expect(smtp.received).toHaveLength(8);
  const sent = await queryDb<{ n: number }>(db.url, `select count(*)::int as n from outbox where sent_at is not null`);
  expect(sent[0].n).toBe(8);
  await Promise.all(procs.splice(0).map((p) => p.stop()));
});

it("a delivery in flight when its process is killed (SIGKILL) is delivered by another process after the lease", async () => {
  const a = await startProcess("A2", env());
  procs.push(a);
  await a.ready();
  await requestLink(a, STUCK);
  await until("the delivery to hang in process A", () => smtp.hung.includes(STUCK));
  const active = await queryDb<{ locked_by: string }>(db.url, `select locked_by from job where queue = 'mail.send' and state = 'active'`);
  expect(active).toHaveLength(1);
  await a.kill();
  procs.splice(procs.indexOf(a), 1);

  const b = await startProcess("B2", env());
  procs.push(b);
  await b.ready();
  await until("the other process to deliver it", () => smtp.countFor(STUCK) === 1);
  const [job] = await queryDb<{ state: string; attempts: number; locked_by: string | null }>(
    db.url,
    `select state, attempts, locked_by from job where queue = 'mail.send' order by id desc limit 1`,
  );
  expect(job.state).toBe("completed");
  expect(job.attempts).toBe(2);
  await sleep(1500);
  expect(smtp.countFor(STUCK)).toBe(1);
});
