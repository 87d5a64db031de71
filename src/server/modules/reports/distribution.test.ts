/**
 * Distribution through the API and the job queue (spec 2 §2.9, §3.10, §7), against a local SMTP server that
 * refuses one recipient and a local HTTP receiver standing in for Slack and a webhook endpoint (on 127.0.0.1:
 * private targets are allowed, as on an on-premise install, until a test turns them off). The app works no jobs
 * itself: the test drives a queue on its database with a clock it moves (retries wait 30 s, doubling).
 */
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { localSmtp, mimeParts } from "../../../../tests/support/local-smtp.ts";
import { insertReport } from "../../../../tests/support/reports.ts";
import { createJobQueue, type JobQueue } from "../../jobs/queue.ts";
import { capturingLogger, manualClock } from "../../jobs/testing.ts";
import { nextCronRun } from "../../jobs/timing.ts";
import { verifyWebhookSignature } from "../../../domain/reporting/distribution.ts";
import { EXTERNAL_RECIPIENTS_PER_DAY, mailDayOf } from "../../../domain/platform/external-mail.ts";
import { externalMailDay } from "../../db/schema/index.ts";
import { and, eq } from "drizzle-orm";
import type { TDeliveryHistoryEntry, TDistribution, TDistributionList, TSubscription } from "../../../contracts/reports.ts";
import { createDeliveries, PUBLISHED_QUEUE } from "./distribution/index.ts";
import { registerDeliveryWorkers, type ReportDeliveries } from "./distribution/delivery.ts";
import { systemLookup, type OutboundPolicy, type ResolvedAddress } from "../../integrations/http/address-guard.ts";
import { reportPdf } from "./report-files.ts";
import { report } from "../../db/schema/index.ts";
import { mailDate, type MailLang } from "../../i18n/mail-locale.ts";
import { PSEUDO_LOCALE } from "../../i18n/index.ts";
import { pdfWords } from "../../pdf/kit/words.ts";
import { pdfToText } from "../../../../tests/support/file-readers.ts";

type Hit = { path: string; headers: Record<string, string | string[] | undefined>; body: string };

let app: TestApp;
let smtp: Awaited<ReturnType<typeof localSmtp>>;
let receiver: Server;
let receiverUrl = "";
const hits: Hit[] = [];
let queue: JobQueue;
let deliveries: ReportDeliveries;
const clock = manualClock(new Date());
const logger = capturingLogger();
const cookie: Record<string, string> = {};
/** Every PDF the deliveries rendered: which report, in whose language and time zone. */
const renders: { reportId: string; reader: MailLang }[] = [];
let org = "";
let templateId = "";

const FAIL = "fail@dist.example.com";
const OK = ["ok1@dist.example.com", "ok2@dist.example.com"];
const RILEY = "riley@demo.facetwise.test";
/** A name the test's resolver answers (what it answers may change between making a list and delivering to it). */
const REBIND = "hooks.rebind.example";
let rebindTo: ResolvedAddress = { address: "127.0.0.1", family: 4 };
/** The deliveries' outbound policy (the app's setting, with the test's resolver); a test turns private targets off. */
const outbound: OutboundPolicy = {
  allowPrivate: true,
  httpsOnly: false,
  lookup: async (name) => (name === REBIND ? [rebindTo] : systemLookup(name)),
};

beforeAll(async () => {
  smtp = await localSmtp({ reject: [FAIL] });
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      hits.push({ path: req.url ?? "", headers: req.headers, body });
      res.writeHead(req.url?.startsWith("/broken") ? 503 : 200).end("ok");
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", () => r()));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false", SMTP_URL: smtp.url, WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" }, {}, { workJobs: false });
  for (const who of ["admin", "manager", "riley"]) cookie[who] = await signIn(app, `${who}@demo.facetwise.test`);
  org = (await call("admin", "GET", "/api/auth/me")).json().organization.id;
  const t = await call("manager", "POST", "/api/reports/templates", { organizationId: org, name: "Weekly people report", sections: [] });
  templateId = t.json().id;
  queue = createJobQueue({ database: app.deps.database, log: logger.log, now: clock.now });
  deliveries = createDeliveries(app.deps, {
    now: clock.now,
    log: logger.log,
    jobs: queue,
    outbound,
    renderPdf: (organizationId, reportId, reader) => {
      renders.push({ reportId, reader });
      return reportPdf(app.deps, organizationId, reportId, reader);
    },
  });
  await registerDeliveryWorkers(queue, deliveries);
});
afterAll(async () => {
  await queue?.stop();
  await app?.cleanup();
  await smtp?.close();
  await new Promise((r) => receiver?.close(r));
});

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (who: string, method: Method, url: string, payload?: object) => app.inject({ method, url, headers: { cookie: cookie[who] }, payload });
const act = (who: string, payload: object) => call(who, "POST", "/api/reports/distribution", { organizationId: org, ...payload });
const read = async (who: string, type?: string) =>
  (await call(who, "GET", `/api/reports/distribution?organizationId=${org}${type ? `&type=${type}` : ""}`)).json() as TDistribution;
const history = async () => (await read("admin", "history")).delivery_history!;

/** Runs every due job on the test queue until none is left. */
async function drain(): Promise<void> {
  while ((await queue.poll()) > 0) await queue.idle();
}

/** The test clock never runs behind the app's (jobs the routes enqueue are due at the real time). */
function catchUp(): void {
  if (clock.now().getTime() < Date.now()) clock.set(new Date());
}

/** The report routes' trigger: a report reached published. */
async function publish(title: string): Promise<string> {
  catchUp();
  const reportId = await insertReport(app, { organizationId: org, templateId, title, publishedAt: clock.now() });
  await app.deps.jobs.send(PUBLISHED_QUEUE, { organizationId: org, reportId }, { organizationId: org });
  catchUp();
  await drain();
  return reportId;
}

const ids: Record<string, string> = {};
let webhookSecret = "";

describe("distribution lists", () => {
  it("a manager creates a list: blank and duplicate subscribers are ignored; the webhook secret is shown once", async () => {
    const r = await act("manager", {
      action: "create_distribution_list",
      name: "Leadership",
      description: "Heads of teams",
      distributionChannels: ["email", "slack", "webhook"],
      subscribers: ["", `  ${OK[0].toUpperCase()} `, OK[0], "   ", FAIL, OK[1], OK[1]],
      slackWebhookUrl: `${receiverUrl}/slack/T000/B000/XXXX`,
      webhookUrl: `${receiverUrl}/hook?token=s3cret-query`,
    });
    expect(r.statusCode, r.body).toBe(200);
    const list = r.json().distribution_list as TDistributionList;
    expect(list).toMatchObject({
      name: "Leadership",
      description: "Heads of teams",
      distribution_channels: ["email", "slack", "webhook"],
      subscribers: [{ email: OK[0] }, { email: FAIL }, { email: OK[1] }],
      is_active: true,
      schedule_configuration: { enabled: false },
      slack_webhook_host: new URL(receiverUrl).host,
      webhook_host: new URL(receiverUrl).host,
      policies: { delete: true },
    });
    webhookSecret = r.json().webhook_secret;
    expect(webhookSecret).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);
    ids.list = list.id;
    const again = await read("admin", "lists");
    const text = JSON.stringify(again);
    expect(text).toContain(list.id);
    expect(text).not.toContain(webhookSecret);
    expect(text).not.toContain("s3cret-query");
    expect(text).not.toContain("/slack/T000");
  });

  it("refuses a list without a name, Slack without its URL, webhook without its URL, or a non-address (400), and a plain member (403)", async () => {
    const base = { action: "create_distribution_list", name: "X", subscribers: [OK[0]] };
    const cases = [
      { ...base, name: "   " },
      { ...base, distributionChannels: ["slack"] },
      { ...base, distributionChannels: ["webhook"] },
      { ...base, distributionChannels: ["webhook"], webhookUrl: "ftp://example.com" },
      { ...base, subscribers: ["not an address"] },
    ];
    for (const c of cases) {
      const r = await act("manager", c);
      expect(r.statusCode, JSON.stringify(c)).toBe(400);
      expect(r.json().code).toBe("VALIDATION_ERROR");
    }
    expect((await act("riley", base)).statusCode).toBe(403);
    expect((await read("riley", "lists")).distribution_lists).toEqual([]);
    expect((await read("riley")).policies).toEqual({ manage: false });
  });

  it("deletes a list with its subscriptions (204); another delete of it is 404", async () => {
    const made = (await act("admin", { action: "create_distribution_list", name: "Temporary", subscribers: ["t@dist.example.com"] })).json().distribution_list;
    const sub = (await act("admin", { action: "subscribe", templateId })).json().subscription as TSubscription;
    expect(sub.subscription_type).toBe("individual"); // spec 2 §7: a template given and no type → individual
    const listSub = (await act("admin", { action: "subscribe", distributionListId: made.id, templateId, subscriptionType: "list" })).json().subscription as TSubscription;
    expect(listSub).toMatchObject({ subscription_type: "list", distribution_list: { id: made.id, name: "Temporary" } });
    expect((await call("riley", "DELETE", `/api/reports/distribution/${made.id}`, { organizationId: org })).statusCode).toBe(403);
    expect((await call("admin", "DELETE", `/api/reports/distribution/${made.id}`, { organizationId: org })).statusCode).toBe(204);
    expect((await call("admin", "DELETE", `/api/reports/distribution/${made.id}`, { organizationId: org })).statusCode).toBe(404);
    const after = await read("admin");
    expect(after.distribution_lists!.map((l) => l.id)).not.toContain(made.id);
    expect(after.subscriptions!.map((s) => s.id)).not.toContain(listSub.id);
    // the admin's own individual subscription stays (it was not the list's); unsubscribe it
    expect((await act("admin", { action: "unsubscribe", subscriptionId: sub.id })).json()).toEqual({ unsubscribed: true });
  });
});

describe("subscriptions", () => {
  it("a member subscribes themselves to a template (format email means the PDF by email); managers subscribe lists", async () => {
    const mine = await act("riley", { action: "subscribe", templateId, deliveryPreferences: { format: "email", frequency: "immediate" } });
    expect(mine.statusCode, mine.body).toBe(200);
    const s = mine.json().subscription as TSubscription;
    expect(s).toMatchObject({
      subscription_type: "individual",
      template: { id: templateId, name: "Weekly people report", template_type: "weekly" },
      distribution_list: null,
      delivery_preferences: { format: "pdf", frequency: "immediate" },
      user: { full_name: "Riley Chen" },
      is_active: true,
      policies: { unsubscribe: true },
    });
    ids.riley = s.id;
    const list = await act("manager", { action: "subscribe", distributionListId: ids.list, templateId, subscriptionType: "list" });
    ids.listSub = list.json().subscription.id;
    expect((await act("riley", { action: "subscribe", distributionListId: ids.list })).statusCode).toBe(403);
    expect((await act("riley", { action: "subscribe", templateId: "no-such-template" })).statusCode).toBe(404);
    expect((await act("riley", { action: "subscribe", templateId, timeZone: "Mars/Olympus" })).statusCode).toBe(400);
    // riley sees only their own; the manager sees both
    expect((await read("riley", "subscriptions")).subscriptions!.map((x) => x.id)).toEqual([ids.riley]);
    expect((await read("manager", "subscriptions")).subscriptions!.map((x) => x.id)).toEqual(expect.arrayContaining([ids.riley, ids.listSub]));
    // a member cannot unsubscribe someone else's subscription: for them it does not exist
    expect((await act("riley", { action: "unsubscribe", subscriptionId: ids.listSub })).statusCode).toBe(404);
  });

  it("a weekly digest list in Berlin (its schedule shows as enabled)", async () => {
    const made = (await act("manager", { action: "create_distribution_list", name: "Digest readers", subscribers: ["digest@dist.example.com"] })).json().distribution_list;
    ids.digestList = made.id;
    const sub = await act("manager", {
      action: "subscribe",
      distributionListId: made.id,
      templateId,
      subscriptionType: "list",
      deliveryPreferences: { format: "link", frequency: "weekly" },
      timeZone: "Europe/Berlin",
    });
    expect(sub.json().subscription).toMatchObject({ delivery_preferences: { format: "link", frequency: "weekly" }, time_zone: "Europe/Berlin" });
    ids.digestSub = sub.json().subscription.id;
    expect((await read("manager", "lists")).distribution_lists!.find((l) => l.id === made.id)!.schedule_configuration).toEqual({ enabled: true });
  });
});

describe("delivery", () => {
  let reportId = "";

  it("publishing delivers at once to the immediate subscriptions only, one row per recipient and channel", async () => {
    clock.advance(1000);
    reportId = await publish("Week 23 people report");
    const rows = (await history()).filter((h) => h.report.id === reportId);
    const byRecipient = Object.fromEntries(rows.map((h) => [h.recipient_address, h]));
    expect(Object.keys(byRecipient).sort()).toEqual([...OK, FAIL, RILEY, `slack:${new URL(receiverUrl).host}`, `webhook:${new URL(receiverUrl).host}`].sort());
    expect(byRecipient["digest@dist.example.com"]).toBeUndefined(); // weekly: not now
    for (const a of [...OK, RILEY]) {
      expect(byRecipient[a]).toMatchObject({ delivery_status: "delivered", delivery_channel: "email", attempts: 1, last_error: null });
      expect(byRecipient[a].delivery_timestamp).not.toBeNull();
      expect(smtp.countFor(a)).toBe(1);
    }
    expect(byRecipient[FAIL]).toMatchObject({ delivery_status: "pending", attempts: 1, delivery_timestamp: null });
    expect(byRecipient[FAIL].last_error).toMatch(/550/);
    expect(smtp.countFor(FAIL)).toBe(0);
  });

  it("the email carries the PDF and a link that records the first read and opens the report", async () => {
    const mail = smtp.messages.find((m) => m.to.includes(RILEY))!;
    const parts = mimeParts(mail.raw);
    const pdf = parts.find((p) => (p.headers["content-type"] ?? "").startsWith("application/pdf"))!;
    expect(pdf.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.headers["content-disposition"]).toContain("Week_23_people_report.pdf");
    const text = parts.find((p) => (p.headers["content-type"] ?? "").startsWith("text/plain"))!.body.toString("utf8");
    expect(text).toContain("Week 23 people report");
    const link = /http:\/\/localhost:3999(\/api\/reports\/read\/[A-Za-z0-9_-]+)/.exec(text)![1];

    const mine = () => history().then((h) => h.find((x) => x.recipient_address === RILEY && x.report.id === reportId)!);
    expect((await mine()).read_timestamp).toBeNull();
    const open = await app.inject({ method: "GET", url: link });
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe(`/dashboard/reports/view/${reportId}`);
    const first = (await mine()).read_timestamp;
    expect(first).not.toBeNull();
    await app.inject({ method: "GET", url: link });
    expect((await mine()).read_timestamp).toBe(first); // the first read counts
    expect((await app.inject({ method: "GET", url: `/api/reports/read/${"x".repeat(43)}` })).statusCode).toBe(404);
    // riley's own history holds only what was sent to riley
    const own = (await read("riley", "history")).delivery_history!;
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((h) => h.recipient_address))).toEqual(new Set([RILEY]));
  });

  it("the webhook is signed over the timestamp and body with the list's secret; Slack gets text and blocks", async () => {
    const hook = hits.filter((h) => h.path.startsWith("/hook"));
    expect(hook).toHaveLength(1);
    const ts = hook[0].headers["x-facetwise-timestamp"] as string;
    const sig = hook[0].headers["x-facetwise-signature"] as string;
    const hmac = (k: string, m: string) => createHmac("sha256", k).update(m).digest("hex");
    expect(sig).toBe(`sha256=${hmac(webhookSecret, `${ts}.${hook[0].body}`)}`);
    expect(verifyWebhookSignature(hmac, { secret: webhookSecret, timestamp: ts, signature: sig, body: hook[0].body, nowSeconds: Number(ts) + 5 })).toBe(true);
    expect(verifyWebhookSignature(hmac, { secret: "whsec_wrong", timestamp: ts, signature: sig, body: hook[0].body, nowSeconds: Number(ts) })).toBe(false);
    const body = JSON.parse(hook[0].body);
    expect(body).toMatchObject({
      event: "report.published",
      report: { id: reportId, title: "Week 23 people report", period: { start: "2025-06-02", end: "2025-06-08" }, status: "published" },
    });
    expect(body.report.url).toContain(`/dashboard/reports/view/${reportId}`);
    const slack = hits.filter((h) => h.path.startsWith("/slack"));
    expect(slack).toHaveLength(1);
    const msg = JSON.parse(slack[0].body);
    expect(msg.text).toContain("Week 23 people report");
    expect(JSON.stringify(msg.blocks)).toContain("June 2, 2025 to June 8, 2025");
  });

  it("the refused recipient alone is retried with backoff, then stays failed with the error, never delivered", async () => {
    for (const wait of [30, 60, 120, 240]) {
      clock.advance((wait - 1) * 1000);
      await drain();
      const before = smtp.triesFor(FAIL);
      clock.advance(1000);
      await drain();
      expect(smtp.triesFor(FAIL), `retry after ${wait} s`).toBe(before + 1);
    }
    expect(smtp.triesFor(FAIL)).toBe(5); // 1 + retryLimit 4
    const failed = (await history()).find((h) => h.recipient_address === FAIL)!;
    expect(failed).toMatchObject({ delivery_status: "failed", attempts: 5, delivery_timestamp: null });
    expect(failed.last_error).toMatch(/550/);
    clock.advance(3600_000);
    await drain();
    expect(smtp.triesFor(FAIL)).toBe(5);
    for (const a of [...OK, RILEY]) expect(smtp.countFor(a), a).toBe(1); // the others exactly once
    expect(hits.filter((h) => h.path.startsWith("/hook"))).toHaveLength(1);
    ids.failed = failed.id;
  });

  it("resend creates a new delivery to that one recipient, delivered once the server accepts it", async () => {
    smtp.reject.delete(FAIL);
    const r = await act("manager", { action: "resend_delivery", deliveryId: ids.failed });
    expect(r.statusCode, r.body).toBe(200);
    const fresh = r.json().delivery as TDeliveryHistoryEntry;
    expect(fresh).toMatchObject({ recipient_address: FAIL, delivery_channel: "email", delivery_status: "pending", attempts: 0 });
    expect(fresh.id).not.toBe(ids.failed);
    catchUp();
    await drain();
    const h = await history();
    expect(h.find((x) => x.id === fresh.id)).toMatchObject({ delivery_status: "delivered", attempts: 1 });
    expect(h.find((x) => x.id === ids.failed)).toMatchObject({ delivery_status: "failed" });
    expect(smtp.countFor(FAIL)).toBe(1);
    for (const a of [...OK, RILEY]) expect(smtp.countFor(a), a).toBe(1);
    // a member resends only what was sent to them
    expect((await act("riley", { action: "resend_delivery", deliveryId: fresh.id })).statusCode).toBe(404);
  });

  it("an email to an outside address past the organization's daily cap fails with the reason, without a send", async () => {
    catchUp();
    const day = mailDayOf(clock.now());
    // earlier deliveries to outside addresses were counted; the day is now full
    await app.deps.database.db
      .insert(externalMailDay)
      .values({ organizationId: org, day, recipients: EXTERNAL_RECIPIENTS_PER_DAY })
      .onConflictDoUpdate({ target: [externalMailDay.organizationId, externalMailDay.day], set: { recipients: EXTERNAL_RECIPIENTS_PER_DAY } });
    const before = smtp.countFor(FAIL);
    const r = await act("manager", { action: "resend_delivery", deliveryId: ids.failed });
    expect(r.statusCode, r.body).toBe(200);
    const fresh = r.json().delivery as TDeliveryHistoryEntry;
    await drain();
    const row = (await history()).find((x) => x.id === fresh.id)!;
    expect(row).toMatchObject({ delivery_status: "failed", delivery_timestamp: null });
    expect(row.last_error).toContain(`at most ${EXTERNAL_RECIPIENTS_PER_DAY} people outside it per day`);
    expect(smtp.countFor(FAIL)).toBe(before);
    await app.deps.database.db.delete(externalMailDay).where(and(eq(externalMailDay.organizationId, org), eq(externalMailDay.day, day)));
  });

  it("a receiver answering 503 is an error, never delivered", async () => {
    const made = await act("admin", { action: "create_distribution_list", name: "Broken hook", distributionChannels: ["webhook"], webhookUrl: `${receiverUrl}/broken` });
    await act("admin", { action: "subscribe", distributionListId: made.json().distribution_list.id, templateId, subscriptionType: "list" });
    const second = await publish("Week 24 people report");
    const row = (await history()).find((h) => h.report.id === second && h.delivery_channel === "webhook" && h.recipient_address.startsWith("webhook:") && h.last_error)!;
    expect(row).toMatchObject({ delivery_status: "pending", attempts: 1, delivery_timestamp: null });
    expect(row.last_error).toMatch(/HTTP 503/);
    expect(row.last_error).not.toContain("/broken");
  });

  it("a weekly digest goes out at Monday 08:00 Berlin time with what was published since, once", async () => {
    const before = smtp.countFor("digest@dist.example.com");
    expect(before).toBe(0);
    const monday = nextCronRun("0 8 * * 1", "Europe/Berlin", clock.now());
    expect(await deliveries.sweepDigests(new Date(monday.getTime() - 1000))).toBe(0);
    expect(await deliveries.sweepDigests(monday)).toBe(2); // weeks 23 and 24
    expect(await deliveries.sweepDigests(new Date(monday.getTime() + 300_000))).toBe(0);
    clock.set(monday);
    await drain();
    expect(smtp.countFor("digest@dist.example.com")).toBe(2);
    const digest = smtp.messages.filter((m) => m.to.includes("digest@dist.example.com"));
    // format "link": no attachment, the link only
    for (const m of digest) expect(mimeParts(m.raw).some((p) => (p.headers["content-type"] ?? "").startsWith("application/pdf"))).toBe(false);
  });
});

describe("private and internal targets", () => {
  /** What a delivery history may say of a failed Slack or webhook delivery: a few words, nothing of the network. */
  const PLAIN_FAILURE = /^(refused \([a-z ]+\)|timed out|could not connect( \([a-z ]+\))?|HTTP \d{3}( \(redirects are not followed\))?)$/;

  it("a list made while private targets were allowed is refused at delivery once they are not: nothing is sent, and the history says refused", async () => {
    const made = await act("admin", {
      action: "create_distribution_list",
      name: "Rebinding hook",
      distributionChannels: ["webhook"],
      webhookUrl: `http://${REBIND}:${new URL(receiverUrl).port}/rebind`,
    });
    expect(made.statusCode, made.body).toBe(200);
    await act("admin", { action: "subscribe", distributionListId: made.json().distribution_list.id, templateId, subscriptionType: "list" });
    outbound.allowPrivate = false;
    try {
      const before = hits.length;
      const reportId = await publish("Week 25 people report");
      const rows = (await history()).filter((h) => h.report.id === reportId && h.delivery_channel !== "email");
      // the name resolving to 127.0.0.1 and the Leadership list's 127.0.0.1 Slack and webhook URLs, made while allowed
      expect(rows.map((r) => r.recipient_address).sort()).toEqual(
        [
          `slack:${new URL(receiverUrl).host}`,
          `webhook:${new URL(receiverUrl).host}`,
          `webhook:${new URL(receiverUrl).host}`,
          `webhook:${REBIND}:${new URL(receiverUrl).port}`,
        ].sort(),
      );
      for (const r of rows) {
        // refused at once: a retry would be refused too
        expect(r, r.recipient_address).toMatchObject({ delivery_status: "failed", attempts: 1, delivery_timestamp: null, last_error: "refused (private or internal address)" });
      }
      expect(hits.length).toBe(before);
    } finally {
      outbound.allowPrivate = true;
    }
  });

  it("a delivery connects to the address its name resolved to, keeping the name as its Host", async () => {
    rebindTo = { address: "127.0.0.1", family: 4 };
    const before = hits.length;
    const reportId = await publish("Week 26 people report");
    const row = (await history()).find((h) => h.report.id === reportId && h.recipient_address.startsWith(`webhook:${REBIND}`))!;
    expect(row).toMatchObject({ delivery_status: "delivered", last_error: null });
    expect(hits.slice(before).find((h) => h.path === "/rebind")?.headers.host).toBe(`${REBIND}:${new URL(receiverUrl).port}`);
  });

  it("every failure the history shows is a few plain words: no error code, address or answer body", async () => {
    // rows recorded before failures were told in a few words show the same words
    const [a, b] = (await history()).filter((h) => h.delivery_channel === "webhook" && h.last_error);
    await app.deps.database.db.execute(sql`update report_delivery set last_error = '127.0.0.1:5432: UND_ERR_SOCKET' where id = ${a.id}`);
    await app.deps.database.db.execute(sql`update report_delivery set last_error = '10.0.0.1:8080 answered HTTP 404' where id = ${b.id}`);
    const shown = await history();
    expect(shown.find((h) => h.id === a.id)?.last_error).toBe("could not connect");
    expect(shown.find((h) => h.id === b.id)?.last_error).toBe("HTTP 404");
    const failures = (await history()).filter((h) => h.delivery_channel !== "email" && h.last_error).map((h) => h.last_error!);
    expect(failures.length).toBeGreaterThan(0);
    for (const f of failures) expect(f).toMatch(PLAIN_FAILURE);
  });
});

describe("tenancy", () => {
  it("another organization's list, subscription and delivery ids answer 404", async () => {
    const other = await buildOrganization(app, "dist-other");
    const otherCookie = await signIn(app, other.byRole("admin").email);
    const as = (method: Method, url: string, payload?: object) => app.inject({ method, url, headers: { cookie: otherCookie }, payload });
    const mine = { organizationId: other.org.id };
    expect((await as("DELETE", `/api/reports/distribution/${ids.list}`, mine)).statusCode).toBe(404);
    expect((await as("POST", "/api/reports/distribution", { ...mine, action: "unsubscribe", subscriptionId: ids.riley })).statusCode).toBe(404);
    expect((await as("POST", "/api/reports/distribution", { ...mine, action: "resend_delivery", deliveryId: ids.failed })).statusCode).toBe(404);
    expect((await as("POST", "/api/reports/distribution", { ...mine, action: "subscribe", distributionListId: ids.list, subscriptionType: "list" })).statusCode).toBe(404);
    expect((await as("POST", "/api/reports/distribution", { ...mine, action: "subscribe", templateId })).statusCode).toBe(404);
    expect((await as("GET", `/api/reports/distribution?organizationId=${org}`)).statusCode).toBe(404);
    const theirs = (await as("GET", `/api/reports/distribution?organizationId=${other.org.id}`)).json() as TDistribution;
    expect(theirs).toEqual({ distribution_lists: [], subscriptions: [], delivery_history: [], policies: { manage: true } });
    // and the list is still there for its own organization
    expect((await read("admin", "lists")).distribution_lists!.map((l) => l.id)).toContain(ids.list);
  });

  it("no log line carries a webhook or Slack URL, a secret or a read token", () => {
    const logs = logger.text();
    expect(logs).toContain("report delivered");
    expect(logs).not.toContain("s3cret-query");
    expect(logs).not.toContain("/slack/T000");
    expect(logs).not.toContain(webhookSecret);
    expect(logs).not.toContain("/api/reports/read/");
  });
});

describe("each reader's language and time zone", () => {
  const SAM = "sam@demo.facetwise.test";
  const TOKYO = "tokyo@dist.example.com";
  const UTC = "utc@dist.example.com";
  /** Late on 9 June UTC: already 10 June in Tokyo. */
  const AT = new Date("2025-06-09T20:00:00Z");
  let reportId = "";
  let slack: { path: string; body: { text: string; blocks: unknown[] } }[] = [];
  const mailTo = (address: string) => {
    const m = smtp.messages.filter((x) => x.to.includes(address) && x.raw.includes("Week 27")).at(-1);
    if (!m) throw new Error(`no email to ${address}`);
    const parts = mimeParts(m.raw);
    const part = (type: string) => parts.find((p) => (p.headers["content-type"] ?? "").startsWith(type));
    return { text: part("text/plain")!.body.toString("utf8"), pdf: part("application/pdf")?.body };
  };
  /** A list of outside addresses and a Slack channel, subscribed on a time zone. */
  const list = async (name: string, addresses: string[], slackPath: string, timeZone: string) => {
    const made = await act("manager", {
      action: "create_distribution_list",
      name,
      distributionChannels: ["email", "slack"],
      subscribers: addresses,
      slackWebhookUrl: `${receiverUrl}${slackPath}/T1/B1/X`,
    });
    expect(made.statusCode, made.body).toBe(200);
    const sub = await act("manager", { action: "subscribe", distributionListId: made.json().distribution_list.id, templateId, subscriptionType: "list", timeZone });
    expect(sub.statusCode, sub.body).toBe(200);
  };

  beforeAll(async () => {
    // a member who saved German on Tokyo time, an outside address on a Tokyo list and one on a UTC list
    cookie.sam = await signIn(app, SAM);
    expect((await call("sam", "PUT", "/api/profile", { locale: "de", timeZone: "Asia/Tokyo" })).statusCode).toBe(200);
    expect((await act("sam", { action: "subscribe", templateId, deliveryPreferences: { format: "pdf", frequency: "immediate" } })).statusCode).toBe(200);
    await list("Tokyo office", [TOKYO, "tokyo2@dist.example.com"], "/slack-tokyo", "Asia/Tokyo");
    await list("London office", [UTC], "/slack-utc", "UTC");
    catchUp();
    const before = hits.length;
    reportId = await insertReport(app, { organizationId: org, templateId, title: "Week 27 people report", publishedAt: AT });
    await app.deps.database.db.update(report).set({ generatedAt: AT }).where(eq(report.id, reportId));
    await app.deps.jobs.send(PUBLISHED_QUEUE, { organizationId: org, reportId }, { organizationId: org });
    catchUp();
    await drain();
    slack = hits.slice(before).map((h) => ({ path: h.path, body: JSON.parse(h.body) }));
  });

  it("the email and the Slack message give the publication date on the reader's calendar, in their language", () => {
    const sam = mailTo(SAM);
    expect(sam.text).toContain(mailDate({ locale: "de", timeZone: "Asia/Tokyo" }, AT));
    expect(sam.text).toContain("10. Juni 2025");
    expect(sam.text).toContain("2. Juni 2025"); // the period's first day, in German
    expect(mailTo(TOKYO).text).toContain("was published on June 10, 2025");
    expect(mailTo(UTC).text).toContain("was published on June 9, 2025");
    const tokyo = slack.find((h) => h.path.startsWith("/slack-tokyo"))!.body;
    expect(tokyo.text).toContain("June 10, 2025");
    expect(JSON.stringify(tokyo.blocks)).toContain("June 10, 2025");
    expect(slack.find((h) => h.path.startsWith("/slack-utc"))!.body.text).toContain("June 9, 2025");
  });

  it("each attachment is rendered in its reader's language and time zone, once per (language, time zone)", () => {
    const mine = renders.filter((r) => r.reportId === reportId).map((r) => `${r.reader.locale} ${r.reader.timeZone}`);
    expect(mine).toEqual(expect.arrayContaining(["de Asia/Tokyo", "en Asia/Tokyo", "en UTC"]));
    expect(new Set(mine).size).toBe(mine.length);
    const attached = smtp.messages.filter((m) => m.raw.includes("Week_27_people_report.pdf"));
    expect(attached.length).toBeGreaterThan(mine.length); // recipients sharing a language and time zone shared a rendering
    const at = (lang: MailLang) => pdfWords(lang).dateTime(AT).replace(/\s+/g, " ");
    const text = (address: string) => pdfToText(mailTo(address).pdf!).replace(/\s+/g, " ");
    expect(text(SAM)).toContain(at({ locale: "de", timeZone: "Asia/Tokyo" }));
    expect(text(SAM)).toContain("10. Juni 2025");
    expect(text(TOKYO)).toContain(at({ locale: "en", timeZone: "Asia/Tokyo" }));
    expect(text(UTC)).toContain(at({ locale: "en", timeZone: "UTC" }));
    expect(text(UTC)).not.toContain("GMT+9");
  });

  it("the attachment in the pseudo-locale holds no English outside the report's own texts and the dates Intl writes", async () => {
    const reader = { locale: PSEUDO_LOCALE, timeZone: "Asia/Tokyo" } as const;
    const w = pdfWords(reader);
    const pdf = (await reportPdf(app.deps, org, reportId, reader))!;
    let text = pdfToText(pdf.bytes).replace(/\s+/g, " ");
    const own = ["Week 27 people report", "Weekly people report", "Template", "weekly", w.day("2025-06-02"), w.day("2025-06-08"), w.dateTime(AT), w.date(new Date())];
    for (const v of own.sort((a, b) => b.length - a.length)) text = text.split(v).join(" ");
    const word = String.raw`(?<![\p{L}\p{N}])[A-Za-z]{2,}(?![\p{L}\p{N}])`;
    expect(text).toMatch(/[áéíóú]/); // the catalog's words, accented (the PDF's fonts print no ⟦ ⟧)
    expect(text.match(new RegExp(`${word}(?:[\\s,.:;()'"“”·/-]+${word})+`, "gu")) ?? []).toEqual([]);
  });
});
