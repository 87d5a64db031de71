/**
 * Making a distribution list with the default settings (WEBHOOK_ALLOW_PRIVATE_TARGETS off): a Slack or
 * webhook URL that points inside the network — loopback, private, link-local, metadata, in any spelling, or a
 * name that resolves there or nowhere — is a 400 naming the field and the reason, and no list is made.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import type { TDistribution } from "../../../contracts/reports.ts";

let app: TestApp;
let cookie = "";
let org = "";

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" }, {}, { workJobs: false });
  cookie = await signIn(app, "admin@demo.facetwise.test");
  org = (await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json().organization.id;
});
afterAll(async () => app?.cleanup());

const create = (payload: object) =>
  app.inject({
    method: "POST",
    url: "/api/reports/distribution",
    headers: { cookie },
    payload: { organizationId: org, action: "create_distribution_list", name: "Hooks", ...payload },
  });

const HOSTILE = [
  "https://169.254.169.254/latest/meta-data/iam/security-credentials/",
  "https://127.0.0.1:3990/",
  "https://10.0.0.1/",
  "https://[::1]/",
  "https://2130706433/",
  "https://0x7f.0.0.1/",
  "https://0177.0.0.1/",
  "https://[::ffff:169.254.169.254]/",
  "https://[fd00:ec2::254]/",
  "https://100.100.100.200/",
  "https://0.0.0.0:5432/",
  "https://metadata.google.internal/computeMetadata/v1/",
  "https://localhost:5432/",
  "http://127.0.0.1:3990/", // http is allowed outside production, but not to this address
  "http://localhost./",
];

describe("a Slack or webhook URL pointing inside the network is refused when the list is made", () => {
  it.each(HOSTILE)("webhook %s", async (url) => {
    const r = await create({ distributionChannels: ["webhook"], webhookUrl: url });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "The webhook URL (webhookUrl) points to a private or internal address",
      details: { problems: ["webhook_url_private"], fields: ["webhookUrl"] },
    });
  });

  it.each(HOSTILE)("Slack %s", async (url) => {
    const r = await create({ distributionChannels: ["slack"], slackWebhookUrl: url });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "The Slack URL (slackWebhookUrl) points to a private or internal address",
      details: { problems: ["slack_url_private"], fields: ["slackWebhookUrl"] },
    });
  });

  it("a name that does not resolve is refused with its field", async () => {
    const r = await create({ distributionChannels: ["webhook"], webhookUrl: "https://hooks.nowhere.invalid/x" });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json()).toMatchObject({ message: "The webhook URL's host (webhookUrl) could not be resolved to a public address", details: { fields: ["webhookUrl"] } });
  });

  it("no list was made", async () => {
    const lists = (await app.inject({ method: "GET", url: `/api/reports/distribution?organizationId=${org}&type=lists`, headers: { cookie } })).json() as TDistribution;
    expect(lists.distribution_lists).toEqual([]);
  });
});
