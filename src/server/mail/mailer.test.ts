import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "node:net";
import { fakeSmtpServer } from "../../../tests/support/smtp.ts";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.ts";
import { jobsOfQueue } from "../jobs/repo.ts";
import { createJobQueue, type JobQueue } from "../jobs/queue.ts";
import { capturingLogger, manualClock, openTempDatabase } from "../jobs/testing.ts";
import { MAIL_QUEUE, MailDelivery, MailSendError, redactLinks, registerMailWorker } from "./delivery.ts";
import { localSmtp, mimeParts } from "../../../tests/support/local-smtp.ts";
import { Mailer } from "./mailer.ts";
import { magicLinkEmail } from "./templates.ts";
import { DEFAULT_MAIL_LANG } from "../i18n/mail-locale.ts";

let database: Database;
beforeAll(async () => {
  database = await openTempDatabase(process.env.FACETWISE_TEST_TEMPLATE);
});
afterAll(async () => {
  await database?.close();
});

const TOKEN = "tok3n-Sh0uld-N3ver-Be-L0gged";
const link = (n: number) => `http://localhost:3999/api/auth/magic-link/verify?token=${TOKEN}${n}&callbackURL=%2F`;

/** A port nothing listens on (connections are refused). */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const a = s.address();
  await new Promise((r) => s.close(r));
  return typeof a === "object" && a ? a.port : 1;
}

const queues: JobQueue[] = [];
afterAll(async () => {
  for (const q of queues) await q.stop();
});

/** A mailer on the queue with a worker, a movable clock and captured logs. */
function setup(o: { smtpUrl?: string; env: "production" | "development" }) {
  const clock = manualClock("2025-06-01T12:00:00Z");
  const logger = capturingLogger();
  const log = logger.log as unknown as FastifyBaseLogger;
  const queue = createJobQueue({ database, log, now: clock.now });
  queues.push(queue);
  const delivery = new MailDelivery({ db: database.db, log, smtpUrl: o.smtpUrl, from: "Facetwise <no-reply@test.local>" });
  registerMailWorker(queue, delivery);
  const mailer = new Mailer(database.db, log, o.smtpUrl, { queue, env: o.env, retryLimit: 3, retryDelaySeconds: 30 });
  const drain = async () => {
    while ((await queue.poll()) > 0) await queue.idle();
  };
  return { clock, logs: logger.text, queue, mailer, drain };
}

const mailJobs = () => jobsOfQueue(database.db, MAIL_QUEUE);

describe("mail through the job queue", () => {
  it("without SMTP records the message at once (dev mailbox) and enqueues nothing to deliver", async () => {
    const { mailer, logs } = setup({ env: "development" });
    const before = (await mailJobs()).length;
    await mailer.send(magicLinkEmail("dev@example.com", link(1), 900, DEFAULT_MAIL_LANG));
    const [m] = await mailer.recent(1);
    expect(m).toMatchObject({ to: "dev@example.com", transport: "outbox", sentAt: null, error: null, links: [link(1)] });
    expect((await mailJobs()).length).toBe(before);
    expect(logs()).toContain(link(1)); // development: the log shows the link (the way in without SMTP)
  });

  it("with SMTP send() only records and enqueues; the worker retries a refused delivery with backoff until it is accepted", async () => {
    const smtp = await fakeSmtpServer({ failing: (attempt) => attempt <= 2 });
    const { mailer, clock, drain } = setup({ smtpUrl: smtp.url, env: "development" });
    try {
      await mailer.send(magicLinkEmail("retry@example.com", link(2), 900, DEFAULT_MAIL_LANG));
      expect(smtp.attempts()).toBe(0); // the caller did not wait for SMTP
      const [pending] = await mailer.recent(1);
      expect(pending).toMatchObject({ to: "retry@example.com", transport: "smtp", sentAt: null, error: null });
      const [j] = (await mailJobs()).slice(-1);
      expect(j.payload).toEqual({ outboxId: pending.id }); // the job holds an id, not the message

      await drain();
      expect((await mailer.recent(1))[0].error).toMatch(/451 4\.3\.0/);
      clock.advance(29_000);
      await drain();
      expect(smtp.attempts()).toBe(1); // backoff: not before 30 s
      clock.advance(1_000);
      await drain();
      expect(smtp.attempts()).toBe(2);
      clock.advance(60_000); // second retry waits twice as long
      await drain();
      expect(smtp.attempts()).toBe(3);

      const [sent] = await mailer.recent(1);
      expect(sent.sentAt).not.toBeNull();
      expect(sent.error).toBeNull();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].body).toContain("Subject: Your Facetwise sign-in link");
      expect((await mailJobs()).find((x) => x.id === j.id)).toMatchObject({ state: "completed", attempts: 3 });
    } finally {
      await smtp.close();
    }
  });

  it("a message enqueued in a rolled-back transaction leaves neither outbox row nor job", async () => {
    const smtp = await fakeSmtpServer({ failing: () => false });
    const { mailer } = setup({ smtpUrl: smtp.url, env: "development" });
    try {
      const jobsBefore = (await mailJobs()).length;
      const [last] = await mailer.recent(1);
      await database.db
        .transaction(async (tx) => {
          await mailer.send({ to: "tx@example.com", subject: "Invitation", text: "Welcome" }, { db: tx });
          throw new Error("business rule failed");
        })
        .catch(() => undefined);
      expect((await mailer.recent(1))[0].id).toBe(last.id);
      expect((await mailJobs()).length).toBe(jobsBefore);
    } finally {
      await smtp.close();
    }
  });

  it("in production no log line carries a sign-in link: outbox mode, SMTP refusals and the final failure", async () => {
    const port = await closedPort();
    const prodSmtp = setup({ smtpUrl: `smtp://127.0.0.1:${port}`, env: "production" });
    await prodSmtp.mailer.send(magicLinkEmail("prod@example.com", link(3), 900, DEFAULT_MAIL_LANG));
    for (let i = 0; i < 4; i++) {
      await prodSmtp.drain();
      prodSmtp.clock.advance(3600_000);
    }
    const [failed] = (await mailJobs()).slice(-1);
    expect(failed).toMatchObject({ state: "failed", attempts: 4 }); // retryLimit 3: dead letter after 4 attempts
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);

    const prodOutbox = setup({ env: "production" });
    await prodOutbox.mailer.send(magicLinkEmail("prod2@example.com", link(4), 900, DEFAULT_MAIL_LANG));

    const logs = prodSmtp.logs() + prodOutbox.logs();
    expect(logs).toContain("prod@example.com"); // the capture works: the lines were written
    expect(logs).toContain("dead letter");
    expect(logs).not.toContain(TOKEN);
    expect(logs).not.toContain("magic-link/verify");
    expect(logs).not.toMatch(/https?:\/\//);
  });

  it("redacts links from text bound for logs and error columns", () => {
    expect(redactLinks("failed for https://x.test/a?token=1 and http://y/b")).toBe("failed for [link] and [link]");
  });

  it("sendNow sends within the caller (attachments included), records the message sent, or its refusal redacted, and throws", async () => {
    const smtp = await localSmtp({ reject: ["refused@example.com"] });
    const logger = capturingLogger();
    const delivery = new MailDelivery({ db: database.db, log: logger.log, smtpUrl: smtp.url, from: "Facetwise <no-reply@test.local>" });
    const mailer = new Mailer(database.db, logger.log as unknown as FastifyBaseLogger, smtp.url, { queue: createJobQueue({ database, log: logger.log }) });
    try {
      const bytes = Buffer.from(`%PDF-1.4\n${"x".repeat(5000)}\n%%EOF`, "latin1");
      const msg = { subject: "Report", text: `Open it: ${link(5)}`, attachments: [{ filename: "Report.pdf", content: bytes, contentType: "application/pdf" }] };
      const sent = await delivery.sendNow({ to: "reader@example.com", ...msg });
      expect(sent.transport).toBe("smtp");
      const [row] = await mailer.recent(1);
      expect(row).toMatchObject({ id: sent.outboxId, to: "reader@example.com", transport: "smtp", error: null, links: [link(5)] });
      expect(row.sentAt).not.toBeNull();
      const pdf = mimeParts(smtp.messages[0].raw).find((p) => p.headers["content-type"]?.startsWith("application/pdf"))!;
      expect(pdf.body.equals(bytes)).toBe(true);

      await expect(delivery.sendNow({ to: "refused@example.com", ...msg })).rejects.toBeInstanceOf(MailSendError);
      const [refused] = await mailer.recent(1);
      expect(refused).toMatchObject({ to: "refused@example.com", sentAt: null });
      expect(refused.error).toMatch(/550/);
      expect(refused.error).not.toContain(TOKEN);
      expect(smtp.accepted()).toBe(1);
    } finally {
      delivery.close();
      await smtp.close();
    }
  });
});
